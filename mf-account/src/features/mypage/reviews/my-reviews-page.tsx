import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { getErrorMessage, type MyReview } from 'shared-contracts';
import { Button, Dialog, EmptyState, Pagination, Skeleton, useToast } from 'ui-kit';
import { TabHeading } from '../frame/tab-heading';
import { MyReviewItem } from './my-review-item';
import { useMypageReviewDeleteMutation, useMypageReviewsPageQuery } from './my-reviews.api';
import { myReviewsMessages as t } from './my-reviews.messages';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0 0 ${({ theme }) => theme.spacing.lg};
  padding: 0;
  list-style: none;
`;

const Total = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** My page's my-reviews tab (§2): own reviews 10 a page, each deletable after a confirmation. */
export function MyReviewsPage() {
  const [page, setPage] = useState(0);
  const [pending, setPending] = useState<MyReview | null>(null);
  const toast = useToast();
  const { data, isLoading, isError, isFetching, refetch } = useMypageReviewsPageQuery(page);
  const [remove, { isLoading: deleting }] = useMypageReviewDeleteMutation();

  // A page that emptied (its last review deleted, here or in another tab) gives way to the last page with reviews.
  useEffect(() => {
    if (data && data.content.length === 0 && page > 0) setPage(Math.max(0, data.totalPages - 1));
  }, [data, page]);

  const confirmDelete = async () => {
    if (!pending) return;
    try {
      await remove(pending.id).unwrap();
      toast.success(t.deleted);
    } catch (error) {
      toast.error(getErrorMessage(error, t.deleteFailed));
    } finally {
      setPending(null);
    }
  };

  const body = () => {
    if (isLoading) {
      return (
        <div role="status" aria-label={t.loading}>
          <Skeleton height={120} />
        </div>
      );
    }
    if (isError || !data) {
      return (
        <EmptyState
          title={t.failed}
          action={
            <Button variant="secondary" onClick={() => void refetch()} loading={isFetching}>
              {t.retry}
            </Button>
          }
        />
      );
    }
    if (data.totalElements === 0) return <EmptyState title={t.empty} description={t.emptyHint} />;
    return (
      <>
        <Total>{t.total(data.totalElements)}</Total>
        <List>
          {data.content.map((review) => (
            <MyReviewItem key={review.id} review={review} onDelete={setPending} />
          ))}
        </List>
        <Pagination page={page} totalPages={data.totalPages} onChange={setPage} label={t.pages} />
      </>
    );
  };

  return (
    <section aria-labelledby="mypage-reviews-title">
      <TabHeading id="mypage-reviews-title">{t.title}</TabHeading>
      {body()}
      <Dialog
        open={pending !== null}
        title={t.confirmTitle}
        confirmLabel={t.confirm}
        cancelLabel={t.cancel}
        tone="danger"
        confirmLoading={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPending(null)}
      >
        {pending ? `${pending.hotelName} — ${t.confirmBody}` : t.confirmBody}
      </Dialog>
    </section>
  );
}
