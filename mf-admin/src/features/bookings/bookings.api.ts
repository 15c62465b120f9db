import type { CancelRequest, CancelResult, RefundQuote } from 'shared-contracts/schemas/account';
import type { AdminBookingDetail, AdminBookingPage } from 'shared-contracts/schemas/admin';
import { ADMIN_PAGE_SIZE, type AdminBookingStatus } from '../operations.constants';
import { IN_PLACE, LIST_ID, operationsApi } from '../operations.api';

export interface AdminBookingsArgs {
  q?: string;
  status?: AdminBookingStatus;
  from?: string;
  to?: string;
  hotelId?: number;
  userId?: number;
  /** 0-based. */
  page: number;
}

export const adminBookingsApi = operationsApi.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (build) => ({
    /** GET /admin/bookings?q&status&from&to&hotelId&userId&page&size=20, newest first; from after to is a 400. */
    adminBookings: build.query<AdminBookingPage, AdminBookingsArgs>({
      query: ({ page, ...filters }) => ({
        url: '/admin/bookings',
        params: { ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== '')), page, size: ADMIN_PAGE_SIZE },
      }),
      providesTags: [{ type: 'AdminBooking', id: LIST_ID }],
      extraOptions: IN_PLACE,
    }),
    /** GET /admin/bookings/{bookingNo}: the member's detail plus guest, hotel state, payment, rooms and audit trail. */
    adminBooking: build.query<AdminBookingDetail, string>({
      query: (bookingNo) => `/admin/bookings/${encodeURIComponent(bookingNo)}`,
      providesTags: (_r, _e, bookingNo) => [{ type: 'AdminBooking', id: bookingNo }],
      extraOptions: IN_PLACE,
    }),
    /** GET /bookings/{bookingNo}/refund-quote: the shared quote; for an administrator always everything paid. */
    adminRefundQuote: build.query<RefundQuote, string>({
      query: (bookingNo) => `/bookings/${encodeURIComponent(bookingNo)}/refund-quote`,
      keepUnusedDataFor: 0,
      extraOptions: IN_PLACE,
    }),
    /**
     * POST /bookings/{bookingNo}/cancel {reason, detail}: the one cancellation service. Success or a refusal (409:
     * cancelled meanwhile, past the check-in day), the booking and the views it counts in are read again.
     */
    adminCancelBooking: build.mutation<CancelResult, { bookingNo: string; hotelId: number; request: CancelRequest }>({
      query: ({ bookingNo, request }) => ({ url: `/bookings/${encodeURIComponent(bookingNo)}/cancel`, method: 'POST', body: request }),
      invalidatesTags: (_r, _e, { bookingNo, hotelId }) => [
        { type: 'AdminBooking', id: bookingNo },
        { type: 'AdminBooking', id: LIST_ID },
        { type: 'AdminHotel', id: hotelId },
        'AdminDashboard',
        'Booking',
      ],
      extraOptions: IN_PLACE,
    }),
  }),
});

export const { useAdminBookingsQuery, useAdminBookingQuery, useAdminRefundQuoteQuery, useAdminCancelBookingMutation } = adminBookingsApi;
