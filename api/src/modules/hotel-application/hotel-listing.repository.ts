import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { amenities, hotelAmenities, hotelImages, hotelOwners, hotels, regions, roomTypes, rooms, users, type UserRole } from '../../db/schema';

/** The approval's writes (hotel-listing.ts): the live hotel, its cover, amenities, room types and rooms, its owner. */

export async function findRegionId(tx: Transaction, name: string): Promise<number | undefined> {
  const [region] = await tx.select({ id: regions.id }).from(regions).where(eq(regions.name, name));
  return region?.id;
}

export async function insertHotel(tx: Transaction, values: typeof hotels.$inferInsert): Promise<number> {
  const [hotel] = await tx.insert(hotels).values(values).returning({ id: hotels.id });
  return hotel!.id;
}

export async function insertHotelImage(tx: Transaction, image: typeof hotelImages.$inferInsert): Promise<void> {
  await tx.insert(hotelImages).values(image);
}

/** The hotel-scope amenities among `codes` (a code of another scope or none is skipped). */
export async function findHotelAmenityIds(tx: Transaction, codes: string[]): Promise<number[]> {
  const rows = await tx
    .select({ id: amenities.id })
    .from(amenities)
    .where(and(inArray(amenities.code, codes), eq(amenities.scope, 'HOTEL')));
  return rows.map((row) => row.id);
}

export async function insertHotelAmenities(tx: Transaction, hotelId: number, amenityIds: number[]): Promise<void> {
  await tx.insert(hotelAmenities).values(amenityIds.map((amenityId) => ({ hotelId, amenityId })));
}

export async function insertRoomType(tx: Transaction, values: typeof roomTypes.$inferInsert): Promise<number> {
  const [type] = await tx.insert(roomTypes).values(values).returning({ id: roomTypes.id });
  return type!.id;
}

export async function insertRooms(tx: Transaction, values: (typeof rooms.$inferInsert)[]): Promise<void> {
  await tx.insert(rooms).values(values);
}

export async function insertHotelOwner(tx: Transaction, userId: number, hotelId: number): Promise<void> {
  await tx.insert(hotelOwners).values({ userId, hotelId });
}

export async function findUserRole(tx: Transaction, userId: number): Promise<UserRole | undefined> {
  const [user] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return user?.role;
}

export async function setUserRole(tx: Transaction, userId: number, role: UserRole): Promise<void> {
  await tx.update(users).set({ role }).where(eq(users.id, userId));
}
