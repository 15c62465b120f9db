import { sql, type SQL } from 'drizzle-orm';
import type { NightValues } from 'shared-contracts/schemas';
import { queryRows, type Executor, type Transaction } from '../../db/database';
import { dateArray, intArray, isoDay, wordArray, type NightKey } from './inventory-nights.repository';

// The nights' reads and owner updates live in inventory-nights.repository.ts; this file keeps every write of `booked`.
export {
  findHotelRoomTypes,
  lockNights,
  readNights,
  updateNights,
  type NightChanges,
  type NightKey,
  type NightRow,
} from './inventory-nights.repository';

/** New nights, nothing booked yet. The search triggers on room_inventory keep search and its cache exact. */
export async function insertNights(tx: Transaction, hotelId: number, keys: readonly NightKey[], values: NightValues, now: Date): Promise<void> {
  if (!keys.length) return;
  await tx.execute(sql`
    insert into room_inventory (room_type_id, stay_date, hotel_id, allotment, booked, price, status, min_stay, closed_to_arrival, closed_to_departure, updated_at)
    select u.t, u.d, ${hotelId}, ${values.allotment}, 0, ${values.price}, ${values.status}::inventory_status,
      ${values.minStay}, ${values.closedToArrival}, ${values.closedToDeparture}, ${now.toISOString()}::timestamptz
    from unnest(${intArray(keys.map((k) => k.roomTypeId))}::int[], ${dateArray(keys.map((k) => k.stayDate))}::date[]) as u(t, d)`);
}

/** Nights column by column (one array per column), as the seed builds them. */
export interface NightColumns {
  roomTypeId: number[];
  stayDate: string[];
  hotelId: number[];
  allotment: number[];
  price: number[];
  status: ('OPEN' | 'CLOSED')[];
}

const BULK_NIGHTS_CHUNK = 25_000;

/**
 * Nights in bulk (the seed: ~100k rows, `unnest` over seven array parameters per statement), each with `booked` = the
 * rooms of the CONFIRMED bookings already written that stay on it, read from those bookings first: the books balance
 * from the first row, and the search triggers run once per statement instead of again for every booking. The CHECK
 * (booked ≤ allotment) refuses a night sold beyond what it offers.
 */
export async function insertNightsWithTheirBookings(tx: Transaction, cols: NightColumns): Promise<void> {
  if (!cols.stayDate.length) return;
  const first = cols.stayDate.reduce((a, b) => (a < b ? a : b));
  const last = cols.stayDate.reduce((a, b) => (a > b ? a : b));
  const taken = await queryRows<{ room_type_id: number; stay_date: string; n: number }>(
    tx,
    sql`select b.room_type_id, d::date::text as stay_date, sum(b.room_count)::int as n
        from bookings b
        cross join lateral generate_series(b.check_in::timestamp, b.check_out::timestamp - interval '1 day', interval '1 day') as d
        where b.status = 'CONFIRMED' and b.check_out > ${first}::date and b.check_in <= ${last}::date
        group by b.room_type_id, d::date`,
  );
  const rooms = new Map(taken.map((row) => [`${row.room_type_id}:${isoDay(row.stay_date)}`, Number(row.n)]));
  const booked = cols.roomTypeId.map((roomTypeId, i) => rooms.get(`${roomTypeId}:${cols.stayDate[i]}`) ?? 0);
  for (let i = 0; i < cols.roomTypeId.length; i += BULK_NIGHTS_CHUNK) {
    const end = i + BULK_NIGHTS_CHUNK;
    await tx.execute(sql`
      insert into room_inventory (room_type_id, stay_date, hotel_id, allotment, booked, price, status)
      select * from unnest(${intArray(cols.roomTypeId.slice(i, end))}::int[], ${dateArray(cols.stayDate.slice(i, end))}::date[],
        ${intArray(cols.hotelId.slice(i, end))}::int[], ${intArray(cols.allotment.slice(i, end))}::int[], ${intArray(booked.slice(i, end))}::int[],
        ${intArray(cols.price.slice(i, end))}::int[], ${wordArray(cols.status.slice(i, end))}::inventory_status[])`);
  }
}

/**
 * A stay's rooms on every night of [checkIn, checkOut). `booked` of a night is exactly the rooms of the CONFIRMED
 * bookings and ACTIVE holds that stay that night: only `takeRooms` and `releaseRooms` change it, inside the caller's
 * transaction (the hold, the payment's booking, the cancellation, the hold expiry, the seed).
 */
export interface RoomStay {
  roomTypeId: number;
  checkIn: string;
  checkOut: string;
  rooms: number;
}

export interface TakenNight {
  roomTypeId: number;
  stayDate: string;
  price: number;
}

/** The nights of the stays, rooms summed per (room type, night), as a CTE named `wanted`. */
const nightsOfStays = (stays: readonly RoomStay[]) => sql`
  wanted as (
    select s.room_type_id, d::date as stay_date, sum(s.rooms)::int as n
    from unnest(${intArray(stays.map((s) => s.roomTypeId))}::int[], ${dateArray(stays.map((s) => s.checkIn))}::date[],
                ${dateArray(stays.map((s) => s.checkOut))}::date[], ${intArray(stays.map((s) => s.rooms))}::int[])
         as s(room_type_id, check_in, check_out, rooms)
    cross join lateral generate_series(s.check_in::timestamp, s.check_out::timestamp - interval '1 day', interval '1 day') as d
    group by s.room_type_id, d::date)`;

/**
 * Takes the stays' rooms with ONE conditional update: a night counts only if it is OPEN and still has the rooms
 * (booked + n ≤ allotment), re-checked by PostgreSQL on the newest row version, so two concurrent takers can never
 * both get the last room. Answers the nights taken (with their prices, in key order); the caller compares them with
 * the nights it needs and rolls back when short. Search reads allotment − booked (its triggers see the change).
 */
export async function takeRooms(tx: Executor, stays: readonly RoomStay[], now: Date): Promise<TakenNight[]> {
  if (!stays.length) return [];
  const rows = await queryRows<{ room_type_id: number; stay_date: string; price: number }>(
    tx,
    sql`with ${nightsOfStays(stays)}
        update room_inventory ri set booked = ri.booked + w.n, updated_at = ${now.toISOString()}::timestamptz
        from wanted w
        where ri.room_type_id = w.room_type_id and ri.stay_date = w.stay_date
          and ri.status = 'OPEN' and ri.booked + w.n <= ri.allotment
        returning ri.room_type_id, ri.stay_date::text as stay_date, ri.price`,
  );
  return rows
    .map((row) => ({ roomTypeId: Number(row.room_type_id), stayDate: isoDay(row.stay_date), price: Number(row.price) }))
    .sort((a, b) => a.roomTypeId - b.roomTypeId || a.stayDate.localeCompare(b.stayDate));
}

/**
 * Gives the stays' rooms back (a cancelled booking, an ended hold) in one statement; a night never goes below zero.
 * Answers how many nights changed.
 */
export async function releaseRooms(tx: Executor, stays: readonly RoomStay[], now: Date): Promise<number> {
  if (!stays.length) return 0;
  const rows = await queryRows<{ n: number }>(
    tx,
    sql`with ${nightsOfStays(stays)}, given as (
          update room_inventory ri set booked = ri.booked - w.n, updated_at = ${now.toISOString()}::timestamptz
          from wanted w
          where ri.room_type_id = w.room_type_id and ri.stay_date = w.stay_date and ri.booked >= w.n
          returning 1)
        select count(*)::int as n from given`,
  );
  return Number(rows[0]?.n ?? 0);
}

export interface UnexplainedNight {
  roomTypeId: number;
  stayDate: string;
  booked: number;
  /** Rooms of the CONFIRMED bookings staying that night. */
  bookingRooms: number;
  /** Rooms of the ACTIVE holds (lapsed ones too, until the job or a read expires them) staying that night. */
  holdRooms: number;
}

/**
 * The inventory ledger check: every night whose `booked` is not exactly its CONFIRMED bookings' rooms plus its ACTIVE
 * holds' rooms (a stay takes [checkIn, checkOut) of its room type, as `takeRooms` does). Empty when the books
 * balance; `hotelIds` narrows it to some hotels.
 */
export async function findUnexplainedNights(db: Executor, hotelIds?: readonly number[]): Promise<UnexplainedNight[]> {
  const of = (column: SQL) => (hotelIds ? sql`and ${column} = any(${intArray(hotelIds)}::int[])` : sql``);
  const rows = await queryRows<{ room_type_id: number; stay_date: string; booked: number; booking_rooms: number; hold_rooms: number }>(
    db,
    sql`with stays as (
          select true as is_booking, room_type_id, check_in, check_out, room_count from bookings
          where status = 'CONFIRMED' ${of(sql`hotel_id`)}
          union all
          select false, room_type_id, check_in, check_out, room_count from holds
          where status = 'ACTIVE' ${of(sql`hotel_id`)}
        ), nights as (
          select s.room_type_id, d::date as stay_date,
            coalesce(sum(s.room_count) filter (where s.is_booking), 0)::int as booking_rooms,
            coalesce(sum(s.room_count) filter (where not s.is_booking), 0)::int as hold_rooms
          from stays s
          cross join lateral generate_series(s.check_in::timestamp, s.check_out::timestamp - interval '1 day', interval '1 day') as d
          group by s.room_type_id, d::date
        )
        select ri.room_type_id, ri.stay_date::text as stay_date, ri.booked,
          coalesce(n.booking_rooms, 0) as booking_rooms, coalesce(n.hold_rooms, 0) as hold_rooms
        from room_inventory ri
        left join nights n on n.room_type_id = ri.room_type_id and n.stay_date = ri.stay_date
        where ri.booked <> coalesce(n.booking_rooms, 0) + coalesce(n.hold_rooms, 0) ${of(sql`ri.hotel_id`)}
        order by ri.room_type_id, ri.stay_date`,
  );
  return rows.map((row) => ({
    roomTypeId: Number(row.room_type_id),
    stayDate: isoDay(row.stay_date),
    booked: Number(row.booked),
    bookingRooms: Number(row.booking_rooms),
    holdRooms: Number(row.hold_rooms),
  }));
}
