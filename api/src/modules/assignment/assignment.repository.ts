import { and, eq, isNull, sql } from 'drizzle-orm';
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
    item_id: number; booking_no: string; room_type_name: string; type_code: RoomTypeCode; guests: number; check_in: string;
    check_out: string; nights: number; lead_name: string; lead_phone: string | null; assigned: boolean; room_no: string | null;
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

type StaySqlRow = { item_id: number; booking_id: number; status: string; type_code: RoomTypeCode; guests: number; check_in: string; check_out: string };
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
        where bi.id in (${sql.join(itemIds.map((id) => sql`${id}::int`), sql`, `)}) and b.hotel_id = ${hotelId}
        order by b.id
        for update of b`,
  );
  return rows.map(stayOf);
}

/** Every night of the booking in one room (the unique (room, night) index may refuse: the caller maps that). */
export async function placeBooking(tx: Transaction, bookingPk: number, roomId: number, at: Date): Promise<number> {
  const placed = await tx.update(bookingItems).set({ roomId, assignedAt: at }).where(eq(bookingItems.bookingId, bookingPk)).returning({ id: bookingItems.id });
  return placed.length;
}

/** Several bookings, each in its room, in one statement. */
export async function placeBookings(tx: Transaction, placements: readonly { bookingPk: number; roomId: number }[], at: Date): Promise<void> {
  if (!placements.length) return;
  const values = sql.join(placements.map((p) => sql`(${p.bookingPk}::int, ${p.roomId}::int)`), sql`, `);
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
