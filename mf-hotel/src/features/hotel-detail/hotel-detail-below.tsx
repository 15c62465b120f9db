import { lazy, Suspense, useDeferredValue } from 'react';
import styled from 'styled-components';
import { Skeleton } from 'ui-kit';
import { CancellationPolicy } from '../cancellation/cancellation-policy';
import { AmenityList, StayTimes } from './hotel-facilities';
import type { HotelDetail, StayQuery } from './hotel-detail.types';
import { HotelMap } from './hotel-map';
import { RoomOffers } from './room-offers';

// The reviews (list, forms, dialogs) are further down still: their code is a chunk of its own too.
const ReviewsSection = lazy(() =>
  import(/* webpackChunkName: "hotel-reviews" */ '../reviews/reviews-section').then((m) => ({ default: m.ReviewsSection })),
);

/**
 * Everything under the pictures. The detail's arrival renders the top at once and this part a moment later, as a
 * transition React can pause (useDeferredValue): one long task of the whole page became slices, so the phone
 * stays responsive while it fills in. Until then (a frame or two) a box of the rooms' first size stands in.
 */
export function BelowTheTop({ hotel, stay, onConflict }: { hotel: HotelDetail; stay: StayQuery; onConflict: () => void }) {
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

const Columns = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.spacing.xl};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 2fr 1fr;
  }
`;
