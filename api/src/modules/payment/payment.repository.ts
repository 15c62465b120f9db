import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/database';
import { bookingItems, bookings, holds, payments, users } from '../../db/schema';
import type { HoldRow } from '../reservation/reservation.repository';

export type PaymentRow = typeof payments.$inferSelect;

export async function insertPayment(db: Executor, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  if (!row) throw new Error('payment insert returned nothing');
  return row;
}

export async function findPaymentByOrderId(db: Executor, orderId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId));
  return row;
}

/** The payment row locked for the rest of the transaction: concurrent confirms of one order queue here. */
export async function lockPayment(tx: Executor, orderId: string): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.orderId, orderId)).for('update');
  return row;
}

export async function lockHold(tx: Executor, holdId: number): Promise<HoldRow | undefined> {
  const [row] = await tx.select().from(holds).where(eq(holds.id, holdId)).for('update');
  return row;
}

/** Sandbox approval: the order gets its paymentKey (still READY until confirmed). */
export async function approveSandboxOrder(db: Executor, orderId: string, paymentKey: string, method: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({ paymentKey, method })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'READY'), sql`${payments.paymentKey} is null`))
    .returning();
  return row;
}

export async function failOrder(db: Executor, orderId: string, failureCode: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({ status: 'FAILED', failureCode })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'READY')))
    .returning();
  return row;
}

/**
 * Keeps a hold out of the expiry job's reach while the provider is charging it: its lifetime becomes at least
 * `until`, only if it is still ACTIVE and unexpired. False = it already lapsed (or ended).
 */
export async function extendHoldForPayment(db: Executor, holdId: number, now: Date, until: Date): Promise<boolean> {
  const rows = await db
    .update(holds)
    .set({ expiresAt: sql`greatest(${holds.expiresAt}, ${until.toISOString()}::timestamptz)` })
    .where(and(eq(holds.id, holdId), eq(holds.status, 'ACTIVE'), sql`${holds.expiresAt} > ${now.toISOString()}::timestamptz`))
    .returning({ id: holds.id });
  return rows.length === 1;
}

export async function findUser(db: Executor, userId: number) {
  const [row] = await db.select({ name: users.name, email: users.email, phone: users.phone }).from(users).where(eq(users.id, userId));
  return row;
}

/** bookings.id taken ahead of the insert so the booking number can carry it. */
export async function nextBookingId(tx: Executor): Promise<number> {
  const [row] = await queryRows<{ id: string | number }>(tx, sql`select nextval(pg_get_serial_sequence('bookings', 'id')) as id`);
  return Number(row?.id);
}

export async function insertBooking(
  tx: Executor,
  booking: typeof bookings.$inferInsert & { id: number },
  items: (typeof bookingItems.$inferInsert)[],
): Promise<void> {
  await tx.insert(bookings).values(booking);
  await tx.insert(bookingItems).values(items);
}

export async function completePayment(
  tx: Executor,
  paymentId: number,
  values: { bookingId: number; paymentKey: string; method: string | null; approvedAt: Date },
): Promise<void> {
  await tx
    .update(payments)
    .set({ ...values, status: 'DONE' })
    .where(eq(payments.id, paymentId));
}

/** The hold became a booking: it stops being ACTIVE but its rooms stay booked. */
export async function convertHold(tx: Executor, holdId: number): Promise<void> {
  await tx
    .update(holds)
    .set({ status: 'CONVERTED' })
    .where(and(eq(holds.id, holdId), eq(holds.status, 'ACTIVE')));
}
