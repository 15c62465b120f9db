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
  /** `key` or `-key` (decision 0020); none: newest booking first. */
  sort?: string;
  /** 0-based. */
  page: number;
}

export const adminBookingsApi = operationsApi.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (build) => ({
    /** GET /admin/bookings?q&status&from&to&hotelId&userId&sort&page&size=20, newest first by default; from after to is a 400. */
    adminBookings: build.query<AdminBookingPage, AdminBookingsArgs>({
      query: ({ page, ...filters }) => ({
        url: '/admin/bookings',
        params: {
          ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== '')),
          page,
          size: ADMIN_PAGE_SIZE,
        },
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
  }),
});

export const { useAdminBookingsQuery, useAdminBookingQuery } = adminBookingsApi;
