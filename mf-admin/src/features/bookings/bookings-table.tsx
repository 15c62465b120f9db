import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { AdminBookingRow } from 'shared-contracts/schemas/admin';
import { formatDate, formatDateTime, formatWon } from 'ui-kit';
import { SortableTable, type SortableColumn, type SortState } from 'ui-kit/back-office';
import { BookingStatusBadge } from './booking-status-badge';
import { bookingsMessages as t, type BookingSortKey } from './bookings.messages';

/** A row (on a phone, a card) opens its booking wherever it is clicked; the booking number is the link keyboards reach. */
const Rows = styled.div`
  tbody tr:has(a[data-opens-row]) {
    cursor: pointer;
  }
  tbody tr:has(a[data-opens-row]):hover td {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const BookingLink = styled(Link)`
  color: ${({ theme }) => theme.colors.brand};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  font-variant-numeric: tabular-nums;
`;

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/** A click on a row, outside its links and buttons, follows the row's booking link. */
function openClickedRow(event: MouseEvent<HTMLDivElement>) {
  const target = event.target as HTMLElement;
  if (target.closest('a, button, select, input, label')) return;
  target.closest('tbody tr')?.querySelector<HTMLAnchorElement>('a[data-opens-row]')?.click();
}

export interface BookingsTableProps {
  rows: readonly AdminBookingRow[];
  sort: SortState<BookingSortKey> | null;
  onSortChange: (sort: SortState<BookingSortKey>) => void;
  busy: boolean;
  /** The list's address (query string) the booking's page returns to. */
  listSearch: string;
}

/** Every hotel's bookings, sorted by booked at, check-in, amount or status on the server; cards on a phone. */
export function BookingsTable({ rows, sort, onSortChange, busy, listSearch }: BookingsTableProps) {
  const columns: SortableColumn<AdminBookingRow, BookingSortKey>[] = [
    {
      id: 'bookingNo',
      header: t.columns.bookingNo,
      className: 'nowrap',
      cell: (row) => (
        <BookingLink to={`/admin/bookings/${encodeURIComponent(row.bookingId)}`} state={{ listSearch }} data-opens-row="">
          {row.bookingId}
        </BookingLink>
      ),
    },
    {
      id: 'hotel',
      header: t.columns.hotel,
      cell: (row) => (
        <>
          {row.hotel.name}
          <Muted>{row.roomTypeName}</Muted>
        </>
      ),
    },
    {
      id: 'guest',
      header: t.columns.guest,
      cell: (row) => (
        <>
          {row.guest.name}
          <Muted>{row.guest.loginId}</Muted>
        </>
      ),
    },
    {
      id: 'checkIn',
      header: t.columns.checkIn,
      sortKey: 'checkIn',
      firstDirection: 'desc',
      className: 'nowrap',
      cell: (row) => (
        <>
          {formatDate(row.checkIn)}
          <Muted>{t.stay(row.nights, row.guests)}</Muted>
        </>
      ),
    },
    {
      id: 'paid',
      header: t.columns.paid,
      sortKey: 'totalAmount',
      firstDirection: 'desc',
      className: 'num',
      cell: (row) => (
        <>
          {formatWon(row.totalAmount)}
          {row.refundedAmount ? <Muted>{t.refundedOf(formatWon(row.refundedAmount))}</Muted> : null}
        </>
      ),
    },
    { id: 'status', header: t.columns.status, sortKey: 'status', className: 'nowrap', cell: (row) => <BookingStatusBadge status={row.status} /> },
    {
      id: 'createdAt',
      header: t.columns.createdAt,
      sortKey: 'createdAt',
      firstDirection: 'desc',
      className: 'nowrap',
      cell: (row) => <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>,
    },
  ];
  return (
    <Rows onClick={openClickedRow}>
      <SortableTable
        caption={t.caption}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.bookingId}
        sort={sort}
        onSortChange={onSortChange}
        emptyText={t.empty}
        busy={busy}
        sortLabels={t.sortLabels}
      />
    </Rows>
  );
}
