import { lazy, Suspense, useDeferredValue, useEffect, useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { isApiError, releaseFirstView, type SearchQuery } from 'shared-contracts';
import { Button, EmptyState, PageFrame, Skeleton, todayInSeoul } from 'ui-kit';
import { useHotelDetailGetQuery } from './hotel-detail.api';
import { hotelDetailMessages } from './hotel-detail.messages';
import type { HotelDetail, StayQuery } from './hotel-detail.types';
import { AmenityList, StayTimes } from './hotel-facilities';
import { HotelGallery } from './hotel-gallery';
import { HotelMap } from './hotel-map';
import { HotelSummary } from './hotel-summary';
import { EnsureToasts } from './page-toasts';
import { CancellationPolicy } from '../cancellation/cancellation-policy';
import { RoomOffers } from './room-offers';
import { SearchBarSlot } from './search-bar-slot';
import { normaliseStay, parseHotelId, withStay } from './stay-query';

const ADULTS_MAX_IN_BAR = 8;

// The reviews (list, forms, dialogs) are far below the first view: their code is a chunk of its own, fetched and
// evaluated after the top of the page is on screen.
const ReviewsSection = lazy(() =>
  import(/* webpackChunkName: "hotel-reviews" */ '../reviews/reviews-section').then((m) => ({ default: m.ReviewsSection })),
);

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

  const detail = useHotelDetailGetQuery({ hotelId: hotelId ?? 0, ...stay }, { skip: hotelId === null });
  // An id that is no number never reaches the API; a hotel the API does not know leaves for /error/404?errid.
  const notFound = hotelId === null;
  const hotel = detail.data;
  const failed = notFound || (detail.isError && !hotel);
  useEffect(() => {
    // The server's painted copy of the page's top (first-view) would hide the failure: it goes.
    if (failed) releaseFirstView();
  }, [failed]);

  return (
    <PageFrame>
      <SearchBarSlot initial={searchBarInitial(searchParams, stay)} />
      {notFound ? (
        <EmptyState
          headingLevel={1}
          title={t.notFoundTitle}
          description={t.notFoundDescription}
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
          <BelowTheTop hotel={hotel} stay={stay} onConflict={() => void detail.refetch()} />
        </Layout>
      )}
    </PageFrame>
  );
}

/**
 * Everything under the pictures. The detail's arrival renders the top at once and this part a moment later, as a
 * transition React can pause (useDeferredValue): one long task of the whole page became slices, so the phone
 * stays responsive while it fills in. Until then (a frame or two) a box of the rooms' first size stands in.
 */
function BelowTheTop({ hotel, stay, onConflict }: { hotel: HotelDetail; stay: StayQuery; onConflict: () => void }) {
  // On arrival the first render gets null (initial value), and the deferred one the hotel.
  const deferred = useDeferredValue<HotelDetail | null>(hotel, null);
  const later = deferred?.hotelId === hotel.hotelId ? deferred : null;
  if (!later) return <Skeleton height={140} radius={12} />;
  return (
    <>
      <RoomOffers hotel={later} stay={stay} onConflict={onConflict} />
      <CancellationPolicy lines={later.cancellationLines} />
      <Columns>
        <AmenityList amenities={later.amenities} />
        <StayTimes checkInTime={later.checkInTime} checkOutTime={later.checkOutTime} />
      </Columns>
      <HotelMap name={later.name} address={later.address} latitude={later.latitude} longitude={later.longitude} />
      <Suspense fallback={<Skeleton height={240} radius={12} />}>
        <ReviewsSection hotelId={later.hotelId} />
      </Suspense>
    </>
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

const Columns = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.spacing.xl};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 2fr 1fr;
  }
`;
