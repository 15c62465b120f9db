import { asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AdminRefundSortKey, AdminRefundStatus, ListSort } from 'shared-contracts/schemas';
import type { Executor } from '../../db/database';
import { bookings, hotels, refunds, users } from '../../db/schema';

/** A refund as the back-office list reads it: with its booking number, hotel and guest. */
const listColumns = {
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

/** Each sort key's order (decision 0020); refunds not completed yet have no refund time and come last either way. */
const SORT_ORDERS: Record<AdminRefundSortKey, (direction: 'asc' | 'desc') => SQL> = {
  createdAt: (direction) => (direction === 'asc' ? asc(refunds.createdAt) : desc(refunds.createdAt)),
  completedAt: (direction) => sql`${refunds.completedAt} ${sql.raw(direction)} nulls last`,
  amount: (direction) => (direction === 'asc' ? asc(refunds.amount) : desc(refunds.amount)),
};

/** The asked order with the refund's id breaking ties (pages never overlap), else newest first. */
function orderOf(sort: ListSort<AdminRefundSortKey> | undefined): SQL[] {
  if (!sort) return [desc(refunds.id)];
  return [SORT_ORDERS[sort.key](sort.direction), sort.direction === 'asc' ? asc(refunds.id) : desc(refunds.id)];
}

export type AdminRefundListRow = Awaited<ReturnType<typeof adminRefundPage>>['rows'][number];

/** One page of refunds (of one state or all) in the asked order, with the count of them all. */
export async function adminRefundPage(
  db: Executor,
  filter: { status?: AdminRefundStatus | undefined; sort: ListSort<AdminRefundSortKey> | undefined; offset: number; size: number },
) {
  const where = filter.status ? eq(refunds.status, filter.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(refunds)
      .innerJoin(bookings, eq(bookings.id, refunds.bookingId))
      .innerJoin(hotels, eq(hotels.id, bookings.hotelId))
      .innerJoin(users, eq(users.id, bookings.userId))
      .where(where)
      .orderBy(...orderOf(filter.sort))
      .limit(filter.size)
      .offset(filter.offset),
    db.select({ n: count() }).from(refunds).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}
