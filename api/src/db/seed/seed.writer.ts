import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { insertNightsWithTheirBookings } from '../../modules/inventory/inventory.repository';
import type { Transaction } from '../database';
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

/**
 * Rows as ONE json parameter spread by `json_to_recordset`: thousands of rows per statement without the parameter
 * limit, and text (names, phones) needs no quoting. `columns` maps each column to its SQL type.
 */
async function insertJson(tx: Transaction, table: string, columns: Record<string, string>, rows: Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  const names = Object.keys(columns);
  const record = names.map((name) => `"${name}" ${columns[name]}`).join(', ');
  const list = names.map((name) => `"${name}"`).join(', ');
  await tx.execute(
    sql`insert into ${sql.raw(`"${table}" (${list})`)} select ${sql.raw(list)} from json_to_recordset(${JSON.stringify(rows)}::json) as ${sql.raw(`x(${record})`)}`,
  );
}

/** The bookings of the guests who sold the sold-out nights (paid): written before the inventory, which counts them. */
export async function writeGuestBookings(tx: Transaction, guests: GuestBookings): Promise<void> {
  await insertJson(
    tx,
    'bookings',
    {
      id: 'int',
      booking_no: 'text',
      user_id: 'int',
      hotel_id: 'int',
      room_type_id: 'int',
      check_in: 'date',
      check_out: 'date',
      nights: 'smallint',
      guests: 'smallint',
      room_count: 'smallint',
      lead_name: 'text',
      lead_phone: 'text',
      subtotal: 'int',
      total_amount: 'int',
      status: 'booking_status',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
    guests.bookings.map((b) => ({
      id: b.id,
      booking_no: b.bookingNo,
      user_id: b.userId,
      hotel_id: b.hotelId,
      room_type_id: b.roomTypeId,
      check_in: b.checkIn,
      check_out: b.checkOut,
      nights: b.nights,
      guests: b.guests,
      room_count: b.roomCount,
      lead_name: b.leadName,
      lead_phone: b.leadPhone,
      subtotal: b.subtotal,
      total_amount: b.totalAmount,
      status: b.status,
      created_at: b.createdAt,
      updated_at: b.updatedAt,
    })),
  );
  await insertJson(
    tx,
    'booking_items',
    { booking_id: 'int', room_type_id: 'int', stay_date: 'date', price: 'int' },
    guests.bookingItems.map((i) => ({ booking_id: i.bookingId, room_type_id: i.roomTypeId, stay_date: i.stayDate, price: i.price })),
  );
  await insertJson(
    tx,
    'payments',
    {
      booking_id: 'int',
      order_id: 'text',
      payment_key: 'text',
      amount: 'int',
      status: 'payment_status',
      provider: 'payment_provider',
      method: 'text',
      approved_at: 'timestamptz',
      created_at: 'timestamptz',
    },
    guests.payments.map((p) => ({
      booking_id: p.bookingId,
      order_id: p.orderId,
      payment_key: p.paymentKey,
      amount: p.amount,
      status: p.status,
      provider: p.provider,
      method: p.method,
      approved_at: p.approvedAt,
      created_at: p.createdAt,
    })),
  );
}

const SERIAL_TABLES = [
  'users',
  'regions',
  'hotels',
  'hotel_images',
  'amenities',
  'room_types',
  'rooms',
  'holds',
  'bookings',
  'booking_items',
  'payments',
  'coupons',
  'coupon_issuances',
  'reviews',
  'review_photos',
  'review_reports',
  'wishlists',
] as const;

/** The seed writes explicit ids; move every sequence past them so later inserts do not collide. */
export async function resetSequences(tx: Transaction): Promise<void> {
  for (const table of SERIAL_TABLES) {
    await tx.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from "${table}"), 0) + 1, false)`));
  }
}
