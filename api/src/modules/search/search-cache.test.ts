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
    await app.db.execute(sql`alter table hotel_stay_prices disable trigger hotel_stay_prices_log_upd`);
    try {
      await app.db.execute(
        sql`update hotel_stay_prices set prices = array_fill(1::bigint, array[8, 7]) where hotel_id = ${cheapest.hotelId} and check_in = ${checkIn}::date`,
      );
      assert.deepEqual(await search('sort=price_asc'), first, 'served from the cache');
    } finally {
      await app.db.execute(sql`alter table hotel_stay_prices enable trigger hotel_stay_prices_log_upd`);
    }
    // Any versioned write of that date moves it on: the next answer is computed again.
    await app.db.execute(sql`update room_inventory set price = price where hotel_id = ${cheapest.hotelId} and stay_date = ${checkIn}::date`);
    await app.db.execute(sql`select hotel_stay_prices_refresh(array[${cheapest.hotelId}]::integer[], ${checkIn}::date, ${checkIn}::date)`);
    assert.deepEqual(await search('sort=price_asc'), first, 'recomputed from the repaired table');
  });

  it('says in Server-Timing how the cache served a search: miss, hit, kept after a price change, miss when a hotel leaves its page', async () => {
    const outcome = async (query: string) =>
      (await app.inject({ method: 'GET', url: `/api/search/hotels?${stay}&${query}` })).headers['server-timing'];
    assert.equal(await outcome('sort=reviews_desc'), 'search-cache;desc=miss');
    assert.equal(await outcome('sort=reviews_desc'), 'search-cache;desc=hit');
    const [row] = await queryRows<{ hotel_id: number }>(
      app.db,
      sql`select hotel_id from hotel_stay_prices where check_in = ${checkIn}::date limit 1`,
    );
    await app.db.execute(sql`update room_inventory set price = price + 1000 where hotel_id = ${row!.hotel_id} and stay_date = ${checkIn}::date`);
    assert.equal(await outcome('sort=reviews_desc'), 'search-cache;desc=kept', 'the card takes its new total; nothing moves under this sort');
    await app.db.execute(sql`update room_inventory set booked = allotment where hotel_id = ${row!.hotel_id} and stay_date = ${checkIn}::date`);
    assert.equal(await outcome('sort=reviews_desc'), 'search-cache;desc=miss', 'a sold-out hotel leaves the page');
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

  it('keeps the least recently used answers and asks for a check when only the date moved', () => {
    const v = (global: number, date: number) => ({ global: `${global}`, date: `${date}` });
    const cache = new SearchResultCache<number>(2);
    cache.set('a', v(1, 1), 1);
    cache.set('b', v(1, 1), 2);
    assert.deepEqual(cache.lookup('a', v(1, 1)), { kind: 'hit', value: 1 });
    cache.set('c', v(1, 1), 3);
    assert.deepEqual(cache.lookup('b', v(1, 1)), { kind: 'miss' }, 'b was the least recently used');
    assert.deepEqual(cache.lookup('a', v(1, 2)), { kind: 'recheck', since: v(1, 1), value: 1 }, 'the date moved: check its changes');
    assert.deepEqual(cache.lookup('a', v(2, 1)), { kind: 'miss' }, 'the global version moved: computed again');
    assert.deepEqual(cache.lookup('a', v(1, 1)), { kind: 'miss' }, 'and the stale entry is gone');
    cache.set('c', v(1, 1), 3);
    cache.drop('c');
    assert.deepEqual(cache.lookup('c', v(1, 1)), { kind: 'miss' }, 'a dropped entry is gone');
    cache.set('d', null, 4);
    assert.deepEqual(cache.lookup('d', null), { kind: 'miss' }, 'nothing is cached without versions');
    assert.equal(cache.size, 0);
  });

  it('keeps answers through changes that do not reach their page, brought up to date; computes again when one does', async () => {
    const base = `checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}&adults=1`;
    const get = (query: string) => app.inject({ method: 'GET', url: `/api/search/hotels?${base}&${query}` });
    const served = async (query: string) => {
      const res = await get(query);
      return { outcome: res.headers['server-timing'], answer: res.json<HotelSearchResult>() };
    };
    const firstPage = (await get('sort=rating&limit=1')).json<HotelSearchResult>();
    assert.ok(firstPage.total >= 2, 'the world has two hotels for the stay');
    assert.equal((await served('sort=rating&limit=1')).outcome, 'search-cache;desc=hit');
    const cheapest = (await get('sort=price_asc&limit=1')).json<HotelSearchResult>();
    const everyone = (await get('sort=rating&limit=50')).json<HotelSearchResult>();
    const pageHotel = firstPage.items[0]!;
    const offPage = everyone.items.find((i) => i.hotelId !== pageHotel.hotelId && i.hotelId !== cheapest.items[0]!.hotelId)!;
    const setNight = (hotelId: number, assignment: ReturnType<typeof sql>) =>
      app.db.execute(sql`update room_inventory set ${assignment} where hotel_id = ${hotelId} and stay_date = ${checkIn}::date`);

    await setNight(offPage.hotelId, sql`price = price + 1000`);
    assert.deepEqual(await served('sort=rating&limit=1'), { outcome: 'search-cache;desc=kept', answer: firstPage }, 'another hotel off the page');
    assert.deepEqual(await served('sort=price_asc&limit=1'), { outcome: 'search-cache;desc=kept', answer: cheapest }, 'dearer, still after the page');

    await setNight(pageHotel.hotelId, sql`price = price + 1000`);
    const repriced = await served('sort=rating&limit=1');
    assert.equal(repriced.outcome, 'search-cache;desc=kept', 'the page hotel keeps its place under a rating sort');
    assert.equal(repriced.answer.items[0]!.startingFrom, pageHotel.startingFrom! + 1000, 'with its new total');

    await app.db.execute(
      sql`update room_inventory set price = 1 where hotel_id = ${offPage.hotelId} and stay_date in (${checkIn}::date, ${addDays(checkIn, 1)}::date)`,
    );
    const entered = await served('sort=price_asc&limit=1');
    assert.equal(entered.outcome, 'search-cache;desc=miss', 'a hotel that becomes the cheapest enters the page');
    assert.equal(entered.answer.items[0]!.hotelId, offPage.hotelId);

    await setNight(offPage.hotelId, sql`booked = allotment`);
    const soldOut = await served('sort=rating&limit=1');
    assert.equal(soldOut.outcome, 'search-cache;desc=kept', 'a hotel after the page leaves the listing');
    assert.equal(soldOut.answer.total, firstPage.total - 1, 'and leaves the count at once');
  });
});
