import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from '../database';
import type { InventoryColumns } from './world-inventory.builder';

// PostgreSQL's bind-parameter limit is 65535; stay well below it whatever the column count.
const MAX_PARAMS = 30_000;
const INVENTORY_CHUNK = 25_000;

export async function insertRows<T extends PgTable>(tx: Transaction, table: T, rows: T['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] as object).length || 1;
  const size = Math.max(1, Math.floor(MAX_PARAMS / columns));
  for (let i = 0; i < rows.length; i += size) {
    await tx.insert(table).values(rows.slice(i, i + size));
  }
}

/** A PostgreSQL array literal for values that never need quoting (numbers, ISO dates, enum words). */
const arrayLiteral = (values: readonly (string | number)[]) => `{${values.join(',')}}`;

/**
 * Inventory is the bulk of the seed (about 120k rows for 300 hotels). `unnest` over a handful of array
 * parameters inserts thousands of rows per statement with seven parameters instead of tens of thousands.
 */
export async function insertInventory(tx: Transaction, cols: InventoryColumns): Promise<void> {
  for (let i = 0; i < cols.roomTypeId.length; i += INVENTORY_CHUNK) {
    const part = <K extends keyof InventoryColumns>(key: K) => arrayLiteral(cols[key].slice(i, i + INVENTORY_CHUNK));
    await tx.execute(sql`
      insert into room_inventory (room_type_id, stay_date, hotel_id, allotment, booked, price, status)
      select * from unnest(
        ${part('roomTypeId')}::int[], ${part('stayDate')}::date[], ${part('hotelId')}::int[],
        ${part('allotment')}::int[], ${part('booked')}::int[], ${part('price')}::int[],
        ${part('status')}::inventory_status[])`);
  }
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

