import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { build } from '../../build';
import { hotels, roomInventory, roomTypes } from '../../db/schema';
import { testClock } from '../../testing/test-clock';
import type { HotelSearchResult } from './search.schemas';
import { D, resetWorld, setNight } from './search-test.fixtures';

// The hand-made world is described in search-test.fixtures.ts; suggestions and min prices are in search-suggest.test.ts.
// Twice: nationwide searches answered from the in-memory stay grids (search-grid-store.ts) and by the statement alone.
for (const grids of ['grids', 'statement only'] as const)
  describe(`search: items variant (${grids})`, () => {
    let app: FastifyInstance;
    const get = (url: string) => app.inject({ method: 'GET', url });
    const search = async (query: string) => {
      const res = await get(`/api/search/hotels?${query}`);
      assert.equal(res.statusCode, 200, res.body);
      return res.json<HotelSearchResult>();
    };
    const ids = async (query: string) => (await search(query)).items.map((i) => i.hotelId);

    before(async () => {
      app = await build({ clock: testClock, seed: false, env: grids === 'grids' ? {} : { SEARCH_GRID_SIZE: '0' } });
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
        assert.deepEqual(
          body.items.map((i) => i.hotelId),
          [1, 6, 2, 3, 5, 7, 4],
        );
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
        await setNight(app, 11, D(1), { price: 250000 });
        const body = await search(`checkIn=${D(0)}&checkOut=${D(3)}`);
        assert.equal(body.items.find((i) => i.hotelId === 1)?.startingFrom, 200000 + 250000 + 200000);
        assert.equal(body.items.find((i) => i.hotelId === 7)?.startingFrom, 90000);
      });

      it('a sold-out or closed night excludes the room type; the last room left still sells', async () => {
        const stay = `checkIn=${D(0)}&checkOut=${D(3)}&sort=price_asc`;
        await setNight(app, 31, D(1), { booked: 5 });
        let hotel3 = (await search(stay)).items.find((i) => i.hotelId === 3);
        assert.equal(hotel3?.startingFrom, 3 * 130000, 'falls back to the deluxe');
        await setNight(app, 32, D(1), { status: 'CLOSED' });
        assert.ok(!(await ids(stay)).includes(3), 'no room type has every night');
        assert.ok((await ids(`checkIn=${D(2)}&checkOut=${D(4)}`)).includes(3), 'other nights are unaffected');
        await setNight(app, 31, D(1), { booked: 4 });
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
        assert.deepEqual(
          three.items.map((i) => [i.hotelId, i.startingFrom]),
          [
            [3, 130000],
            [1, 400000],
          ],
        );
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
        await app.db
          .insert(hotels)
          .values(Array.from({ length: 60 }, (_, i) => ({ id: 100 + i, name: `추가 호텔 ${i}`, regionId: 1, address1: '서울', gradeLevel: 1 })));
        await app.db.insert(roomTypes).values(
          Array.from({ length: 60 }, (_, i) => ({
            id: 1000 + i,
            hotelId: 100 + i,
            typeCode: 'STANDARD' as const,
            name: 'S',
            capacity: 2,
            areaSqm: 20,
            basePrice: 1000,
          })),
        );
        await app.db
          .insert(roomInventory)
          .values(Array.from({ length: 60 }, (_, i) => ({ roomTypeId: 1000 + i, hotelId: 100 + i, stayDate: D(0), allotment: 1, price: 1000 })));
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
          assert.deepEqual(
            body.content.map((c) => c.hotelId),
            [1, 2, 3],
            query,
          );
          assert.equal(body.totalElements, 7);
        }
      });
    });
  });
