import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, Modal, Pagination, Skeleton } from 'ui-kit';
import { REVIEW_PAGE_SIZE } from './review.constants';
import { ReviewList, type ReviewActions } from './review-list';
import { useHotelReviewsPageQuery } from './reviews.api';
import { reviewsMessages } from './reviews.messages';

interface AllReviewsModalProps {
  open: boolean;
  onClose: () => void;
  hotelId: number;
  actions: ReviewActions;
}

/** Every review of the hotel, REVIEW_PAGE_SIZE per page. */
export function AllReviewsModal({ open, onClose, hotelId, actions }: AllReviewsModalProps) {
  const t = reviewsMessages;
  const [page, setPage] = useState(0);
  const { data, isFetching, isError, refetch } = useHotelReviewsPageQuery(
    { hotelId, page, size: REVIEW_PAGE_SIZE, viewer: actions.viewer },
    { skip: !open },
  );

  useEffect(() => {
    if (open) setPage(0);
  }, [open]);

  // A deletion can empty the last page: step back to the new last one.
  useEffect(() => {
    if (data && data.totalPages > 0 && page > data.totalPages - 1) setPage(data.totalPages - 1);
  }, [data, page]);

  return (
    <Modal open={open} onClose={onClose} title={t.allModal.title} size="lg">
      <Body aria-busy={isFetching}>
        {isError ? (
          <Failure role="alert">
            {t.section.failed}{' '}
            <Button size="sm" variant="secondary" onClick={() => void refetch()}>
              {t.section.retry}
            </Button>
          </Failure>
        ) : !data ? (
          <Skeleton lines={6} />
        ) : data.content.length === 0 ? (
          <Muted>{t.section.empty}</Muted>
        ) : (
          <ReviewList reviews={data.content} actions={actions} />
        )}
        {data ? <Pagination page={page} totalPages={data.totalPages} onChange={setPage} label={t.allModal.pagination} /> : null}
      </Body>
    </Modal>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Failure = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
