import { z } from 'zod/mini';
import { queryInt } from './db-int.schema';
import { hotelCardSchema } from './hotel-card.schema';

/** Items variant of GET /api/search/hotels (guest-core §3, §7, §9). */
export const SEARCH_LIMIT_DEFAULT = 10;
export const SEARCH_LIMIT_MAX = 50;
export const SEARCH_MAX_NIGHTS = 30;
export const SEARCH_DEFAULT_ADULTS = 2;
export const SUGGEST_LIMIT_MAX = 8;
export const MIN_PRICES_MAX_HOTELS = 100;
export const SEARCH_SORTS = ['rating', 'price_asc', 'price_desc', 'grade_desc', 'reviews_desc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

const isoDate = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/),
  z.refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }),
);
/** Comma-joined list of digits-only values, e.g. `5,4`. */
const commaList = (digit: RegExp) => z.string().check(z.regex(digit));

/** Query strings arrive as text, hence coerce; lists stay comma-joined strings (the client joins arrays). */
export const hotelSearchQuerySchema = z.object({
  q: z.optional(z.string().check(z.maxLength(100))),
  region: z.optional(z.string().check(z.maxLength(50))),
  /** 'true': region is the official full name and must match exactly. */
  regionExact: z.optional(z.enum(['true', 'false'])),
  checkIn: z.optional(isoDate),
  checkOut: z.optional(isoDate),
  adults: z.optional(queryInt(1, 8)),
  children: z.optional(queryInt(0, 8)),
  /** Used as the number of adults when adults is absent. */
  guests: z.optional(queryInt(1, 16)),
  priceMin: z.optional(queryInt(0)),
  priceMax: z.optional(queryInt(0)),
  grades: z.optional(commaList(/^[1-5](,[1-5])*$/)),
  ratingBands: z.optional(commaList(/^[1-4](,[1-4])*$/)),
  amenityIds: z.optional(commaList(/^\d{1,9}(,\d{1,9})*$/)),
  sort: z.optional(z.enum(SEARCH_SORTS)),
  /** Larger values are clamped to SEARCH_LIMIT_MAX. */
  limit: z.optional(queryInt(1)),
  offset: z.optional(queryInt(0)),
});

export type HotelSearchQuery = z.infer<typeof hotelSearchQuerySchema>;

export const hotelSearchResultSchema = z.object({
  items: z.array(hotelCardSchema),
  total: z.int().check(z.nonnegative()),
  hasMore: z.boolean(),
  /** Offset of the next page; null when there is none. */
  nextOffset: z.nullable(z.int().check(z.nonnegative())),
});

z.globalRegistry.add(hotelSearchResultSchema, { id: 'HotelSearchResult' });

export type HotelSearchResult = z.infer<typeof hotelSearchResultSchema>;

export const suggestQuerySchema = z.object({
  q: z.optional(z.string().check(z.maxLength(100))),
  /** Default and maximum SUGGEST_LIMIT_MAX; larger values are clamped. */
  limit: z.optional(queryInt(1)),
});

export type SuggestQuery = z.infer<typeof suggestQuerySchema>;

export const suggestionSchema = z.object({
  hotelId: z.int(),
  name: z.string(),
  region: z.string(),
  address: z.string(),
});

z.globalRegistry.add(suggestionSchema, { id: 'HotelSuggestion' });

export const suggestionListSchema = z.array(suggestionSchema);

export type Suggestion = z.infer<typeof suggestionSchema>;

export const minPricesQuerySchema = z.object({
  hotelIds: z.string().check(z.regex(/^\d{1,9}(,\d{1,9})*$/)),
});

export type MinPricesQuery = z.infer<typeof minPricesQuerySchema>;

/** Hotel id (as a string key) → lowest OPEN single-night price from today with a room left; absent when none. */
export const minPricesSchema = z.record(z.string(), z.number());

export type MinPrices = z.infer<typeof minPricesSchema>;
