import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/database';
import { amenities, hotelAmenities, hotelImages, hotels } from '../../db/schema';

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
}

/**
 * Every live room type of the hotel that fits `capacity`, with its inventory over [checkIn, checkOut) folded into
 * one row (read through the (room_type_id, stay_date) primary key). The caller decides what is sellable.
 */
export async function findRoomStays(
  db: Executor,
  hotelId: number,
  checkIn: string,
  checkOut: string,
  capacity: number,
): Promise<RoomStayRow[]> {
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
  }>(
    db,
    sql`
    select rt.id as room_type_id, rt.name, rt.capacity, rt.area_sqm, rt.template_image_url, rt.base_price, rt.refundable,
           count(inv.stay_date)::int as covered_nights,
           sum(inv.price)::bigint as total,
           min(case when inv.status = 'OPEN' then inv.allotment - inv.booked else 0 end)::int as min_remaining
    from room_types rt
    left join room_inventory inv on inv.room_type_id = rt.id
     and inv.stay_date >= ${checkIn}::date and inv.stay_date < ${checkOut}::date
    where rt.hotel_id = ${hotelId} and rt.deleted_at is null and rt.capacity >= ${capacity}
    group by rt.id
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
  }));
}
