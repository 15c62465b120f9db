import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { AdminHotelRow } from 'shared-contracts/schemas/admin';
import { Table, useListParams, Card, PageHeader } from 'ui-kit/back-office';
import { PagedListBody } from '../../frame/paged-list-body';
import { HOTEL_STATUSES, isOneOf, positiveId } from '../operations.constants';
import { HotelFilters, type HotelFilterValues } from './hotel-filters';
import { HotelStatusBadge } from './hotel-status-badge';
import { useAdminHotelsQuery } from './hotels.api';
import { hotelsMessages as t } from './hotels.messages';

const KEYS = ['q', 'status', 'regionId'] as const;

const Scroll = styled.div`
  overflow-x: auto;
`;

const HotelLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  overflow-wrap: anywhere;
`;

const OwnerLine = styled.span`
  display: block;
`;

const Stars = styled.span`
  color: ${({ theme }) => theme.colors.warning};
  letter-spacing: 1px;
`;

function Owners({ hotel }: { hotel: AdminHotelRow }) {
  if (!hotel.owners.length) return <>{t.noOwner}</>;
  return (
    <>
      {hotel.owners.map((owner) => (
        <OwnerLine key={owner.id}>
          {owner.name}
          <Muted>{owner.loginId}</Muted>
        </OwnerLine>
      ))}
    </>
  );
}

/**
 * /admin/hotels (docs/back-office.md §3): every hotel, suspended ones first then by name, 20 a page, with the search
 * box, status and region in the address.
 */
export function HotelsPage() {
  const { page, values, update, setPage, search } = useListParams(KEYS);
  const filters: HotelFilterValues = {
    q: values.q.trim(),
    status: isOneOf(HOTEL_STATUSES, values.status) ? values.status : '',
    regionId: positiveId(values.regionId) ? values.regionId : '',
  };
  const query = useAdminHotelsQuery({
    page,
    q: filters.q || undefined,
    status: isOneOf(HOTEL_STATUSES, filters.status) ? filters.status : undefined,
    regionId: positiveId(filters.regionId),
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
        <>
          <Scroll>
            <Table aria-busy={query.isFetching || undefined}>
              <caption>{t.caption}</caption>
              <thead>
                <tr>
                  <th scope="col" className="secondary">
                    {t.columns.id}
                  </th>
                  <th scope="col">{t.columns.name}</th>
                  <th scope="col" className="secondary">
                    {t.columns.region}
                  </th>
                  <th scope="col" className="secondary">
                    {t.columns.grade}
                  </th>
                  <th scope="col" className="secondary">
                    {t.columns.rating}
                  </th>
                  <th scope="col" className="secondary">
                    {t.columns.owners}
                  </th>
                  <th scope="col" className="secondary">
                    {t.columns.rooms}
                  </th>
                  <th scope="col">{t.columns.status}</th>
                </tr>
              </thead>
              <tbody>
                {data.content.map((hotel) => (
                  <tr key={hotel.id}>
                    <td className="nowrap secondary">{hotel.id}</td>
                    <td>
                      <HotelLink to={`/admin/hotels/${hotel.id}`} state={{ listSearch: search }}>
                        {hotel.name}
                      </HotelLink>
                      <Muted>{hotel.address1}</Muted>
                      {hotel.status === 'SUSPENDED' && hotel.suspendReason ? <Muted>{t.suspendedBecause(hotel.suspendReason)}</Muted> : null}
                    </td>
                    <td className="nowrap secondary">{hotel.region}</td>
                    <td className="nowrap secondary">
                      <Stars role="img" aria-label={t.gradeLabel(hotel.gradeLevel)}>
                        {t.grade(hotel.gradeLevel)}
                      </Stars>
                    </td>
                    <td className="nowrap secondary">{t.rating(hotel.rating, hotel.reviewCount)}</td>
                    <td className="secondary">
                      <Owners hotel={hotel} />
                    </td>
                    <td className="nowrap secondary">{t.rooms(hotel.roomTypeCount, hotel.roomCount)}</td>
                    <td className="nowrap">
                      <HotelStatusBadge status={hotel.status} reason={hotel.suspendReason} />
                    </td>
                  </tr>
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
        <HotelFilters values={filters} onApply={(next) => update(next)} />
        {body()}
      </Card>
    </>
  );
}
