import { useId, useState } from 'react';
import type { AdminReportedReview } from 'shared-contracts/schemas/admin';
import { formatDate } from 'ui-kit';
import { SortableTable, type SortableColumn, type SortState } from 'ui-kit/back-office';
import { ReportedAtCell, ReportsCell, ReviewActions, ReviewCell, Stars } from './review-cells';
import type { ReviewAction } from './reviews.api';
import { reviewsMessages as t, type ReviewSortKey } from './reviews.messages';

export interface ReviewsTableProps {
  rows: readonly AdminReportedReview[];
  sort: SortState<ReviewSortKey> | null;
  onSortChange: (sort: SortState<ReviewSortKey>) => void;
  busy: boolean;
  /** The phone's sort select names the tab's own order when no column is chosen. */
  defaultOrder: string;
  onAction: (review: AdminReportedReview, action: ReviewAction) => void;
}

/**
 * The reported reviews, one row each (a card on a phone): the review, its rating, when it was written, its reports by
 * reason, the latest report and the desk's actions; sorted by rating, written at, reports or latest report on the server.
 */
export function ReviewsTable({ rows, sort, onSortChange, busy, defaultOrder, onAction }: ReviewsTableProps) {
  const id = useId();
  const [open, setOpen] = useState<number | null>(null);
  const reportsId = (review: AdminReportedReview) => `${id}-reports-${review.id}`;
  const columns: SortableColumn<AdminReportedReview, ReviewSortKey>[] = [
    {
      id: 'review',
      header: t.columns.review,
      cell: (review) => <ReviewCell review={review} reportsId={reportsId(review)} open={open === review.id} />,
    },
    { id: 'rating', header: t.columns.rating, sortKey: 'rating', className: 'nowrap', cell: (review) => <Stars rating={review.rating} /> },
    {
      id: 'createdAt',
      header: t.columns.createdAt,
      sortKey: 'createdAt',
      firstDirection: 'desc',
      className: 'nowrap',
      cell: (review) => <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>,
    },
    { id: 'reports', header: t.columns.reports, sortKey: 'reportCount', firstDirection: 'desc', cell: (review) => <ReportsCell review={review} /> },
    {
      id: 'lastReportedAt',
      header: t.columns.lastReportedAt,
      sortKey: 'lastReportedAt',
      firstDirection: 'desc',
      className: 'nowrap',
      cell: (review) => <ReportedAtCell review={review} />,
    },
    {
      id: 'actions',
      header: t.columns.actions,
      className: 'actions',
      cell: (review) => (
        <ReviewActions
          review={review}
          reportsId={reportsId(review)}
          open={open === review.id}
          onToggle={() => setOpen(open === review.id ? null : review.id)}
          onAction={onAction}
        />
      ),
    },
  ];
  return (
    <SortableTable
      caption={t.listLabel}
      columns={columns}
      rows={rows}
      rowKey={(review) => String(review.id)}
      sort={sort}
      onSortChange={onSortChange}
      emptyText={t.emptyPage}
      busy={busy}
      sortLabels={{ ...t.sortLabels, none: defaultOrder }}
    />
  );
}
