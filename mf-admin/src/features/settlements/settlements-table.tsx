import type { AdminSettlement } from 'shared-contracts/schemas/admin';
import { Button, formatDateTime, formatWon } from 'ui-kit';
import { Badge, RowActions, SortableTable, type SortableColumn, type SortState } from 'ui-kit/back-office';
import { SETTLEMENT_STATUS_LABELS, settlementsMessages as t, type SettlementSortKey, type SettlementStatus } from './settlements.messages';

function StatusBadge({ status }: { status: SettlementStatus }) {
  return <Badge $tone={status === 'SETTLED' ? 'success' : 'warning'}>{SETTLEMENT_STATUS_LABELS[status]}</Badge>;
}

export interface SettlementsTableProps {
  rows: readonly AdminSettlement[];
  sort: SortState<SettlementSortKey> | null;
  onSortChange: (sort: SortState<SettlementSortKey>) => void;
  busy: boolean;
  /** The statement whose lines are open, if any. */
  open: number | null;
  onToggle: (id: number) => void;
  /** Offers 정산 완료 on PENDING rows (a closed week only). */
  settleable: boolean;
  onSettle: (statement: AdminSettlement) => void;
}

/** The week's statements, one row per hotel, sorted by any figure (the server sorts the whole week); cards on a phone. */
export function SettlementsTable({ rows, sort, onSortChange, busy, open, onToggle, settleable, onSettle }: SettlementsTableProps) {
  const columns: SortableColumn<AdminSettlement, SettlementSortKey>[] = [
    {
      id: 'hotel',
      header: t.columns.hotel,
      sortKey: 'hotelName',
      cell: (s) => (
        <span>
          <strong>{s.hotelName}</strong> #{s.hotelId}
        </span>
      ),
    },
    {
      id: 'bookings',
      header: t.columns.bookings,
      sortKey: 'bookingCount',
      firstDirection: 'desc',
      className: 'num',
      cell: (s) => t.count(s.bookingCount),
    },
    { id: 'gross', header: t.columns.gross, sortKey: 'grossAmount', firstDirection: 'desc', className: 'num', cell: (s) => formatWon(s.grossAmount) },
    { id: 'fee', header: t.columns.fee, sortKey: 'feeAmount', firstDirection: 'desc', className: 'num', cell: (s) => formatWon(s.feeAmount) },
    {
      id: 'refunds',
      header: t.columns.refunds,
      sortKey: 'refundAmount',
      firstDirection: 'desc',
      className: 'num',
      cell: (s) => (s.refundCount > 0 ? `${formatWon(s.refundAmount)} (${t.count(s.refundCount)})` : formatWon(0)),
    },
    {
      id: 'net',
      header: t.columns.net,
      sortKey: 'netAmount',
      firstDirection: 'desc',
      className: 'num',
      cell: (s) => <strong>{formatWon(s.netAmount)}</strong>,
    },
    { id: 'status', header: t.columns.status, sortKey: 'status', className: 'nowrap', cell: (s) => <StatusBadge status={s.status} /> },
    {
      id: 'settledAt',
      header: t.columns.settledAt,
      sortKey: 'settledAt',
      firstDirection: 'desc',
      className: 'nowrap',
      cell: (s) => (s.settledAt ? <time dateTime={s.settledAt}>{formatDateTime(s.settledAt)}</time> : '–'),
    },
    {
      id: 'actions',
      header: t.columns.actions,
      className: 'actions',
      cell: (s) => (
        <RowActions>
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={open === s.id}
            aria-label={`${s.hotelName} ${open === s.id ? t.hideDetails : t.details}`}
            onClick={() => onToggle(s.id)}
          >
            {open === s.id ? t.hideDetails : t.details}
          </Button>
          {s.status === 'PENDING' && settleable ? (
            <Button size="sm" aria-label={`${s.hotelName} ${t.settle}`} onClick={() => onSettle(s)}>
              {t.settle}
            </Button>
          ) : null}
        </RowActions>
      ),
    },
  ];
  return (
    <SortableTable
      caption={t.caption}
      columns={columns}
      rows={rows}
      rowKey={(s) => String(s.id)}
      sort={sort}
      onSortChange={onSortChange}
      emptyText={t.empty}
      busy={busy}
      sortLabels={t.sortLabels}
    />
  );
}
