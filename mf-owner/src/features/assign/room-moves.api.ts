import type { UnassignmentResult } from 'shared-contracts/schemas/owner';
import { OWN_ERRORS, ownerApi } from '../../frame/owner-api';

/** DELETE …/assignments/{bookingItemId}; moving is the assign call (../rooms/rooms.api) on a stay that has a room. */
export const ownerRoomMovesApi = ownerApi.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (build) => ({
    ownerUnassignRoom: build.mutation<UnassignmentResult, { hotelId: number; bookingItemId: number }>({
      query: ({ hotelId, bookingItemId }) => ({ url: `/owner/hotels/${hotelId}/assignments/${bookingItemId}`, method: 'DELETE' }),
      // The board, the arrivals (the stay is unassigned again) and the dashboard's counts change.
      invalidatesTags: (_r, _e, { hotelId }) => [
        { type: 'OwnerArrival', id: hotelId },
        { type: 'OwnerRoom', id: hotelId },
        { type: 'OwnerDashboard', id: hotelId },
      ],
      extraOptions: OWN_ERRORS,
    }),
  }),
});

export const { useOwnerUnassignRoomMutation } = ownerRoomMovesApi;
