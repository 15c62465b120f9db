import { z } from 'zod/mini';
import { cancellationPolicySchema } from './cancellation.schema';
import { dbId, dbInt } from './db-int.schema';

/** Holds (guest-core §3 Hold request/result, §5 hold creation, §7 Hotel; issue 5). Dates are YYYY-MM-DD, instants ISO. */
export const HOLD_TTL_SECONDS_DEFAULT = 900;
export const HOLD_MAX_NIGHTS = 30;
export const DEFAULT_RATE_PLAN_ID = 1;

// Kept apart from the schemas (no zod): the hotel remote reads it through shared-contracts/hotel-stay.
export { HOLD_ERROR_CODES } from '../constants/hold.constants';

export const holdStatusSchema = z.enum(['ACTIVE', 'CONVERTED', 'RELEASED', 'EXPIRED']);
export type HoldStatus = z.infer<typeof holdStatusSchema>;

/**
 * POST /api/reservations/hold. The holder is always the token's user: a userId that names someone else is
 * refused with 403. Dates, guests and capacity are checked by the server with Korean messages.
 */
/** The token's subject may be sent as it is in the token (a digit string) or as a number. */
const claimedUserIdSchema = z.optional(z.nullable(z.union([dbInt(), z.string().check(z.regex(/^\d{1,10}$/))])));

export const holdRequestSchema = z.object({
  userId: claimedUserIdSchema,
  hotelId: dbId(),
  roomTypeId: dbId(),
  ratePlanId: z._default(dbId(), DEFAULT_RATE_PLAN_ID),
  checkIn: z.string(),
  checkOut: z.string(),
  guests: z._default(dbInt(), 1),
  /** Code of one of the caller's usable coupons (GET /api/coupons/available); blank = none. */
  couponCode: z.optional(z.nullable(z.string().check(z.maxLength(64)))),
  guestName: z.optional(z.nullable(z.string().check(z.maxLength(50)))),
  /** 010-XXXX-XXXX (digits only also accepted). */
  phone: z.optional(z.nullable(z.string().check(z.maxLength(20)))),
});
export type HoldRequest = z.input<typeof holdRequestSchema>;

export const holdResultSchema = z.object({
  holdCode: z.string(),
  /**
   * ISO instant; the hold lapses then. A reprice restarts the lifetime, but a hold never lives longer than
   * HOLD_TTL_SECONDS × (1 + HOLD_MAX_EXTENSIONS) from its creation (30 minutes by default).
   */
  expiresAt: z.string(),
  totalAmount: z.int(),
});
z.globalRegistry.add(holdResultSchema, { id: 'HoldResult' });
export type HoldResult = z.infer<typeof holdResultSchema>;

export const holdCodeParamsSchema = z.object({ code: z.string().check(z.minLength(1), z.maxLength(64)) });

/** PUT /api/reservations/hold/{code}/reprice: null or '' removes the coupon. userId as in the hold request. */
export const repriceRequestSchema = z.object({
  couponCode: z.optional(z.nullable(z.string().check(z.maxLength(64)))),
  userId: claimedUserIdSchema,
});
export type RepriceRequest = z.input<typeof repriceRequestSchema>;

export const holdCouponSchema = z.object({ code: z.string(), title: z.string(), amount: z.int() });

/** GET /api/reservations/hold/{code} (owner only) and the answer of reprice: what the /reservation page shows. */
export const holdDetailSchema = z.object({
  holdCode: z.string(),
  status: holdStatusSchema,
  hotelId: z.int(),
  hotelName: z.string(),
  hotelAddress: z.string(),
  roomTypeId: z.int(),
  roomTypeName: z.string(),
  ratePlanId: z.int(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.int(),
  guests: z.int(),
  guestName: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  /** One entry per night of the stay, with the price taken when the rooms were held. */
  nightly: z.array(z.object({ date: z.string(), price: z.int() })),
  subtotal: z.int(),
  /** Coupon discount, never more than the subtotal. */
  discount: z.int(),
  totalAmount: z.int(),
  coupon: z.nullable(holdCouponSchema),
  /** When the hold lapses (after a reprice: restarted, but never past the hold's deadline). */
  expiresAt: z.string(),
  /** The server's clock when answering, so a countdown can correct the browser's clock. */
  serverNow: z.string(),
  /** Set once the hold was paid (status CONVERTED): the booking it became, for GET /api/bookings/{bookingNo}. */
  bookingNo: z.optional(z.nullable(z.string())),
  /** What a cancellation would refund, shown before paying: the hotel's tiers, or 0 % for a non-refundable room. */
  refundable: z.optional(z.boolean()),
  cancellationPolicy: z.optional(cancellationPolicySchema),
});
z.globalRegistry.add(holdDetailSchema, { id: 'HoldDetail' });
export type HoldDetail = z.infer<typeof holdDetailSchema>;
