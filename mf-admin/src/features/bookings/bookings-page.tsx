import styled from 'styled-components';
import { getErrorMessage, isApiError } from 'shared-contracts';
import { Button } from 'ui-kit';
import { formatSort, parseSort, useListParams, Card, PageHeader } from 'ui-kit/back-office';
import { FormAlert } from 'ui-kit/forms';
import { PagedListBody } from '../../frame/paged-list-body';
import { ADMIN_BOOKING_STATUSES, isIsoDate, isOneOf, positiveId } from '../operations.constants';
import { BookingFilters, type BookingFilterValues } from './booking-filters';
import { BookingsTable } from './bookings-table';
import { useAdminBookingsQuery } from './bookings.api';
import { BOOKING_SORT_KEYS, bookingsMessages as t } from './bookings.messages';

const KEYS = ['q', 'status', 'from', 'to', 'hotelId', 'userId', 'sort'] as const;

const Scope = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * /admin/bookings (docs/back-office.md §2): every hotel's bookings, newest first unless a column header sorts them
 * (on the server, decision 0020), 20 a page, with the search box, status, check-in range and sort in the address
 * (hotelId / userId arrive from the hotel and user pages). A row opens the booking; a refused filter (check-in range
 * reversed) says the server's words under the filters.
 */
export function BookingsPage() {
  const { page, values, update, setPage, search } = useListParams(KEYS);
  const filters: BookingFilterValues = {
    q: values.q.trim(),
    status: isOneOf(ADMIN_BOOKING_STATUSES, values.status) ? values.status : '',
    from: isIsoDate(values.from) ? values.from : '',
    to: isIsoDate(values.to) ? values.to : '',
  };
  const hotelId = positiveId(values.hotelId);
  const userId = positiveId(values.userId);
  const sort = parseSort(values.sort, BOOKING_SORT_KEYS);
  const query = useAdminBookingsQuery({
    page,
    q: filters.q || undefined,
    status: isOneOf(ADMIN_BOOKING_STATUSES, filters.status) ? filters.status : undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    hotelId,
    userId,
    sort: sort ? formatSort(sort) : undefined,
  });
  const filtered = Boolean(filters.q || filters.status || filters.from || filters.to || hotelId || userId);
  const refused = isApiError(query.error) && query.error.status === 400;

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
          <BookingsTable
            rows={data.content}
            sort={sort}
            onSortChange={(next) => update({ sort: formatSort(next) })}
            busy={query.isFetching}
            listSearch={search}
          />
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
