import { baseApi, type HoldDetail, type UserCoupon, type UserProfile } from 'shared-contracts';

export interface RepriceArgs {
  holdCode: string;
  /** null removes the coupon. */
  couponCode: string | null;
}

export const reservationApi = baseApi.injectEndpoints({
  // Endpoint names share one api across all remotes: in development a clash must fail loudly.
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (build) => ({
    /** The hold as the server keeps it (the page's truth); never cached across visits. */
    reservationHoldGet: build.query<HoldDetail, string>({
      query: (holdCode) => `/reservations/hold/${encodeURIComponent(holdCode)}`,
      keepUnusedDataFor: 0,
      // The page's main data: other failures leave for /error/{status}; a lost session (401, back through
      // login to this hold) and a hold that is gone (404, with the way back to the hotel) are the page's own.
      extraOptions: { redirectOnError: [401, 404] },
    }),
    /**
     * The same hold, as a side note of the payment-failure page (may the guest pay again?): a failure there only
     * hides the pay-again button, the page's own message stays.
     */
    reservationHoldPeek: build.query<HoldDetail, string>({
      query: (holdCode) => `/reservations/hold/${encodeURIComponent(holdCode)}`,
      keepUnusedDataFor: 0,
      extraOptions: { redirectOnError: false },
    }),
    /** Applies or removes a coupon; the answer (new amounts, restarted expiry) replaces the cached hold. */
    reservationHoldReprice: build.mutation<HoldDetail, RepriceArgs>({
      query: ({ holdCode, couponCode }) => ({
        url: `/reservations/hold/${encodeURIComponent(holdCode)}/reprice`,
        method: 'PUT',
        body: { couponCode },
      }),
      async onQueryStarted({ holdCode }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(reservationApi.util.upsertQueryData('reservationHoldGet', holdCode, data));
        } catch {
          // The page shows the failure; the cached hold stays as it was.
        }
      },
      extraOptions: { redirectOnError: false },
    }),
    /** Gives the rooms back. */
    reservationHoldCancel: build.mutation<null, string>({
      query: (holdCode) => ({ url: `/reservations/hold/${encodeURIComponent(holdCode)}`, method: 'DELETE' }),
      extraOptions: { redirectOnError: false },
    }),
    /** The caller's coupons usable today. */
    reservationCoupons: build.query<UserCoupon[], void>({
      query: () => '/coupons/available',
      providesTags: [{ type: 'Coupon', id: 'AVAILABLE' }],
      extraOptions: { redirectOnError: false },
    }),
    /** The member's profile, only to pre-fill the guest's name and phone. */
    reservationMe: build.query<UserProfile, void>({
      query: () => '/users/me',
      providesTags: ['Session'],
      extraOptions: { redirectOnError: false },
    }),
  }),
});

export const {
  useReservationHoldGetQuery,
  useReservationHoldPeekQuery,
  useReservationHoldRepriceMutation,
  useReservationHoldCancelMutation,
  useReservationCouponsQuery,
  useReservationMeQuery,
} = reservationApi;
