import type { CancelRequest, CancelResult, RefundQuote } from 'shared-contracts/schemas/account';
import type { OwnerBookingPage } from 'shared-contracts/schemas/owner';
import { OWN_ERRORS, ownerApi } from '../../frame/owner-api';
import { OWNER_BOOKINGS_PAGE_SIZE } from '../owner.constants';

export interface OwnerBookingsArgs {
  hotelId: number;
  q?: string;
  status?: string;
  from?: string;
  to?: string;
  /** 0-based. */
  page: number;
}

export const ownerBookingsApi = ownerApi.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (build) => ({
    /** GET /owner/hotels/{hotelId}/bookings?q&status&from&to&page&size=20, newest first. */
    ownerBookings: build.query<OwnerBookingPage, OwnerBookingsArgs>({
      query: ({ hotelId, page, ...filters }) => ({
        url: `/owner/hotels/${hotelId}/bookings`,
        params: { ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value)), page, size: OWNER_BOOKINGS_PAGE_SIZE },
      }),
      providesTags: (_r, _e, { hotelId }) => [{ type: 'OwnerBooking', id: hotelId }],
      extraOptions: OWN_ERRORS,
    }),
    /** GET /bookings/{bookingNo}/refund-quote: for an owner, everything paid goes back. */
    ownerRefundQuote: build.query<RefundQuote, string>({
      query: (bookingNo) => `/bookings/${encodeURIComponent(bookingNo)}/refund-quote`,
      extraOptions: OWN_ERRORS,
    }),
    /** POST /bookings/{bookingNo}/cancel: the one cancellation service (refund, inventory, assignment, coupon). */
    ownerCancelBooking: build.mutation<CancelResult, { hotelId: number; bookingNo: string; request: CancelRequest }>({
      query: ({ bookingNo, request }) => ({ url: `/bookings/${encodeURIComponent(bookingNo)}/cancel`, method: 'POST', body: request }),
      invalidatesTags: (_r, _e, { hotelId }) => [
        { type: 'OwnerBooking', id: hotelId },
        { type: 'OwnerArrival', id: hotelId },
        { type: 'OwnerRoom', id: hotelId },
        { type: 'OwnerInventory', id: hotelId },
        { type: 'OwnerDashboard', id: hotelId },
        'Booking',
      ],
      extraOptions: OWN_ERRORS,
    }),
  }),
});

export const { useOwnerBookingsQuery, useOwnerRefundQuoteQuery, useOwnerCancelBookingMutation } = ownerBookingsApi;
