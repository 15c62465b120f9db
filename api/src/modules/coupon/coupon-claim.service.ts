import type { CouponClaimResult } from 'shared-contracts/schemas';
import { addDays, businessToday, type Clock } from '../../clock';
import type { Database } from '../../db/database';
import { WELCOME_COUPON } from '../../db/seed/world-people.builder';
import { AppError } from '../../errors/app-error';
import { findCouponByCode, insertIssuance, takeCopy } from './coupon-claim.repository';
import { COUPON_MESSAGES } from './coupon.messages';

/** Coupons that only a system event issues (the sign-up coupon comes with sign-up), never a typed code. */
const NOT_CLAIMABLE_BY_CODE = new Set([WELCOME_COUPON.code.toUpperCase()]);

/** Why a claim was refused; the text is §8's for every case, the reason field tells them apart. */
export type NotClaimableReason = 'ALREADY_CLAIMED' | 'STOPPED' | 'NOT_STARTED' | 'EXPIRED' | 'SOLD_OUT' | 'SIGNUP_ONLY';

const notClaimable = (reason: NotClaimableReason) => new AppError(409, 'COUPON_NOT_CLAIMABLE', COUPON_MESSAGES.notClaimable, undefined, { reason });

/**
 * Claim by code (member-and-operations §5, §8): an active campaign whose claim window contains today (Korean
 * date) issues one copy per member, valid from today for the campaign's validDays (today + validDays − 1) and never
 * past its usableUntil, while copies of its quantity are left (never more, whatever the concurrency).
 */
export async function claimCoupon(db: Database, clock: Clock, userId: number, code: string): Promise<CouponClaimResult> {
  const coupon = await findCouponByCode(db, code.trim());
  if (!coupon) throw new AppError(404, 'COUPON_NOT_FOUND', COUPON_MESSAGES.notFound);
  const today = businessToday(clock);
  if (NOT_CLAIMABLE_BY_CODE.has(coupon.code.toUpperCase())) throw notClaimable('SIGNUP_ONLY');
  if (!coupon.active) throw notClaimable('STOPPED');
  if (coupon.claimFrom !== null && today < coupon.claimFrom) throw notClaimable('NOT_STARTED');
  if ((coupon.claimTo !== null && today > coupon.claimTo) || (coupon.usableUntil !== null && today > coupon.usableUntil)) {
    throw notClaimable('EXPIRED');
  }
  const byDays = addDays(today, coupon.validDays - 1);
  const validTo = coupon.usableUntil !== null && coupon.usableUntil < byDays ? coupon.usableUntil : byDays;
  const id = await db.transaction(async (tx) => {
    if (!(await takeCopy(tx, coupon.id))) throw notClaimable(coupon.active && coupon.quantity !== null ? 'SOLD_OUT' : 'STOPPED');
    const issued = await insertIssuance(tx, { couponId: coupon.id, userId, validFrom: today, validTo, issuedAt: clock.now() });
    // Rolls the copy back: the member already holds one.
    if (issued === null) throw notClaimable('ALREADY_CLAIMED');
    return issued;
  });
  return {
    message: COUPON_MESSAGES.claimed,
    coupon: { id, title: coupon.title, amount: coupon.amount, validFrom: today, validTo },
  };
}
