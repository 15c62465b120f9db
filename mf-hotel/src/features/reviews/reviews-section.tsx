import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ratingLabel, selectIsAuthenticated, useAppSelector } from 'shared-contracts';
import { Button, Dialog, Skeleton, useToast } from 'ui-kit';
import { AllReviewsModal } from './all-reviews-modal';
import { useCurrentUserId } from './current-user-id.hook';
import { DisabledHint } from './disabled-hint';
import { REVIEW_PREVIEW_SIZE } from './review.constants';
import type { Review } from './review.types';
import { ReportDialog } from './report-dialog';
import { ReviewFormModal } from './review-form-modal';
import { ReviewList, type ReviewActions } from './review-list';
import { useHotelReviewsDeleteMutation, useHotelReviewsEligibilityQuery, useHotelReviewsPageQuery, useHotelReviewsRatingQuery } from './reviews.api';
import { reviewsMessages } from './reviews.messages';
import { serverMessage } from '../hotel-detail/server-message';

/** The hotel's reviews: rating, a preview of 3, the full list, writing, deleting one's own and reporting others'. */
export function ReviewsSection({ hotelId }: { hotelId: number }) {
  const t = reviewsMessages;
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const currentUserId = useCurrentUserId();
  const viewer = isAuthenticated ? currentUserId : null;
  const preview = useHotelReviewsPageQuery({ hotelId, page: 0, size: REVIEW_PREVIEW_SIZE, viewer });
  const rating = useHotelReviewsRatingQuery(hotelId);
  const eligibility = useHotelReviewsEligibilityQuery(hotelId, { skip: !isAuthenticated });
  const [deleteReview, deletion] = useHotelReviewsDeleteMutation();
  const [allOpen, setAllOpen] = useState(false);
  const [formOpen, setFormOpen] = useState(false);
  const [reporting, setReporting] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Review | null>(null);

  const actions: ReviewActions = {
    signedIn: isAuthenticated,
    viewer,
    onDelete: setDeleting,
    onReport: (review) => setReporting(review.id),
  };

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await deleteReview({ hotelId, reviewId: deleting.id }).unwrap();
      toast.success(t.deletion.success);
    } catch (error) {
      toast.error(serverMessage(error, t.deletion.failed));
    } finally {
      setDeleting(null);
    }
  }

  function startWriting() {
    if (!isAuthenticated) {
      navigate(`/login?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`);
      return;
    }
    setFormOpen(true);
  }

  const canWrite = !isAuthenticated || eligibility.data?.eligible === true;
  // Newest first: a review the user just wrote is in the preview, and the reason to give is that one, not a stay.
  const wroteOne = isAuthenticated && (preview.data?.content ?? []).some((review) => review.isMine);
  const writeHint = isAuthenticated && !eligibility.isLoading && !canWrite ? (wroteOne ? t.section.alreadyReviewed : t.section.notEligible) : null;
  const summary = rating.data;

  return (
    <section aria-labelledby="hotel-reviews-heading">
      <Head>
        <div>
          <Heading id="hotel-reviews-heading">{t.section.heading}</Heading>
          <Muted>
            {summary && summary.avg !== null
              ? t.section.summary(summary.avg.toFixed(1), ratingLabel(summary.avg), summary.count.toLocaleString('ko-KR'))
              : summary
                ? t.section.noRating
                : null}
          </Muted>
        </div>
        <HeadActions>
          {preview.data && preview.data.totalElements > 0 ? (
            <Button variant="secondary" onClick={() => setAllOpen(true)}>
              {t.section.showAll}
            </Button>
          ) : null}
          <DisabledHint hint={writeHint}>
            {(describedBy) => (
              <Button
                onClick={startWriting}
                disabled={writeHint !== null || (isAuthenticated && eligibility.isLoading)}
                aria-describedby={describedBy}
              >
                {t.section.write}
              </Button>
            )}
          </DisabledHint>
        </HeadActions>
      </Head>

      {preview.isError ? (
        <Failure role="alert">
          {t.section.failed}{' '}
          <Button size="sm" variant="secondary" onClick={() => void preview.refetch()}>
            {t.section.retry}
          </Button>
        </Failure>
      ) : !preview.data ? (
        <div role="status" aria-busy="true" aria-label={t.section.loading}>
          <Skeleton lines={4} />
        </div>
      ) : preview.data.content.length === 0 ? (
        <Muted as="p">{t.section.empty}</Muted>
      ) : (
        <ReviewList reviews={preview.data.content.slice(0, REVIEW_PREVIEW_SIZE)} actions={actions} />
      )}

      <AllReviewsModal open={allOpen} onClose={() => setAllOpen(false)} hotelId={hotelId} actions={actions} />
      <ReviewFormModal
        open={formOpen}
        onClose={() => setFormOpen(false)}
        hotelId={hotelId}
        bookingId={eligibility.data?.eligible ? eligibility.data.bookingId : null}
      />
      <ReportDialog reviewId={reporting} onClose={() => setReporting(null)} />
      <Dialog
        open={deleting !== null}
        title={t.deletion.title}
        tone="danger"
        confirmLabel={t.deletion.confirmLabel}
        confirmLoading={deletion.isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        {t.deletion.confirm}
      </Dialog>
    </section>
  );
}

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.sm};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const HeadActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Failure = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;
