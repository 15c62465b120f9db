import type { CouponStatus, UserCoupon } from 'shared-contracts';

export const COUPON_FILTERS: readonly CouponStatus[] = ['AVAILABLE', 'USED', 'EXPIRED'];

/** §4: an AVAILABLE coupon whose validTo is before today (Korean date) counts as EXPIRED. */
export function effectiveStatus(coupon: Pick<UserCoupon, 'status' | 'validTo'>, today: string): CouponStatus {
  return coupon.status === 'AVAILABLE' && coupon.validTo < today ? 'EXPIRED' : coupon.status;
}

/** §4: usable only when AVAILABLE and today lies within validFrom..validTo. */
export function isUsableToday(coupon: Pick<UserCoupon, 'status' | 'validFrom' | 'validTo'>, today: string): boolean {
  return effectiveStatus(coupon, today) === 'AVAILABLE' && coupon.validFrom <= today && today <= coupon.validTo;
}

/** The coupons of each filter, in the order the server listed them (newest issue first). */
export function groupByStatus(coupons: readonly UserCoupon[], today: string): Record<CouponStatus, UserCoupon[]> {
  const groups: Record<CouponStatus, UserCoupon[]> = { AVAILABLE: [], USED: [], EXPIRED: [] };
  for (const coupon of coupons) groups[effectiveStatus(coupon, today)].push(coupon);
  return groups;
}
