import { pgEnum } from 'drizzle-orm/pg-core';

export const userRole = pgEnum('user_role', ['ROLE_USER', 'ROLE_OWNER', 'ROLE_ADMIN']);
export const gender = pgEnum('gender', ['MALE', 'FEMALE', 'UNKNOWN']);
/** NONE = no image; TEMPLATE = one of the built-in templates (T1-T3 profile, C1-C3 cover); UPLOADED = user file. */
export const imageSource = pgEnum('image_source', ['NONE', 'TEMPLATE', 'UPLOADED']);
export const hotelStatus = pgEnum('hotel_status', ['ACTIVE', 'SUSPENDED', 'CLOSED']);
export const amenityScope = pgEnum('amenity_scope', ['HOTEL', 'ROOM']);
export const roomTypeCode = pgEnum('room_type_code', ['STANDARD', 'DELUXE', 'SUITE', 'PREMIUM']);
export const housekeepingStatus = pgEnum('housekeeping_status', ['CLEAN', 'DIRTY', 'INSPECTED', 'OUT_OF_ORDER']);
/** SOLD_OUT is never stored: it is derived when allotment - booked = 0. */
export const inventoryStatus = pgEnum('inventory_status', ['OPEN', 'CLOSED']);
export const holdStatus = pgEnum('hold_status', ['ACTIVE', 'CONVERTED', 'RELEASED', 'EXPIRED']);
export const bookingStatus = pgEnum('booking_status', ['PENDING', 'CONFIRMED', 'CANCELLED']);
export const paymentStatus = pgEnum('payment_status', ['READY', 'DONE', 'FAILED', 'CANCELED', 'PARTIAL_CANCELED']);
export const paymentProvider = pgEnum('payment_provider', ['SANDBOX', 'TOSS']);
/**
 * A refund promised by a cancellation (decision 0015): PENDING until the provider confirms it (SUCCEEDED), FAILED
 * after an attempt that did not go through — retried with backoff until it does. All three are owed to the guest.
 */
export const refundStatus = pgEnum('refund_status', ['PENDING', 'SUCCEEDED', 'FAILED']);
export const couponIssuanceStatus = pgEnum('coupon_issuance_status', ['AVAILABLE', 'USED', 'EXPIRED']);
export const reportReason = pgEnum('report_reason', ['ABUSE', 'SPAM', 'PERSONAL', 'OTHER']);
export const reportStatus = pgEnum('report_status', ['PENDING', 'ACCEPTED', 'REJECTED']);
export const hotelImageKind = pgEnum('hotel_image_kind', ['EXTERIOR', 'ROOM', 'LOBBY']);

export type UserRole = (typeof userRole.enumValues)[number];
export type RefundStatus = (typeof refundStatus.enumValues)[number];
export type AmenityScope = (typeof amenityScope.enumValues)[number];
export type RoomTypeCode = (typeof roomTypeCode.enumValues)[number];
export type HousekeepingStatus = (typeof housekeepingStatus.enumValues)[number];
