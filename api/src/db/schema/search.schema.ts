import { bigint, date, integer, numeric, pgTable, smallint, uniqueIndex } from 'drizzle-orm/pg-core';
import { hotels } from './catalog.schema';

/**
 * Search's precomputed availability (docs/performance.md): one row per listable hotel (ACTIVE, not deleted) and
 * check-in date with at least one sellable stay. prices[c][n] = the cheapest total for n nights (1..HOTEL_STAY_PRICE_MAX_NIGHTS) among the hotel's
 * live room types with capacity >= c whose every night is OPEN with a room left, NULL when there is none; c runs
 * from 1 to the largest such capacity, so a bigger party reads NULL. Never written by application code: statement
 * triggers on room_inventory, room_types and hotels recompute the touched hotel and dates in the same transaction,
 * so it is exact whenever inventory, bookings, room types or hotels change (migrations 0003, 0004).
 */
export const hotelStayPrices = pgTable(
  'hotel_stay_prices',
  {
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    prices: bigint('prices', { mode: 'number' }).array().notNull(),
    // Copies of the hotel's filter and sort columns (rating NULL while unreviewed), kept by a trigger on hotels, so a
    // search filters, counts and sorts inside one index-only scan and joins hotels for the page's cards only.
    regionId: integer('region_id').notNull(),
    gradeLevel: smallint('grade_level').notNull(),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }),
    reviewCount: integer('review_count').notNull(),
  },
  // The key, and the triggers' side: one hotel's rows for a few dates (a booking) without ranging over every hotel.
  (t) => [uniqueIndex('hotel_stay_prices_hotel_uq').on(t.hotelId, t.checkIn)],
);
// The search side is hotel_stay_prices_search_idx (check_in, region_id, hotel_id) INCLUDE (every other column), made by
// the migrations' hand-written part (drizzle cannot declare INCLUDE): a search reads one check-in date (and region, for
// a region card) as an index-only range scan, whatever order the triggers wrote the rows in.

/** Longest stay the precomputed prices cover; longer searches aggregate the daily inventory directly. */
export const HOTEL_STAY_PRICE_MAX_NIGHTS = 7;

/**
 * Versions of what a search reads, for the API's exact result cache (docs/performance.md, "Result cache"). Bumped by
 * triggers inside the writing transaction (migration 0007): a change of hotel_stay_prices bumps the check-in dates
 * it touched; a change of hotels, regions or hotel_amenities bumps the global version. A search reads the versions in
 * the same snapshot as its result, so a cached answer is served only while nothing it depends on has changed.
 */
export const searchDateVersions = pgTable('search_date_versions', {
  checkIn: date('check_in', { mode: 'string' }).primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  // Bumped only when which hotels a search of the date can list, or their order under the non-price sorts, may have
  // changed: a row inserted or deleted, a stay becoming (un)sellable, a filter or sort column copied from the hotel
  // (migration 0018). A price change alone moves `version` but not this one, so a cached answer that does not
  // depend on prices survives it once its page's prices are checked (search-cache.ts).
  membershipVersion: bigint('membership_version', { mode: 'number' }).notNull().default(0),
});

export const searchGlobalVersion = pgTable('search_global_version', {
  id: smallint('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
