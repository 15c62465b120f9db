import { baseApi } from 'shared-contracts';
import type { MyBookingPage } from 'shared-contracts/schemas/guest';
import type { BookingDetail } from 'shared-contracts/schemas/account';

/** History is 10 a page (§9). */
export const BOOKINGS_PAGE_SIZE = 10;

export const myBookingsApi = baseApi.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (build) => ({
    /** GET /my/bookings: the whole history (newest first) or the upcoming stays (soonest first). */
    mypageBookings: build.query<MyBookingPage, { page: number; upcoming: boolean }>({
      query: ({ page, upcoming }) => ({ url: '/my/bookings', params: { page, size: BOOKINGS_PAGE_SIZE, ...(upcoming ? { upcoming: true } : {}) } }),
      providesTags: [{ type: 'Booking', id: 'MINE' }],
      // The tab says 불러오기 실패 itself (§8) with a retry; the frame stays usable.
      extraOptions: { redirectOnError: false },
    }),
    /** GET /bookings/{bookingNo}: the page's main data (a failure goes to the error page). */
    mypageBookingDetail: build.query<BookingDetail, string>({
      query: (bookingNo) => `/bookings/${encodeURIComponent(bookingNo)}`,
      providesTags: (_result, _error, bookingNo) => [{ type: 'Booking', id: bookingNo }],
    }),
  }),
});

export const { useMypageBookingsQuery, useMypageBookingDetailQuery } = myBookingsApi;
