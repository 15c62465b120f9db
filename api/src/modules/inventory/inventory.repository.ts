import { sql } from 'drizzle-orm';
import type { InventoryDay } from 'shared-contracts/schemas';
import { queryRows, type Database, type Transaction } from '../../db/database';

type Db = Database | Transaction;

export interface NightRow {
  roomTypeId: number;
  stayDate: string;
  allotment: number;
  booked: number;
  price: number;
  status: 'OPEN' | 'CLOSED';
}

export interface NightKey {
  roomTypeId: number;
  stayDate: string;
}

/**
 * An array literal bound as ONE text parameter and cast in SQL (drizzle would spread a JS array into a list).
 * Only validated integers and ISO dates come here, so no element needs quoting.
 */
const intArray = (values: readonly number[]) => `{${values.map((v) => Math.trunc(v)).join(',')}}`;
const dateArray = (values: readonly string[]) => `{${values.join(',')}}`;

interface RawNight {
  room_type_id: number;
  stay_date: string | Date;
  allotment: number;
  booked: number;
  price: number;
  status: 'OPEN' | 'CLOSED';
}

const isoDay = (value: string | Date) => (typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));
const toNight = (row: RawNight): NightRow => ({
  roomTypeId: Number(row.room_type_id),
  stayDate: isoDay(row.stay_date),
  allotment: Number(row.allotment),
  booked: Number(row.booked),
  price: Number(row.price),
  status: row.status,
});

/** The nights of these room types on these dates, locked for the writing transaction (in key order: no deadlock). */
export async function lockNights(tx: Transaction, roomTypeIds: readonly number[], dates: readonly string[]): Promise<NightRow[]> {
  if (!roomTypeIds.length || !dates.length) return [];
  const rows = await queryRows<RawNight>(
    tx,
    sql`select room_type_id, stay_date::text as stay_date, allotment, booked, price, status from room_inventory
        where room_type_id = any(${intArray(roomTypeIds)}::int[]) and stay_date = any(${dateArray(dates)}::date[])
        order by room_type_id, stay_date for update`,
  );
  return rows.map(toNight);
}

export async function readNights(db: Db, roomTypeIds: readonly number[], from: string, to: string): Promise<NightRow[]> {
  if (!roomTypeIds.length) return [];
  const rows = await queryRows<RawNight>(
    db,
    sql`select room_type_id, stay_date::text as stay_date, allotment, booked, price, status from room_inventory
        where room_type_id = any(${intArray(roomTypeIds)}::int[]) and stay_date between ${from}::date and ${to}::date
        order by stay_date, room_type_id`,
  );
  return rows.map(toNight);
}

/** New nights, nothing booked yet. The search triggers on room_inventory keep search and its cache exact. */
export async function insertNights(
  tx: Transaction,
  hotelId: number,
  keys: readonly NightKey[],
  values: { allotment: number; price: number; status: 'OPEN' | 'CLOSED' },
  now: Date,
): Promise<void> {
  if (!keys.length) return;
  await tx.execute(sql`
    insert into room_inventory (room_type_id, stay_date, hotel_id, allotment, booked, price, status, updated_at)
    select u.t, u.d, ${hotelId}, ${values.allotment}, 0, ${values.price}, ${values.status}::inventory_status, ${now.toISOString()}::timestamptz
    from unnest(${intArray(keys.map((k) => k.roomTypeId))}::int[], ${dateArray(keys.map((k) => k.stayDate))}::date[]) as u(t, d)`);
}

/** Changes existing nights; a null field stays as it is. The CHECK (booked ≤ allotment) stays the last line of defence. */
export async function updateNights(
  tx: Transaction,
  keys: readonly NightKey[],
  values: { allotment: number | null; price: number | null; status: 'OPEN' | 'CLOSED' | null },
  now: Date,
): Promise<number> {
  if (!keys.length) return 0;
  const rows = await queryRows<{ n: number }>(
    tx,
    sql`with changed as (
          update room_inventory ri set
            allotment = coalesce(${values.allotment}::int, ri.allotment),
            price = coalesce(${values.price}::int, ri.price),
            status = coalesce(${values.status}::inventory_status, ri.status),
            updated_at = ${now.toISOString()}::timestamptz
          from unnest(${intArray(keys.map((k) => k.roomTypeId))}::int[], ${dateArray(keys.map((k) => k.stayDate))}::date[]) as u(t, d)
          where ri.room_type_id = u.t and ri.stay_date = u.d
          returning 1)
        select count(*)::int as n from changed`,
  );
  return Number(rows[0]?.n ?? 0);
}

/** How a night looks to the owner: SOLD_OUT is derived at 0 remaining; sellable = open, a room left, not past. */
export function inventoryDayOf(night: NightRow, today: string): InventoryDay {
  const remainingQty = Math.max(night.allotment - night.booked, 0);
  const status = night.status === 'CLOSED' ? 'CLOSED' : remainingQty === 0 ? 'SOLD_OUT' : 'OPEN';
  return {
    stayDate: night.stayDate,
    price: night.price,
    allotment: night.allotment,
    booked: night.booked,
    remainingQty,
    status,
    sellable: status === 'OPEN' && night.stayDate >= today,
  };
}
