import type {
  InventoryBulk,
  InventoryBulkResult,
  InventoryChange,
  InventoryDay,
  InventoryDayWrite,
  InventoryPreview,
  InventoryRegister,
  InventoryRegisterResult,
  InventoryUndoResult,
  NightOccupants,
  OverviewDay,
} from 'shared-contracts/schemas/owner';
import { OWN_ERRORS, ownerApi } from '../../frame/owner-api';

interface HotelArg {
  hotelId: number;
}
interface RangeArgs extends HotelArg {
  from: string;
  to: string;
}

// Every calendar of a hotel carries this tag; any inventory write (or a cancellation, which returns rooms) refreshes them.
const calendarTag = (hotelId: number) => [{ type: 'OwnerInventory' as const, id: hotelId }];

export const inventoryApi = ownerApi.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (build) => ({
    /** GET …/inventory/overview?from&to: every room type per day (14 days from a Monday). */
    ownerInventoryOverview: build.query<OverviewDay[], RangeArgs>({
      query: ({ hotelId, from, to }) => ({ url: `/owner/hotels/${hotelId}/inventory/overview`, params: { from, to } }),
      providesTags: (_r, _e, { hotelId }) => calendarTag(hotelId),
      extraOptions: OWN_ERRORS,
    }),
    /** GET …/inventory?roomTypeId&from&to: one room type's days (days without inventory are absent). */
    ownerInventoryDays: build.query<InventoryDay[], RangeArgs & { roomTypeId: number }>({
      query: ({ hotelId, roomTypeId, from, to }) => ({ url: `/owner/hotels/${hotelId}/inventory`, params: { roomTypeId, from, to } }),
      providesTags: (_r, _e, { hotelId }) => calendarTag(hotelId),
      extraOptions: OWN_ERRORS,
    }),
    /** GET …/inventory/occupants?roomTypeId&date: the bookings and holds that take one night's rooms. */
    ownerInventoryOccupants: build.query<NightOccupants, HotelArg & { roomTypeId: number; date: string }>({
      query: ({ hotelId, roomTypeId, date }) => ({ url: `/owner/hotels/${hotelId}/inventory/occupants`, params: { roomTypeId, date } }),
      providesTags: (_r, _e, { hotelId }) => calendarTag(hotelId),
      extraOptions: OWN_ERRORS,
    }),
    ownerInventoryRegister: build.mutation<InventoryRegisterResult, HotelArg & { body: InventoryRegister }>({
      query: ({ hotelId, body }) => ({ url: `/owner/hotels/${hotelId}/inventory/register`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { hotelId }) => [...calendarTag(hotelId), { type: 'OwnerDashboard', id: hotelId }],
      extraOptions: OWN_ERRORS,
    }),
    ownerInventoryBulk: build.mutation<InventoryBulkResult, HotelArg & { body: InventoryBulk }>({
      query: ({ hotelId, body }) => ({ url: `/owner/hotels/${hotelId}/inventory/bulk`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { hotelId }) => [...calendarTag(hotelId), { type: 'OwnerDashboard', id: hotelId }],
      extraOptions: OWN_ERRORS,
    }),
    /** PUT …/inventory/bulk?dryRun=true: the nights a bulk apply would change, before and after; nothing written. */
    ownerInventoryBulkPreview: build.mutation<InventoryPreview, HotelArg & { body: InventoryBulk }>({
      query: ({ hotelId, body }) => ({ url: `/owner/hotels/${hotelId}/inventory/bulk`, method: 'PUT', params: { dryRun: 'true' }, body }),
      extraOptions: OWN_ERRORS,
    }),
    /** POST …/inventory/register?dryRun=true: the same for a registration. */
    ownerInventoryRegisterPreview: build.mutation<InventoryPreview, HotelArg & { body: InventoryRegister }>({
      query: ({ hotelId, body }) => ({ url: `/owner/hotels/${hotelId}/inventory/register`, method: 'POST', params: { dryRun: 'true' }, body }),
      extraOptions: OWN_ERRORS,
    }),
    /** GET …/inventory/changes: the newest undoable changes (refreshed by every inventory write). */
    ownerInventoryChanges: build.query<InventoryChange[], HotelArg>({
      query: ({ hotelId }) => ({ url: `/owner/hotels/${hotelId}/inventory/changes` }),
      providesTags: (_r, _e, { hotelId }) => calendarTag(hotelId),
      extraOptions: OWN_ERRORS,
    }),
    /** POST …/inventory/changes/{changeId}/undo: the old values back, once (409 names the nights a booking keeps). */
    ownerInventoryUndo: build.mutation<InventoryUndoResult, HotelArg & { changeId: string }>({
      query: ({ hotelId, changeId }) => ({ url: `/owner/hotels/${hotelId}/inventory/changes/${changeId}/undo`, method: 'POST' }),
      invalidatesTags: (_r, _e, { hotelId }) => [...calendarTag(hotelId), { type: 'OwnerDashboard', id: hotelId }],
      extraOptions: OWN_ERRORS,
    }),
    ownerInventoryDay: build.mutation<InventoryDay, HotelArg & { body: InventoryDayWrite }>({
      query: ({ hotelId, body }) => ({ url: `/owner/hotels/${hotelId}/inventory/day`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { hotelId }) => [...calendarTag(hotelId), { type: 'OwnerDashboard', id: hotelId }],
      extraOptions: OWN_ERRORS,
    }),
  }),
});

export const {
  useOwnerInventoryOverviewQuery,
  useOwnerInventoryDaysQuery,
  useOwnerInventoryOccupantsQuery,
  useOwnerInventoryRegisterMutation,
  useOwnerInventoryBulkMutation,
  useOwnerInventoryDayMutation,
  useOwnerInventoryBulkPreviewMutation,
  useOwnerInventoryRegisterPreviewMutation,
  useOwnerInventoryChangesQuery,
  useOwnerInventoryUndoMutation,
} = inventoryApi;
