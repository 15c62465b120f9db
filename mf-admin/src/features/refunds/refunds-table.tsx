import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { AdminRefund, AdminRefundStatus } from 'shared-contracts/schemas/admin';
import { Button, formatDateTime, formatWon } from 'ui-kit';
import { Badge, SortableTable, type BadgeTone, type SortableColumn, type SortState } from 'ui-kit/back-office';
import { REFUND_STATUS_LABELS, refundsMessages as t, type RefundSortKey } from './refunds.messages';

const TONES: Record<AdminRefundStatus, BadgeTone> = { FAILED: 'danger', PENDING: 'warning', SUCCEEDED: 'success' };

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const ErrorText = styled.span`
  display: block;
  max-width: 28ch;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** When the money went back; for a refund still owed, when the job asks the provider next. */
function RefundedAt({ refund }: { refund: AdminRefund }) {
  if (refund.completedAt) return <time dateTime={refund.completedAt}>{formatDateTime(refund.completedAt)}</time>;
  return refund.nextAttemptAt ? <Muted>{t.nextAttempt(formatDateTime(refund.nextAttemptAt))}</Muted> : <>{t.noError}</>;
}

export interface RefundsTableProps {
  rows: readonly AdminRefund[];
  sort: SortState<RefundSortKey> | null;
  onSortChange: (sort: SortState<RefundSortKey>) => void;
  busy: boolean;
  /** The refund whose 다시 시도 is under way. */
  retrying: number | null;
  onRetry: (refund: AdminRefund) => void;
}

/**
 * Refunds: 예약번호, 호텔 · 고객, 금액, 상태, 시도 · 마지막 오류, 요청 일시, 환불 일시 (or the next attempt), 다시 시도
 * (while owed); sorted by amount, requested or refunded at on the server; cards on a phone.
 */
export function RefundsTable({ rows, sort, onSortChange, busy, retrying, onRetry }: RefundsTableProps) {
  const columns: SortableColumn<AdminRefund, RefundSortKey>[] = [
    {
      id: 'booking',
      header: t.columns.booking,
      className: 'nowrap',
      cell: (refund) => <Link to={`/admin/bookings/${encodeURIComponent(refund.bookingId)}`}>{refund.bookingId}</Link>,
    },
    {
      id: 'hotel',
      header: t.columns.hotel,
      cell: (refund) => (
        <>
          {refund.hotel.name}
          <Muted>
            {refund.guest.name} ({refund.guest.loginId})
          </Muted>
        </>
      ),
    },
    {
      id: 'amount',
      header: t.columns.amount,
      sortKey: 'amount',
      firstDirection: 'desc',
      className: 'num',
      cell: (refund) => (
        <>
          {formatWon(refund.amount)}
          <Muted>
            {t.percent(refund.refundPercent)} · {refund.provider}
          </Muted>
        </>
      ),
    },
    {
      id: 'status',
      header: t.columns.status,
      className: 'nowrap',
      cell: (refund) => <Badge $tone={TONES[refund.status]}>{REFUND_STATUS_LABELS[refund.status]}</Badge>,
    },
    {
      id: 'attempts',
      header: t.columns.attempts,
      cell: (refund) => (
        <>
          {t.attempts(refund.attempts)}
          {refund.lastError ? <ErrorText>{refund.lastError}</ErrorText> : null}
        </>
      ),
    },
    {
      id: 'createdAt',
      header: t.columns.createdAt,
      sortKey: 'createdAt',
      firstDirection: 'desc',
      className: 'nowrap',
      cell: (refund) => <time dateTime={refund.createdAt}>{formatDateTime(refund.createdAt)}</time>,
    },
    {
      id: 'completedAt',
      header: t.columns.completedAt,
      sortKey: 'completedAt',
      firstDirection: 'desc',
      className: 'nowrap',
      cell: (refund) => <RefundedAt refund={refund} />,
    },
    {
      id: 'actions',
      header: t.columns.actions,
      className: 'actions',
      cell: (refund) =>
        refund.status !== 'SUCCEEDED' ? (
          <Button
            size="sm"
            variant="secondary"
            aria-label={t.retryLabel(refund.bookingId)}
            disabled={retrying === refund.id}
            onClick={() => onRetry(refund)}
          >
            {t.retry}
          </Button>
        ) : null,
    },
  ];
  return (
    <SortableTable
      caption={t.caption}
      columns={columns}
      rows={rows}
      rowKey={(refund) => String(refund.id)}
      sort={sort}
      onSortChange={onSortChange}
      emptyText={t.emptyAll}
      busy={busy}
      sortLabels={t.sortLabels}
    />
  );
}
