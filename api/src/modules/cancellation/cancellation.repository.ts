import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/database';
import {
  bookingItems,
  bookings,
  bookingStatusHistory,
  couponIssuances,
  coupons,
  hotelCancellationTiers,
  hotels,
  payments,
  roomTypes,
  type UserRole,
} from '../../db/schema';

/** The cancellation service's and the booking detail's queries (the refund's own are in refund.repository.ts). */

/** The hotel's own cancellation tiers, fewest days before check-in first; none when it uses the platform default. */
export function findCancellationTiers(db: Executor, hotelId: number): Promise<{ daysBefore: number; refundPercent: number }[]> {
  return db
    .select({ daysBefore: hotelCancellationTiers.daysBefore, refundPercent: hotelCancellationTiers.refundPercent })
    .from(hotelCancellationTiers)
    .where(eq(hotelCancellationTiers.hotelId, hotelId))
    .orderBy(asc(hotelCancellationTiers.daysBefore));
}

export type BookingRow = typeof bookings.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

export async function findBookingByNo(db: Executor, bookingNo: string): Promise<BookingRow | undefined> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.bookingNo, bookingNo));
  return booking;
}

/** The booking row, locked until the transaction ends: a second cancel (or a room assignment) waits for it. */
export async function lockBookingByNo(tx: Transaction, bookingNo: string): Promise<BookingRow | undefined> {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.bookingNo, bookingNo)).for('update');
  return booking;
}

/** Whether the booking's room type is sold non-refundable (0 % whatever the day). */
export async function isNonRefundable(db: Executor, roomTypeId: number): Promise<boolean> {
  const [type] = await db.select({ refundable: roomTypes.refundable }).from(roomTypes).where(eq(roomTypes.id, roomTypeId));
  return type?.refundable === false;
}

/** The booking's approved payment that still has money to give back (the newest), if any. */
export async function findRefundablePayment(db: Executor, bookingId: number): Promise<PaymentRow | undefined> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), sql`${payments.status} in ('DONE', 'PARTIAL_CANCELED')`))
    .orderBy(desc(payments.id))
    .limit(1);
  return payment;
}

export async function markBookingCancelled(tx: Transaction, bookingId: number, cancelReason: string, now: Date): Promise<void> {
  await tx.update(bookings).set({ status: 'CANCELLED', cancelReason, cancelledAt: now, updatedAt: now }).where(eq(bookings.id, bookingId));
}

/** The coupon the booking spent goes back to the box when it is still valid on `today`; answers whether it did. */
export async function returnCouponIfValid(tx: Transaction, couponIssuanceId: number, today: string): Promise<boolean> {
  const back = await tx
    .update(couponIssuances)
    .set({ status: 'AVAILABLE', usedAt: null })
    .where(and(eq(couponIssuances.id, couponIssuanceId), eq(couponIssuances.status, 'USED'), sql`${couponIssuances.validTo} >= ${today}::date`))
    .returning({ id: couponIssuances.id });
  return back.length > 0;
}

export async function insertStatusChange(
  tx: Transaction,
  change: { bookingId: number; fromStatus: BookingRow['status']; actorId: number; actorRole: UserRole; reason: string; at: Date },
): Promise<void> {
  await tx.insert(bookingStatusHistory).values({
    bookingId: change.bookingId,
    fromStatus: change.fromStatus,
    toStatus: 'CANCELLED',
    actorId: change.actorId,
    actorRole: change.actorRole,
    reason: change.reason,
    createdAt: change.at,
  });
}

/** What the booking detail reads from the booking row beyond the member's booking. */
export async function findBookingDetailRow(db: Executor, bookingNo: string) {
  const [row] = await db
    .select({ id: bookings.id, couponIssuanceId: bookings.couponIssuanceId, cancelReason: bookings.cancelReason, cancelledAt: bookings.cancelledAt })
    .from(bookings)
    .where(eq(bookings.bookingNo, bookingNo));
  return row;
}

/** The hotel's phone and postcode, for the voucher. */
export async function findHotelContact(db: Executor, hotelId: number): Promise<{ phone: string | null; postcode: string | null } | undefined> {
  const [hotel] = await db.select({ phone: hotels.phone, postcode: hotels.postcode }).from(hotels).where(eq(hotels.id, hotelId));
  return hotel;
}

/** The price of each night of the booking, in stay order. */
export function findNightlyPrices(db: Executor, bookingId: number): Promise<{ date: string; price: number }[]> {
  return db
    .select({ date: bookingItems.stayDate, price: bookingItems.price })
    .from(bookingItems)
    .where(eq(bookingItems.bookingId, bookingId))
    .orderBy(asc(bookingItems.stayDate), asc(bookingItems.id));
}

/** Every recorded status change of the booking, oldest first. */
export function findStatusHistory(db: Executor, bookingId: number) {
  return db.select().from(bookingStatusHistory).where(eq(bookingStatusHistory.bookingId, bookingId)).orderBy(asc(bookingStatusHistory.id));
}

/** The coupon a booking spent: its campaign's title and amount. */
export async function findSpentCoupon(db: Executor, couponIssuanceId: number): Promise<{ title: string; amount: number } | null> {
  const [coupon] = await db
    .select({ title: coupons.title, amount: coupons.amount })
    .from(couponIssuances)
    .innerJoin(coupons, eq(coupons.id, couponIssuances.couponId))
    .where(eq(couponIssuances.id, couponIssuanceId));
  return coupon ?? null;
}
