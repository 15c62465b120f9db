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
  const search = async (query: string) =>
    (await app.inject({ method: 'GET', url: `/api/search/hotels?${stay}&${query}` })).json<HotelSearchResult>();

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
    const [row] = await queryRows<{ hotel_id: number }>(app.db, sql`select hotel_id from hotel_stay_prices where check_in = ${checkIn}::date limit 1`);
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
    assert.deepEqual(renamed.items.map((i) => [i.hotelId, i.name, i.coverImageUrl]), [[hotel.hotelId, '캐시검증 호텔', null]]);
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
      assert.ok(byRegion.items.some((i) => i.hotelId === hotel.hotelId), 'a renamed region is found at once');
    } finally {
      await app.db.update(regions).set({ name: region!.name }).where(eq(regions.id, region!.id));
    }
  });

  it('keeps the least recently used answers and drops answers of other versions', () => {
    const cache = new SearchResultCache<number>(2);
    cache.set('a', '1:1', 1);
    cache.set('b', '1:1', 2);
    assert.equal(cache.get('a', '1:1'), 1);
    cache.set('c', '1:1', 3);
    assert.equal(cache.get('b', '1:1'), undefined, 'b was the least recently used');
    assert.equal(cache.get('a', '1:2'), undefined, 'another version is a miss');
    assert.equal(cache.get('a', '1:1'), undefined, 'and the stale entry is gone');
    cache.set('d', null, 4);
    assert.equal(cache.get('d', null), undefined, 'nothing is cached without versions');
    assert.equal(cache.size, 1);
  });
});
