import {
  baseApi,
  type Booking,
  type ConfirmPaymentRequest,
  type PaymentRedirect,
  type PreparedPayment,
  type PreparePaymentRequest,
  type SandboxOrder,
} from 'shared-contracts';

export const paymentApi = baseApi.injectEndpoints({
  // Endpoint names share one api across all remotes: in development a clash must fail loudly.
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (build) => ({
    /** Creates the order for a hold; the amount is the server's. */
    paymentPrepare: build.mutation<PreparedPayment, PreparePaymentRequest>({
      query: (body) => ({ url: '/payments/prepare', method: 'POST', body }),
      extraOptions: { redirectOnError: false },
    }),
    /** What the sandbox checkout shows. */
    paymentSandboxOrder: build.query<SandboxOrder, string>({
      query: (orderId) => `/payments/sandbox/${encodeURIComponent(orderId)}`,
      keepUnusedDataFor: 0,
      // The checkout's main data: a lost session and an unknown order are the page's own states.
      extraOptions: { redirectOnError: [401, 404] },
    }),
    paymentSandboxApprove: build.mutation<PaymentRedirect, string>({
      query: (orderId) => ({ url: `/payments/sandbox/${encodeURIComponent(orderId)}/approve`, method: 'POST' }),
      extraOptions: { redirectOnError: false },
    }),
    paymentSandboxDecline: build.mutation<PaymentRedirect, string>({
      query: (orderId) => ({ url: `/payments/sandbox/${encodeURIComponent(orderId)}/decline`, method: 'POST' }),
      extraOptions: { redirectOnError: false },
    }),
    /** Confirms the payment into a booking; the answer also fills the success page's cache. */
    paymentConfirm: build.mutation<Booking, ConfirmPaymentRequest>({
      query: (body) => ({ url: '/payments/confirm', method: 'POST', body }),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(paymentApi.util.upsertQueryData('paymentBookingGet', data.bookingNo, data));
        } catch {
          // The success page's caller handles the failure.
        }
      },
      invalidatesTags: [
        { type: 'Booking', id: 'LIST' },
        { type: 'Coupon', id: 'AVAILABLE' },
      ],
      extraOptions: { redirectOnError: false },
    }),
    /** One of the caller's bookings (the success page). */
    paymentBookingGet: build.query<Booking, string>({
      query: (bookingNo) => `/bookings/${encodeURIComponent(bookingNo)}`,
      providesTags: (_result, _error, bookingNo) => [{ type: 'Booking', id: bookingNo }],
      // The success page's main data: an unknown booking is the page's own state.
      extraOptions: { redirectOnError: [404] },
    }),
  }),
});

export const {
  usePaymentPrepareMutation,
  usePaymentSandboxOrderQuery,
  usePaymentSandboxApproveMutation,
  usePaymentSandboxDeclineMutation,
  usePaymentConfirmMutation,
  usePaymentBookingGetQuery,
} = paymentApi;
