import { bigint, date, integer, pgTable } from 'drizzle-orm/pg-core';
import { hotels } from './catalog.schema';

/**
 * Search's precomputed availability (docs/performance.md): one row per hotel and check-in date with at least one
 * sellable stay. prices[c][n] = the cheapest total for n nights (1..HOTEL_STAY_PRICE_MAX_NIGHTS) among the hotel's
 * live room types with capacity >= c whose every night is OPEN with a room left, NULL when there is none; c runs
 * from 1 to the largest such capacity, so a bigger party reads NULL. Never written by application code: statement
 * triggers on room_inventory (and a row trigger on room_types) recompute the touched hotel and dates in the same
 * transaction, so it is exact whenever inventory, bookings or room types change (migration 0003).
 */
export const hotelStayPrices = pgTable('hotel_stay_prices', {
  hotelId: integer('hotel_id')
    .notNull()
    .references(() => hotels.id, { onDelete: 'cascade' }),
  checkIn: date('check_in', { mode: 'string' }).notNull(),
  prices: bigint('prices', { mode: 'number' }).array().notNull(),
});
// Its key is the unique index hotel_stay_prices_uq (check_in, hotel_id) INCLUDE (prices), created by the migration's
// hand-written part (drizzle cannot declare INCLUDE): a search reads one check-in date as an index-only range scan,
// in (check_in, hotel_id) order whatever order the triggers wrote the rows in.

/** Longest stay the precomputed prices cover; longer searches aggregate the daily inventory directly. */
export const HOTEL_STAY_PRICE_MAX_NIGHTS = 7;
