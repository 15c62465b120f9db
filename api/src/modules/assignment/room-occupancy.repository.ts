import { sql } from 'drizzle-orm';
import type { HousekeepingStatus } from 'shared-contracts/schemas';
import { queryRows, type Database, type Transaction } from '../../db/database';
import type { RoomTypeCode } from '../../db/schema';

type Db = Database | Transaction;

export interface HotelRoom {
  roomId: number;
  roomNo: string;
  floor: number;
  typeCode: RoomTypeCode;
  roomTypeName: string;
  capacity: number;
  housekeeping: HousekeepingStatus;
}

/** Every live room of the hotel with its type. */
export async function hotelRooms(db: Db, hotelId: number): Promise<HotelRoom[]> {
  const rows = await queryRows<{
    id: number;
    room_no: string;
    floor: number;
    type_code: RoomTypeCode;
    name: string;
    capacity: number;
    housekeeping: HousekeepingStatus;
  }>(
    db,
    sql`select r.id, r.room_no, r.floor, rt.type_code, rt.name, rt.capacity, r.housekeeping
        from rooms r join room_types rt on rt.id = r.room_type_id
        where r.hotel_id = ${hotelId} and r.deleted_at is null and rt.deleted_at is null
        order by r.floor, r.room_no`,
  );
  return rows.map((r) => ({
    roomId: Number(r.id),
    roomNo: r.room_no,
    floor: Number(r.floor),
    typeCode: r.type_code,
    roomTypeName: r.name,
    capacity: Number(r.capacity),
    housekeeping: r.housekeeping,
  }));
}

export interface OccupiedNight {
  roomId: number;
  stayDate: string;
  bookingPk: number;
  bookingNo: string;
  leadName: string;
  checkIn: string;
  checkOut: string;
}

/** The nights in [from, to) on which the hotel's rooms are taken by a booking that is not cancelled. */
export async function occupiedNights(db: Db, hotelId: number, from: string, to: string): Promise<OccupiedNight[]> {
  const rows = await queryRows<{
    room_id: number;
    stay_date: string;
    booking_id: number;
    booking_no: string;
    lead_name: string;
    check_in: string;
    check_out: string;
  }>(
    db,
    sql`select bi.room_id, bi.stay_date::text as stay_date, b.id as booking_id, b.booking_no, b.lead_name,
               b.check_in::text as check_in, b.check_out::text as check_out
        from booking_items bi join bookings b on b.id = bi.booking_id
        where b.hotel_id = ${hotelId} and bi.room_id is not null and b.status <> 'CANCELLED'
          and bi.stay_date >= ${from}::date and bi.stay_date < ${to}::date`,
  );
  return rows.map((r) => ({
    roomId: Number(r.room_id),
    stayDate: r.stay_date,
    bookingPk: Number(r.booking_id),
    bookingNo: r.booking_no,
    leadName: r.lead_name,
    checkIn: r.check_in,
    checkOut: r.check_out,
  }));
}

/**
 * A cancelled booking gives its rooms back: the one-room-per-night index counts every assigned item, so the
 * cancellation service calls this in its transaction.
 */
export async function releaseAssignedRooms(tx: Transaction, bookingPk: number): Promise<void> {
  await tx.execute(sql`update booking_items set room_id = null, assigned_at = null where booking_id = ${bookingPk} and room_id is not null`);
}
