import type { AdminHotelDetail, AdminHotelPage } from 'shared-contracts/schemas/admin';
import { ADMIN_PAGE_SIZE, type HotelStatus } from '../operations.constants';
import { IN_PLACE, LIST_ID, operationsApi } from '../operations.api';

export interface AdminHotelsArgs {
  q?: string;
  status?: HotelStatus;
  regionId?: number;
  /** `key` or `-key` (decision 0020); none: suspended hotels first, then by name. */
  sort?: string;
  /** 0-based. */
  page: number;
}

/** One of the 17 regions as GET /regions answers (its id is what the hotel list filters by). */
export interface AdminRegion {
  id: number;
  code: string;
  name: string;
  shortName: string;
}

/**
 * A suspension or a resumption answers the hotel as it now is; the lists, the dashboard's count, the hotel's rooms
 * and bookings change with it. A refusal (409: someone else changed the status first) reloads the hotel.
 */
const afterStatusChange = (id: number, failed: boolean) => [
  ...(failed ? [{ type: 'AdminHotel' as const, id }] : []),
  { type: 'AdminHotel' as const, id: LIST_ID },
  { type: 'AdminRooms' as const, id },
  { type: 'AdminBooking' as const, id: LIST_ID },
  'AdminDashboard' as const,
  'Hotel' as const,
];

export const adminHotelsApi = operationsApi.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (build) => ({
    /** GET /admin/hotels?q&status&regionId&page&size=20: suspended hotels first, then by name. */
    adminHotels: build.query<AdminHotelPage, AdminHotelsArgs>({
      query: ({ page, ...filters }) => ({
        url: '/admin/hotels',
        params: {
          ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== '')),
          page,
          size: ADMIN_PAGE_SIZE,
        },
      }),
      providesTags: [{ type: 'AdminHotel', id: LIST_ID }],
      extraOptions: IN_PLACE,
    }),
    /** GET /admin/hotels/{id}: data, owners, upcoming bookings, 30-day sellable nights, pending reports, audit. */
    adminHotel: build.query<AdminHotelDetail, number>({
      query: (id) => `/admin/hotels/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'AdminHotel', id }],
      extraOptions: IN_PLACE,
    }),
    /** POST /admin/hotels/{id}/suspend {reason}: only an ACTIVE hotel (else 409 HOTEL_NOT_ACTIVE). */
    adminSuspendHotel: build.mutation<AdminHotelDetail, { id: number; reason: string }>({
      query: ({ id, reason }) => ({ url: `/admin/hotels/${id}/suspend`, method: 'POST', body: { reason } }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(adminHotelsApi.util.upsertQueryData('adminHotel', id, data));
      },
      invalidatesTags: (_r, error, { id }) => afterStatusChange(id, Boolean(error)),
      extraOptions: IN_PLACE,
    }),
    /** POST /admin/hotels/{id}/resume {memo?}: only a SUSPENDED hotel (else 409 HOTEL_NOT_SUSPENDED). */
    adminResumeHotel: build.mutation<AdminHotelDetail, { id: number; memo: string | null }>({
      query: ({ id, memo }) => ({ url: `/admin/hotels/${id}/resume`, method: 'POST', body: memo ? { memo } : {} }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(adminHotelsApi.util.upsertQueryData('adminHotel', id, data));
      },
      invalidatesTags: (_r, error, { id }) => afterStatusChange(id, Boolean(error)),
      extraOptions: IN_PLACE,
    }),
    /** GET /regions: the 17 regions with their ids, for the region filter. */
    adminRegions: build.query<AdminRegion[], void>({
      query: () => '/regions',
      keepUnusedDataFor: 3600,
      extraOptions: IN_PLACE,
    }),
  }),
});

export const { useAdminHotelsQuery, useAdminHotelQuery, useAdminSuspendHotelMutation, useAdminResumeHotelMutation, useAdminRegionsQuery } =
  adminHotelsApi;
