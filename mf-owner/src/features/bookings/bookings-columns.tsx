import styled from 'styled-components';
import type { OwnerBookingRow } from 'shared-contracts/schemas/owner';
import { Button, formatDate, formatDateTime, formatWon } from 'ui-kit';
import { Badge, type BadgeTone, type SortableColumn } from 'ui-kit/back-office';
import { bookingDetailMessages as d } from './booking-detail.messages';
import { bookingsMessages as t } from './bookings.messages';
import type { OwnerBookingSortKey } from './bookings-sort';

const TONES: Record<OwnerBookingRow['status'], BadgeTone> = { CONFIRMED: 'success', PENDING: 'warning', CANCELLED: 'danger' };

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/** The booking number as a link-like button: it opens the booking's detail. */
const OpenButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.brand};
  font: inherit;
  text-align: left;
  text-decoration: underline;
  text-underline-offset: 2px;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

/** Cancellable while not cancelled and today (Korea) is on or before check-in: until 23:59 of the check-in day. */
export const canCancel = (row: Pick<OwnerBookingRow, 'status' | 'checkIn' | 'cancellable'>, today: string) =>
  row.cancellable && row.status !== 'CANCELLED' && today <= row.checkIn.slice(0, 10);

interface Actions {
  today: string;
  /** The id of the 'cannot cancel' hint the disabled buttons point to. */
  hintId: string;
  open: (bookingNo: string) => void;
  cancel: (bookingNo: string) => void;
}

/**
 * The bookings table's columns (§2 "Owner bookings" plus amount and booked-at, issue 24 item 2): every column but
 * status and manage sorts on the server; amounts and dates start with the largest and newest.
 */
export function bookingColumns({ today, hintId, open, cancel }: Actions): SortableColumn<OwnerBookingRow, OwnerBookingSortKey>[] {
  return [
    {
      id: 'bookingId',
      header: t.columns.bookingId,
      sortKey: 'bookingId',
      className: 'nowrap',
      cell: (row) => (
        <OpenButton type="button" aria-label={d.openLabel(row.bookingId)} onClick={() => open(row.bookingId)}>
          {row.bookingId}
        </OpenButton>
      ),
    },
    {
      id: 'customer',
      header: t.columns.customer,
      sortKey: 'userName',
      cell: (row) => (
        <>
          {row.userName}
          <Muted>{row.userLoginId}</Muted>
        </>
      ),
    },
    { id: 'roomType', header: t.columns.roomType, sortKey: 'roomTypeName', cell: (row) => row.roomTypeName },
    { id: 'checkIn', header: t.columns.checkIn, sortKey: 'checkIn', className: 'nowrap', cell: (row) => formatDate(row.checkIn) },
    { id: 'nights', header: t.columns.nights, sortKey: 'nights', className: 'nowrap', cell: (row) => t.nights(row.nights) },
    {
      id: 'amount',
      header: d.columns.amount,
      sortKey: 'totalAmount',
      firstDirection: 'desc',
      className: 'num',
      cell: (row) => formatWon(row.totalAmount),
    },
    {
      id: 'bookedAt',
      header: d.columns.bookedAt,
      sortKey: 'createdAt',
      firstDirection: 'desc',
      className: 'nowrap',
      cell: (row) => formatDateTime(row.createdAt),
    },
    { id: 'status', header: t.columns.status, cell: (row) => <Badge $tone={TONES[row.status]}>{t.status[row.status]}</Badge> },
    {
      id: 'manage',
      header: t.columns.manage,
      className: 'actions',
      cell: (row) =>
        canCancel(row, today) ? (
          <Button size="sm" variant="danger" aria-label={t.cancelLabel(row.bookingId)} onClick={() => cancel(row.bookingId)}>
            {t.cancel}
          </Button>
        ) : (
          <Button size="sm" variant="secondary" disabled aria-describedby={hintId}>
            {t.cannotCancel}
          </Button>
        ),
    },
  ];
}
