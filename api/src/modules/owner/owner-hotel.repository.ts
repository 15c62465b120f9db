import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { hotelOwners, hotels, regions, roomTypes } from '../../db/schema';

/** The hotels a user owns, by name, with their region's name. */
export async function hotelsOfOwner(db: Executor, userId: number) {
  return db
    .select({ id: hotels.id, name: hotels.name, businessNo: hotels.businessNo, region: regions.name })
    .from(hotelOwners)
    .innerJoin(hotels, eq(hotels.id, hotelOwners.hotelId))
    .innerJoin(regions, eq(regions.id, hotels.regionId))
    .where(eq(hotelOwners.userId, userId))
    .orderBy(asc(hotels.name), asc(hotels.id));
}

/** A hotel's room types that are not deleted, oldest first. */
export async function liveRoomTypesOfHotel(db: Executor, hotelId: number) {
  return db
    .select({ id: roomTypes.id, name: roomTypes.name, typeCode: roomTypes.typeCode })
    .from(roomTypes)
    .where(and(eq(roomTypes.hotelId, hotelId), isNull(roomTypes.deletedAt)))
    .orderBy(asc(roomTypes.id));
}
