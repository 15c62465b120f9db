import type { HotelDetail as ApiHotelDetail } from 'shared-contracts/schemas/guest';

/**
 * What the page reads of the hotel detail payloads (guest-core §3 "Hotel detail", "Room type offer",
 * "Hold result"). hotel-detail.parse.ts builds it from the answer, tolerating older shapes (id, cover).
 */
export interface HotelAmenity {
  code: string;
  name: string;
}

/** Why a room type cannot be booked for the stay asked (the hotel's stay restrictions; the message is Korean). */
export interface StayRestriction {
  kind: 'MIN_STAY' | 'CLOSED_TO_ARRIVAL' | 'CLOSED_TO_DEPARTURE';
  minStay?: number;
  message: string;
}

export interface RoomTypeOffer {
  roomTypeId: number;
  name: string;
  capacity: number;
  areaSqm: number | null;
  templateImageUrl: string | null;
  /** Total for the whole stay; null when the type cannot be sold for these dates. */
  priceSum: number | null;
  /** Fewest rooms left over the stay's nights; 0 is sold out. */
  minRemaining: number;
  nights: number;
  ratePlanId: number;
  /** false: sold non-refundable (a cancellation refunds nothing). */
  refundable: boolean;
  /** Set when the stay breaks the room type's stay restrictions: shown instead of the book button. */
  restriction?: StayRestriction | null;
}

export interface HotelDetail {
  hotelId: number;
  name: string;
  gradeLevel: number;
  address: string;
  phone: string | null;
  rating: number | null;
  reviewCount: number;
  latitude: number | null;
  longitude: number | null;
  coverImageUrl: string | null;
  gallery: string[];
  amenities: HotelAmenity[];
  /** Default room images, used where a room type has none of its own. */
  roomDefaults: string[];
  checkInTime: string;
  checkOutTime: string;
  lowestTotal: number | null;
  roomTypes: RoomTypeOffer[];
  /** The hotel's refund tiers in Korean, one line each (empty when the answer has none). */
  cancellationLines: string[];
}

/** The stay the page shows prices for (dates YYYY-MM-DD in Asia/Seoul). */
export interface StayQuery {
  checkIn: string;
  checkOut: string;
  guests: number;
}

export interface HoldRequest extends StayQuery {
  hotelId: number;
  roomTypeId: number;
  ratePlanId: number;
}

export interface HoldResult {
  holdCode: string;
  expiresAt: string;
  totalAmount: number;
}

export interface WishlistStatus {
  wished: boolean;
  wishlistId: number | null;
}

/** Compile-time check: the API's published answer still carries everything the page reads. */
type AssertFits<Target, Source extends Target> = Source;
// cancellationLines is read from the answer's cancellationPolicy.lines.
export type ApiHotelDetailFits = AssertFits<Omit<HotelDetail, 'cancellationLines'>, ApiHotelDetail>;
