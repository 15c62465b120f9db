import { baseApi, type ApiError } from 'shared-contracts';
import type { WishlistStatus } from './hotel-detail.types';

export interface WishlistRemoveArgs {
  hotelId: number;
  /** The entry's id when known: the fallback when removal by hotel fails. */
  wishlistId: number | null;
}

/** The wishlist screens (mf-search) provide this tag; a change here makes them re-sync. */
const WISHLIST_TAG = 'Wishlist' as const;

export const hotelWishlistApi = baseApi.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (build) => ({
    hotelWishlistHas: build.query<WishlistStatus, number>({
      query: (hotelId) => ({ url: '/wishlists/has', params: { hotelId } }),
      providesTags: (_result, _error, hotelId) => [{ type: 'Wishlist', id: `hotel-${hotelId}` }],
      // A heart that cannot load simply shows as empty.
      extraOptions: { redirectOnError: false },
    }),
    hotelWishlistAdd: build.mutation<unknown, number>({
      query: (hotelId) => ({ url: '/wishlists', method: 'POST', body: { hotelId } }),
      // Optimistic: the heart fills at once and empties again when the server refuses.
      async onQueryStarted(hotelId, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          hotelWishlistApi.util.updateQueryData('hotelWishlistHas', hotelId, (draft) => {
            draft.wished = true;
          }),
        );
        try {
          const { data } = await queryFulfilled;
          const wishlistId = (data as { wishlistId?: unknown } | null)?.wishlistId;
          if (typeof wishlistId === 'number') {
            dispatch(
              hotelWishlistApi.util.updateQueryData('hotelWishlistHas', hotelId, (draft) => {
                draft.wishlistId = wishlistId;
              }),
            );
          }
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: (_result, error) => (error ? [] : [WISHLIST_TAG]),
      extraOptions: { redirectOnError: false },
    }),
    /** Removal is by hotel; when that fails, by the entry's id (guest-core §4 "Wishlist"). */
    hotelWishlistRemove: build.mutation<null, WishlistRemoveArgs>({
      async queryFn({ hotelId, wishlistId }, _api, _extraOptions, baseQuery) {
        let result = await baseQuery({ url: `/wishlists/by-hotel/${hotelId}`, method: 'DELETE' });
        const status = (result.error as { status?: unknown } | undefined)?.status;
        if (result.error && wishlistId !== null && status !== 401) {
          result = await baseQuery({ url: `/wishlists/${wishlistId}`, method: 'DELETE' });
        }
        return result.error ? { error: result.error as ApiError } : { data: null };
      },
      async onQueryStarted({ hotelId }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          hotelWishlistApi.util.updateQueryData('hotelWishlistHas', hotelId, (draft) => {
            draft.wished = false;
            draft.wishlistId = null;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: (_result, error) => (error ? [] : [WISHLIST_TAG]),
      extraOptions: { redirectOnError: false },
    }),
  }),
});

export const { useHotelWishlistHasQuery, useHotelWishlistAddMutation, useHotelWishlistRemoveMutation } = hotelWishlistApi;
