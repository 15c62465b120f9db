import { useState } from 'react';
import styled from 'styled-components';
import type { AdminReportedReview, AdminReviewFilter } from 'shared-contracts/schemas/admin';
import { Button, Tabs, useToast } from 'ui-kit';
import { PagedListBody } from '../../frame/paged-list-body';
import { formatSort, parseSort, useListParams, Card, PageHeader } from 'ui-kit/back-office';
import { NoteDialog } from '../people/note-dialog';
import { useAdminReportedReviewsQuery, useAdminReviewActionMutation, type ReviewAction } from './reviews.api';
import { REVIEW_FILTERS, REVIEW_SORT_KEYS, reviewsMessages as t } from './reviews.messages';
import { ReviewsTable } from './reviews-table';

const isFilter = (value: string): value is AdminReviewFilter => (REVIEW_FILTERS as readonly string[]).includes(value);
const hotelIdOf = (value: string) => (/^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined);

const FilterLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0 0 ${({ theme }) => theme.spacing.md};
`;

/**
 * /admin/reviews: the reported reviews by tab (처리 대기 by default) in the tab's order unless a column header sorts
 * them (on the server, decision 0020), `?status=&hotelId=&sort=&page=` in the address.
 */
export function ReviewsPage() {
  const { page, values, update, setPage } = useListParams(['status', 'hotelId', 'sort'] as const);
  const status: AdminReviewFilter = isFilter(values.status) ? values.status : 'PENDING';
  const hotelId = hotelIdOf(values.hotelId);
  const sort = parseSort(values.sort, REVIEW_SORT_KEYS);
  const query = useAdminReportedReviewsQuery({ status, hotelId, sort: sort ? formatSort(sort) : undefined, page });
  const [act] = useAdminReviewActionMutation();
  const [pending, setPending] = useState<{ review: AdminReportedReview; action: ReviewAction } | null>(null);
  const toast = useToast();

  const body = () => (
    <PagedListBody
      query={query}
      labels={{ loading: t.loading, failed: t.failed, empty: t.empty[status], total: t.total, pages: t.pages }}
      page={page}
      onPage={setPage}
      loadingRows={4}
    >
      {(data) => (
        <ReviewsTable
          rows={data.content}
          sort={sort}
          onSortChange={(next) => update({ sort: formatSort(next) })}
          busy={query.isFetching}
          defaultOrder={t.defaultOrder[status]}
          onAction={(review, action) => setPending({ review, action })}
        />
      )}
    </PagedListBody>
  );

  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <Card aria-label={t.listLabel}>
        <Tabs
          label={t.tabsLabel}
          items={REVIEW_FILTERS.map((id) => ({ id, label: t.tabs[id] }))}
          value={status}
          onChange={(id) => update({ status: id === 'PENDING' ? '' : id })}
        />
        {hotelId ? (
          <FilterLine>
            <span>{t.hotelFilter(hotelId)}</span>
            <Button variant="ghost" size="sm" onClick={() => update({ hotelId: '' })}>
              {t.allHotels}
            </Button>
          </FilterLine>
        ) : null}
        {body()}
      </Card>
      {pending ? (
        <NoteDialog
          title={t.dialog[pending.action].title}
          body={
            <p style={{ margin: 0 }}>
              <strong>
                {pending.review.hotel.name} · #{pending.review.id}
              </strong>{' '}
              — {t.dialog[pending.action].body}
            </p>
          }
          actionLabel={t.actions[pending.action]}
          note="memo"
          danger={pending.action === 'hide'}
          onConfirm={async (memo) => {
            await act({ id: pending.review.id, action: pending.action, memo }).unwrap();
            toast.success(t.done[pending.action]);
          }}
          onConflict={() => void query.refetch()}
          onClose={() => setPending(null)}
        />
      ) : null}
    </>
  );
}
