import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/database';
import { amenities, hotelAmenities, hotelImages, hotels } from '../../db/schema';
import type { RestrictionNight } from '../inventory/stay-restrictions';

export const listableHotel = and(eq(hotels.status, 'ACTIVE'), isNull(hotels.deletedAt));

export interface HotelRow {
  id: number;
  name: string;
  gradeLevel: number;
  address1: string;
  address2: string | null;
  phone: string | null;
  rating: number;
  reviewCount: number;
  latitude: number | null;
  longitude: number | null;
  coverImageUrl: string | null;
}

/** An ACTIVE, not deleted hotel; null otherwise (suspended and closed hotels are not shown to guests). */
export async function findListableHotel(db: Executor, hotelId: number): Promise<HotelRow | null> {
  const [row] = await db
    .select({
      id: hotels.id,
      name: hotels.name,
      gradeLevel: hotels.gradeLevel,
      address1: hotels.address1,
      address2: hotels.address2,
      phone: hotels.phone,
      rating: hotels.rating,
      reviewCount: hotels.reviewCount,
      latitude: hotels.latitude,
      longitude: hotels.longitude,
      coverImageUrl: hotels.coverImageUrl,
    })
    .from(hotels)
    .where(and(eq(hotels.id, hotelId), listableHotel));
  return row ?? null;
}

/** The status of a hotel that exists and is not deleted, null otherwise: tells a suspended hotel from an unknown one. */
export async function findHotelStatus(db: Executor, hotelId: number): Promise<'ACTIVE' | 'SUSPENDED' | 'CLOSED' | null> {
  const [row] = await db
    .select({ status: hotels.status })
    .from(hotels)
    .where(and(eq(hotels.id, hotelId), isNull(hotels.deletedAt)));
  return row?.status ?? null;
}

export function findHotelImages(db: Executor, hotelId: number): Promise<{ url: string; kind: 'EXTERIOR' | 'ROOM' | 'LOBBY' }[]> {
  return db
    .select({ url: hotelImages.url, kind: hotelImages.kind })
    .from(hotelImages)
    .where(eq(hotelImages.hotelId, hotelId))
    .orderBy(asc(hotelImages.sortOrder), asc(hotelImages.id));
}

export function findHotelAmenities(db: Executor, hotelId: number): Promise<{ code: string; name: string }[]> {
  return db
    .select({ code: amenities.code, name: amenities.name })
    .from(hotelAmenities)
    .innerJoin(amenities, eq(amenities.id, hotelAmenities.amenityId))
    .where(eq(hotelAmenities.hotelId, hotelId))
    .orderBy(asc(amenities.sortOrder), asc(amenities.id));
}

export interface RoomStayRow {
  roomTypeId: number;
  name: string;
  capacity: number;
  areaSqm: number;
  templateImageUrl: string | null;
  basePrice: number;
  refundable: boolean;
  /** Nights of the stay that have an inventory row. */
  coveredNights: number;
  /** Sum of those nights' prices (null when none). */
  total: number | null;
  /** Fewest rooms left over the covered nights, a CLOSED night counting as 0 (null when none). */
  minRemaining: number | null;
  /** The check-in and check-out nights' stay restrictions (those that exist), for stayRestrictionBreach. */
  restrictionNights: RestrictionNight[];
}

type RestrictionColumns = { min_stay: number | null; closed_to_arrival: boolean | null; closed_to_departure: boolean | null };

/** A joined night's restriction columns, or nothing when the night has no row. */
function restrictionNight(stayDate: string, row: RestrictionColumns): RestrictionNight[] {
  if (row.min_stay === null) return [];
  return [
    { stayDate, minStay: Number(row.min_stay), closedToArrival: row.closed_to_arrival === true, closedToDeparture: row.closed_to_departure === true },
  ];
}

/**
 * Every live room type of the hotel that fits `capacity`, with its inventory over [checkIn, checkOut) folded into
 * one row, and the check-in and check-out nights' stay restrictions (all read through the (room_type_id,
 * stay_date) primary key). The caller decides what is sellable.
 */
export async function findRoomStays(db: Executor, hotelId: number, checkIn: string, checkOut: string, capacity: number): Promise<RoomStayRow[]> {
  const rows = await queryRows<{
    room_type_id: number;
    name: string;
    capacity: number;
    area_sqm: number;
    template_image_url: string | null;
    base_price: number;
    refundable: boolean;
    covered_nights: number | string;
    total: number | string | null;
    min_remaining: number | string | null;
    arrival_min_stay: number | null;
    arrival_closed_to_arrival: boolean | null;
    arrival_closed_to_departure: boolean | null;
    departure_min_stay: number | null;
    departure_closed_to_arrival: boolean | null;
    departure_closed_to_departure: boolean | null;
  }>(
    db,
    sql`
    select rt.id as room_type_id, rt.name, rt.capacity, rt.area_sqm, rt.template_image_url, rt.base_price, rt.refundable,
           count(inv.stay_date)::int as covered_nights,
           sum(inv.price)::bigint as total,
           min(case when inv.status = 'OPEN' then inv.allotment - inv.booked else 0 end)::int as min_remaining,
           arr.min_stay as arrival_min_stay, arr.closed_to_arrival as arrival_closed_to_arrival,
           arr.closed_to_departure as arrival_closed_to_departure,
           dep.min_stay as departure_min_stay, dep.closed_to_arrival as departure_closed_to_arrival,
           dep.closed_to_departure as departure_closed_to_departure
    from room_types rt
    left join room_inventory inv on inv.room_type_id = rt.id
     and inv.stay_date >= ${checkIn}::date and inv.stay_date < ${checkOut}::date
    left join room_inventory arr on arr.room_type_id = rt.id and arr.stay_date = ${checkIn}::date
    left join room_inventory dep on dep.room_type_id = rt.id and dep.stay_date = ${checkOut}::date
    where rt.hotel_id = ${hotelId} and rt.deleted_at is null and rt.capacity >= ${capacity}
    group by rt.id, arr.room_type_id, arr.stay_date, dep.room_type_id, dep.stay_date
    order by rt.id`,
  );
  return rows.map((row) => ({
    roomTypeId: Number(row.room_type_id),
    name: row.name,
    capacity: Number(row.capacity),
    areaSqm: Number(row.area_sqm),
    templateImageUrl: row.template_image_url,
    basePrice: Number(row.base_price),
    refundable: row.refundable !== false,
    coveredNights: Number(row.covered_nights),
    total: row.total === null ? null : Number(row.total),
    minRemaining: row.min_remaining === null ? null : Number(row.min_remaining),
    restrictionNights: [
      ...restrictionNight(checkIn, {
        min_stay: row.arrival_min_stay,
        closed_to_arrival: row.arrival_closed_to_arrival,
        closed_to_departure: row.arrival_closed_to_departure,
      }),
      ...restrictionNight(checkOut, {
        min_stay: row.departure_min_stay,
        closed_to_arrival: row.departure_closed_to_arrival,
        closed_to_departure: row.departure_closed_to_departure,
      }),
    ],
  }));
}
