import { sql } from 'drizzle-orm';
import { couponIssuances, coupons } from '../../db/schema';
import type { Executor } from '../../db/database';

export interface ClaimableCoupon {
  id: number;
  code: string;
  title: string;
  amount: number;
  validDays: number;
  active: boolean;
  claimFrom: string | null;
  claimTo: string | null;
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
    })
    .from(coupons)
    .where(sql`upper(${coupons.code}) = upper(${code}) and ${coupons.deletedAt} is null`)
    .limit(1);
  return row;
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
