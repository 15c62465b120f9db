import { z } from 'zod/mini';
import { COUPON_CODE_MAX_LENGTH, COUPON_MESSAGES } from '../constants/member-area.constants';

/** Coupon claim by code (member-and-operations §5 "Coupon code", §7 POST /coupons/claim, §8). */
/** POST /api/coupons/claim. The code is trimmed first; blank or longer than 64 characters is a 400. */
export const couponClaimRequestSchema = z.object({
  code: z.string().check(z.trim(), z.minLength(1, COUPON_MESSAGES.codeRequired), z.maxLength(COUPON_CODE_MAX_LENGTH, COUPON_MESSAGES.codeTooLong)),
});
export type CouponClaimRequest = z.infer<typeof couponClaimRequestSchema>;

export const couponClaimResultSchema = z.object({
  message: z.string(),
  /** The issued copy: valid from today for the campaign's number of days. */
  coupon: z.object({ id: z.int(), title: z.string(), amount: z.int(), validFrom: z.string(), validTo: z.string() }),
});
z.globalRegistry.add(couponClaimResultSchema, { id: 'CouponClaimResult' });
export type CouponClaimResult = z.infer<typeof couponClaimResultSchema>;
