import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { HousekeepingStatus } from 'shared-contracts/schemas';
import { queryRows, type Database, type Transaction } from '../../db/database';
import { bookingItems, rooms, type RoomTypeCode } from '../../db/schema';

type Db = Database | Transaction;

/** A confirmed or cancelled stay of the hotel, as the assignment rules need it. */
export interface StayRow {
  itemId: number;
  bookingPk: number;
  status: string;
  typeCode: RoomTypeCode;
  guests: number;
  checkIn: string;
  checkOut: string;
}

export interface ArrivalRow {
  itemId: number;
  bookingNo: string;
  roomTypeName: string;
  typeCode: RoomTypeCode;
  guests: number;
  checkIn: string;
  checkOut: string;
  nights: number;
  leadName: string;
  leadPhone: string | null;
  assigned: boolean;
  roomNo: string | null;
}

/** The confirmed bookings checking in on `day`, with their first night's item and whether every night has a room. */
export async function arrivalsOn(db: Db, hotelId: number, day: string): Promise<ArrivalRow[]> {
  const rows = await queryRows<{
    item_id: number;
    booking_no: string;
    room_type_name: string;
    type_code: RoomTypeCode;
    guests: number;
    check_in: string;
    check_out: string;
    nights: number;
    lead_name: string;
    lead_phone: string | null;
    assigned: boolean;
    room_no: string | null;
  }>(
    db,
    sql`select first.id as item_id, b.booking_no, rt.name as room_type_name, rt.type_code, b.guests, b.check_in::text as check_in,
               b.check_out::text as check_out, b.nights, b.lead_name, b.lead_phone, r.room_no,
               not exists (select 1 from booking_items x where x.booking_id = b.id and x.room_id is null) as assigned
        from bookings b
        join room_types rt on rt.id = b.room_type_id
        join lateral (select id, room_id from booking_items where booking_id = b.id order by stay_date, id limit 1) first on true
        left join rooms r on r.id = first.room_id
        where b.hotel_id = ${hotelId} and b.check_in = ${day}::date and b.status = 'CONFIRMED'
        order by b.id`,
  );
  return rows.map((r) => ({
    itemId: Number(r.item_id),
    bookingNo: r.booking_no,
    roomTypeName: r.room_type_name,
    typeCode: r.type_code,
    guests: Number(r.guests),
    checkIn: r.check_in,
    checkOut: r.check_out,
    nights: Number(r.nights),
    leadName: r.lead_name,
    leadPhone: r.lead_phone,
    assigned: Boolean(r.assigned),
    roomNo: r.room_no,
  }));
}

type StaySqlRow = {
  item_id: number;
  booking_id: number;
  status: string;
  type_code: RoomTypeCode;
  guests: number;
  check_in: string;
  check_out: string;
};
const stayOf = (r: StaySqlRow): StayRow => ({
  itemId: Number(r.item_id),
  bookingPk: Number(r.booking_id),
  status: r.status,
  typeCode: r.type_code,
  guests: Number(r.guests),
  checkIn: r.check_in,
  checkOut: r.check_out,
});

/**
 * The stays the items belong to (items of other hotels are not found), their booking rows locked in booking id
 * order, so two desks never deadlock and a cancellation of the same booking waits for the assignment.
 */
export async function lockStaysOfItems(tx: Transaction, hotelId: number, itemIds: readonly number[]): Promise<StayRow[]> {
  if (!itemIds.length) return [];
  const rows = await queryRows<StaySqlRow>(
    tx,
    sql`select bi.id as item_id, b.id as booking_id, b.status, rt.type_code, b.guests, b.check_in::text as check_in, b.check_out::text as check_out
        from booking_items bi join bookings b on b.id = bi.booking_id join room_types rt on rt.id = b.room_type_id
        where bi.id in (${sql.join(
          itemIds.map((id) => sql`${id}::int`),
          sql`, `,
        )}) and b.hotel_id = ${hotelId}
        order by b.id
        for update of b`,
  );
  return rows.map(stayOf);
}

/** Every night of the booking in one room (the unique (room, night) index may refuse: the caller maps that). */
export async function placeBooking(tx: Transaction, bookingPk: number, roomId: number, at: Date): Promise<number> {
  const placed = await tx
    .update(bookingItems)
    .set({ roomId, assignedAt: at })
    .where(eq(bookingItems.bookingId, bookingPk))
    .returning({ id: bookingItems.id });
  return placed.length;
}

/** Several bookings, each in its room, in one statement. */
export async function placeBookings(tx: Transaction, placements: readonly { bookingPk: number; roomId: number }[], at: Date): Promise<void> {
  if (!placements.length) return;
  const values = sql.join(
    placements.map((p) => sql`(${p.bookingPk}::int, ${p.roomId}::int)`),
    sql`, `,
  );
  await tx.execute(
    sql`update booking_items bi set room_id = v.room_id, assigned_at = ${at.toISOString()}::timestamptz
        from (values ${values}) as v(booking_id, room_id) where bi.booking_id = v.booking_id`,
  );
}

/** A live room of the hotel, locked for a housekeeping change; undefined if it is not the hotel's. */
export async function lockRoom(tx: Transaction, hotelId: number, roomId: number): Promise<{ housekeeping: HousekeepingStatus } | undefined> {
  const [room] = await tx
    .select({ housekeeping: rooms.housekeeping })
    .from(rooms)
    .where(and(eq(rooms.id, roomId), eq(rooms.hotelId, hotelId), isNull(rooms.deletedAt)))
    .for('update');
  return room;
}

export async function setRoomHousekeeping(tx: Transaction, roomId: number, status: HousekeepingStatus): Promise<void> {
  await tx.update(rooms).set({ housekeeping: status }).where(eq(rooms.id, roomId));
}

/** The rooms the booking holds on each night from `from` on (null: no room that night), in night order. */
export async function roomsOfNightsFrom(tx: Transaction, bookingPk: number, from: string): Promise<{ stayDate: string; roomId: number | null }[]> {
  const rows = await queryRows<{ stay_date: string; room_id: number | null }>(
    tx,
    sql`select stay_date::text as stay_date, room_id from booking_items where booking_id = ${bookingPk} and stay_date >= ${from}::date order by stay_date, id`,
  );
  return rows.map((r) => ({ stayDate: r.stay_date, roomId: r.room_id === null ? null : Number(r.room_id) }));
}

/** Whether any night of the booking has a room. */
export async function hasAssignedNight(tx: Transaction, bookingPk: number): Promise<boolean> {
  const [row] = await queryRows<{ assigned: boolean }>(
    tx,
    sql`select exists (select 1 from booking_items where booking_id = ${bookingPk} and room_id is not null) as assigned`,
  );
  return Boolean(row?.assigned);
}

/** The booking's nights from `from` on, into one room (the unique (room, night) index may refuse). */
export async function placeNightsFrom(tx: Transaction, bookingPk: number, from: string, roomId: number, at: Date): Promise<number> {
  const placed = await tx
    .update(bookingItems)
    .set({ roomId, assignedAt: at })
    .where(and(eq(bookingItems.bookingId, bookingPk), sql`${bookingItems.stayDate} >= ${from}::date`))
    .returning({ id: bookingItems.id });
  return placed.length;
}

/** The booking's assigned nights from `from` on give their room back; answers how many did. */
export async function releaseNightsFrom(tx: Transaction, bookingPk: number, from: string): Promise<number> {
  const released = await tx
    .update(bookingItems)
    .set({ roomId: null, assignedAt: null })
    .where(and(eq(bookingItems.bookingId, bookingPk), sql`${bookingItems.stayDate} >= ${from}::date`, isNotNull(bookingItems.roomId)))
    .returning({ id: bookingItems.id });
  return released.length;
}

export interface BoardGuest {
  roomId: number;
  bookingItemId: number;
  bookingNo: string;
  leadName: string;
  guests: number;
  typeCode: RoomTypeCode;
  checkIn: string;
  checkOut: string;
}

/** Who sleeps in each of the hotel's rooms on the night of `day` (bookings not cancelled), with the stay's first item. */
export async function guestsOfNight(db: Db, hotelId: number, day: string): Promise<BoardGuest[]> {
  const rows = await queryRows<{
    room_id: number;
    first_item_id: number;
    booking_no: string;
    lead_name: string;
    guests: number;
    type_code: RoomTypeCode;
    check_in: string;
    check_out: string;
  }>(
    db,
    sql`select bi.room_id, b.booking_no, b.lead_name, b.guests, rt.type_code, b.check_in::text as check_in, b.check_out::text as check_out,
               (select x.id from booking_items x where x.booking_id = b.id order by x.stay_date, x.id limit 1) as first_item_id
        from booking_items bi join bookings b on b.id = bi.booking_id join room_types rt on rt.id = b.room_type_id
        where b.hotel_id = ${hotelId} and bi.room_id is not null and b.status <> 'CANCELLED' and bi.stay_date = ${day}::date`,
  );
  return rows.map((r) => ({
    roomId: Number(r.room_id),
    bookingItemId: Number(r.first_item_id),
    bookingNo: r.booking_no,
    leadName: r.lead_name,
    guests: Number(r.guests),
    typeCode: r.type_code,
    checkIn: r.check_in,
    checkOut: r.check_out,
  }));
}
