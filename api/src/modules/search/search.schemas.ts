import { z } from 'zod/mini';
import { hotelSearchQuerySchema, hotelSearchResultSchema, pagedHotelsSchema, queryInt } from 'shared-contracts/schemas';

export const SEARCH_PAGE_SIZE_DEFAULT = 10;
export const SEARCH_PAGE_SIZE_MAX = 50;

// Response schemas are the shared contract (the remotes type their endpoints with the same ones).
export { hotelCardSchema as HotelCardSchema, pagedHotelsSchema as PagedHotelCardsSchema } from 'shared-contracts/schemas';
export {
  hotelSearchResultSchema as HotelSearchResultSchema,
  suggestQuerySchema as SuggestQuerySchema,
  suggestionListSchema as SuggestionListSchema,
  minPricesQuerySchema as MinPricesQuerySchema,
  minPricesSchema as MinPricesSchema,
} from 'shared-contracts/schemas';

/**
 * GET /api/search/hotels: with `page` or `size` it is the paged variant (home's recommended hotels, id order); without both,
 * the items variant (search page: availability, filters, sort, limit/offset).
 * Unknown parameters are ignored rather than rejected so clients already sending them keep working.
 */
export const HotelSearchQuerySchema = z.extend(hotelSearchQuerySchema, {
  page: z.optional(queryInt(0)),
  size: z.optional(queryInt(1)),
});

export type HotelSearchRequest = z.infer<typeof HotelSearchQuerySchema>;

export const HotelSearchResponseSchema = z.union([pagedHotelsSchema, hotelSearchResultSchema]);

export type { HotelCard, PagedHotels as PagedHotelCards, HotelSearchResult, Suggestion, MinPrices, SearchSort } from 'shared-contracts/schemas';
