import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addDays } from '../../clock';
import { amenities, hotelAmenities, hotels, regions, roomInventory, roomTypes } from '../../db/schema';
import { TEST_TODAY } from '../../testing/test-clock';

/*
 * A small hand-made world (no demo seed) so every expectation can be worked out by hand.
 * Inventory: every room type has 5 rooms, OPEN, nothing booked, one constant price, for nights D0..D4.
 *
 *  id name             region  grade rating(reviews) amenities  room types (capacity: price)
 *  1  서울 그랜드 호텔  서울     5     4.5 (10)        1,2,3      STD 2: 200000, SUITE 4: 400000
 *  2  해운대 비치 호텔  부산     4     4.0 (3)         1,3        STD 2: 150000
 *  3  강남 스테이       서울     3     3.9 (5)         2          STD 2: 100000, DLX 3: 130000
 *  4  광안리 호스텔     부산     3     - (0)           -          STD 2: 50000
 *  5  명동 인           서울     2     2.5 (2)         3          STD 2: 80000
 *  6  Jongno 하우스     서울     4     4.5 (10)        1,2        STD 2: 150000
 *  7  서면 모텔         부산     1     1.0 (1)         -          STD 2: 30000
 *  8  폐업 호텔         서울     5     5.0 (1)         1,2,3      STD 2: 10000   (SUSPENDED: never listed)
 */
export const D = (n: number) => addDays(TEST_TODAY, n);
const HOTELS = [
  { id: 1, name: '서울 그랜드 호텔', regionId: 1, address1: '서울특별시 중구 세종대로 1', gradeLevel: 5, rating: 4.5, reviewCount: 10 },
  { id: 2, name: '해운대 비치 호텔', regionId: 2, address1: '부산광역시 해운대구 해변로 2', gradeLevel: 4, rating: 4.0, reviewCount: 3 },
  { id: 3, name: '강남 스테이', regionId: 1, address1: '서울특별시 강남구 테헤란로 3', gradeLevel: 3, rating: 3.9, reviewCount: 5 },
  { id: 4, name: '광안리 호스텔', regionId: 2, address1: '부산광역시 수영구 광안로 4', gradeLevel: 3, rating: 0, reviewCount: 0 },
  { id: 5, name: '명동 인', regionId: 1, address1: '서울특별시 중구 명동길 5', gradeLevel: 2, rating: 2.5, reviewCount: 2 },
  { id: 6, name: 'Jongno 하우스', regionId: 1, address1: '서울특별시 종로구 종로 6', gradeLevel: 4, rating: 4.5, reviewCount: 10 },
  { id: 7, name: '서면 모텔', regionId: 2, address1: '부산광역시 부산진구 서면로 7', gradeLevel: 1, rating: 1.0, reviewCount: 1 },
  {
    id: 8,
    name: '폐업 호텔',
    regionId: 1,
    address1: '서울특별시 중구 폐업로 8',
    gradeLevel: 5,
    rating: 5.0,
    reviewCount: 1,
    status: 'SUSPENDED' as const,
  },
];
const ROOM_TYPES = [
  { id: 11, hotelId: 1, typeCode: 'STANDARD' as const, capacity: 2, basePrice: 200000 },
  { id: 12, hotelId: 1, typeCode: 'SUITE' as const, capacity: 4, basePrice: 400000 },
  { id: 21, hotelId: 2, typeCode: 'STANDARD' as const, capacity: 2, basePrice: 150000 },
  { id: 31, hotelId: 3, typeCode: 'STANDARD' as const, capacity: 2, basePrice: 100000 },
  { id: 32, hotelId: 3, typeCode: 'DELUXE' as const, capacity: 3, basePrice: 130000 },
  { id: 41, hotelId: 4, typeCode: 'STANDARD' as const, capacity: 2, basePrice: 50000 },
  { id: 51, hotelId: 5, typeCode: 'STANDARD' as const, capacity: 2, basePrice: 80000 },
  { id: 61, hotelId: 6, typeCode: 'STANDARD' as const, capacity: 2, basePrice: 150000 },
  { id: 71, hotelId: 7, typeCode: 'STANDARD' as const, capacity: 2, basePrice: 30000 },
  { id: 81, hotelId: 8, typeCode: 'STANDARD' as const, capacity: 2, basePrice: 10000 },
];
const HOTEL_AMENITIES: [number, number[]][] = [
  [1, [1, 2, 3]],
  [2, [1, 3]],
  [3, [2]],
  [5, [3]],
  [6, [1, 2]],
  [8, [1, 2, 3]],
];
const NIGHTS = 5;

/** Empties the search tables and writes the world above again (each test starts from it). */
export async function resetWorld(app: FastifyInstance) {
  await app.db.execute(sql`truncate hotel_amenities, room_inventory, room_types, hotels, amenities, regions restart identity cascade`);
  await app.db.insert(regions).values([
    { id: 1, code: 'seoul', name: '서울특별시', shortName: '서울', avgPrice: 120000 },
    { id: 2, code: 'busan', name: '부산광역시', shortName: '부산', avgPrice: 100000 },
  ]);
  await app.db.insert(amenities).values([
    { id: 1, code: 'POOL', name: '수영장' },
    { id: 2, code: 'PARKING', name: '주차' },
    { id: 3, code: 'WIFI', name: '와이파이' },
  ]);
  await app.db.insert(hotels).values(HOTELS.map((h) => ({ status: 'ACTIVE' as const, ...h })));
  await app.db.insert(hotelAmenities).values(HOTEL_AMENITIES.flatMap(([hotelId, ids]) => ids.map((amenityId) => ({ hotelId, amenityId }))));
  await app.db.insert(roomTypes).values(ROOM_TYPES.map((t) => ({ ...t, name: t.typeCode, areaSqm: 20 })));
  await app.db.insert(roomInventory).values(
    ROOM_TYPES.flatMap((t) =>
      Array.from({ length: NIGHTS }, (_, n) => ({
        roomTypeId: t.id,
        hotelId: t.hotelId,
        stayDate: D(n),
        allotment: 5,
        booked: 0,
        price: t.basePrice,
        status: 'OPEN' as const,
      })),
    ),
  );
}

/** Overwrites one night of a room type (price, booked, status...). */
export function setNight(app: FastifyInstance, roomTypeId: number, night: string, values: Partial<typeof roomInventory.$inferInsert>) {
  return app.db
    .update(roomInventory)
    .set(values)
    .where(and(eq(roomInventory.roomTypeId, roomTypeId), eq(roomInventory.stayDate, night)));
}
