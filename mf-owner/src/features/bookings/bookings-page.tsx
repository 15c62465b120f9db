import { useId, useState } from 'react';
import styled from 'styled-components';
import { getErrorMessage } from 'shared-contracts';
import { Button, Pagination } from 'ui-kit';
import { Card, PageHeader, SortableTable, Toolbar, Total, formatSort, useListParams } from 'ui-kit/back-office';
import { Select, TextInput } from 'ui-kit/forms';
import { isIsoDate, seoulToday } from '../../frame/owner-dates';
import { useOwnerHotel } from '../../frame/owner-frame';
import { OWNER_BOOKING_STATUSES } from '../owner.constants';
import { BookingDetailDialog } from './booking-detail-dialog';
import { bookingDetailMessages as d } from './booking-detail.messages';
import { useOwnerBookingsQuery } from './bookings.api';
import { bookingColumns } from './bookings-columns';
import { BookingsCsvButton } from './bookings-csv-button';
import { bookingsMessages as t } from './bookings.messages';
import { bookingSortOf } from './bookings-sort';
import { CancelDialog } from './cancel-dialog';

const Muted = styled.span`
  display: block;
  margin-bottom: ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const FailLine = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.danger};
`;

const LIST_KEYS = ['q', 'status', 'from', 'to', 'sort', 'booking'] as const;

/**
 * /owner/hotels/:hotelId/bookings (§2 "Owner bookings", issue 24 item 2): the table (booking number, customer, room
 * type, check-in, nights, amount, booked at, status, manage), sorted by its headers on the server, with its filters,
 * order and open booking kept in the address; a booking number opens its detail; CSV 내려받기 exports what the
 * filters match; cancel through the cancel dialog until 23:59 of the check-in day, otherwise a disabled 'cannot
 * cancel' with its hint. On a phone the rows turn into cards.
 */
export function BookingsPage() {
  const hotel = useOwnerHotel();
  const hintId = useId();
  const { page, values, update, setPage } = useListParams(LIST_KEYS);
  const status = (OWNER_BOOKING_STATUSES as readonly string[]).includes(values.status) ? values.status : '';
  const filters = { q: values.q.trim(), status, from: isIsoDate(values.from) ? values.from : '', to: isIsoDate(values.to) ? values.to : '' };
  const sort = bookingSortOf(values.sort);
  const sortParam = values.sort ? formatSort(sort) : '';
  const [draft, setDraft] = useState(filters);
  const [cancelling, setCancelling] = useState<string | null>(null);
  const { data, isLoading, isError, isFetching, error } = useOwnerBookingsQuery({ hotelId: hotel.id, page, ...filters, sort: sortParam });
  const today = seoulToday();
  const rows = isError ? [] : (data?.content ?? []);
  // Opening or closing a booking keeps the page the list is on (any other change starts again at the first page).
  const showBooking = (bookingNo: string | null) => update({ booking: bookingNo, page: page + 1 });
  const columns = bookingColumns({ today, hintId, open: showBooking, cancel: setCancelling });

  return (
    <>
      <PageHeader
        title={t.title}
        description={t.description}
        actions={<BookingsCsvButton filters={{ hotelId: hotel.id, ...filters, sort: sortParam }} />}
      />
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
              <TextInput
                type="search"
                value={draft.q}
                placeholder={t.filters.qPlaceholder}
                maxLength={100}
                onChange={(e) => setDraft({ ...draft, q: e.target.value })}
              />
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
        <SortableTable
          caption={t.caption}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.bookingId}
          sort={sort}
          onSortChange={(next) => update({ sort: formatSort(next) })}
          loading={isLoading}
          loadingText={t.loading}
          emptyText={t.empty}
          busy={isFetching}
          sortLabels={d.sort}
        />
        {data && !isError && data.totalElements > data.size ? (
          <Pagination page={page} totalPages={Math.ceil(data.totalElements / data.size)} onChange={setPage} label={t.pages} />
        ) : null}
      </Card>
      {values.booking ? <BookingDetailDialog hotelId={hotel.id} bookingNo={values.booking} onClose={() => showBooking(null)} /> : null}
      {cancelling ? <CancelDialog hotelId={hotel.id} bookingNo={cancelling} onClose={() => setCancelling(null)} /> : null}
    </>
  );
}
