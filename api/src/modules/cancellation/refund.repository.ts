import { and, asc, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { AdminRefundSortKey, ListSort } from 'shared-contracts/schemas';
import { queryRows, type Executor, type Transaction } from '../../db/database';
import { bookings, hotels, payments, refunds, users, type RefundStatus } from '../../db/schema';

/** The refunds' queries (decision 0015): write one PENDING, take one for an attempt, record its outcome, list them. */

/** What an attempt needs: the refund, its payment's key and the booking it belongs to. */
export interface RefundToAttempt {
  id: number;
  bookingNo: string;
  amount: number;
  provider: 'SANDBOX' | 'TOSS';
  paymentKey: string | null;
  idempotencyKey: string;
  reason: string | null;
  attempts: number;
}

/**
 * Records the refund a cancellation promises, PENDING, inside the cancellation's transaction. The cancelling request
 * makes the first attempt itself once that commits: the row is written already taken for it (one attempt, leased
 * until `leaseUntil`), so the retry job leaves it alone meanwhile.
 */
export async function insertPendingRefund(
  tx: Transaction,
  refund: {
    bookingId: number;
    bookingNo: string;
    paymentId: number;
    paymentKey: string | null;
    amount: number;
    refundPercent: number;
    provider: 'SANDBOX' | 'TOSS';
    idempotencyKey: string;
    reason: string;
  },
  now: Date,
  leaseUntil: Date,
): Promise<RefundToAttempt> {
  const [row] = await tx
    .insert(refunds)
    .values({
      bookingId: refund.bookingId,
      paymentId: refund.paymentId,
      amount: refund.amount,
      refundPercent: refund.refundPercent,
      provider: refund.provider,
      idempotencyKey: refund.idempotencyKey,
      reason: refund.reason,
      status: 'PENDING',
      attempts: 1,
      lastAttemptAt: now,
      nextAttemptAt: leaseUntil,
      createdAt: now,
    })
    .returning({ id: refunds.id, attempts: refunds.attempts });
  return {
    id: row!.id,
    bookingNo: refund.bookingNo,
    amount: refund.amount,
    provider: refund.provider,
    paymentKey: refund.paymentKey,
    idempotencyKey: refund.idempotencyKey,
    reason: refund.reason,
    attempts: row!.attempts,
  };
}

type ClaimedRow = {
  id: number;
  booking_no: string;
  amount: number;
  provider: string;
  payment_key: string | null;
  idempotency_key: string;
  reason: string | null;
  attempts: number;
};

const toAttempt = (r: ClaimedRow): RefundToAttempt => ({
  id: Number(r.id),
  bookingNo: r.booking_no,
  amount: Number(r.amount),
  provider: r.provider === 'TOSS' ? 'TOSS' : 'SANDBOX',
  paymentKey: r.payment_key,
  idempotencyKey: r.idempotency_key,
  reason: r.reason,
  attempts: Number(r.attempts),
});

/**
 * Takes refunds for an attempt: counts the attempt and leases the row until `leaseUntil`, in one statement. `due`
 * picks the oldest refund still owed whose time has come, skipping rows another instance is taking at this moment
 * (`for update skip locked`); the conditions are checked again on the newest row version, so each refund is taken
 * once across instances. `id` takes that refund whenever it is still owed (the administrator's 다시 시도).
 */
export async function claimRefunds(
  db: Executor,
  pick: { due: Date; limit: number } | { id: number },
  now: Date,
  leaseUntil: Date,
): Promise<RefundToAttempt[]> {
  const owedAndDue = (due: Date) => sql`status <> 'SUCCEEDED' and (next_attempt_at is null or next_attempt_at <= ${due.toISOString()}::timestamptz)`;
  const target =
    'id' in pick
      ? sql`id = ${pick.id} and status <> 'SUCCEEDED'`
      : sql`id in (select id from refunds where ${owedAndDue(pick.due)} order by next_attempt_at nulls first, id limit ${pick.limit} for update skip locked)
            and ${owedAndDue(pick.due)}`;
  const rows = await queryRows<ClaimedRow>(
    db,
    sql`with taken as (
          update refunds set attempts = attempts + 1, last_attempt_at = ${now.toISOString()}::timestamptz, next_attempt_at = ${leaseUntil.toISOString()}::timestamptz
          where ${target}
          returning id, booking_id, payment_id, amount, provider, idempotency_key, reason, attempts
        )
        select t.id, b.booking_no, t.amount, t.provider, p.payment_key, t.idempotency_key, t.reason, t.attempts
        from taken t join bookings b on b.id = t.booking_id left join payments p on p.id = t.payment_id
        order by t.id`,
  );
  return rows.map(toAttempt);
}

/**
 * The provider gave the money back: the refund is SUCCEEDED and its payment's refunded amount grows by it — once,
 * whoever records it first (a late second answer for the same idempotency key changes nothing). Answers whether this
 * call recorded it.
 */
export async function recordRefundSucceeded(tx: Transaction, refundId: number, providerRef: string | null, now: Date): Promise<boolean> {
  const [done] = await tx
    .update(refunds)
    .set({ status: 'SUCCEEDED', providerRef, completedAt: now, nextAttemptAt: null, lastError: null })
    .where(and(eq(refunds.id, refundId), ne(refunds.status, 'SUCCEEDED')))
    .returning({ paymentId: refunds.paymentId, amount: refunds.amount });
  if (!done) return false;
  if (done.paymentId !== null) {
    await tx
      .update(payments)
      .set({
        refundedAmount: sql`${payments.refundedAmount} + ${done.amount}`,
        status: sql`case when ${payments.refundedAmount} + ${done.amount} >= ${payments.amount} then 'CANCELED' else 'PARTIAL_CANCELED' end::payment_status`,
        cancelledAt: now,
      })
      .where(eq(payments.id, done.paymentId));
  }
  return true;
}

/** The attempt did not go through: FAILED with what the provider said, to be retried at `retryAt`. */
export async function recordRefundFailed(tx: Transaction, refundId: number, error: string, retryAt: Date): Promise<void> {
  await tx
    .update(refunds)
    .set({ status: 'FAILED', lastError: error, nextAttemptAt: retryAt })
    .where(and(eq(refunds.id, refundId), ne(refunds.status, 'SUCCEEDED')));
}

/** The refund row, locked until the transaction ends (the administrator's retry against a running attempt's record). */
export async function lockRefund(tx: Transaction, refundId: number) {
  const [row] = await tx
    .select({
      id: refunds.id,
      status: refunds.status,
      attempts: refunds.attempts,
      lastError: refunds.lastError,
      nextAttemptAt: refunds.nextAttemptAt,
      hotelId: bookings.hotelId,
      bookingNo: bookings.bookingNo,
    })
    .from(refunds)
    .innerJoin(bookings, eq(bookings.id, refunds.bookingId))
    .where(eq(refunds.id, refundId))
    .for('update', { of: refunds });
  return row;
}

/** A booking's refunds, oldest first (the member's booking detail and receipt). */
export function findRefundsOfBooking(db: Executor, bookingId: number) {
  return db
    .select({
      amount: refunds.amount,
      refundPercent: refunds.refundPercent,
      provider: refunds.provider,
      status: refunds.status,
      createdAt: refunds.createdAt,
      completedAt: refunds.completedAt,
    })
    .from(refunds)
    .where(eq(refunds.bookingId, bookingId))
    .orderBy(refunds.id);
}

const adminColumns = {
  id: refunds.id,
  bookingNo: bookings.bookingNo,
  hotelId: hotels.id,
  hotelName: hotels.name,
  guestId: users.id,
  guestLoginId: users.loginId,
  guestName: users.name,
  amount: refunds.amount,
  refundPercent: refunds.refundPercent,
  provider: refunds.provider,
  status: refunds.status,
  attempts: refunds.attempts,
  lastError: refunds.lastError,
  lastAttemptAt: refunds.lastAttemptAt,
  nextAttemptAt: refunds.nextAttemptAt,
  providerRef: refunds.providerRef,
  createdAt: refunds.createdAt,
  completedAt: refunds.completedAt,
};

function selectAdminRefunds(db: Executor, where: SQL | undefined) {
  return db
    .select(adminColumns)
    .from(refunds)
    .innerJoin(bookings, eq(bookings.id, refunds.bookingId))
    .innerJoin(hotels, eq(hotels.id, bookings.hotelId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(where);
}

export type AdminRefundRow = Awaited<ReturnType<typeof selectAdminRefunds>>[number];

/** Each sort key's order (decision 0020); refunds not completed yet have no refund time and come last either way. */
const SORT_ORDERS: Record<AdminRefundSortKey, (direction: 'asc' | 'desc') => SQL> = {
  createdAt: (direction) => (direction === 'asc' ? asc(refunds.createdAt) : desc(refunds.createdAt)),
  completedAt: (direction) => sql`${refunds.completedAt} ${sql.raw(direction)} nulls last`,
  amount: (direction) => (direction === 'asc' ? asc(refunds.amount) : desc(refunds.amount)),
};

/** The asked order with the refund's id breaking ties (pages never overlap), else newest first. */
function refundOrder(sort: ListSort<AdminRefundSortKey> | undefined): SQL[] {
  if (!sort) return [desc(refunds.id)];
  return [SORT_ORDERS[sort.key](sort.direction), sort.direction === 'asc' ? asc(refunds.id) : desc(refunds.id)];
}

/** One page of refunds (of one state or all) in the asked order (else newest first), with the count of them all. */
export async function findRefundsPage(
  db: Executor,
  filter: { status?: RefundStatus | undefined; sort: ListSort<AdminRefundSortKey> | undefined; offset: number; size: number },
) {
  const where = filter.status ? eq(refunds.status, filter.status) : undefined;
  const [rows, [total]] = await Promise.all([
    selectAdminRefunds(db, where)
      .orderBy(...refundOrder(filter.sort))
      .limit(filter.size)
      .offset(filter.offset),
    db.select({ n: count() }).from(refunds).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findAdminRefund(db: Executor, refundId: number): Promise<AdminRefundRow | undefined> {
  const [row] = await selectAdminRefunds(db, eq(refunds.id, refundId));
  return row;
}
