import { sql } from 'drizzle-orm';
import { couponIssuances, coupons } from '../../db/schema';
import { queryRows, type Executor } from '../../db/database';

export interface ClaimableCoupon {
  id: number;
  code: string;
  title: string;
  amount: number;
  validDays: number;
  active: boolean;
  claimFrom: string | null;
  claimTo: string | null;
  /** Copies are never valid past this date (an admin campaign's validTo). */
  usableUntil: string | null;
  quantity: number | null;
  issuedCount: number;
}

/** The live (not deleted) campaign with this code; codes compare case-insensitively, as at checkout. */
export async function findCouponByCode(db: Executor, code: string): Promise<ClaimableCoupon | undefined> {
  const [row] = await db
    .select({
      id: coupons.id,
      code: coupons.code,
      title: coupons.title,
      amount: coupons.amount,
      validDays: coupons.validDays,
      active: coupons.active,
      claimFrom: coupons.claimFrom,
      claimTo: coupons.claimTo,
      usableUntil: coupons.usableUntil,
      quantity: coupons.quantity,
      issuedCount: coupons.issuedCount,
    })
    .from(coupons)
    .where(sql`upper(${coupons.code}) = upper(${code}) and ${coupons.deletedAt} is null`)
    .limit(1);
  return row;
}

/**
 * Counts one more copy of the campaign, only while it is still active and copies are left: ONE conditional update,
 * re-checked by PostgreSQL on the newest row version under the row's lock, so concurrent claims can never issue more
 * than the quantity. false when none is left (or the campaign was stopped meanwhile). Call inside the claim's
 * transaction: a claim that fails afterwards (the member already holds one) gives the copy back by rolling back.
 */
export async function takeCopy(tx: Executor, couponId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`update coupons set issued_count = issued_count + 1
        where id = ${couponId} and active and deleted_at is null and (quantity is null or issued_count < quantity)
        returning id`,
  );
  return rows.length > 0;
}

/**
 * Issues one copy to the member unless they already hold one: the unique (coupon, user) index decides, so two
 * concurrent claims issue once and the loser gets no row back (answered 409).
 */
export async function insertIssuance(
  db: Executor,
  values: { couponId: number; userId: number; validFrom: string; validTo: string; issuedAt: Date },
): Promise<number | null> {
  const rows = await db
    .insert(couponIssuances)
    .values({ ...values, status: 'AVAILABLE' })
    .onConflictDoNothing({ target: [couponIssuances.couponId, couponIssuances.userId] })
    .returning({ id: couponIssuances.id });
  return rows[0]?.id ?? null;
}
