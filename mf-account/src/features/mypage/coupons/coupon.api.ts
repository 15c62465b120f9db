import { baseApi, isApiError, type CouponClaimResult, type UserCoupon } from 'shared-contracts';
import { COUPON_MESSAGES } from 'shared-contracts/member-area';

// The box also holds the coupons /reservation offers ('AVAILABLE'): a booking that spends one refreshes the box.
const BOX_TAGS = [
  { type: 'Coupon', id: 'BOX' },
  { type: 'Coupon', id: 'AVAILABLE' },
] as const;

export const couponApi = baseApi.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (build) => ({
    /** GET /user/coupon?all=true: every coupon the member holds, used and expired included. */
    mypageCouponBox: build.query<UserCoupon[], void>({
      query: () => ({ url: '/user/coupon', params: { all: true } }),
      providesTags: [...BOX_TAGS],
      // The tab says 쿠폰 조회 실패 itself (§8) and keeps the claim form usable.
      extraOptions: { redirectOnError: false },
    }),
    /** POST /coupons/claim {code} → {message}. */
    mypageCouponClaim: build.mutation<CouponClaimResult, string>({
      query: (code) => ({ url: '/coupons/claim', method: 'POST', body: { code } }),
      invalidatesTags: [...BOX_TAGS],
      extraOptions: { redirectOnError: false },
    }),
  }),
});

export const { useMypageCouponBoxQuery, useMypageCouponClaimMutation } = couponApi;

/** §8: 404 and 409 have their own texts; anything else is 지급 실패 with the status. */
export function claimErrorMessage(error: unknown): string {
  const status = isApiError(error) ? error.status : ((error as { status?: unknown } | null)?.status ?? '?');
  if (status === 404) return COUPON_MESSAGES.notFound;
  if (status === 409) return COUPON_MESSAGES.notClaimable;
  return COUPON_MESSAGES.claimFailed(String(status));
}
