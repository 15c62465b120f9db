import type { CouponClaimResult } from 'shared-contracts/schemas';
import { addDays, businessToday, type Clock } from '../../clock';
import type { Executor } from '../../db/database';
import { WELCOME_COUPON } from '../../db/seed/world-people.builder';
import { AppError } from '../../errors/app-error';
import { findCouponByCode, insertIssuance } from './coupon-claim.repository';
import { COUPON_MESSAGES } from './coupon.messages';

/** Coupons that only a system event issues (the sign-up coupon comes with sign-up), never a typed code. */
const NOT_CLAIMABLE_BY_CODE = new Set([WELCOME_COUPON.code.toUpperCase()]);

const notClaimable = () => new AppError(409, 'COUPON_NOT_CLAIMABLE', COUPON_MESSAGES.notClaimable);

/**
 * Claim by code (member-and-operations §5, §8): an active campaign whose claim window contains today (Korean
 * date) issues one copy per member, valid from today for the campaign's validDays (today + validDays − 1).
 */
export async function claimCoupon(db: Executor, clock: Clock, userId: number, code: string): Promise<CouponClaimResult> {
  const coupon = await findCouponByCode(db, code.trim());
  if (!coupon) throw new AppError(404, 'COUPON_NOT_FOUND', COUPON_MESSAGES.notFound);
  const today = businessToday(clock);
  const outsideWindow = (coupon.claimFrom !== null && today < coupon.claimFrom) || (coupon.claimTo !== null && today > coupon.claimTo);
  if (!coupon.active || outsideWindow || NOT_CLAIMABLE_BY_CODE.has(coupon.code.toUpperCase())) throw notClaimable();
  const validTo = addDays(today, coupon.validDays - 1);
  const id = await insertIssuance(db, { couponId: coupon.id, userId, validFrom: today, validTo, issuedAt: clock.now() });
  if (id === null) throw notClaimable();
  return {
    message: COUPON_MESSAGES.claimed,
    coupon: { id, title: coupon.title, amount: coupon.amount, validFrom: today, validTo },
  };
}
