import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { build } from '../../build';
import { addDays } from '../../clock';
import { queryRows } from '../../db/database';
import { amenities, hotelAmenities, hotels, regions } from '../../db/schema';
import { TEST_TODAY, testClock } from '../../testing/test-clock';
import { SearchResultCache } from './search-cache';
import type { HotelSearchResult } from './search.schemas';

/*
 * The exact result cache (docs/performance.md, "Result cache"): repeated searches are answered from memory, and any
 * change of what a search reads — inventory through hotel_stay_prices, hotel texts, regions, amenities — shows in the
 * very next answer, because the versions move inside the writing transaction.
 */
describe('search: the result cache is exact', () => {
  let app: FastifyInstance;
  const checkIn = addDays(TEST_TODAY, 12);
  const stay = `checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}&adults=1&limit=50`;
  const search = async (query: string) => (await app.inject({ method: 'GET', url: `/api/search/hotels?${stay}&${query}` })).json<HotelSearchResult>();

  before(async () => {
    app = await build({ clock: testClock, seed: { hotels: 6 } });
  });
  after(() => app.close());

  it('answers a repeated search from memory (a change hidden from the versions is not seen)', async () => {
    const first = await search('sort=price_asc');
    const cheapest = first.items[0]!;
    // Switch the version trigger off for one update: the cache cannot know, so the cached answer comes back.
    await app.db.execute(sql`alter table hotel_stay_prices disable trigger hotel_stay_prices_version_upd`);
    try {
      await app.db.execute(
        sql`update hotel_stay_prices set prices = array_fill(1::bigint, array[8, 7]) where hotel_id = ${cheapest.hotelId} and check_in = ${checkIn}::date`,
      );
      assert.deepEqual(await search('sort=price_asc'), first, 'served from the cache');
    } finally {
      await app.db.execute(sql`alter table hotel_stay_prices enable trigger hotel_stay_prices_version_upd`);
    }
    // Any versioned write of that date moves it on: the next answer is computed again.
    await app.db.execute(sql`update room_inventory set price = price where hotel_id = ${cheapest.hotelId} and stay_date = ${checkIn}::date`);
    await app.db.execute(sql`select hotel_stay_prices_refresh(array[${cheapest.hotelId}]::integer[], ${checkIn}::date, ${checkIn}::date)`);
    assert.deepEqual(await search('sort=price_asc'), first, 'recomputed from the repaired table');
  });

  it('says in Server-Timing how the cache served a search: miss, then hit, then miss after a write of that date', async () => {
    const outcome = async (query: string) =>
      (await app.inject({ method: 'GET', url: `/api/search/hotels?${stay}&${query}` })).headers['server-timing'];
    assert.equal(await outcome('sort=reviews_desc'), 'search-cache;desc=miss');
    assert.equal(await outcome('sort=reviews_desc'), 'search-cache;desc=hit');
    const [row] = await queryRows<{ hotel_id: number }>(
      app.db,
      sql`select hotel_id from hotel_stay_prices where check_in = ${checkIn}::date limit 1`,
    );
    await app.db.execute(sql`update room_inventory set price = price + 1000 where hotel_id = ${row!.hotel_id} and stay_date = ${checkIn}::date`);
    assert.equal(await outcome('sort=reviews_desc'), 'search-cache;desc=miss');
    // Longer stays than the precomputed table covers are never cached.
    const long = `checkIn=${checkIn}&checkOut=${addDays(checkIn, 9)}&adults=1`;
    const header = (await app.inject({ method: 'GET', url: `/api/search/hotels?${long}` })).headers['server-timing'];
    assert.equal(header, 'search-cache;desc=off');
  });

  it('shows a renamed hotel, a changed address and cover in the next answer', async () => {
    const all = await search('sort=rating');
    const hotel = all.items[0]!;
    assert.equal((await search(`q=${encodeURIComponent(hotel.name)}`)).items[0]?.hotelId, hotel.hotelId);
    await app.db.update(hotels).set({ name: '캐시검증 호텔', coverImageUrl: null }).where(eq(hotels.id, hotel.hotelId));
    assert.equal((await search(`q=${encodeURIComponent(hotel.name)}`)).total, 0, 'the old name finds nothing');
    const renamed = await search(`q=${encodeURIComponent('캐시검증')}`);
    assert.deepEqual(
      renamed.items.map((i) => [i.hotelId, i.name, i.coverImageUrl]),
      [[hotel.hotelId, '캐시검증 호텔', null]],
    );
    const again = await search('sort=rating');
    assert.equal(again.items.find((i) => i.hotelId === hotel.hotelId)?.name, '캐시검증 호텔', 'cards carry the new name');
  });

  it('follows amenities and regions', async () => {
    const [amenity] = await app.db.select().from(amenities).limit(1);
    const withAmenity = await search(`amenityIds=${amenity!.id}`);
    const all = await search('');
    const without = all.items.find((i) => !withAmenity.items.some((w) => w.hotelId === i.hotelId));
    if (without) {
      await app.db.insert(hotelAmenities).values({ hotelId: without.hotelId, amenityId: amenity!.id });
      const more = await search(`amenityIds=${amenity!.id}`);
      assert.equal(more.total, withAmenity.total + 1, 'a new amenity shows at once');
      await app.db.delete(hotelAmenities).where(eq(hotelAmenities.hotelId, without.hotelId));
      assert.ok(!(await search(`amenityIds=${amenity!.id}`)).items.some((i) => i.hotelId === without.hotelId));
    } else {
      assert.ok(withAmenity.total > 0);
    }
    const hotel = all.items[0]!;
    const [region] = await app.db.select().from(regions).where(eq(regions.name, hotel.region));
    await app.db.update(regions).set({ name: '캐시검증도' }).where(eq(regions.id, region!.id));
    try {
      const byRegion = await search(`region=${encodeURIComponent('캐시검증도')}&regionExact=true`);
      assert.ok(
        byRegion.items.some((i) => i.hotelId === hotel.hotelId),
        'a renamed region is found at once',
      );
    } finally {
      await app.db.update(regions).set({ name: region!.name }).where(eq(regions.id, region!.id));
    }
  });

  it('keeps the least recently used answers and drops answers of other versions', () => {
    const v = (global: number, date: number, membership = date) => ({ global: `${global}`, date: `${date}`, membership: `${membership}` });
    const cache = new SearchResultCache<number>(2);
    cache.set('a', v(1, 1), 1);
    cache.set('b', v(1, 1), 2);
    assert.deepEqual(cache.lookup('a', v(1, 1)), { kind: 'hit', value: 1 });
    cache.set('c', v(1, 1), 3);
    assert.deepEqual(cache.lookup('b', v(1, 1)), { kind: 'miss' }, 'b was the least recently used');
    assert.deepEqual(cache.lookup('a', v(1, 2)), { kind: 'miss' }, 'another version is a miss');
    assert.deepEqual(cache.lookup('a', v(1, 1)), { kind: 'miss' }, 'and the stale entry is gone');
    cache.set('d', null, 4);
    assert.deepEqual(cache.lookup('d', null), { kind: 'miss' }, 'nothing is cached without versions');
    assert.equal(cache.size, 1);
  });

  it('serves an answer that does not depend on prices after a price-only change once its page prices are equal', () => {
    const v = (global: number, date: number, membership: number) => ({ global: `${global}`, date: `${date}`, membership: `${membership}` });
    const cache = new SearchResultCache<string>(10);
    const page = {
      slot: { capacity: 2, nights: 3 },
      items: [
        [7, 300_000],
        [9, 310_000],
      ] as const,
    };
    cache.set('rating', v(1, 5, 4), 'answer', page);
    cache.set('price', v(1, 5, 4), 'priced');
    assert.deepEqual(cache.lookup('rating', v(1, 6, 4)), { kind: 'recheck', page }, 'a price-only change asks for a check');
    assert.deepEqual(cache.lookup('price', v(1, 6, 4)), { kind: 'miss' }, 'a price-sorted answer is dropped');
    assert.equal(
      cache.revalidate(
        'rating',
        v(1, 6, 4),
        new Map([
          [7, 300_000],
          [9, 310_000],
          [11, 1],
        ]),
      ),
      'answer',
    );
    assert.deepEqual(cache.lookup('rating', v(1, 6, 4)), { kind: 'hit', value: 'answer' }, 'stored with the new versions');
    assert.equal(
      cache.revalidate(
        'rating',
        v(1, 7, 4),
        new Map([
          [7, 300_000],
          [9, 320_000],
        ]),
      ),
      undefined,
      'a page price moved',
    );
    assert.deepEqual(cache.lookup('rating', v(1, 7, 4)), { kind: 'miss' }, 'and the entry is gone');
    cache.set('rating', v(1, 7, 4), 'answer', page);
    assert.deepEqual(cache.lookup('rating', v(1, 8, 5)), { kind: 'miss' }, 'a membership change is a miss');
    cache.set('rating', v(1, 8, 5), 'answer', page);
    assert.deepEqual(cache.lookup('rating', v(2, 8, 5)), { kind: 'miss' }, 'so is a global one');
  });

  it('a price edit of a hotel off the page keeps a rating-sorted answer; one on the page or a sold-out stay does not', async () => {
    const base = `checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}&adults=1`;
    const get = (query: string) => app.inject({ method: 'GET', url: `/api/search/hotels?${base}&${query}` });
    const outcome = async (query: string) => (await get(query)).headers['server-timing'];
    const firstPage = (await get('sort=rating&limit=1')).json<HotelSearchResult>();
    assert.ok(firstPage.total >= 2, 'the world has two hotels for the stay');
    assert.equal(await outcome('sort=rating&limit=1'), 'search-cache;desc=hit');
    await get('sort=price_asc&limit=1');
    const everyone = await search('sort=rating');
    const offPage = everyone.items.find((i) => i.hotelId !== firstPage.items[0]!.hotelId)!;
    await app.db.execute(sql`update room_inventory set price = price + 1000 where hotel_id = ${offPage.hotelId} and stay_date = ${checkIn}::date`);
    assert.equal(await outcome('sort=rating&limit=1'), 'search-cache;desc=hit', "another hotel's price does not change the page");
    assert.equal(await outcome('sort=price_asc&limit=1'), 'search-cache;desc=miss', 'a price sort is computed again');
    await app.db.execute(
      sql`update room_inventory set price = price + 1000 where hotel_id = ${firstPage.items[0]!.hotelId} and stay_date = ${checkIn}::date`,
    );
    assert.equal(await outcome('sort=rating&limit=1'), 'search-cache;desc=miss', "the page hotel's price does");
    await app.db.execute(sql`update room_inventory set booked = allotment where hotel_id = ${offPage.hotelId} and stay_date = ${checkIn}::date`);
    const after = (await get('sort=rating&limit=1')).json<HotelSearchResult>();
    assert.equal(after.total, firstPage.total - 1, 'a sold-out hotel leaves the count at once');
  });
});
