import { formatSort, parseSort, useListParams, Card, PageHeader } from 'ui-kit/back-office';
import { PagedListBody } from '../../frame/paged-list-body';
import { HOTEL_STATUSES, isOneOf, positiveId } from '../operations.constants';
import { HotelFilters, type HotelFilterValues } from './hotel-filters';
import { HotelsTable } from './hotels-table';
import { useAdminHotelsQuery } from './hotels.api';
import { HOTEL_SORT_KEYS, hotelsMessages as t } from './hotels.messages';

const KEYS = ['q', 'status', 'regionId', 'sort'] as const;

/**
 * /admin/hotels (docs/back-office.md §3): every hotel, suspended ones first then by name unless a column header sorts
 * them (on the server, decision 0020), 20 a page, with the search box, status, region and sort in the address.
 */
export function HotelsPage() {
  const { page, values, update, setPage, search } = useListParams(KEYS);
  const filters: HotelFilterValues = {
    q: values.q.trim(),
    status: isOneOf(HOTEL_STATUSES, values.status) ? values.status : '',
    regionId: positiveId(values.regionId) ? values.regionId : '',
  };
  const sort = parseSort(values.sort, HOTEL_SORT_KEYS);
  const query = useAdminHotelsQuery({
    page,
    q: filters.q || undefined,
    status: isOneOf(HOTEL_STATUSES, filters.status) ? filters.status : undefined,
    regionId: positiveId(filters.regionId),
    sort: sort ? formatSort(sort) : undefined,
  });
  const filtered = Boolean(filters.q || filters.status || filters.regionId);

  const body = () => (
    <PagedListBody
      query={query}
      labels={{ loading: t.loading, failed: t.failed, empty: filtered ? t.emptyFiltered : t.empty, total: t.total, pages: t.pages }}
      page={page}
      onPage={setPage}
      loadingRows={6}
    >
      {(data) => (
        <HotelsTable
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
        <HotelFilters values={filters} onApply={(next) => update(next)} />
        {body()}
      </Card>
    </>
  );
}
