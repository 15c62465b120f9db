import { baseApi, messages, WISHLIST_SYNC_PAGE_SIZE, type ApiError, type MinPrices, type WishlistItem, type WishlistPage } from 'shared-contracts';

export type WishlistHotel = WishlistItem['hotel'];

/** An entry of the synced wishlist; wishlistId is null while an optimistic add waits for the server. */
export interface WishedHotel {
  wishlistId: number | null;
  createdAt: string;
  hotel: WishlistHotel;
}

/** The user's whole wishlist, newest first as the API orders it. */
export interface WishedHotels {
  items: WishedHotel[];
}

/** GET /search/min-prices answers at most this many hotels per call (MIN_PRICES_MAX_HOTELS of the API). */
export const MIN_PRICES_CHUNK = 100;

/** A guard against a runaway loop if the server ever answered a nextOffset that does not advance. */
const MAX_SYNC_PAGES = 500;

function isWishlistItem(value: unknown): value is WishlistItem {
  const item = value as Partial<WishlistItem> | null;
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof item.wishlistId === 'number' &&
    typeof item.hotel === 'object' &&
    item.hotel !== null &&
    typeof item.hotel.hotelId === 'number' &&
    typeof item.hotel.name === 'string'
  );
}

export function assertWishlistPage(raw: unknown): WishlistPage {
  const page = raw as Partial<WishlistPage> | null;
  const valid =
    typeof page === 'object' && page !== null && Array.isArray(page.items) && typeof page.hasMore === 'boolean' && page.items.every(isWishlistItem);
  if (!valid) throw new TypeError('GET /wishlists: unexpected answer');
  return page as WishlistPage;
}

/** An answer of the wrong shape, reported like the request client reports an unreadable body. */
function unreadableAnswer(url: string, cause: unknown, body: unknown): ApiError {
  return {
    status: 'PARSING_ERROR',
    method: 'GET',
    url,
    errorId: null,
    error: cause instanceof Error ? cause.message : null,
    message: messages.responseUnreadable,
    body,
  };
}

function assertMinPrices(raw: unknown): MinPrices {
  const valid =
    typeof raw === 'object' &&
    raw !== null &&
    !Array.isArray(raw) &&
    Object.values(raw as Record<string, unknown>).every((price) => typeof price === 'number');
  if (!valid) throw new TypeError('GET /search/min-prices: unexpected answer');
  return raw as MinPrices;
}

function assertWishlistItem(raw: unknown): WishlistItem {
  if (!isWishlistItem(raw)) throw new TypeError('POST /wishlists: unexpected answer');
  return raw;
}

// Every wishlist call reports its failure to the caller: a failed heart reverts in place instead of
// sending the user to the error page, and the /wishlist page shows its own failure text.
const stayOnPage = { redirectOnError: false } as const;

export const wishlistApi = baseApi.injectEndpoints({
  // Endpoint names share one api across all remotes: in development a clash must fail loudly.
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (build) => ({
    /**
     * The full sync (guest-core §4, §7): pages of WISHLIST_SYNC_PAGE_SIZE until hasMore is false.
     * The argument is the signed-in user's key, so one user's list is never shown to the next.
     */
    getWishedHotels: build.query<WishedHotels, string>({
      async queryFn(_owner, _api, _extraOptions, baseQuery) {
        const items: WishedHotel[] = [];
        const seen = new Set<number>();
        let offset = 0;
        for (let pageCount = 0; pageCount < MAX_SYNC_PAGES; pageCount += 1) {
          const result = await baseQuery({ url: '/wishlists', params: { limit: WISHLIST_SYNC_PAGE_SIZE, offset } });
          if (result.error) return { error: result.error };
          let page: WishlistPage;
          try {
            page = assertWishlistPage(result.data);
          } catch (cause) {
            return { error: unreadableAnswer('/wishlists', cause, result.data) };
          }
          // An entry added between two pages shifts the rest by one, so the next page may repeat one.
          for (const item of page.items) {
            if (seen.has(item.hotel.hotelId)) continue;
            seen.add(item.hotel.hotelId);
            items.push(item);
          }
          if (!page.hasMore || page.nextOffset === null || page.nextOffset <= offset) break;
          offset = page.nextOffset;
        }
        return { data: { items } };
      },
      extraOptions: stayOnPage,
      // Loaded once per login: kept for the whole visit even while no heart is on screen.
      keepUnusedDataFor: 24 * 60 * 60,
      providesTags: ['Wishlist'],
    }),
    /**
     * Today's lowest single-night price of each wished hotel (hotel id → won; absent when nothing is
     * on sale), asked in chunks the API accepts. The argument is the hotel ids joined by commas.
     */
    getWishlistMinPrices: build.query<MinPrices, string>({
      async queryFn(hotelIds, _api, _extraOptions, baseQuery) {
        const ids = hotelIds.split(',').filter(Boolean);
        const prices: MinPrices = {};
        for (let start = 0; start < ids.length; start += MIN_PRICES_CHUNK) {
          const chunk = ids.slice(start, start + MIN_PRICES_CHUNK).join(',');
          const result = await baseQuery({ url: '/search/min-prices', params: { hotelIds: chunk } });
          if (result.error) return { error: result.error };
          try {
            Object.assign(prices, assertMinPrices(result.data));
          } catch (cause) {
            return { error: unreadableAnswer('/search/min-prices', cause, result.data) };
          }
        }
        return { data: prices };
      },
      extraOptions: stayOnPage,
    }),
    addWishlistEntry: build.mutation<WishlistItem, number>({
      query: (hotelId) => ({ url: '/wishlists', method: 'POST', body: { hotelId } }),
      transformResponse: (raw: unknown) => assertWishlistItem(raw),
      extraOptions: stayOnPage,
    }),
    removeWishlistEntryByHotel: build.mutation<void, number>({
      query: (hotelId) => ({ url: `/wishlists/by-hotel/${hotelId}`, method: 'DELETE' }),
      extraOptions: stayOnPage,
    }),
    removeWishlistEntry: build.mutation<void, number>({
      query: (wishlistId) => ({ url: `/wishlists/${wishlistId}`, method: 'DELETE' }),
      extraOptions: stayOnPage,
    }),
  }),
});

export const {
  useGetWishedHotelsQuery,
  useGetWishlistMinPricesQuery,
  useAddWishlistEntryMutation,
  useRemoveWishlistEntryByHotelMutation,
  useRemoveWishlistEntryMutation,
} = wishlistApi;
