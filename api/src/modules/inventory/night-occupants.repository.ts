import { sql } from 'drizzle-orm';
import type { NightOccupants } from 'shared-contracts/schemas';
import { queryRows, type Executor } from '../../db/database';

interface RawOccupants {
  booked: number | null;
  bookings:
    | string
    | { bookingId: string; leadName: string; checkIn: string; nights: number; status: NightOccupants['bookings'][number]['status']; rooms: number }[]
    | null;
  holds: string | { expiresAt: string; rooms: number }[] | null;
}

/**
 * Who holds the rooms of one night of a room type, read in ONE statement (one snapshot, so the rooms add up to
 * `booked` even while guests book): the CONFIRMED bookings staying that night and the ACTIVE holds on it (the same
 * stays `takeRooms` counted). Holds carry no member data. `booked` is 0 for a night without inventory.
 */
export async function findNightOccupants(db: Executor, roomTypeId: number, date: string): Promise<NightOccupants> {
  const [row] = await queryRows<RawOccupants>(
    db,
    sql`select
          (select booked from room_inventory where room_type_id = ${roomTypeId} and stay_date = ${date}::date) as booked,
          (select json_agg(json_build_object('bookingId', b.booking_no, 'leadName', b.lead_name, 'checkIn', b.check_in::text,
                    'nights', b.nights, 'status', b.status, 'rooms', b.room_count) order by b.check_in, b.id)
             from bookings b
             where b.room_type_id = ${roomTypeId} and b.status = 'CONFIRMED'
               and b.check_in <= ${date}::date and b.check_out > ${date}::date) as bookings,
          (select json_agg(json_build_object('expiresAt', h.expires_at, 'rooms', h.room_count) order by h.expires_at, h.id)
             from holds h
             where h.room_type_id = ${roomTypeId} and h.status = 'ACTIVE'
               and h.check_in <= ${date}::date and h.check_out > ${date}::date) as holds`,
  );
  // Both drivers parse json; a driver handing back text still works.
  const list = <T>(value: T[] | string | null | undefined): T[] => (typeof value === 'string' ? (JSON.parse(value) as T[]) : (value ?? []));
  return {
    booked: Number(row?.booked ?? 0),
    bookings: list(row?.bookings).map((b) => ({ ...b, nights: Number(b.nights), rooms: Number(b.rooms) })),
    holds: list(row?.holds).map((h) => ({ expiresAt: new Date(h.expiresAt).toISOString(), rooms: Number(h.rooms) })),
  };
}
