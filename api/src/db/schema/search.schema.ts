import { bigint, date, index, integer, numeric, pgTable, primaryKey, smallint, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
  (t) => [
    // The key, and the triggers' side: one hotel's rows for a few dates (a booking) without ranging over every hotel.
    uniqueIndex('hotel_stay_prices_hotel_uq').on(t.hotelId, t.checkIn),
    // A nationwide search without filters reads its page in the order of its sort and stops after the page (its
    // total comes from search_stay_counts): one index per sort that does not depend on the stay's price.
    index('hotel_stay_prices_rating_idx').on(t.checkIn, t.rating.desc().nullsLast(), t.hotelId),
    index('hotel_stay_prices_grade_idx').on(t.checkIn, t.gradeLevel.desc(), t.hotelId),
    index('hotel_stay_prices_reviews_idx').on(t.checkIn, t.reviewCount.desc(), t.hotelId),
  ],
);

/**
 * How many hotels sell a stay of `nights` nights from `check_in` to a party needing `capacity`, per region: the number
 * of hotel_stay_prices rows of that date and region with prices[capacity][nights] set. Kept by statement triggers on
 * hotel_stay_prices in the writing transaction as signed deltas (migration 0020), so writers never wait on one
 * another's counter row; a date's total is the sum of its rows, read in the search's own snapshot.
 * search-change-prune.job.ts folds each group's deltas into one row every minute.
 */
export const searchStayCounts = pgTable(
  'search_stay_counts',
  {
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    capacity: smallint('capacity').notNull(),
    nights: smallint('nights').notNull(),
    regionId: integer('region_id').notNull(),
    hotels: integer('hotels').notNull(),
  },
  (t) => [index('search_stay_counts_idx').on(t.checkIn, t.capacity, t.nights, t.regionId)],
);
// The search side is hotel_stay_prices_search_idx (check_in, region_id, hotel_id) INCLUDE (every other column), made by
// the migrations' hand-written part (drizzle cannot declare INCLUDE): a search reads one check-in date (and region, for
// a region card) as an index-only range scan, whatever order the triggers wrote the rows in.

/** Longest stay the precomputed prices cover; longer searches aggregate the daily inventory directly. */
export const HOTEL_STAY_PRICE_MAX_NIGHTS = 7;

/**
 * Versions of what a search reads, for the API's exact result cache (docs/performance.md, "Result cache"). Bumped by
 * triggers inside the writing transaction (migrations 0007, 0019): a change of hotel_stay_prices bumps the check-in
 * dates it touched and records the hotels it changed in search_stay_changes; a change of hotels, regions or
 * hotel_amenities bumps the global version. A search reads the versions in the same snapshot as its result, so a
 * cached answer is served only while nothing it depends on has changed, or after the changes since its version were
 * checked against its page (search-cache-changes.ts).
 */
export const searchDateVersions = pgTable('search_date_versions', {
  checkIn: date('check_in', { mode: 'string' }).primaryKey(),
  // A date's versions grow in commit order: each is drawn after the writer holds the date's row (migration 0019).
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  // search_stay_changes holds every change of this date with a version above log_floor; older ones were pruned.
  logFloor: bigint('log_floor', { mode: 'number' }).notNull().default(0),
});

/**
 * Which hotel's stays changed at which check-in date, under which date version, and what its prices were before
 * (NULL: it had no row). Written by the hotel_stay_prices triggers in the writing transaction (migration 0019); a
 * statement touching more rows than a single hotel's edit (a bulk load) moves the global version instead. Pruned
 * after SEARCH_CHANGE_RETENTION_SECONDS, raising the date's log_floor.
 */
export const searchStayChanges = pgTable(
  'search_stay_changes',
  {
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
    hotelId: integer('hotel_id').notNull(),
    oldPrices: bigint('old_prices', { mode: 'number' }).array(),
    recordedAt: timestamp('recorded_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.checkIn, t.version, t.hotelId] }), index('search_stay_changes_recorded_idx').on(t.recordedAt)],
);

export const searchGlobalVersion = pgTable('search_global_version', {
  id: smallint('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
