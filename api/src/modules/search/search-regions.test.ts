import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { HotelSearchResult, Suggestion } from 'shared-contracts/schemas';
import { build, TEST_SEED_HOTELS } from '../../build';
import { addDays } from '../../clock';
import { DEFAULT_SEED } from '../../db/seed/seed';
import { hotels } from '../../db/schema';
import { buildCatalog } from '../../db/seed/world-hotels.builder';
import { TEST_TODAY, testClock } from '../../testing/test-clock';

/** The seeded test world's hotels of a region id (16 세종, 17 제주), as the builder made them. */
const seededHotels = (regionId: number) =>
  buildCatalog(DEFAULT_SEED, TEST_SEED_HOTELS)
    .hotels.filter((h) => h.regionId === regionId)
    .map((h) => h.id)
    .sort((a, b) => a - b);

const STAY = `checkIn=${addDays(TEST_TODAY, 40)}&checkOut=${addDays(TEST_TODAY, 41)}&adults=1&limit=50`;

describe('search in 세종 and 제주 (issue 26)', () => {
  let app: FastifyInstance;
  const search = async (query: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/search/hotels?${STAY}&${query}` });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<HotelSearchResult>();
  };
  const ids = async (query: string) => (await search(query)).items.map((i) => i.hotelId).sort((a, b) => a - b);
  const region = (name: string, exact: boolean) => `region=${encodeURIComponent(name)}${exact ? '&regionExact=true' : ''}`;

  before(async () => {
    app = await build({ clock: testClock });
  });
  after(() => app.close());

  it("finds the seeded 제주 hotels by the region card's official name (regionExact) and by the bar's region", async () => {
    const jeju = seededHotels(17);
    assert.ok(jeju.length >= 1, 'the 20-hotel test world has a 제주 hotel');
    const exact = await search(region('제주특별자치도', true));
    assert.deepEqual(
      exact.items.map((i) => i.hotelId).sort((a, b) => a - b),
      jeju,
    );
    for (const item of exact.items) {
      assert.equal(item.region, '제주특별자치도');
      assert.match(item.address, /^제주특별자치도 /);
    }
    assert.deepEqual(await ids(region('제주특별자치도', false)), jeju);
    assert.deepEqual(await ids(region('제주', false)), jeju, 'the short name matches the region too');
    // Everything else of the unfiltered search is elsewhere.
    const all = await search('');
    assert.deepEqual(
      all.items
        .filter((i) => i.region === '제주특별자치도')
        .map((i) => i.hotelId)
        .sort((a, b) => a - b),
      jeju,
    );
  });

  it('finds the 세종 hotel without the 서울 hotels on 세종대로', async () => {
    const sejong = seededHotels(16);
    assert.equal(sejong.length, 1);
    assert.deepEqual(await ids(region('세종특별자치시', true)), sejong);
    assert.deepEqual(await ids(region('세종특별자치시', false)), sejong);
  });

  it('a typed text takes the region it names and the hotels found by their text elsewhere, each once', async () => {
    // 세종 names the region (one hotel) and, once renamed, a 서울 hotel: two parts of one answer, never a hotel twice.
    await app.db.update(hotels).set({ name: '세종 하우스 성수' }).where(eq(hotels.id, 1));
    const expected = [1, ...seededHotels(16)].sort((a, b) => a - b);
    const answer = await search(`q=${encodeURIComponent('세종')}`);
    assert.deepEqual(
      answer.items.map((i) => i.hotelId).sort((a, b) => a - b),
      expected,
    );
    assert.equal(answer.total, expected.length);
    // The 제주 hotel matches by its region and by its address: once.
    const jeju = await search(`q=${encodeURIComponent('제주')}`);
    assert.deepEqual(
      jeju.items.map((i) => i.hotelId),
      seededHotels(17),
    );
    assert.equal(jeju.total, seededHotels(17).length);
  });

  it('suggests 제주 hotels for the typed region name', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/search/suggest?q=${encodeURIComponent('제주')}` });
    assert.equal(res.statusCode, 200, res.body);
    const suggestions = res.json<Suggestion[]>();
    assert.deepEqual(
      suggestions.map((s) => s.hotelId).sort((a, b) => a - b),
      seededHotels(17),
    );
    for (const s of suggestions) assert.equal(s.region, '제주특별자치도');
  });
});
