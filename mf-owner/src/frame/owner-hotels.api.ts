import type { OwnerHotel, OwnerRoomType } from 'shared-contracts/schemas/owner';
import { OWN_ERRORS, ownerApi } from './owner-api';

export const ownerHotelsApi = ownerApi.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (build) => ({
    /** GET /owner/hotels: the caller's hotels (the sidebar's selector and the /owner landing). */
    ownerHotels: build.query<OwnerHotel[], void>({
      query: () => '/owner/hotels',
      providesTags: [{ type: 'OwnerHotel', id: 'LIST' }],
      extraOptions: OWN_ERRORS,
    }),
    /** GET /owner/hotels/{hotelId}/room-types, in the API's order (id). */
    ownerRoomTypes: build.query<OwnerRoomType[], number>({
      query: (hotelId) => `/owner/hotels/${hotelId}/room-types`,
      providesTags: (_result, _error, hotelId) => [{ type: 'OwnerHotel', id: hotelId }],
      extraOptions: OWN_ERRORS,
    }),
  }),
});

export const { useOwnerHotelsQuery, useOwnerRoomTypesQuery } = ownerHotelsApi;
