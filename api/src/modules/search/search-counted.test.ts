import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { HotelSearchResult } from 'shared-contracts/schemas';
import { build } from '../../build';
import { addDays } from '../../clock';
import { queryRows } from '../../db/database';
import { hotels, roomInventory } from '../../db/schema';
import { TEST_TODAY, testClock } from '../../testing/test-clock';
import { naiveSearchQuery } from './naive-search.reference';
import type { MixSearch } from './search-mix.reference';
import { compactStayCounts } from './search-versions.repository';
import { storedAndExpectedStayCounts } from './stay-prices.reference-reader';

type CountedSort = 'rating' | 'grade_desc' | 'reviews_desc' | 'price_asc' | 'price_desc';
/** The hotel-column sorts walk their index; the price sorts read the date into a top-N sort. */
const SORTS: CountedSort[] = ['rating', 'grade_desc', 'reviews_desc', 'price_asc', 'price_desc'];
/** Every grade: the same hotels, through the general statement (a grade filter leaves the counted path). */
const EVERY_GRADE = '1,2,3,4,5';

/*
 * Issue 28 §1: a nationwide search without filters takes its total from search_stay_counts; sorted by rating, grade or
 * reviews it walks its sort's index for the page, sorted by price it reads the date once (search.repository.ts isCountedSearch). Its answers must
 * be those of the general statement and of the naive query, on pages that walk the index and on pages of rare stays
 * that fall back to the date's range, and its counts must follow every write.
 */
describe('counted nationwide searches (issue 28 §1)', () => {
  let app: FastifyInstance;
  const search = async (s: MixSearch, extra = '') => {
    const query = `checkIn=${s.checkIn}&checkOut=${s.checkOut}&adults=${s.adults}&sort=${s.sort}&limit=${s.limit}&offset=${s.offset}`;
    const res = await app.inject({ method: 'GET', url: `/api/search/hotels?${query}${extra}` });
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json<HotelSearchResult>();
    return { total: body.total, items: body.items.map((i) => ({ hotelId: i.hotelId, startingFrom: i.startingFrom })) };
  };
  const naive = async (s: MixSearch) => {
    const rows = await queryRows<{ total: number; hotel_id: number | null; starting_from: number }>(app.db, naiveSearchQuery(s));
    return {
      total: Number(rows[0]?.total ?? 0),
      items: rows.filter((r) => r.hotel_id !== null).map((r) => ({ hotelId: Number(r.hotel_id), startingFrom: Number(r.starting_from) })),
    };
  };
  const stay = (days: number, nights: number, adults: number, sort: CountedSort, limit: number, offset: number): MixSearch => {
    const checkIn = addDays(TEST_TODAY, days);
    return { checkIn, checkOut: addDays(checkIn, nights), nights, adults, children: 0, sort, limit, offset };
  };

  before(async () => {
    // Without the result cache and the stay grids every answer comes from the statement.
    app = await build({ clock: testClock, env: { SEARCH_CACHE_SIZE: '0', SEARCH_GRID_SIZE: '0' } });
  });
  after(() => app.close());

  it('answers as the general statement and the naive query, on walked and on ranged pages', async () => {
    let walked = 0;
    for (const days of [1, 12, 40]) {
      for (const [nights, adults] of [
        [1, 1],
        [2, 2],
        [7, 4],
        [3, 6],
      ] as const) {
        for (const sort of SORTS) {
          for (const [limit, offset] of [
            [1, 0],
            [10, 0],
            [3, 6],
          ] as const) {
            const s = stay(days, nights, adults, sort, limit, offset);
            const counted = await search(s);
            const label = JSON.stringify(s);
            assert.deepEqual(counted, await search(s, `&grades=${EVERY_GRADE}`), label);
            assert.deepEqual(counted, await naive(s), label);
            // The page walks the index when the total is at least 20 × (offset + limit) (COUNTED_PAGE_SPREAD).
            if (!sort.startsWith('price') && counted.total >= 20 * (offset + limit)) walked++;
          }
        }
      }
    }
    assert.ok(walked > 0, 'some pages walked the sort index');
  });

  it('follows a sell-out and a hotel leaving the listing, and keeps its totals through folding', async () => {
    const s = stay(5, 1, 1, 'rating', 10, 0);
    const byPrice = stay(5, 1, 1, 'price_asc', 10, 0);
    const before = await search(s);
    const first = before.items[0]!.hotelId;
    await app.db.update(roomInventory).set({ status: 'CLOSED' }).where(eq(roomInventory.hotelId, first));
    const closed = await search(s);
    assert.equal(closed.total, before.total - 1);
    assert.ok(!closed.items.some((i) => i.hotelId === first));
    assert.deepEqual(closed, await naive(s));

    const second = closed.items[0]!.hotelId;
    await app.db.update(hotels).set({ status: 'SUSPENDED' }).where(eq(hotels.id, second));
    const gone = await search(s);
    assert.equal(gone.total, before.total - 2);
    assert.deepEqual(gone, await naive(s));
    assert.deepEqual(await search(byPrice), await naive(byPrice));
    assert.equal((await search(byPrice)).total, gone.total);

    const [rows] = await queryRows<{ n: number }>(app.db, sql`select count(*)::int as n from search_stay_counts`);
    assert.ok((await compactStayCounts(app.db)) > 0, 'the writes left deltas to fold');
    const [folded] = await queryRows<{ n: number; crowded: number }>(
      app.db,
      sql`select count(*)::int as n, (select count(*) from (select 1 from search_stay_counts
           group by check_in, capacity, nights, region_id having count(*) > 1) g)::int as crowded from search_stay_counts`,
    );
    assert.ok(folded!.n < rows!.n && folded!.crowded === 0, `one row per group after folding: ${JSON.stringify({ rows, folded })}`);
    assert.deepEqual(await search(s), gone);
    const counts = await storedAndExpectedStayCounts(app.db);
    assert.deepEqual(counts.stored, counts.expected);
  });
});
