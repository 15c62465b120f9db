import { and, asc, eq, gte, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { RoomTypeOccupancy } from 'shared-contracts/schemas';
import { queryRows, type Executor } from '../../db/database';
import { bookingItems, bookings, hotels, regions, roomInventory, roomTypes } from '../../db/schema';

/** The owner dashboard's queries; the definitions they follow are in owner-dashboard.service.ts. */

/** The Korean date of a timestamptz column, whatever the session's time zone (Korea has no daylight saving). */
const seoulDate = (column: typeof bookings.createdAt) => sql<string>`to_char((${column} at time zone 'UTC') + interval '9 hours', 'YYYY-MM-DD')`;

/** Instants [from, to): Korean midnights. */
export interface Instants {
  from: Date;
  to: Date;
}

/** The hotel's live room types with their inventory row of one night (null fields when there is none). */
export function findNightInventory(db: Executor, hotelId: number, date: string) {
  return db
    .select({
      roomTypeId: roomTypes.id,
      roomTypeName: roomTypes.name,
      typeCode: roomTypes.typeCode,
      allotment: roomInventory.allotment,
      booked: roomInventory.booked,
      status: roomInventory.status,
    })
    .from(roomTypes)
    .leftJoin(roomInventory, and(eq(roomInventory.roomTypeId, roomTypes.id), eq(roomInventory.stayDate, date)))
    .where(and(eq(roomTypes.hotelId, hotelId), isNull(roomTypes.deletedAt)))
    .orderBy(asc(roomTypes.id));
}

/** Bookings made in [from, to), CANCELLED left out. */
export async function countBookingsMade(db: Executor, hotelId: number, made: Instants): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(eq(bookings.hotelId, hotelId), gte(bookings.createdAt, made.from), lt(bookings.createdAt, made.to), ne(bookings.status, 'CANCELLED')));
  return row?.n ?? 0;
}

/** Bookings checking in on the date, CANCELLED left out. */
export async function countCheckIns(db: Executor, hotelId: number, date: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(eq(bookings.hotelId, hotelId), eq(bookings.checkIn, date), ne(bookings.status, 'CANCELLED')));
  return row?.n ?? 0;
}

/**
 * CONFIRMED stays that have checked in (check-in on or before `latestCheckIn`) and not yet checked out: check-out
 * after today, or today when the check-out hour has not come (`checkOutToday`).
 */
export async function countInHouse(db: Executor, hotelId: number, latestCheckIn: string, today: string, checkOutToday: boolean): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(
        eq(bookings.hotelId, hotelId),
        eq(bookings.status, 'CONFIRMED'),
        lte(bookings.checkIn, latestCheckIn),
        checkOutToday ? gte(bookings.checkOut, today) : sql`${bookings.checkOut} > ${today}`,
      ),
    );
  return row?.n ?? 0;
}

/** Per Korean date of booking in [from, to): bookings received (not CANCELLED) and revenue (CONFIRMED payments). */
export async function dailyBookingFigures(db: Executor, hotelId: number, made: Instants) {
  const day = seoulDate(bookings.createdAt);
  const rows = await db
    .select({
      date: day,
      count: sql<number>`(count(*) filter (where ${bookings.status} <> 'CANCELLED'))::int`,
      amount: sql<string>`coalesce(sum(${bookings.totalAmount}) filter (where ${bookings.status} = 'CONFIRMED'), 0)`,
    })
    .from(bookings)
    .where(and(eq(bookings.hotelId, hotelId), gte(bookings.createdAt, made.from), lt(bookings.createdAt, made.to)))
    .groupBy(day);
  return rows.map((r) => ({ date: r.date, count: r.count, amount: Number(r.amount) }));
}

/** CONFIRMED bookings' payments, made in [from, to). */
export async function sumRevenue(db: Executor, hotelId: number, made: Instants): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${bookings.totalAmount}), 0)` })
    .from(bookings)
    .where(and(eq(bookings.hotelId, hotelId), eq(bookings.status, 'CONFIRMED'), gte(bookings.createdAt, made.from), lt(bookings.createdAt, made.to)));
  return Number(row?.sum ?? 0);
}

export type OccupancyCounts = Pick<RoomTypeOccupancy, 'roomTypeId' | 'roomTypeName' | 'typeCode' | 'bookedNights' | 'allotmentNights'>;

/**
 * Per live room type, over the nights from..to, past ones included: rooms sold (one booking item per room and night
 * of a CONFIRMED booking) and rooms the hotel had (each night's allotment — or the rooms sold that night, when more
 * were sold than the row now says or the night has no row). Both count the very same nights, so sold ≤ had.
 */
export async function roomTypeOccupancy(db: Executor, hotelId: number, from: string, to: string): Promise<OccupancyCounts[]> {
  const rows = await queryRows<{
    room_type_id: number;
    name: string;
    type_code: OccupancyCounts['typeCode'];
    sold: string | number;
    had: string | number;
  }>(
    db,
    sql`with offered as (
          select ri.room_type_id, ri.stay_date, ri.allotment from ${roomInventory} ri
          where ri.hotel_id = ${hotelId} and ri.stay_date between ${from}::date and ${to}::date
        ), sold as (
          select bi.room_type_id, bi.stay_date, count(*)::int as rooms
          from ${bookingItems} bi join ${bookings} b on b.id = bi.booking_id
          where b.hotel_id = ${hotelId} and b.status = 'CONFIRMED' and bi.stay_date between ${from}::date and ${to}::date
          group by bi.room_type_id, bi.stay_date
        ), nights as (
          select coalesce(o.room_type_id, s.room_type_id) as room_type_id, coalesce(s.rooms, 0) as sold,
                 greatest(coalesce(o.allotment, 0), coalesce(s.rooms, 0)) as had
          from offered o full join sold s on s.room_type_id = o.room_type_id and s.stay_date = o.stay_date
        )
        select rt.id as room_type_id, rt.name, rt.type_code, coalesce(sum(n.sold), 0) as sold, coalesce(sum(n.had), 0) as had
        from ${roomTypes} rt left join nights n on n.room_type_id = rt.id
        where rt.hotel_id = ${hotelId} and rt.deleted_at is null
        group by rt.id, rt.name, rt.type_code order by rt.id`,
  );
  return rows.map((r) => ({
    roomTypeId: Number(r.room_type_id),
    roomTypeName: r.name,
    typeCode: r.type_code,
    bookedNights: Number(r.sold),
    allotmentNights: Number(r.had),
  }));
}

/** The hotel's name, region and business number for the dashboard's summary line. */
export async function findHotelSummary(db: Executor, hotelId: number) {
  const [hotel] = await db
    .select({ id: hotels.id, name: hotels.name, region: regions.name, businessNo: hotels.businessNo })
    .from(hotels)
    .innerJoin(regions, eq(regions.id, hotels.regionId))
    .where(eq(hotels.id, hotelId));
  return hotel;
}
