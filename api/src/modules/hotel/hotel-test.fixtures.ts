import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addDays } from '../../clock';
import { amenities, hotelAmenities, hotelImages, hotels, regions, roomInventory, roomTypes } from '../../db/schema';
import { TEST_TODAY } from '../../testing/test-clock';

/*
 * Hotel 1 (reviewed, images, amenities) with room types 11 STD cap 2 100000, 12 DLX cap 3 150000, 13 STE cap 4 300000,
 * 14 PRM cap 2 (deleted); inventory D0..D4, 5 rooms each, OPEN. Hotel 2 unreviewed without images or room types.
 * Hotel 3 SUSPENDED.
 */
export const D = (n: number) => addDays(TEST_TODAY, n);
const TYPES = [
  { id: 11, typeCode: 'STANDARD' as const, name: '스탠다드 더블', capacity: 2, areaSqm: 20, basePrice: 100000 },
  { id: 12, typeCode: 'DELUXE' as const, name: '디럭스 트윈', capacity: 3, areaSqm: 28, basePrice: 150000 },
  { id: 13, typeCode: 'SUITE' as const, name: '스위트', capacity: 4, areaSqm: 45, basePrice: 300000 },
  { id: 14, typeCode: 'PREMIUM' as const, name: '프리미엄', capacity: 2, areaSqm: 30, basePrice: 50000, deletedAt: new Date() },
];

/** Empties the hotel tables and writes the world above again (each test starts from it). */
export async function resetWorld(app: FastifyInstance) {
  await app.db.execute(sql`truncate hotel_amenities, hotel_images, room_inventory, room_types, hotels, amenities, regions restart identity cascade`);
  await app.db.insert(regions).values([{ id: 1, code: 'seoul', name: '서울특별시', shortName: '서울', avgPrice: 120000 }]);
  await app.db.insert(amenities).values([
    { id: 1, code: 'POOL', name: '수영장', sortOrder: 2 },
    { id: 2, code: 'PARKING', name: '주차', sortOrder: 1 },
    { id: 3, code: 'WIFI', name: '와이파이', sortOrder: 3 },
  ]);
  await app.db.insert(hotels).values([
    {
      id: 1,
      name: '서울 그랜드 호텔',
      regionId: 1,
      address1: '서울특별시 중구 세종대로 1',
      address2: '그랜드타워',
      phone: '02-123-4567',
      gradeLevel: 5,
      rating: 4.3,
      reviewCount: 7,
      latitude: 37.5665,
      longitude: 126.978,
      coverImageUrl: '/api/images/hotels/h-01.webp',
    },
    { id: 2, name: '강남 스테이', regionId: 1, address1: '서울특별시 강남구 테헤란로 3', gradeLevel: 3 },
    { id: 3, name: '폐업 호텔', regionId: 1, address1: '서울특별시 중구 폐업로 8', gradeLevel: 4, status: 'SUSPENDED' },
  ]);
  await app.db.insert(hotelImages).values([
    { hotelId: 1, url: '/api/images/hotels/h-01.webp', kind: 'EXTERIOR', sortOrder: 0 },
    { hotelId: 1, url: '/api/images/rooms/r-03.webp', kind: 'ROOM', sortOrder: 2 },
    { hotelId: 1, url: '/api/images/hotels/h-07.webp', kind: 'EXTERIOR', sortOrder: 1 },
  ]);
  await app.db.insert(hotelAmenities).values([1, 2, 3].map((amenityId) => ({ hotelId: 1, amenityId })));
  await app.db.insert(roomTypes).values(TYPES.map((t) => ({ ...t, hotelId: 1, templateImageUrl: `/api/images/rooms/${t.id}.webp` })));
  await app.db
    .insert(roomInventory)
    .values(
      TYPES.flatMap((t) =>
        Array.from({ length: 5 }, (_, n) => ({ roomTypeId: t.id, hotelId: 1, stayDate: D(n), allotment: 5, booked: 0, price: t.basePrice })),
      ),
    );
}

/** Overwrites one night of a room type (price, booked, status, restrictions...). */
export function setNight(app: FastifyInstance, roomTypeId: number, night: string, values: Partial<typeof roomInventory.$inferInsert>) {
  return app.db
    .update(roomInventory)
    .set(values)
    .where(and(eq(roomInventory.roomTypeId, roomTypeId), eq(roomInventory.stayDate, night)));
}
