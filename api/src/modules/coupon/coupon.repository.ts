import { and, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { couponIssuances, coupons } from '../../db/schema';

export interface UsableCoupon {
  issuanceId: number;
  code: string;
  title: string;
  amount: number;
}

/** Issued copies the user can use today: AVAILABLE, today within validFrom..validTo, campaign still live. */
const usable = (userId: number, today: string) =>
  and(
    eq(couponIssuances.userId, userId),
    eq(couponIssuances.status, 'AVAILABLE'),
    lte(couponIssuances.validFrom, today),
    gte(couponIssuances.validTo, today),
    eq(coupons.active, true),
    isNull(coupons.deletedAt),
  );

export async function listUsableCoupons(db: Executor, userId: number, today: string) {
  return (
    db
      .select({
        id: couponIssuances.id,
        title: coupons.title,
        code: coupons.code,
        amount: coupons.amount,
        stackable: coupons.stackable,
        validFrom: couponIssuances.validFrom,
        validTo: couponIssuances.validTo,
        status: couponIssuances.status,
        issuedAt: couponIssuances.issuedAt,
      })
      .from(couponIssuances)
      .innerJoin(coupons, eq(coupons.id, couponIssuances.couponId))
      .where(usable(userId, today))
      // Soonest to lapse first: that is the one to spend.
      .orderBy(couponIssuances.validTo, desc(coupons.amount), couponIssuances.id)
  );
}

/** The caller's usable issuance of the coupon with this code (codes compare case-insensitively). */
export async function findUsableCoupon(db: Executor, userId: number, code: string, today: string): Promise<UsableCoupon | undefined> {
  const [row] = await db
    .select({ issuanceId: couponIssuances.id, code: coupons.code, title: coupons.title, amount: coupons.amount })
    .from(couponIssuances)
    .innerJoin(coupons, eq(coupons.id, couponIssuances.couponId))
    .where(and(usable(userId, today), sql`upper(${coupons.code}) = upper(${code})`))
    .limit(1);
  return row;
}

/** The same check for an issuance already attached to a hold (still the user's, still usable today). */
export async function findUsableIssuance(db: Executor, userId: number, issuanceId: number, today: string): Promise<UsableCoupon | undefined> {
  const [row] = await db
    .select({ issuanceId: couponIssuances.id, code: coupons.code, title: coupons.title, amount: coupons.amount })
    .from(couponIssuances)
    .innerJoin(coupons, eq(coupons.id, couponIssuances.couponId))
    .where(and(usable(userId, today), eq(couponIssuances.id, issuanceId)));
  return row;
}

/** Marks the issuance used, only if it is still AVAILABLE: false when another booking spent it first. */
export async function markCouponUsed(db: Executor, issuanceId: number, userId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(couponIssuances)
    .set({ status: 'USED', usedAt: at })
    .where(and(eq(couponIssuances.id, issuanceId), eq(couponIssuances.userId, userId), eq(couponIssuances.status, 'AVAILABLE')))
    .returning({ id: couponIssuances.id });
  return rows.length === 1;
}

/** A fixed-won coupon never takes more than the room subtotal. */
export function couponDiscount(couponAmount: number, subtotal: number): number {
  return Math.max(0, Math.min(couponAmount, subtotal));
}
