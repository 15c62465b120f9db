import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { AdminCouponStatus } from 'shared-contracts/schemas';
import type { Executor } from '../../db/database';
import { coupons } from '../../db/schema';
import { allWordsMatch } from './admin-search.repository';

export type CouponRow = typeof coupons.$inferSelect;

/** A campaign as read for the back office: its row, its state today and how many copies were issued and used. */
export interface CouponView {
  coupon: CouponRow;
  status: AdminCouponStatus;
  issued: number;
  used: number;
}

/** The campaign's state today, in SQL so the list can filter by it (the same rules the claim applies). */
const statusOf = (today: string): SQL<AdminCouponStatus> => sql<AdminCouponStatus>`case
  when not ${coupons.active} then 'STOPPED'
  when (${coupons.claimTo} is not null and ${coupons.claimTo} < ${today}::date)
    or (${coupons.usableUntil} is not null and ${coupons.usableUntil} < ${today}::date) then 'EXPIRED'
  when ${coupons.claimFrom} is not null and ${coupons.claimFrom} > ${today}::date then 'SCHEDULED'
  when ${coupons.quantity} is not null and ${coupons.issuedCount} >= ${coupons.quantity} then 'EXHAUSTED'
  else 'ACTIVE' end`;

const columns = (today: string) => ({
  coupon: coupons,
  status: statusOf(today),
  // The outer row named in full: drizzle writes a lone column of a one-table select without its table.
  issued: sql<number>`(select count(*)::int from coupon_issuances i where i.coupon_id = "coupons"."id")`,
  used: sql<number>`(select count(*)::int from coupon_issuances i where i.coupon_id = "coupons"."id" and i.status = 'USED')`,
});

/** One page of live campaigns, newest first (one state today and every word of q in the title or code when asked). */
export async function couponPage(
  db: Executor,
  today: string,
  filter: { status?: AdminCouponStatus | undefined; q?: string | undefined },
  size: number,
  offset: number,
) {
  const where = and(
    isNull(coupons.deletedAt),
    filter.status ? sql`${statusOf(today)} = ${filter.status}` : undefined,
    allWordsMatch(filter.q, (p) => sql`${coupons.title} ilike ${p} or ${coupons.code} ilike ${p}`),
  );
  const [rows, [total]] = await Promise.all([
    db.select(columns(today)).from(coupons).where(where).orderBy(desc(coupons.createdAt), desc(coupons.id)).limit(size).offset(offset),
    db.select({ n: count() }).from(coupons).where(where),
  ]);
  return { rows: rows as CouponView[], total: total?.n ?? 0 };
}

export async function findCouponView(db: Executor, id: number, today: string): Promise<CouponView | undefined> {
  const [row] = await db.select(columns(today)).from(coupons).where(eq(coupons.id, id));
  return row;
}

/** Whether a campaign (live or not) has the code, compared in capitals. */
export async function couponCodeTaken(db: Executor, code: string): Promise<boolean> {
  const [taken] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(sql`upper(${coupons.code}) = ${code}`);
  return taken !== undefined;
}

export async function insertCoupon(tx: Executor, values: typeof coupons.$inferInsert): Promise<CouponRow> {
  const [row] = await tx.insert(coupons).values(values).returning();
  return row!;
}

/** The live campaign, locked in the caller's transaction. */
export async function lockLiveCoupon(tx: Executor, id: number): Promise<CouponRow | undefined> {
  const [row] = await tx
    .select()
    .from(coupons)
    .where(and(eq(coupons.id, id), isNull(coupons.deletedAt)))
    .for('update');
  return row;
}

export async function stopCoupon(tx: Executor, id: number, at: Date): Promise<void> {
  await tx.update(coupons).set({ active: false, stoppedAt: at }).where(eq(coupons.id, id));
}
