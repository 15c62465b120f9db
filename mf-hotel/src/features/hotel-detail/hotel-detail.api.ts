import { baseApi } from 'shared-contracts';
import { hotelDetailParams, hotelDetailPath } from 'shared-contracts/hotel-stay';
import { toHotelDetail } from './hotel-detail.parse';
import type { HoldRequest, HoldResult, HotelDetail, StayQuery } from './hotel-detail.types';

export interface HotelDetailArgs extends StayQuery {
  hotelId: number;
}

export const hotelDetailApi = baseApi.injectEndpoints({
  // Endpoint names share one api across all remotes: in development a clash must fail loudly.
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (build) => ({
    /** The hotel with its room-type offers priced for the stay. */
    hotelDetailGet: build.query<HotelDetail, HotelDetailArgs>({
      // The server preloads this very URL with the page (shared-contracts hotel-stay): keep both from there.
      query: ({ hotelId, ...stay }) => ({ url: hotelDetailPath(hotelId), params: hotelDetailParams(stay) }),
      transformResponse: (raw: unknown) => toHotelDetail(raw),
      providesTags: (_result, _error, { hotelId }) => [{ type: 'Hotel', id: hotelId }],
      // The page's main data: a failure with a §8 status leaves for /error/{status}?errid (guest-core §8);
      // only a network failure stays on the page, with its retry state.
    }),
    /** Takes the room for 15 minutes; a 409 (no room left) is answered on the page. */
    hotelDetailHold: build.mutation<HoldResult, HoldRequest>({
      query: (body) => ({ url: '/reservations/hold', method: 'POST', body }),
      extraOptions: { redirectOnError: false },
    }),
  }),
});

export const { useHotelDetailGetQuery, useHotelDetailHoldMutation } = hotelDetailApi;
