import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { NightValues } from 'shared-contracts/schemas';
import { queryRows, type Database, type Transaction } from '../../db/database';
import { roomTypes, type RoomTypeCode } from '../../db/schema';

type Db = Database | Transaction;

/**
 * An array literal bound as ONE text parameter and cast in SQL (drizzle would spread a JS array into a list).
 * Only validated integers, ISO dates, enum words and booleans come here, so no element needs quoting.
 */
export const intArray = (values: readonly number[]) => `{${values.map((v) => Math.trunc(v)).join(',')}}`;
export const dateArray = (values: readonly string[]) => `{${values.join(',')}}`;
/** Enum words (OPEN, CLOSED) need no quoting either. */
export const wordArray = dateArray;
export const boolArray = (values: readonly boolean[]) => `{${values.map((v) => (v ? 'true' : 'false')).join(',')}}`;
export const isoDay = (value: string | Date) => (typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));

/** The hotel's live room types in id order (all, or those of `ids` that are the hotel's). */
export async function findHotelRoomTypes(db: Db, hotelId: number, ids?: readonly number[]): Promise<{ id: number; typeCode: RoomTypeCode }[]> {
  return db
    .select({ id: roomTypes.id, typeCode: roomTypes.typeCode })
    .from(roomTypes)
    .where(and(eq(roomTypes.hotelId, hotelId), isNull(roomTypes.deletedAt), ids ? inArray(roomTypes.id, [...ids]) : undefined))
    .orderBy(roomTypes.id);
}

/** A night as the owner sets it (NightValues) plus its ledger count. */
export interface NightRow extends NightValues {
  roomTypeId: number;
  stayDate: string;
  booked: number;
}

export interface NightKey {
  roomTypeId: number;
  stayDate: string;
}

interface RawNight {
  room_type_id: number;
  stay_date: string | Date;
  allotment: number;
  booked: number;
  price: number;
  status: 'OPEN' | 'CLOSED';
  min_stay: number;
  closed_to_arrival: boolean;
  closed_to_departure: boolean;
}

const toNight = (row: RawNight): NightRow => ({
  roomTypeId: Number(row.room_type_id),
  stayDate: isoDay(row.stay_date),
  allotment: Number(row.allotment),
  booked: Number(row.booked),
  price: Number(row.price),
  status: row.status,
  minStay: Number(row.min_stay),
  closedToArrival: Boolean(row.closed_to_arrival),
  closedToDeparture: Boolean(row.closed_to_departure),
});

const NIGHT_COLUMNS = sql`room_type_id, stay_date::text as stay_date, allotment, booked, price, status, min_stay, closed_to_arrival, closed_to_departure`;

/** The nights of these room types on these dates, locked for the writing transaction (in key order: no deadlock). */
export async function lockNights(tx: Transaction, roomTypeIds: readonly number[], dates: readonly string[]): Promise<NightRow[]> {
  if (!roomTypeIds.length || !dates.length) return [];
  const rows = await queryRows<RawNight>(
    tx,
    sql`select ${NIGHT_COLUMNS} from room_inventory
        where room_type_id = any(${intArray(roomTypeIds)}::int[]) and stay_date = any(${dateArray(dates)}::date[])
        order by room_type_id, stay_date for update`,
  );
  return rows.map(toNight);
}

/** The nights of [from, to], past ones included (a running hotel keeps them: what sold, at what price). */
export async function readNights(db: Db, roomTypeIds: readonly number[], from: string, to: string): Promise<NightRow[]> {
  if (!roomTypeIds.length) return [];
  const rows = await queryRows<RawNight>(
    db,
    sql`select ${NIGHT_COLUMNS} from room_inventory
        where room_type_id = any(${intArray(roomTypeIds)}::int[]) and stay_date between ${from}::date and ${to}::date
        order by stay_date, room_type_id`,
  );
  return rows.map(toNight);
}

/** What a write sets; a null field stays as it is. */
export type NightChanges = { [K in keyof NightValues]: NightValues[K] | null };

/** Changes existing nights; a null field stays as it is. The CHECKs (booked ≤ allotment, min_stay 1–30) stay the last line of defence. */
export async function updateNights(tx: Transaction, keys: readonly NightKey[], values: NightChanges, now: Date): Promise<number> {
  if (!keys.length) return 0;
  const rows = await queryRows<{ n: number }>(
    tx,
    sql`with changed as (
          update room_inventory ri set
            allotment = coalesce(${values.allotment}::int, ri.allotment),
            price = coalesce(${values.price}::int, ri.price),
            status = coalesce(${values.status}::inventory_status, ri.status),
            min_stay = coalesce(${values.minStay}::smallint, ri.min_stay),
            closed_to_arrival = coalesce(${values.closedToArrival}::boolean, ri.closed_to_arrival),
            closed_to_departure = coalesce(${values.closedToDeparture}::boolean, ri.closed_to_departure),
            updated_at = ${now.toISOString()}::timestamptz
          from unnest(${intArray(keys.map((k) => k.roomTypeId))}::int[], ${dateArray(keys.map((k) => k.stayDate))}::date[]) as u(t, d)
          where ri.room_type_id = u.t and ri.stay_date = u.d
          returning 1)
        select count(*)::int as n from changed`,
  );
  return Number(rows[0]?.n ?? 0);
}
