import type { OwnerBookingPage } from 'shared-contracts/schemas/owner';
import { OWN_ERRORS, ownerApi } from '../../frame/owner-api';
import { OWNER_BOOKINGS_PAGE_SIZE } from '../owner.constants';

export interface OwnerBookingsArgs {
  hotelId: number;
  q?: string;
  status?: string;
  from?: string;
  to?: string;
  /** `key` or `-key` (bookings-sort.ts); none: newest first. */
  sort?: string;
  /** 0-based. */
  page: number;
}

export const ownerBookingsApi = ownerApi.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (build) => ({
    /** GET /owner/hotels/{hotelId}/bookings?q&status&from&to&sort&page&size=20 (newest first without sort). */
    ownerBookings: build.query<OwnerBookingPage, OwnerBookingsArgs>({
      query: ({ hotelId, page, ...filters }) => ({
        url: `/owner/hotels/${hotelId}/bookings`,
        params: { ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value)), page, size: OWNER_BOOKINGS_PAGE_SIZE },
      }),
      providesTags: (_r, _e, { hotelId }) => [{ type: 'OwnerBooking', id: hotelId }],
      extraOptions: OWN_ERRORS,
    }),
  }),
});

export const { useOwnerBookingsQuery } = ownerBookingsApi;
