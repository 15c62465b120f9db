import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/database';
import { bookings, bookingStatusHistory, couponIssuances, payments, roomTypes, type UserRole } from '../../db/schema';

/** The cancellation service's queries (the refund's own are in refund.repository.ts). */

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
