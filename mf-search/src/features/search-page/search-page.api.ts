import { baseApi, type Amenity, type HotelCard, type HotelSearchResult } from 'shared-contracts';
import { searchHotelsParams, type SearchHotelsArgs } from 'shared-contracts/search-query';

// The query's arguments and the call's parameters are shared with the server, which preloads the first call.
export { toSearchHotelsArgs, type SearchHotelsArgs } from 'shared-contracts/search-query';

function isHotelCard(value: unknown): value is HotelCard {
  const hotel = value as Partial<HotelCard> | null;
  return typeof hotel === 'object' && hotel !== null && typeof hotel.hotelId === 'number' && typeof hotel.name === 'string';
}

/**
 * The items variant answers {items, total, hasMore, nextOffset}; a bare array is also accepted (guest-core §3).
 * A structural check turns an api drift into the page's failure state instead of broken cards.
 */
export function toSearchResult(raw: unknown, offset: number): HotelSearchResult {
  if (Array.isArray(raw) && raw.every(isHotelCard)) {
    return { items: raw, total: offset + raw.length, hasMore: false, nextOffset: null };
  }
  const page = raw as Partial<HotelSearchResult> | null;
  const valid =
    typeof page === 'object' && page !== null && Array.isArray(page.items) && page.items.every(isHotelCard) && typeof page.total === 'number';
  if (!valid) throw new TypeError('GET /search/hotels: unexpected answer');
  const items = page.items as HotelCard[];
  const nextOffset = typeof page.nextOffset === 'number' ? page.nextOffset : null;
  const hasMore = page.hasMore === true && nextOffset !== null && items.length > 0;
  return { items, total: page.total as number, hasMore, nextOffset: hasMore ? nextOffset : null };
}

function toAmenities(raw: unknown): Amenity[] {
  if (!Array.isArray(raw)) throw new TypeError('GET /amenities: unexpected answer');
  return raw.filter(
    (amenity): amenity is Amenity =>
      typeof amenity === 'object' && amenity !== null && typeof amenity.id === 'number' && typeof amenity.name === 'string',
  );
}

export const searchPageApi = baseApi.injectEndpoints({
  // Endpoint names share one api across all remotes: in development a clash must fail loudly.
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (build) => ({
    /** The /search list: pages of SEARCH_PAGE_SIZE accumulate per distinct query. */
    searchHotels: build.infiniteQuery<HotelSearchResult, SearchHotelsArgs, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage) => (lastPage.hasMore && lastPage.nextOffset !== null ? lastPage.nextOffset : undefined),
      },
      query: ({ queryArg, pageParam }) => ({ url: '/search/hotels', params: searchHotelsParams(queryArg, pageParam) }),
      transformResponse: (raw: unknown, _meta, { pageParam }) => toSearchResult(raw, pageParam),
      // A list left behind by a filter change is not shown again: coming back to it loads it afresh from the top.
      keepUnusedDataFor: 0,
      // No tags: an invalidation elsewhere (a wishlist heart, say) must not reload every page of the list.
      // The page's main data: a failure with a §8 status leaves for /error/{status}?errid (guest-core §8); a network
      // failure stays on the page with its failure text and retry.
    }),
    /** Hotel amenities for the filter sidebar. */
    getFilterAmenities: build.query<Amenity[], void>({
      query: () => ({ url: '/amenities', params: { scope: 'HOTEL' } }),
      transformResponse: (raw: unknown) => toAmenities(raw),
      providesTags: ['Amenity'],
      extraOptions: { redirectOnError: false },
    }),
  }),
});

export const { useSearchHotelsInfiniteQuery, useGetFilterAmenitiesQuery } = searchPageApi;
