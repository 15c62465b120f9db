import { z } from 'zod/mini';
import { cancellationPolicySchema } from './cancellation.schema';
import { queryInt } from './db-int.schema';

/** Hotel detail (guest-core §2 "Hotel detail", §3 "Hotel detail" and "Room type offer", §7 Hotel, §9). */
export const HOTEL_DETAIL_DEFAULT_GUESTS = 2;
export const HOTEL_DETAIL_MAX_GUESTS = 16;
export const HOTEL_CHECK_IN_TIME = '15:00';
export const HOTEL_CHECK_OUT_TIME = '12:00';

const isoDate = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/),
  z.refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }),
);

/** GET /api/hotels/{id}: today and tomorrow (Asia/Seoul) and 2 guests when absent. */
export const hotelDetailQuerySchema = z.object({
  checkIn: z.optional(isoDate),
  checkOut: z.optional(isoDate),
  /** Adults plus children beyond 2 (the party's room capacity). */
  guests: z.optional(queryInt(1, HOTEL_DETAIL_MAX_GUESTS)),
});

export type HotelDetailQuery = z.infer<typeof hotelDetailQuerySchema>;

export const hotelAmenityItemSchema = z.object({ code: z.string(), name: z.string() });

/** What a room type's stay restrictions refuse (docs/decisions/0016): read on the check-in and check-out nights. */
export const STAY_RESTRICTION_KINDS = ['MIN_STAY', 'CLOSED_TO_ARRIVAL', 'CLOSED_TO_DEPARTURE'] as const;

export const stayRestrictionSchema = z.object({
  kind: z.enum(STAY_RESTRICTION_KINDS),
  /** MIN_STAY: the nights a stay arriving that day must last. */
  minStay: z.optional(z.int().check(z.minimum(1), z.maximum(30))),
  /** The guest's reason in Korean, e.g. "최소 2박부터 예약할 수 있어요". */
  message: z.string(),
});

export type StayRestriction = z.infer<typeof stayRestrictionSchema>;

export const roomTypeOfferSchema = z.object({
  roomTypeId: z.int(),
  name: z.string(),
  capacity: z.int(),
  areaSqm: z.int(),
  templateImageUrl: z.nullable(z.string()),
  /** Total for the whole stay; null when some night is closed, sold out or has no inventory. */
  priceSum: z.nullable(z.int()),
  /** Fewest rooms left over the stay's nights; 0 = sold out. */
  minRemaining: z.int().check(z.nonnegative()),
  nights: z.int().check(z.positive()),
  ratePlanId: z.int(),
  /** false: sold non-refundable (a cancellation refunds 0 %). */
  refundable: z.boolean(),
  /**
   * Set when the stay breaks the room type's stay restrictions: then it is not bookable for these dates (priceSum
   * null) and this says why. Null (or absent, in older answers) otherwise.
   */
  restriction: z.optional(z.nullable(stayRestrictionSchema)),
});

z.globalRegistry.add(roomTypeOfferSchema, { id: 'RoomTypeOffer' });

export type RoomTypeOffer = z.infer<typeof roomTypeOfferSchema>;

export const hotelDetailSchema = z.object({
  hotelId: z.int(),
  name: z.string(),
  gradeLevel: z.int().check(z.minimum(1), z.maximum(5)),
  address: z.string(),
  phone: z.nullable(z.string()),
  /** Average of the visible reviews; null when there are none. */
  rating: z.nullable(z.number()),
  reviewCount: z.int().check(z.nonnegative()),
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
  coverImageUrl: z.nullable(z.string()),
  /** Hotel pictures (cover first), room pictures excluded. */
  gallery: z.array(z.string()),
  amenities: z.array(hotelAmenityItemSchema),
  /** The hotel's room pictures, for room types without an image of their own. */
  roomDefaults: z.array(z.string()),
  checkInTime: z.string(),
  checkOutTime: z.string(),
  /** Cheapest sellable room type's total for the stay; null when none is sellable. */
  lowestTotal: z.nullable(z.int()),
  /** The stay the offers are priced for (after defaults). */
  checkIn: z.string(),
  checkOut: z.string(),
  guests: z.int(),
  /** Room types that fit the guests: sellable ones cheapest first, then sold-out ones. */
  roomTypes: z.array(roomTypeOfferSchema),
  /** The hotel's refund tiers (its own or the platform default), with a Korean line each. */
  cancellationPolicy: cancellationPolicySchema,
});

z.globalRegistry.add(hotelDetailSchema, { id: 'HotelDetail' });

export type HotelDetail = z.infer<typeof hotelDetailSchema>;
export type HotelAmenityItem = z.infer<typeof hotelAmenityItemSchema>;
