import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { hotels, regions, roomInventory, roomTypes } from '../../db/schema';
import type { HotelCard } from './search.schemas';

const listable = and(eq(hotels.status, 'ACTIVE'), isNull(hotels.deletedAt));

export async function countListableHotels(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(hotels).where(listable);
  return row?.n ?? 0;
}

/**
 * Hotel cards ordered by id. startingFrom is the lowest OPEN price for `night` among room types with at least
 * one room left (SOLD_OUT is derived: allotment - booked = 0), or null when nothing is sellable that night.
 */
export function findHotelCards(db: Executor, night: string, limit: number, offset: number): Promise<HotelCard[]> {
  const startingFrom = sql<number | null>`(
    select min(${roomInventory.price}) from ${roomInventory}
    join ${roomTypes} on ${roomTypes.id} = ${roomInventory.roomTypeId} and ${roomTypes.deletedAt} is null
    where ${roomInventory.hotelId} = ${hotels.id}
      and ${roomInventory.stayDate} = ${night}
      and ${roomInventory.status} = 'OPEN'
      and ${roomInventory.allotment} - ${roomInventory.booked} > 0
  )`.mapWith(Number);
  return db
    .select({
      hotelId: hotels.id,
      name: hotels.name,
      coverImageUrl: hotels.coverImageUrl,
      startingFrom,
      address: hotels.address1,
      region: regions.name,
      gradeLevel: hotels.gradeLevel,
      // A hotel nobody has reviewed has no rating (not a rating of 0, which would read as '별로예요').
      rating: sql<number | null>`case when ${hotels.reviewCount} > 0 then ${hotels.rating} end`.mapWith(Number),
      reviewCount: hotels.reviewCount,
    })
    .from(hotels)
    .innerJoin(regions, eq(regions.id, hotels.regionId))
    .where(listable)
    .orderBy(asc(hotels.id))
    .limit(limit)
    .offset(offset);
}
