import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { AdminReportedReview } from 'shared-contracts/schemas/admin';
import { Button, formatDate, formatDateTime } from 'ui-kit';
import { Badge, RowActions } from 'ui-kit/back-office';
import type { ReviewAction } from './reviews.api';
import { REPORT_REASON_LABELS, reviewsMessages as t } from './reviews.messages';
import { ReviewReports } from './review-reports';

const Article = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  a {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Comment = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Photos = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};

  img {
    width: 72px;
    height: 72px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Stars = ({ rating }: { rating: number }) => (
  <span role="img" aria-label={t.rating(rating)}>
    {'★'.repeat(rating)}
    {'☆'.repeat(Math.max(0, 5 - rating))}
  </span>
);

function stateOf(review: AdminReportedReview) {
  if (review.deleted) return <Badge $tone="muted">{t.state.deleted}</Badge>;
  return review.visible ? <Badge $tone="success">{t.state.shown}</Badge> : <Badge $tone="danger">{t.state.hidden}</Badge>;
}

/** What the desk may do with a review as it is now: hide a shown one, restore a hidden one, dismiss pending reports. */
export function actionsFor(review: AdminReportedReview): ReviewAction[] {
  const actions: ReviewAction[] = [];
  if (review.visible && !review.deleted) actions.push('hide');
  if (!review.visible && !review.deleted) actions.push('restore');
  if (review.pendingReportCount > 0) actions.push('dismiss-reports');
  return actions;
}

export interface ReviewCardProps {
  review: AdminReportedReview;
  onAction: (review: AdminReportedReview, action: ReviewAction) => void;
}

/** One reported review: hotel, author, rating, text, photos, report counts by reason, the reports on demand, actions. */
export function ReviewCard({ review, onAction }: ReviewCardProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <Article aria-labelledby={`${id}-title`}>
      <Head>
        <h2 id={`${id}-title`}>
          <Link to={`/admin/hotels/${review.hotel.id}`}>{review.hotel.name}</Link>
        </h2>
        {stateOf(review)}
        <Muted>#{review.id}</Muted>
      </Head>
      <Head>
        <Stars rating={review.rating} />
        <Link to={`/admin/users/${review.author.id}`}>{t.byAuthor(review.author.name, review.author.loginId)}</Link>
        <Muted>{t.written(formatDate(review.createdAt))}</Muted>
      </Head>
      <Comment>{review.comment?.trim() ? review.comment : <Muted>{t.noComment}</Muted>}</Comment>
      {review.photos.length ? (
        <Photos>
          {review.photos.map((src, index) => (
            <img key={src} src={src} alt={t.photo(index + 1)} loading="lazy" />
          ))}
        </Photos>
      ) : null}
      <Head>
        <strong>{t.reportCount(review.reportCount, review.pendingReportCount)}</strong>
        <Chips aria-label={t.reasonsLabel}>
          {review.reasons.map((reason) => (
            <li key={reason.reason}>
              <Badge $tone="warning">{t.reasonChip(REPORT_REASON_LABELS[reason.reason], reason.count)}</Badge>
            </li>
          ))}
        </Chips>
        <Muted>{t.reportedSpan(formatDateTime(review.firstReportedAt), formatDateTime(review.lastReportedAt))}</Muted>
      </Head>
      <RowActions role="group" aria-label={t.actionsLabel(review.id)}>
        <Button variant="ghost" size="sm" aria-expanded={open} aria-controls={open ? `${id}-reports` : undefined} onClick={() => setOpen(!open)}>
          {open ? t.hideReports : t.showReports(review.reports.length)}
        </Button>
        {actionsFor(review).map((action) => (
          <Button key={action} size="sm" variant={action === 'hide' ? 'danger' : 'secondary'} onClick={() => onAction(review, action)}>
            {t.actions[action]}
          </Button>
        ))}
      </RowActions>
      {open ? <ReviewReports id={`${id}-reports`} reports={review.reports} /> : null}
    </Article>
  );
}
