import type { OverviewDay, OwnerDashboard, RoomTypeOccupancyReport, Sales } from 'shared-contracts/schemas/owner';
import { OWN_ERRORS, ownerApi } from '../../frame/owner-api';

export interface SalesArgs {
  hotelId: number;
  mode: 'week' | 'month';
  start: string;
  end: string;
}

const dashboardTag = (hotelId: number) => [{ type: 'OwnerDashboard' as const, id: hotelId }];

export const ownerDashboardApi = ownerApi.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (build) => ({
    /**
     * GET …/dashboard: the eight KPI cards and the summary line in one call. `day` (today in Korea) is not sent: it
     * only keys the cache, so a rolled-over day or week asks again.
     */
    ownerDashboard: build.query<OwnerDashboard, { hotelId: number; day: string }>({
      query: ({ hotelId }) => `/owner/hotels/${hotelId}/dashboard`,
      providesTags: (_r, _e, { hotelId }) => dashboardTag(hotelId),
      extraOptions: OWN_ERRORS,
    }),
    /** GET …/sales?mode&start&end; 204 (no revenue in the period) arrives as null. */
    ownerSales: build.query<Sales | null, SalesArgs>({
      query: ({ hotelId, mode, start, end }) => ({ url: `/owner/hotels/${hotelId}/sales`, params: { mode, start, end } }),
      transformResponse: (body: Sales | null | undefined | '') => (body && typeof body === 'object' ? body : null),
      providesTags: (_r, _e, { hotelId }) => dashboardTag(hotelId),
      extraOptions: OWN_ERRORS,
    }),
    /** GET …/analytics/room-type-occupancy?from&to. */
    ownerOccupancy: build.query<RoomTypeOccupancyReport, { hotelId: number; from: string; to: string }>({
      query: ({ hotelId, from, to }) => ({ url: `/owner/hotels/${hotelId}/analytics/room-type-occupancy`, params: { from, to } }),
      providesTags: (_r, _e, { hotelId }) => dashboardTag(hotelId),
      extraOptions: OWN_ERRORS,
    }),
    /**
     * Whether any room type has inventory from `from` to `to` (the register window, today + 30 days), read from the
     * inventory overview: a new hotel has none, and its dashboard offers 기간 등록 first.
     */
    ownerHasInventory: build.query<boolean, { hotelId: number; from: string; to: string }>({
      query: ({ hotelId, from, to }) => ({ url: `/owner/hotels/${hotelId}/inventory/overview`, params: { from, to } }),
      transformResponse: (days: OverviewDay[]) => days.some((day) => day.items.length > 0),
      providesTags: (_r, _e, { hotelId }) => [{ type: 'OwnerInventory' as const, id: hotelId }],
      extraOptions: OWN_ERRORS,
    }),
  }),
});

export const { useOwnerDashboardQuery, useOwnerSalesQuery, useOwnerOccupancyQuery, useOwnerHasInventoryQuery } = ownerDashboardApi;
