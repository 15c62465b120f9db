import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { build } from '../../build';
import { addDays } from '../../clock';
import { amenities, hotelAmenities, hotels, regions, roomInventory, roomTypes } from '../../db/schema';
import { TEST_TODAY, testClock } from '../../testing/test-clock';
import type { HotelSearchResult, MinPrices, Suggestion } from './search.schemas';

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
const D = (n: number) => addDays(TEST_TODAY, n);
const HOTELS = [
  { id: 1, name: '서울 그랜드 호텔', regionId: 1, address1: '서울특별시 중구 세종대로 1', gradeLevel: 5, rating: 4.5, reviewCount: 10 },
  { id: 2, name: '해운대 비치 호텔', regionId: 2, address1: '부산광역시 해운대구 해변로 2', gradeLevel: 4, rating: 4.0, reviewCount: 3 },
  { id: 3, name: '강남 스테이', regionId: 1, address1: '서울특별시 강남구 테헤란로 3', gradeLevel: 3, rating: 3.9, reviewCount: 5 },
  { id: 4, name: '광안리 호스텔', regionId: 2, address1: '부산광역시 수영구 광안로 4', gradeLevel: 3, rating: 0, reviewCount: 0 },
  { id: 5, name: '명동 인', regionId: 1, address1: '서울특별시 중구 명동길 5', gradeLevel: 2, rating: 2.5, reviewCount: 2 },
  { id: 6, name: 'Jongno 하우스', regionId: 1, address1: '서울특별시 종로구 종로 6', gradeLevel: 4, rating: 4.5, reviewCount: 10 },
  { id: 7, name: '서면 모텔', regionId: 2, address1: '부산광역시 부산진구 서면로 7', gradeLevel: 1, rating: 1.0, reviewCount: 1 },
  { id: 8, name: '폐업 호텔', regionId: 1, address1: '서울특별시 중구 폐업로 8', gradeLevel: 5, rating: 5.0, reviewCount: 1, status: 'SUSPENDED' as const },
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
const HOTEL_AMENITIES: [number, number[]][] = [[1, [1, 2, 3]], [2, [1, 3]], [3, [2]], [5, [3]], [6, [1, 2]], [8, [1, 2, 3]]];
const NIGHTS = 5;

async function resetWorld(app: FastifyInstance) {
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

describe('search: items variant, suggestions and min prices', () => {
  let app: FastifyInstance;
  const get = (url: string) => app.inject({ method: 'GET', url });
  const search = async (query: string) => {
    const res = await get(`/api/search/hotels?${query}`);
    assert.equal(res.statusCode, 200, res.body);
    return res.json<HotelSearchResult>();
  };
  const ids = async (query: string) => (await search(query)).items.map((i) => i.hotelId);
  const setNight = (roomTypeId: number, night: string, values: Partial<typeof roomInventory.$inferInsert>) =>
    app.db
      .update(roomInventory)
      .set(values)
      .where(and(eq(roomInventory.roomTypeId, roomTypeId), eq(roomInventory.stayDate, night)));

  before(async () => {
    app = await build({ clock: testClock, seed: false });
  });
  beforeEach(() => resetWorld(app));
  after(() => app.close());

  describe('GET /api/search/hotels without page', () => {
    it('answers {items, total, hasMore, nextOffset} for today and tomorrow by default, best rated first', async () => {
      const body = await search('');
      assert.deepEqual(Object.keys(body).sort(), ['hasMore', 'items', 'nextOffset', 'total']);
      assert.equal(body.total, 7);
      assert.equal(body.hasMore, false);
      assert.equal(body.nextOffset, null);
      assert.deepEqual(body.items.map((i) => i.hotelId), [1, 6, 2, 3, 5, 7, 4]);
      assert.deepEqual(body.items[0], {
        hotelId: 1,
        name: '서울 그랜드 호텔',
        coverImageUrl: null,
        startingFrom: 200000,
        address: '서울특별시 중구 세종대로 1',
        region: '서울특별시',
        gradeLevel: 5,
        rating: 4.5,
        reviewCount: 10,
      });
      assert.equal(body.items.find((i) => i.hotelId === 4)?.rating, null);
      assert.deepEqual(await ids(`checkIn=${D(0)}&checkOut=${D(1)}`), [1, 6, 2, 3, 5, 7, 4]);
    });

    it('prices the whole stay: startingFrom is the cheapest fitting room type total over the nights', async () => {
      await setNight(11, D(1), { price: 250000 });
      const body = await search(`checkIn=${D(0)}&checkOut=${D(3)}`);
      assert.equal(body.items.find((i) => i.hotelId === 1)?.startingFrom, 200000 + 250000 + 200000);
      assert.equal(body.items.find((i) => i.hotelId === 7)?.startingFrom, 90000);
    });

    it('a sold-out or closed night excludes the room type; the last room left still sells', async () => {
      const stay = `checkIn=${D(0)}&checkOut=${D(3)}&sort=price_asc`;
      await setNight(31, D(1), { booked: 5 });
      let hotel3 = (await search(stay)).items.find((i) => i.hotelId === 3);
      assert.equal(hotel3?.startingFrom, 3 * 130000, 'falls back to the deluxe');
      await setNight(32, D(1), { status: 'CLOSED' });
      assert.ok(!(await ids(stay)).includes(3), 'no room type has every night');
      assert.ok((await ids(`checkIn=${D(2)}&checkOut=${D(4)}`)).includes(3), 'other nights are unaffected');
      await setNight(31, D(1), { booked: 4 });
      hotel3 = (await search(stay)).items.find((i) => i.hotelId === 3);
      assert.equal(hotel3?.startingFrom, 3 * 100000, 'one room left is enough');
    });

    it('a night without inventory excludes the hotel', async () => {
      assert.deepEqual(await ids(`checkIn=${D(3)}&checkOut=${D(5)}`), [1, 6, 2, 3, 5, 7, 4]);
      assert.deepEqual(await ids(`checkIn=${D(3)}&checkOut=${D(6)}`), []);
      await app.db.delete(roomInventory).where(and(eq(roomInventory.roomTypeId, 71), eq(roomInventory.stayDate, D(1))));
      assert.ok(!(await ids(`checkIn=${D(0)}&checkOut=${D(2)}`)).includes(7));
    });

    it('fits the party: capacity >= adults + children beyond 2; guests alone means adults', async () => {
      assert.deepEqual(await ids('adults=3'), [1, 3]);
      const three = await search('adults=3&sort=price_asc');
      assert.deepEqual(three.items.map((i) => [i.hotelId, i.startingFrom]), [[3, 130000], [1, 400000]]);
      assert.deepEqual(await ids('adults=2&children=2'), [1, 6, 2, 3, 5, 7, 4]);
      assert.deepEqual(await ids('adults=2&children=3'), [1, 3]);
      assert.deepEqual(await ids('adults=1&children=5'), [1]);
      assert.deepEqual(await ids('guests=4'), [1]);
      assert.deepEqual(await ids('guests=3'), [1, 3]);
      assert.deepEqual(await ids('adults=1&guests=4'), [1, 6, 2, 3, 5, 7, 4], 'adults wins over guests');
      assert.deepEqual(await ids('adults=5'), []);
    });

    it('filters by text, region, grade, rating band, amenities and the stay total', async () => {
      assert.deepEqual(await ids('q=해운대'), [2]);
      assert.deepEqual(await ids('q=서울 그랜드'), [1], 'spaces are ignored');
      assert.deepEqual(await ids('q=서울그랜드'), [1]);
      assert.deepEqual(await ids('q=jongno'), [6], 'case is ignored');
      assert.deepEqual(await ids('q=세종대로'), [1], 'address');
      assert.deepEqual(await ids('q=서울'), [1, 6, 3, 5], 'region name');
      assert.deepEqual(await ids('q=%25'), [], 'LIKE wildcards are literal');
      assert.deepEqual(await ids('region=부산'), [2, 7, 4]);
      assert.deepEqual(await ids('region=부산광역시&regionExact=true'), [2, 7, 4]);
      assert.deepEqual(await ids('region=부산&regionExact=true'), []);
      assert.deepEqual(await ids('grades=5,4'), [1, 6, 2]);
      assert.deepEqual(await ids('grades=3'), [3, 4]);
      assert.deepEqual(await ids('ratingBands=4'), [1, 6, 2]);
      assert.deepEqual(await ids('ratingBands=3'), [3]);
      assert.deepEqual(await ids('ratingBands=2'), [5]);
      assert.deepEqual(await ids('ratingBands=1,3'), [3, 7]);
      assert.deepEqual(await ids('ratingBands=1,2,3,4'), [1, 6, 2, 3, 5, 7], 'unreviewed hotels match no band');
      assert.deepEqual(await ids('amenityIds=1,2'), [1, 6]);
      assert.deepEqual(await ids('amenityIds=3'), [1, 2, 5]);
      assert.deepEqual(await ids('amenityIds=1,2,3,999'), []);
      assert.deepEqual(await ids('priceMin=100000&priceMax=150000'), [6, 2, 3]);
      const twoNights = `checkIn=${D(0)}&checkOut=${D(2)}`;
      assert.deepEqual(await ids(`${twoNights}&priceMin=300000`), [1, 6, 2], 'on the two-night total');
      assert.deepEqual(await ids(`${twoNights}&priceMax=100000`), [7, 4]);
      assert.deepEqual(await ids('region=서울&grades=4,5&amenityIds=2&ratingBands=4&priceMax=150000'), [6]);
      const filtered = await search('region=서울');
      assert.equal(filtered.total, 4);
    });

    it('sorts every way with ties broken by hotel id', async () => {
      assert.deepEqual(await ids('sort=rating'), [1, 6, 2, 3, 5, 7, 4]);
      assert.deepEqual(await ids('sort=price_asc'), [7, 4, 5, 3, 2, 6, 1]);
      assert.deepEqual(await ids('sort=price_desc'), [1, 2, 6, 3, 5, 4, 7]);
      assert.deepEqual(await ids('sort=grade_desc'), [1, 2, 6, 3, 4, 5, 7]);
      assert.deepEqual(await ids('sort=reviews_desc'), [1, 6, 3, 2, 5, 7, 4]);
    });

    it('pages with limit and offset: concatenated pages equal one big page, for every sort', async () => {
      for (const sort of ['rating', 'price_asc', 'price_desc', 'grade_desc', 'reviews_desc']) {
        const all = await ids(`sort=${sort}&limit=50`);
        for (const limit of [1, 2, 3]) {
          const seen: number[] = [];
          let offset: number | null = 0;
          while (offset !== null) {
            const body: HotelSearchResult = await search(`sort=${sort}&limit=${limit}&offset=${offset}`);
            assert.equal(body.total, 7);
            assert.ok(body.items.length <= limit);
            seen.push(...body.items.map((i) => i.hotelId));
            assert.equal(body.hasMore, seen.length < 7);
            assert.equal(body.nextOffset, body.hasMore ? seen.length : null);
            offset = body.nextOffset;
          }
          assert.deepEqual(seen, all, `${sort} limit ${limit}`);
        }
      }
      const beyond = await search('offset=20');
      assert.deepEqual(beyond, { items: [], total: 7, hasMore: false, nextOffset: null });
      const none = await search('q=없는호텔');
      assert.deepEqual(none, { items: [], total: 0, hasMore: false, nextOffset: null });
    });

    it('limit defaults to 10 and is clamped to 50', async () => {
      await app.db.insert(hotels).values(
        Array.from({ length: 60 }, (_, i) => ({ id: 100 + i, name: `추가 호텔 ${i}`, regionId: 1, address1: '서울', gradeLevel: 1 })),
      );
      await app.db.insert(roomTypes).values(
        Array.from({ length: 60 }, (_, i) => ({ id: 1000 + i, hotelId: 100 + i, typeCode: 'STANDARD' as const, name: 'S', capacity: 2, areaSqm: 20, basePrice: 1000 })),
      );
      await app.db.insert(roomInventory).values(
        Array.from({ length: 60 }, (_, i) => ({ roomTypeId: 1000 + i, hotelId: 100 + i, stayDate: D(0), allotment: 1, price: 1000 })),
      );
      const first = await search('');
      assert.equal(first.items.length, 10);
      assert.equal(first.total, 67);
      assert.equal(first.nextOffset, 10);
      const big = await search('limit=500');
      assert.equal(big.items.length, 50);
      assert.equal(big.nextOffset, 50);
    });

    it('rejects bad dates and malformed values with a Korean validation message', async () => {
      const bad = [
        `checkIn=${D(1)}&checkOut=${D(1)}`,
        `checkIn=${D(2)}&checkOut=${D(1)}`,
        `checkOut=${D(0)}`,
        'checkIn=2030-02-30&checkOut=2030-03-01',
        'checkIn=2030-3-1',
        'checkIn=tomorrow',
        `checkIn=${D(0)}&checkOut=${D(31)}`,
        'adults=0',
        'adults=9',
        'children=9',
        'children=-1',
        'guests=abc',
        'priceMin=-1',
        'priceMin=200000&priceMax=100000',
        'grades=6',
        'grades=5,,4',
        'ratingBands=5',
        'ratingBands=0',
        'amenityIds=a',
        'sort=cheap',
        'regionExact=yes',
        'limit=0',
        'offset=-1',
        'offset=1.5',
      ];
      for (const query of bad) {
        const res = await get(`/api/search/hotels?${query}`);
        assert.equal(res.statusCode, 400, query);
        const body = res.json<{ error: string; message: string }>();
        assert.equal(body.error, 'VALIDATION_ERROR', query);
        assert.match(body.message, /[가-힣]/, query);
      }
      const order = (await get(`/api/search/hotels?checkIn=${D(2)}&checkOut=${D(1)}`)).json<{ message: string }>();
      assert.equal(order.message, '체크아웃 날짜는 체크인 날짜 이후여야 합니다.');
    });

    it('keeps the paged variant when page or size is given', async () => {
      for (const query of ['page=0&size=3', 'size=3', 'page=0&size=3&sort=price_asc']) {
        const res = await get(`/api/search/hotels?${query}`);
        assert.equal(res.statusCode, 200);
        const body = res.json<{ content: { hotelId: number }[]; totalElements: number }>();
        assert.deepEqual(body.content.map((c) => c.hotelId), [1, 2, 3], query);
        assert.equal(body.totalElements, 7);
      }
    });
  });

  describe('GET /api/search/suggest', () => {
    const suggest = async (query: string) => {
      const res = await get(`/api/search/suggest?${query}`);
      assert.equal(res.statusCode, 200, res.body);
      return res.json<Suggestion[]>();
    };

    it('matches name, region and address in Korean, name prefixes first', async () => {
      assert.deepEqual(await suggest(`q=${encodeURIComponent('그랜드')}`), [
        { hotelId: 1, name: '서울 그랜드 호텔', region: '서울특별시', address: '서울특별시 중구 세종대로 1' },
      ]);
      assert.deepEqual((await suggest('q=서울')).map((s) => s.hotelId), [1, 3, 5, 6]);
      assert.deepEqual((await suggest('q=부산')).map((s) => s.hotelId), [2, 4, 7]);
      assert.deepEqual((await suggest('q=광안')).map((s) => s.hotelId), [4]);
      assert.deepEqual((await suggest('q=테헤란로')).map((s) => s.hotelId), [3]);
      assert.deepEqual((await suggest('q=서울 그랜드')).map((s) => s.hotelId), [1]);
      assert.deepEqual((await suggest('q=JONGNO')).map((s) => s.hotelId), [6]);
      assert.deepEqual((await suggest('q=호텔')).map((s) => s.hotelId), [1, 2], 'suspended hotels are not suggested');
    });

    it('limits to 8 at most and answers [] for blank text', async () => {
      assert.equal((await suggest('q=서울&limit=2')).length, 2);
      await app.db.insert(hotels).values(
        Array.from({ length: 12 }, (_, i) => ({ id: 100 + i, name: `호텔 ${i}`, regionId: 1, address1: '서울', gradeLevel: 1 })),
      );
      assert.equal((await suggest('q=호텔')).length, 8);
      assert.equal((await suggest('q=호텔&limit=50')).length, 8);
      assert.deepEqual(await suggest('q=%20%20'), []);
      assert.deepEqual(await suggest(''), []);
      assert.deepEqual(await suggest('q=%25'), []);
      assert.equal((await get('/api/search/suggest?q=a&limit=0')).statusCode, 400);
    });
  });

  describe('GET /api/search/min-prices', () => {
    const prices = async (query: string) => {
      const res = await get(`/api/search/min-prices?${query}`);
      assert.equal(res.statusCode, 200, res.body);
      return res.json<MinPrices>();
    };

    it('maps hotel id to the lowest open single-night price from today with a room left', async () => {
      assert.deepEqual(await prices('hotelIds=1,3,8,999'), { 1: 200000, 3: 100000 });
      await setNight(41, D(3), { price: 20000 });
      assert.deepEqual(await prices('hotelIds=4'), { 4: 20000 }, 'a later night counts');
      await setNight(41, D(3), { booked: 5 });
      assert.deepEqual(await prices('hotelIds=4'), { 4: 50000 }, 'sold out does not');
      await setNight(41, D(2), { price: 10000, status: 'CLOSED' });
      assert.deepEqual(await prices('hotelIds=4'), { 4: 50000 }, 'closed does not');
      await app.db.insert(roomInventory).values({ roomTypeId: 41, hotelId: 4, stayDate: D(-1), allotment: 5, price: 1000 });
      assert.deepEqual(await prices('hotelIds=4'), { 4: 50000 }, 'past nights do not');
    });

    it('rejects a missing or malformed id list', async () => {
      for (const query of ['', 'hotelIds=', 'hotelIds=a', 'hotelIds=1,,2']) {
        const res = await get(`/api/search/min-prices?${query}`);
        assert.equal(res.statusCode, 400, query);
        assert.match(res.json<{ message: string }>().message, /[가-힣]/);
      }
    });
  });
});
