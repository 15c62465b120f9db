import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { build } from '../../build';
import { hotels, roomInventory } from '../../db/schema';
import { testClock } from '../../testing/test-clock';
import type { MinPrices, Suggestion } from './search.schemas';
import { D, resetWorld, setNight } from './search-test.fixtures';

// Split from search-items.test.ts (same hand-made world, described in search-test.fixtures.ts).
describe('search: suggestions and min prices', () => {
  let app: FastifyInstance;
  const get = (url: string) => app.inject({ method: 'GET', url });

  before(async () => {
    app = await build({ clock: testClock, seed: false });
  });
  beforeEach(() => resetWorld(app));
  after(() => app.close());

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
      assert.deepEqual(
        (await suggest('q=서울')).map((s) => s.hotelId),
        [1, 3, 5, 6],
      );
      assert.deepEqual(
        (await suggest('q=부산')).map((s) => s.hotelId),
        [2, 4, 7],
      );
      assert.deepEqual(
        (await suggest('q=광안')).map((s) => s.hotelId),
        [4],
      );
      assert.deepEqual(
        (await suggest('q=테헤란로')).map((s) => s.hotelId),
        [3],
      );
      assert.deepEqual(
        (await suggest('q=서울 그랜드')).map((s) => s.hotelId),
        [1],
      );
      assert.deepEqual(
        (await suggest('q=JONGNO')).map((s) => s.hotelId),
        [6],
      );
      assert.deepEqual(
        (await suggest('q=호텔')).map((s) => s.hotelId),
        [1, 2],
        'suspended hotels are not suggested',
      );
    });

    it('limits to 8 at most and answers [] for blank text', async () => {
      assert.equal((await suggest('q=서울&limit=2')).length, 2);
      await app.db
        .insert(hotels)
        .values(Array.from({ length: 12 }, (_, i) => ({ id: 100 + i, name: `호텔 ${i}`, regionId: 1, address1: '서울', gradeLevel: 1 })));
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
      await setNight(app, 41, D(3), { price: 20000 });
      assert.deepEqual(await prices('hotelIds=4'), { 4: 20000 }, 'a later night counts');
      await setNight(app, 41, D(3), { booked: 5 });
      assert.deepEqual(await prices('hotelIds=4'), { 4: 50000 }, 'sold out does not');
      await setNight(app, 41, D(2), { price: 10000, status: 'CLOSED' });
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
