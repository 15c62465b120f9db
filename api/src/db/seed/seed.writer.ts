import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { insertNightsWithTheirBookings } from '../../modules/inventory/inventory.repository';
import type { Transaction } from '../database';
import * as schema from '../schema';
import type { GuestBookings } from './world-guest-bookings.builder';
import type { InventoryColumns } from './world-inventory.builder';

// PostgreSQL's bind-parameter limit is 65535; stay well below it whatever the column count.
const MAX_PARAMS = 30_000;

export async function insertRows<T extends PgTable>(tx: Transaction, table: T, rows: T['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] as object).length || 1;
  const size = Math.max(1, Math.floor(MAX_PARAMS / columns));
  for (let i = 0; i < rows.length; i += size) {
    await tx.insert(table).values(rows.slice(i, i + size));
  }
}

/**
 * Inventory is the bulk of the seed (about 120k rows for 300 hotels), inserted by the inventory repository in a few
 * statements. Written after the world's bookings: each night's `booked` is the rooms of the CONFIRMED bookings that
 * stay on it (the sold-out nights' guests), and bookings seeded later take theirs through `takeRooms`.
 */
export async function insertInventory(tx: Transaction, cols: InventoryColumns): Promise<void> {
  await insertNightsWithTheirBookings(tx, cols);
}

/** The bookings of the guests who sold the sold-out nights: written before the inventory, which counts them. */
export async function writeGuestBookings(tx: Transaction, guests: GuestBookings): Promise<void> {
  await insertRows(tx, schema.bookings, guests.bookings);
  await insertRows(tx, schema.bookingItems, guests.bookingItems);
  await insertRows(tx, schema.payments, guests.payments);
}

const SERIAL_TABLES = [
  'users', 'regions', 'hotels', 'hotel_images', 'amenities', 'room_types', 'rooms', 'holds', 'bookings',
  'booking_items', 'payments', 'coupons', 'coupon_issuances', 'reviews', 'review_photos', 'review_reports', 'wishlists',
] as const;

/** The seed writes explicit ids; move every sequence past them so later inserts do not collide. */
export async function resetSequences(tx: Transaction): Promise<void> {
  for (const table of SERIAL_TABLES) {
    await tx.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from "${table}"), 0) + 1, false)`,
      ),
    );
  }
}

