import type { ArrivalItem, AssignmentResult, AvailableRoom, HousekeepingStatus, RoomBoardRow } from 'shared-contracts/schemas/owner';
import { OWN_ERRORS, ownerApi } from '../../frame/owner-api';

interface HotelArg {
  hotelId: number;
}

export interface AvailableRoomsArgs extends HotelArg {
  from: string;
  to: string;
  minCapacity: number;
  typeCode: string;
  upgrade: boolean;
}

// An assignment changes the arrivals and the room board; a housekeeping change the board and what is offered.
const assignmentTags = (hotelId: number) => [
  { type: 'OwnerArrival' as const, id: hotelId },
  { type: 'OwnerRoom' as const, id: hotelId },
  { type: 'OwnerDashboard' as const, id: hotelId },
];

export const ownerRoomsApi = ownerApi.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (build) => ({
    /** GET …/arrivals?date: confirmed bookings checking in that day, assigned or not. */
    ownerArrivals: build.query<ArrivalItem[], HotelArg & { date: string }>({
      query: ({ hotelId, date }) => ({ url: `/owner/hotels/${hotelId}/arrivals`, params: { date } }),
      providesTags: (_r, _e, { hotelId }) => [{ type: 'OwnerArrival', id: hotelId }],
      extraOptions: OWN_ERRORS,
    }),
    /** GET …/rooms/available?from&to&minCapacity&typeCode&upgrade: free for the whole stay, best first. */
    ownerAvailableRooms: build.query<AvailableRoom[], AvailableRoomsArgs>({
      query: ({ hotelId, from, to, minCapacity, typeCode, upgrade }) => ({
        url: `/owner/hotels/${hotelId}/rooms/available`,
        params: { from, to, minCapacity, typeCode, upgrade: String(upgrade) },
      }),
      providesTags: (_r, _e, { hotelId }) => [{ type: 'OwnerRoom', id: hotelId }],
      extraOptions: OWN_ERRORS,
    }),
    ownerAssignRoom: build.mutation<AssignmentResult, HotelArg & { bookingItemId: number; roomId: number }>({
      query: ({ hotelId, bookingItemId, roomId }) => ({
        url: `/owner/hotels/${hotelId}/assignments`,
        method: 'POST',
        body: { bookingItemId, roomId },
      }),
      invalidatesTags: (_r, _e, { hotelId }) => assignmentTags(hotelId),
      extraOptions: OWN_ERRORS,
    }),
    /** POST …/assignments/rooms/by-items: one room per item for its whole stay; items no room can take are absent. */
    ownerAssignAll: build.mutation<Record<string, { roomNo: string }>, HotelArg & { itemIds: number[]; upgrade: boolean }>({
      query: ({ hotelId, itemIds, upgrade }) => ({
        url: `/owner/hotels/${hotelId}/assignments/rooms/by-items`,
        method: 'POST',
        body: { itemIds, upgrade },
      }),
      invalidatesTags: (_r, _e, { hotelId }) => assignmentTags(hotelId),
      extraOptions: OWN_ERRORS,
    }),
    /** GET …/rooms?date: every physical room with its housekeeping status and that night's guest. */
    ownerRoomBoard: build.query<RoomBoardRow[], HotelArg & { date: string }>({
      query: ({ hotelId, date }) => ({ url: `/owner/hotels/${hotelId}/rooms`, params: { date } }),
      providesTags: (_r, _e, { hotelId }) => [{ type: 'OwnerRoom', id: hotelId }],
      extraOptions: OWN_ERRORS,
    }),
    ownerSetHousekeeping: build.mutation<RoomBoardRow, HotelArg & { roomId: number; status: HousekeepingStatus }>({
      query: ({ hotelId, roomId, status }) => ({ url: `/owner/hotels/${hotelId}/rooms/${roomId}/housekeeping`, method: 'PUT', body: { status } }),
      invalidatesTags: (_r, _e, { hotelId }) => [{ type: 'OwnerRoom', id: hotelId }],
      extraOptions: OWN_ERRORS,
    }),
  }),
});

export const {
  useOwnerArrivalsQuery,
  useOwnerAvailableRoomsQuery,
  useOwnerAssignRoomMutation,
  useOwnerAssignAllMutation,
  useOwnerRoomBoardQuery,
  useOwnerSetHousekeepingMutation,
} = ownerRoomsApi;
