import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_CANCELLATION_TIERS, type HotelDetail } from 'shared-contracts/schemas';
import { build } from '../../build';
import { addDays } from '../../clock';
import { amenities, hotelAmenities, hotelImages, hotels, regions, roomInventory, roomTypes } from '../../db/schema';
import { TEST_TODAY, testClock } from '../../testing/test-clock';
import { SEARCH_MESSAGES } from '../search/search.service';
import { HOTEL_MESSAGES } from './hotel.messages';

/*
 * Hotel 1 (reviewed, images, amenities) with room types 11 STD cap 2 100000, 12 DLX cap 3 150000, 13 STE cap 4 300000,
 * 14 PRM cap 2 (deleted); inventory D0..D4, 5 rooms each, OPEN. Hotel 2 unreviewed without images or room types.
 * Hotel 3 SUSPENDED.
 */
const D = (n: number) => addDays(TEST_TODAY, n);
const TYPES = [
  { id: 11, typeCode: 'STANDARD' as const, name: '스탠다드 더블', capacity: 2, areaSqm: 20, basePrice: 100000 },
  { id: 12, typeCode: 'DELUXE' as const, name: '디럭스 트윈', capacity: 3, areaSqm: 28, basePrice: 150000 },
  { id: 13, typeCode: 'SUITE' as const, name: '스위트', capacity: 4, areaSqm: 45, basePrice: 300000 },
  { id: 14, typeCode: 'PREMIUM' as const, name: '프리미엄', capacity: 2, areaSqm: 30, basePrice: 50000, deletedAt: new Date() },
];

async function resetWorld(app: FastifyInstance) {
  await app.db.execute(
    sql`truncate hotel_amenities, hotel_images, room_inventory, room_types, hotels, amenities, regions restart identity cascade`,
  );
  await app.db.insert(regions).values([{ id: 1, code: 'seoul', name: '서울특별시', shortName: '서울', avgPrice: 120000 }]);
  await app.db.insert(amenities).values([
    { id: 1, code: 'POOL', name: '수영장', sortOrder: 2 },
    { id: 2, code: 'PARKING', name: '주차', sortOrder: 1 },
    { id: 3, code: 'WIFI', name: '와이파이', sortOrder: 3 },
  ]);
  await app.db.insert(hotels).values([
    {
      id: 1, name: '서울 그랜드 호텔', regionId: 1, address1: '서울특별시 중구 세종대로 1', address2: '그랜드타워',
      phone: '02-123-4567', gradeLevel: 5, rating: 4.3, reviewCount: 7, latitude: 37.5665, longitude: 126.978,
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
  await app.db.insert(roomInventory).values(
    TYPES.flatMap((t) =>
      Array.from({ length: 5 }, (_, n) => ({ roomTypeId: t.id, hotelId: 1, stayDate: D(n), allotment: 5, booked: 0, price: t.basePrice })),
    ),
  );
}

describe('GET /api/hotels/{id}', () => {
  let app: FastifyInstance;
  const get = (url: string) => app.inject({ method: 'GET', url });
  const detail = async (query = '', id = 1) => {
    const res = await get(`/api/hotels/${id}${query}`);
    assert.equal(res.statusCode, 200, res.body);
    return res.json<HotelDetail>();
  };
  const setNight = (roomTypeId: number, night: string, values: Partial<typeof roomInventory.$inferInsert>) =>
    app.db
      .update(roomInventory)
      .set(values)
      .where(and(eq(roomInventory.roomTypeId, roomTypeId), eq(roomInventory.stayDate, night)));
  const offers = (body: HotelDetail) => body.roomTypes.map((r) => [r.roomTypeId, r.priceSum, r.minRemaining]);

  before(async () => {
    app = await build({ clock: testClock, seed: false });
  });
  beforeEach(() => resetWorld(app));
  after(() => app.close());

  it('answers the hotel and its offers for today → tomorrow and 2 guests by default', async () => {
    const body = await detail();
    assert.deepEqual(body, {
      hotelId: 1,
      name: '서울 그랜드 호텔',
      gradeLevel: 5,
      address: '서울특별시 중구 세종대로 1 그랜드타워',
      phone: '02-123-4567',
      rating: 4.3,
      reviewCount: 7,
      latitude: 37.5665,
      longitude: 126.978,
      coverImageUrl: '/api/images/hotels/h-01.webp',
      gallery: ['/api/images/hotels/h-01.webp', '/api/images/hotels/h-07.webp'],
      amenities: [
        { code: 'PARKING', name: '주차' },
        { code: 'POOL', name: '수영장' },
        { code: 'WIFI', name: '와이파이' },
      ],
      roomDefaults: ['/api/images/rooms/r-03.webp'],
      checkInTime: '15:00',
      checkOutTime: '12:00',
      lowestTotal: 100000,
      checkIn: D(0),
      checkOut: D(1),
      guests: 2,
      roomTypes: [
        { roomTypeId: 11, name: '스탠다드 더블', capacity: 2, areaSqm: 20, templateImageUrl: '/api/images/rooms/11.webp', priceSum: 100000, minRemaining: 5, nights: 1, ratePlanId: 1, refundable: true, restriction: null },
        { roomTypeId: 12, name: '디럭스 트윈', capacity: 3, areaSqm: 28, templateImageUrl: '/api/images/rooms/12.webp', priceSum: 150000, minRemaining: 5, nights: 1, ratePlanId: 1, refundable: true, restriction: null },
        { roomTypeId: 13, name: '스위트', capacity: 4, areaSqm: 45, templateImageUrl: '/api/images/rooms/13.webp', priceSum: 300000, minRemaining: 5, nights: 1, ratePlanId: 1, refundable: true, restriction: null },
      ],
      // No tiers of its own: the platform default.
      cancellationPolicy: {
        tiers: DEFAULT_CANCELLATION_TIERS.map((tier) => ({ ...tier })),
        lines: ['체크인 7일 전까지: 100% 환불', '체크인 3~6일 전: 50% 환불', '체크인 1~2일 전: 20% 환불', '체크인 당일: 환불 불가'],
      },
    });
    assert.deepEqual(await detail(`?checkIn=${D(0)}&checkOut=${D(1)}&guests=2`), body);
    const alias = await get(`/api/hotels/1/details?checkIn=${D(0)}&checkOut=${D(1)}`);
    assert.equal(alias.statusCode, 200);
    assert.deepEqual(alias.json(), body);
    assert.equal((await detail(`?checkIn=${D(2)}`)).checkOut, D(3), 'checkOut defaults to the day after checkIn');
  });

  it('prices the whole stay and reports the fewest rooms left over its nights', async () => {
    await setNight(11, D(2), { price: 120000, booked: 3 });
    await setNight(12, D(1), { booked: 4 });
    const body = await detail(`?checkIn=${D(1)}&checkOut=${D(4)}`);
    assert.deepEqual(offers(body), [
      [11, 100000 + 120000 + 100000, 2],
      [12, 450000, 1],
      [13, 900000, 5],
    ]);
    assert.ok(body.roomTypes.every((r) => r.nights === 3));
    assert.equal(body.lowestTotal, 320000);
  });

  it('keeps a room type with a sold-out, closed or missing night, as sold out (minRemaining 0, priceSum null)', async () => {
    const stay = `?checkIn=${D(0)}&checkOut=${D(3)}`;
    await setNight(11, D(1), { booked: 5 });
    await setNight(12, D(2), { status: 'CLOSED' });
    await app.db.delete(roomInventory).where(and(eq(roomInventory.roomTypeId, 13), eq(roomInventory.stayDate, D(0))));
    let body = await detail(stay);
    assert.deepEqual(offers(body), [
      [11, null, 0],
      [12, null, 0],
      [13, null, 0],
    ], 'all listed, sold out, by list price');
    assert.equal(body.lowestTotal, null);

    await setNight(11, D(1), { booked: 4 });
    body = await detail(stay);
    assert.deepEqual(offers(body), [
      [11, 300000, 1],
      [12, null, 0],
      [13, null, 0],
    ], 'the last room sells; sellable offers come first');
    assert.equal(body.lowestTotal, 300000);

    body = await detail(`?checkIn=${D(4)}&checkOut=${D(6)}`);
    assert.deepEqual(offers(body), [[11, null, 0], [12, null, 0], [13, null, 0]], 'beyond the inventory');
    assert.ok(body.roomTypes.every((r) => r.nights === 2));
  });

  it('a stay that breaks a stay restriction is offered without a price, with the Korean reason (docs/decisions/0016)', async () => {
    const restrictionOf = (body: HotelDetail) => body.roomTypes.map((r) => [r.roomTypeId, r.priceSum, r.restriction ?? null]);
    await setNight(11, D(1), { minStay: 2 });
    await setNight(12, D(1), { closedToArrival: true });
    await setNight(13, D(3), { closedToDeparture: true });
    let body = await detail(`?checkIn=${D(1)}&checkOut=${D(2)}`);
    assert.deepEqual(restrictionOf(body), [
      [13, 300000, null],
      [11, null, { kind: 'MIN_STAY', minStay: 2, message: '최소 2박부터 예약할 수 있어요' }],
      [12, null, { kind: 'CLOSED_TO_ARRIVAL', message: '이 날짜에는 체크인할 수 없어요' }],
    ], 'the bookable type first, the refused ones after it by list price');
    assert.equal(body.lowestTotal, 300000, 'a refused type is not the lowest price');
    assert.ok(body.roomTypes.every((r) => r.minRemaining === 5), 'the rooms are there: the stay is what is refused');

    body = await detail(`?checkIn=${D(0)}&checkOut=${D(3)}`);
    assert.deepEqual(restrictionOf(body), [
      [11, 300000, null],
      [12, 450000, null],
      [13, null, { kind: 'CLOSED_TO_DEPARTURE', message: '이 날짜에는 체크아웃할 수 없어요' }],
    ], 'staying through a min-stay or closed-to-arrival night is fine; leaving on a closed-to-departure day is not');

    body = await detail(`?checkIn=${D(1)}&checkOut=${D(4)}`);
    assert.deepEqual(restrictionOf(body), [
      [11, 300000, null],
      [13, 900000, null],
      [12, null, { kind: 'CLOSED_TO_ARRIVAL', message: '이 날짜에는 체크인할 수 없어요' }],
    ], 'three nights meet the minimum, staying through a closed-to-departure day is fine; arriving on a closed day is refused whatever the length');
  });

  it('offers only room types that fit the guests, cheapest first', async () => {
    await setNight(11, D(0), { price: 400000 });
    assert.deepEqual((await detail('?guests=1')).roomTypes.map((r) => r.roomTypeId), [12, 13, 11]);
    assert.deepEqual((await detail('?guests=3')).roomTypes.map((r) => r.roomTypeId), [12, 13]);
    assert.deepEqual((await detail('?guests=4')).roomTypes.map((r) => r.roomTypeId), [13]);
    const five = await detail('?guests=5');
    assert.deepEqual(five.roomTypes, []);
    assert.equal(five.lowestTotal, null);
  });

  it('a hotel without reviews, images or room types has rating null and empty lists', async () => {
    const body = await detail('', 2);
    assert.equal(body.rating, null);
    assert.equal(body.reviewCount, 0);
    assert.deepEqual([body.gallery, body.roomDefaults, body.amenities, body.roomTypes], [[], [], [], []]);
    assert.equal(body.address, '서울특별시 강남구 테헤란로 3');
    assert.deepEqual([body.phone, body.latitude, body.longitude, body.coverImageUrl, body.lowestTotal], [null, null, null, null, null]);
  });

  it('answers 404 with a Korean message for an unknown or deleted hotel', async () => {
    await app.db.update(hotels).set({ deletedAt: new Date() }).where(eq(hotels.id, 2));
    for (const url of ['/api/hotels/999', '/api/hotels/2', '/api/hotels/2/details']) {
      const res = await get(url);
      assert.equal(res.statusCode, 404, url);
      assert.deepEqual([res.json<{ error: string }>().error, res.json<{ message: string }>().message], ['HOTEL_NOT_FOUND', HOTEL_MESSAGES.hotelNotFound]);
    }
  });

  it('answers 410 HOTEL_SUSPENDED for a suspended hotel: it is there but takes no bookings now', async () => {
    for (const url of ['/api/hotels/3', '/api/hotels/3/details']) {
      const res = await get(url);
      assert.equal(res.statusCode, 410, url);
      assert.deepEqual([res.json<{ error: string }>().error, res.json<{ message: string }>().message], ['HOTEL_SUSPENDED', '지금은 예약을 받지 않는 숙소입니다.']);
    }
    // Deleted wins over suspended: such a hotel is simply not found.
    await app.db.update(hotels).set({ deletedAt: new Date() }).where(eq(hotels.id, 3));
    assert.equal((await get('/api/hotels/3')).statusCode, 404);
  });

  it('rejects bad dates and guests with 400 and the search wording', async () => {
    const cases: [string, string | RegExp][] = [
      [`?checkIn=${D(2)}&checkOut=${D(2)}`, SEARCH_MESSAGES.checkOutAfterCheckIn],
      [`?checkIn=${D(2)}&checkOut=${D(1)}`, SEARCH_MESSAGES.checkOutAfterCheckIn],
      [`?checkOut=${D(0)}`, SEARCH_MESSAGES.checkOutAfterCheckIn],
      [`?checkIn=${D(0)}&checkOut=${D(31)}`, SEARCH_MESSAGES.tooManyNights],
      [`?checkIn=${D(-1)}&checkOut=${D(1)}`, HOTEL_MESSAGES.checkInInPast],
      ['?checkIn=2030-02-30', /^요청 값이 올바르지 않습니다/],
      ['?checkIn=20300315', /^요청 값이 올바르지 않습니다/],
      ['?guests=0', /^요청 값이 올바르지 않습니다/],
      ['?guests=17', /^요청 값이 올바르지 않습니다/],
      ['?guests=two', /^요청 값이 올바르지 않습니다/],
    ];
    for (const [query, message] of cases) {
      const res = await get(`/api/hotels/1${query}`);
      assert.equal(res.statusCode, 400, query);
      const body = res.json<{ error: string; message: string }>();
      assert.equal(body.error, 'VALIDATION_ERROR');
      if (typeof message === 'string') assert.equal(body.message, message, query);
      else assert.match(body.message, message, query);
    }
    assert.equal((await get('/api/hotels/abc')).statusCode, 400);
    assert.equal((await get('/api/hotels/0')).statusCode, 400);
    assert.equal((await detail(`?checkIn=${D(0)}&checkOut=${D(30)}`)).roomTypes[0]?.nights, 30, '30 nights is the most');
  });
});
