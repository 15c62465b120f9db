import { useId, useState } from 'react';
import styled from 'styled-components';
import { getErrorMessage } from 'shared-contracts';
import type { OwnerBookingRow } from 'shared-contracts/schemas/owner';
import { Button, formatDate, Pagination } from 'ui-kit';
import { Badge, Card, PageHeader, Select, Table, TextInput, Toolbar, Total, type BadgeTone, useListParams } from 'ui-kit/back-office';
import { isIsoDate, seoulToday } from '../../frame/owner-dates';
import { useOwnerHotel } from '../../frame/owner-frame';
import { OWNER_BOOKING_STATUSES } from '../owner.constants';
import { useOwnerBookingsQuery } from './bookings.api';
import { bookingsMessages as t } from './bookings.messages';
import { CancelDialog } from './cancel-dialog';

const TONES: Record<OwnerBookingRow['status'], BadgeTone> = { CONFIRMED: 'success', PENDING: 'warning', CANCELLED: 'danger' };

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const FailLine = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.danger};
`;

const Centered = styled.td`
  padding: ${({ theme }) => theme.spacing.xl} !important;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center !important;
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

const FILTER_KEYS = ['q', 'status', 'from', 'to'] as const;

/** Cancellable while not cancelled and today (Korea) is on or before check-in: until 23:59 of the check-in day. */
export const canCancel = (row: Pick<OwnerBookingRow, 'status' | 'checkIn' | 'cancellable'>, today: string) =>
  row.cancellable && row.status !== 'CANCELLED' && today <= row.checkIn.slice(0, 10);

/**
 * /owner/hotels/:hotelId/bookings (§2 "Owner bookings"): the table (booking number, customer, room type, check-in,
 * nights, status, manage) with its filters kept in the address, applied by the search button; cancel through the
 * cancel dialog until 23:59 of the check-in day, otherwise a disabled 'cannot cancel' with its hint.
 */
export function BookingsPage() {
  const hotel = useOwnerHotel();
  const hintId = useId();
  const { page, values, update, setPage } = useListParams(FILTER_KEYS);
  const status = (OWNER_BOOKING_STATUSES as readonly string[]).includes(values.status) ? values.status : '';
  const filters = { q: values.q.trim(), status, from: isIsoDate(values.from) ? values.from : '', to: isIsoDate(values.to) ? values.to : '' };
  const [draft, setDraft] = useState(filters);
  const [cancelling, setCancelling] = useState<string | null>(null);
  const { data, isLoading, isError, isFetching, error } = useOwnerBookingsQuery({ hotelId: hotel.id, page, ...filters });
  const today = seoulToday();
  const rows = isError ? [] : (data?.content ?? []);

  const tbody = () => {
    if (isLoading) {
      return (
        <tr>
          <Centered colSpan={7} role="status">
            {t.loading}
          </Centered>
        </tr>
      );
    }
    if (rows.length === 0) {
      return (
        <tr>
          <Centered colSpan={7}>{t.empty}</Centered>
        </tr>
      );
    }
    return rows.map((row) => (
      <tr key={row.bookingId}>
        <td className="nowrap">{row.bookingId}</td>
        <td>
          {row.userName}
          <Muted>{row.userLoginId}</Muted>
        </td>
        <td>{row.roomTypeName}</td>
        <td className="nowrap">{formatDate(row.checkIn)}</td>
        <td className="nowrap">{t.nights(row.nights)}</td>
        <td>
          <Badge $tone={TONES[row.status]}>{t.status[row.status]}</Badge>
        </td>
        <td className="actions">
          {canCancel(row, today) ? (
            <Button size="sm" variant="danger" aria-label={t.cancelLabel(row.bookingId)} onClick={() => setCancelling(row.bookingId)}>
              {t.cancel}
            </Button>
          ) : (
            <Button size="sm" variant="secondary" disabled aria-describedby={hintId}>
              {t.cannotCancel}
            </Button>
          )}
        </td>
      </tr>
    ));
  };

  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <Card aria-label={t.caption}>
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            update({ q: draft.q.trim(), status: draft.status, from: draft.from, to: draft.to });
          }}
        >
          <Toolbar>
            <label>
              {t.filters.q}
              <TextInput type="search" value={draft.q} placeholder={t.filters.qPlaceholder} maxLength={100} onChange={(e) => setDraft({ ...draft, q: e.target.value })} />
            </label>
            <label>
              {t.filters.status}
              <Select value={draft.status} onChange={(e) => setDraft({ ...draft, status: e.target.value })}>
                <option value="">{t.statusAll}</option>
                {OWNER_BOOKING_STATUSES.map((value) => (
                  <option key={value} value={value}>
                    {t.status[value]}
                  </option>
                ))}
              </Select>
            </label>
            <label>
              {t.filters.from}
              <TextInput type="date" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
            </label>
            <label>
              {t.filters.to}
              <TextInput type="date" value={draft.to} min={draft.from || undefined} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
            </label>
            <Button type="submit">{t.filters.search}</Button>
            <Button
              variant="secondary"
              onClick={() => {
                setDraft({ q: '', status: '', from: '', to: '' });
                update({ q: null, status: null, from: null, to: null });
              }}
            >
              {t.filters.reset}
            </Button>
          </Toolbar>
        </form>
        {isError ? <FailLine role="alert">{getErrorMessage(error, t.loadFailed)}</FailLine> : null}
        {data && !isError ? <Total>{t.total(data.totalElements)}</Total> : null}
        <Muted id={hintId}>{t.cannotCancelHint}</Muted>
        <Scroll>
          <Table aria-busy={isFetching || undefined}>
            <caption>{t.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.columns.bookingId}</th>
                <th scope="col">{t.columns.customer}</th>
                <th scope="col">{t.columns.roomType}</th>
                <th scope="col">{t.columns.checkIn}</th>
                <th scope="col">{t.columns.nights}</th>
                <th scope="col">{t.columns.status}</th>
                <th scope="col" className="actions">
                  {t.columns.manage}
                </th>
              </tr>
            </thead>
            <tbody>{tbody()}</tbody>
          </Table>
        </Scroll>
        {data && !isError && data.totalElements > data.size ? (
          <Pagination page={page} totalPages={Math.ceil(data.totalElements / data.size)} onChange={setPage} label={t.pages} />
        ) : null}
      </Card>
      {cancelling ? <CancelDialog hotelId={hotel.id} bookingNo={cancelling} onClose={() => setCancelling(null)} /> : null}
    </>
  );
}
