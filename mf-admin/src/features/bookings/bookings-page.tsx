import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { getErrorMessage, isApiError } from 'shared-contracts';
import { Button, formatDate, formatWon } from 'ui-kit';
import { Table, useListParams, Card, PageHeader } from 'ui-kit/back-office';
import { FormAlert } from 'ui-kit/forms';
import { PagedListBody } from '../../frame/paged-list-body';
import { ADMIN_BOOKING_STATUSES, isIsoDate, isOneOf, positiveId } from '../operations.constants';
import { BookingFilters, type BookingFilterValues } from './booking-filters';
import { BookingStatusBadge } from './booking-status-badge';
import { useAdminBookingsQuery } from './bookings.api';
import { bookingsMessages as t } from './bookings.messages';

const KEYS = ['q', 'status', 'from', 'to', 'hotelId', 'userId'] as const;

/** On a phone the secondary columns step aside and the rest scrolls sideways rather than squeezing the names. */
const Scroll = styled.div`
  overflow-x: auto;

  table {
    min-width: 34rem;
  }
`;

const Row = styled.tr`
  cursor: pointer;

  &:hover td {
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

const Scope = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * /admin/bookings (docs/back-office.md §2): every hotel's bookings, newest first, 20 a page, with the search box,
 * status and check-in range in the address (hotelId / userId arrive from the hotel and user pages). A row opens the
 * booking; a refused filter (check-in range reversed) says the server's words under the filters.
 */
export function BookingsPage() {
  const navigate = useNavigate();
  const { page, values, update, setPage, search } = useListParams(KEYS);
  const filters: BookingFilterValues = {
    q: values.q.trim(),
    status: isOneOf(ADMIN_BOOKING_STATUSES, values.status) ? values.status : '',
    from: isIsoDate(values.from) ? values.from : '',
    to: isIsoDate(values.to) ? values.to : '',
  };
  const hotelId = positiveId(values.hotelId);
  const userId = positiveId(values.userId);
  const query = useAdminBookingsQuery({
    page,
    q: filters.q || undefined,
    status: isOneOf(ADMIN_BOOKING_STATUSES, filters.status) ? filters.status : undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    hotelId,
    userId,
  });
  const filtered = Boolean(filters.q || filters.status || filters.from || filters.to || hotelId || userId);
  const refused = isApiError(query.error) && query.error.status === 400;
  const open = (bookingNo: string) => navigate(`/admin/bookings/${encodeURIComponent(bookingNo)}`, { state: { listSearch: search } });

  const body = () =>
    refused ? null : (
      <PagedListBody
        query={query}
        labels={{ loading: t.loading, failed: t.failed, empty: filtered ? t.emptyFiltered : t.empty, total: t.total, pages: t.pages }}
        page={page}
        onPage={setPage}
        loadingRows={6}
      >
        {(data) => (
          <>
            <Scroll>
              <Table aria-busy={query.isFetching || undefined}>
                <caption>{t.caption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t.columns.bookingNo}</th>
                    <th scope="col">{t.columns.hotel}</th>
                    <th scope="col" className="secondary">
                      {t.columns.room}
                    </th>
                    <th scope="col" className="secondary">
                      {t.columns.guest}
                    </th>
                    <th scope="col">{t.columns.checkIn}</th>
                    <th scope="col" className="secondary">
                      {t.columns.nights}
                    </th>
                    <th scope="col" className="secondary">
                      {t.columns.guests}
                    </th>
                    <th scope="col">{t.columns.paid}</th>
                    <th scope="col" className="secondary">
                      {t.columns.refunded}
                    </th>
                    <th scope="col">{t.columns.status}</th>
                    <th scope="col" className="secondary">
                      {t.columns.createdAt}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.content.map((row) => (
                    <Row key={row.bookingId} onClick={() => open(row.bookingId)}>
                      <td className="nowrap">
                        <BookingLink
                          to={`/admin/bookings/${encodeURIComponent(row.bookingId)}`}
                          state={{ listSearch: search }}
                          onClick={(event) => event.stopPropagation()}
                        >
                          {row.bookingId}
                        </BookingLink>
                      </td>
                      <td>{row.hotel.name}</td>
                      <td className="secondary">{row.roomTypeName}</td>
                      <td className="secondary">
                        {row.guest.name}
                        <Muted>{row.guest.loginId}</Muted>
                      </td>
                      <td className="nowrap">{formatDate(row.checkIn)}</td>
                      <td className="nowrap secondary">{t.nights(row.nights)}</td>
                      <td className="nowrap secondary">{t.guests(row.guests)}</td>
                      <td className="nowrap">{formatWon(row.totalAmount)}</td>
                      <td className="nowrap secondary">{row.refundedAmount ? formatWon(row.refundedAmount) : '–'}</td>
                      <td className="nowrap">
                        <BookingStatusBadge status={row.status} />
                      </td>
                      <td className="nowrap secondary">
                        <time dateTime={row.createdAt}>{formatDate(row.createdAt)}</time>
                      </td>
                    </Row>
                  ))}
                </tbody>
              </Table>
            </Scroll>
          </>
        )}
      </PagedListBody>
    );

  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <Card aria-label={t.caption}>
        <BookingFilters values={filters} onApply={(next) => update(next)} />
        {hotelId || userId ? (
          <Scope>
            {hotelId ? t.scopedToHotel(hotelId) : null} {userId ? t.scopedToUser(userId) : null}
            <Button size="sm" variant="ghost" onClick={() => update({ hotelId: null, userId: null })}>
              {t.clearScope}
            </Button>
          </Scope>
        ) : null}
        {refused ? <FormAlert>{getErrorMessage(query.error, t.failed)}</FormAlert> : null}
        {body()}
      </Card>
    </>
  );
}
