import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_CANCELLATION_TIERS, type HotelDetail } from 'shared-contracts/schemas';
import { build } from '../../build';
import { hotels } from '../../db/schema';
import { testClock } from '../../testing/test-clock';
import { SEARCH_MESSAGES } from '../search/search.service';
import { HOTEL_MESSAGES } from './hotel.messages';
import { D, resetWorld } from './hotel-test.fixtures';

// The world is described in hotel-test.fixtures.ts; pricing and availability of the offers are in hotel-offers.test.ts.
describe('GET /api/hotels/{id}', () => {
  let app: FastifyInstance;
  const get = (url: string) => app.inject({ method: 'GET', url });
  const detail = async (query = '', id = 1) => {
    const res = await get(`/api/hotels/${id}${query}`);
    assert.equal(res.statusCode, 200, res.body);
    return res.json<HotelDetail>();
  };

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
        {
          roomTypeId: 11,
          name: '스탠다드 더블',
          capacity: 2,
          areaSqm: 20,
          templateImageUrl: '/api/images/rooms/11.webp',
          priceSum: 100000,
          minRemaining: 5,
          nights: 1,
          ratePlanId: 1,
          refundable: true,
          restriction: null,
        },
        {
          roomTypeId: 12,
          name: '디럭스 트윈',
          capacity: 3,
          areaSqm: 28,
          templateImageUrl: '/api/images/rooms/12.webp',
          priceSum: 150000,
          minRemaining: 5,
          nights: 1,
          ratePlanId: 1,
          refundable: true,
          restriction: null,
        },
        {
          roomTypeId: 13,
          name: '스위트',
          capacity: 4,
          areaSqm: 45,
          templateImageUrl: '/api/images/rooms/13.webp',
          priceSum: 300000,
          minRemaining: 5,
          nights: 1,
          ratePlanId: 1,
          refundable: true,
          restriction: null,
        },
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
      assert.deepEqual(
        [res.json<{ error: string }>().error, res.json<{ message: string }>().message],
        ['HOTEL_NOT_FOUND', HOTEL_MESSAGES.hotelNotFound],
      );
    }
  });

  it('answers 410 HOTEL_SUSPENDED for a suspended hotel: it is there but takes no bookings now', async () => {
    for (const url of ['/api/hotels/3', '/api/hotels/3/details']) {
      const res = await get(url);
      assert.equal(res.statusCode, 410, url);
      assert.deepEqual(
        [res.json<{ error: string }>().error, res.json<{ message: string }>().message],
        ['HOTEL_SUSPENDED', '지금은 예약을 받지 않는 숙소입니다.'],
      );
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
