import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { isApiError, releaseFirstView, type SearchQuery } from 'shared-contracts';
import { Button, EmptyState, PageFrame, Skeleton, todayInSeoul } from 'ui-kit';
import { useHotelDetailGetQuery } from './hotel-detail.api';
import { hotelDetailMessages } from './hotel-detail.messages';
import type { StayQuery } from './hotel-detail.types';
import { HotelGallery } from './hotel-gallery';
import { HotelSummary } from './hotel-summary';
import { EnsureToasts } from './page-toasts';
import { SearchBarSlot } from './search-bar-slot';
import { normaliseStay, parseHotelId, withStay } from './stay-query';

const ADULTS_MAX_IN_BAR = 8;

// Everything under the pictures (rooms, policy, facilities, map, reviews) is a chunk of its own: fetched and
// evaluated after the top of the page is on screen, and rendered as a deferred render (hotel-detail-below.tsx).
const loadBelowTheTop = () => import(/* webpackChunkName: "hotel-detail-below" */ './hotel-detail-below');
const BelowTheTop = lazy(() => loadBelowTheTop().then((m) => ({ default: m.BelowTheTop })));

/** What the search bar starts with: the page's stay, plus adults/children/region when the address has them. */
function searchBarInitial(search: URLSearchParams, stay: StayQuery): Partial<SearchQuery> {
  const adults = Number(search.get('adults'));
  const children = Number(search.get('children'));
  return {
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    guests: stay.guests,
    adults: Number.isInteger(adults) && adults > 0 ? adults : Math.min(stay.guests, ADULTS_MAX_IN_BAR),
    children: Number.isInteger(children) && children >= 0 ? children : 0,
    region: search.get('region') ?? '',
  };
}

/** /hotels/:id — the hotel detail page (guest-core §2 "Hotel detail"). */
export function HotelDetailPage() {
  return (
    <EnsureToasts>
      <HotelDetailContent />
    </EnsureToasts>
  );
}

function HotelDetailContent() {
  const t = hotelDetailMessages.page;
  const { id } = useParams();
  const hotelId = parseHotelId(id);
  const [searchParams, setSearchParams] = useSearchParams();
  const today = todayInSeoul();
  const { stay, changed } = useMemo(() => normaliseStay(searchParams, today), [searchParams, today]);

  useEffect(() => {
    // The fixed stay replaces the address, so a reload or a shared link shows what the page shows.
    if (changed) setSearchParams(withStay(searchParams, stay), { replace: true });
  }, [changed, searchParams, setSearchParams, stay]);

  // The chunk under the pictures downloads beside the detail call, not after it.
  useEffect(() => void loadBelowTheTop(), []);
  const detail = useHotelDetailGetQuery({ hotelId: hotelId ?? 0, ...stay }, { skip: hotelId === null });
  // An id that is no number never reaches the API; a hotel the API does not know leaves for /error/404?errid.
  const notFound = hotelId === null;
  const hotel = detail.data;
  const failed = notFound || (detail.isError && !hotel);
  // 410 HOTEL_SUSPENDED: the platform has suspended the hotel; it takes no bookings for now (not a failure to retry).
  const suspended = !hotel && isApiError(detail.error) && detail.error.status === 410;
  useEffect(() => {
    // The server's painted copy of the page's top (first-view) would hide the failure: it goes.
    if (failed) releaseFirstView();
  }, [failed]);

  return (
    <PageFrame>
      <SearchBarSlot initial={searchBarInitial(searchParams, stay)} />
      {notFound || suspended ? (
        <EmptyState
          headingLevel={1}
          title={suspended ? t.suspendedTitle : t.notFoundTitle}
          description={suspended ? t.suspendedDescription : t.notFoundDescription}
          action={
            <Button as={Link} to="/search">
              {t.goSearch}
            </Button>
          }
        />
      ) : detail.isError && !hotel ? (
        <div role="alert">
          <EmptyState
            headingLevel={1}
            title={t.failureTitle}
            description={isApiError(detail.error) && detail.error.message ? detail.error.message : t.failureDescription}
            action={
              <Button onClick={() => void detail.refetch()} loading={detail.isFetching}>
                {t.retry}
              </Button>
            }
          />
        </div>
      ) : !hotel || hotelId === null ? (
        <DetailSkeleton />
      ) : (
        <Layout>
          <HotelSummary hotel={hotel} stay={stay} />
          <HotelGallery name={hotel.name} coverImageUrl={hotel.coverImageUrl} gallery={hotel.gallery} />
          <Suspense fallback={<Skeleton height={140} radius={12} />}>
            <BelowTheTop hotel={hotel} stay={stay} onConflict={() => void detail.refetch()} />
          </Suspense>
        </Layout>
      )}
    </PageFrame>
  );
}

function DetailSkeleton() {
  return (
    <Layout role="status" aria-busy="true" aria-label={hotelDetailMessages.page.loading}>
      <Skeleton width="60%" height={32} />
      <Skeleton lines={2} />
      <Skeleton height={320} radius={12} />
      <Skeleton height={140} radius={12} />
      <Skeleton height={140} radius={12} />
    </Layout>
  );
}

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xxl};
`;
