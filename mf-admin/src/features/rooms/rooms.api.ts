import type { AdminHotelRooms, AdminRoomsCreate, AdminRoomUpdate, AdminRoomUpdated } from 'shared-contracts/schemas/admin';
import { IN_PLACE, LIST_ID, operationsApi } from '../operations.api';

/** What a room write changes besides the room grid: the hotel's counts and, for a renamed type, the guests' pages. */
const afterRoomWrite = (hotelId: number) => [
  { type: 'AdminRooms' as const, id: hotelId },
  { type: 'AdminHotel' as const, id: hotelId },
  { type: 'AdminHotel' as const, id: LIST_ID },
  'Hotel' as const,
];

export const adminRoomsApi = operationsApi.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (build) => ({
    /** GET /admin/hotels/{id}/rooms: room types (STANDARD … PREMIUM) with their rooms and housekeeping. */
    adminHotelRooms: build.query<AdminHotelRooms, number>({
      query: (hotelId) => `/admin/hotels/${hotelId}/rooms`,
      providesTags: (_r, _e, hotelId) => [{ type: 'AdminRooms', id: hotelId }],
      extraOptions: IN_PLACE,
    }),
    /** POST /admin/hotels/{id}/rooms: rooms into a type (roomTypeId) or a new type (roomType); a taken number is 409. */
    adminAddRooms: build.mutation<AdminHotelRooms, { hotelId: number; body: AdminRoomsCreate }>({
      query: ({ hotelId, body }) => ({ url: `/admin/hotels/${hotelId}/rooms`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { hotelId }) => afterRoomWrite(hotelId),
      extraOptions: IN_PLACE,
    }),
    /** PUT /admin/rooms/{roomId}: number, floor, out of order / back, or the room type's name; 409 when guests hold it. */
    adminUpdateRoom: build.mutation<AdminRoomUpdated, { hotelId: number; roomId: number; body: AdminRoomUpdate }>({
      query: ({ roomId, body }) => ({ url: `/admin/rooms/${roomId}`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { hotelId }) => afterRoomWrite(hotelId),
      extraOptions: IN_PLACE,
    }),
  }),
});

export const { useAdminHotelRoomsQuery, useAdminAddRoomsMutation, useAdminUpdateRoomMutation } = adminRoomsApi;
