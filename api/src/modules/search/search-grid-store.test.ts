import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { build } from '../../build';
import { hotelAmenities, hotels, roomInventory } from '../../db/schema';
import { testClock } from '../../testing/test-clock';
import type { SearchSort } from './search.schemas';
import { searchHotelCards, type HotelSearchCriteria } from './search.repository';
import { StayGridStore } from './search-grid-store';
import { D, resetWorld, setNight } from './search-test.fixtures';
import { pruneStayChanges } from './search-versions.repository';

const SORTS: SearchSort[] = ['rating', 'price_asc', 'price_desc', 'grade_desc', 'reviews_desc'];
const FILTERS: Partial<HotelSearchCriteria>[] = [
  {},
  { grades: [3, 4] },
  { ratingBands: [1, 4] },
  { amenityIds: [1] },
  { amenityIds: [2, 3] },
  { priceMin: 60_000, priceMax: 210_000 },
  { grades: [4, 5], amenityIds: [1], priceMax: 400_000 },
];

/*
 * The store of in-memory stay grids against the database (docs/decisions/0027): every answer equals the search
 * statement's at that moment, through writes the change log carries (grid brought up to date, not read again), hotel
 * and amenity changes (global version: read again), a pruned log and eviction. The hand-made world of
 * search-test.fixtures.ts; the drift test runs the grids under concurrent writes on two instances.
 */
describe('stay grid store', () => {
  let app: FastifyInstance;
  let store: StayGridStore;
  const criteria = (days: number, nights: number, capacity: number, more: Partial<HotelSearchCriteria> = {}): HotelSearchCriteria => ({
    checkIn: D(days),
    checkOut: D(days + nights),
    nights,
    capacity,
    regionExact: false,
    grades: [],
    ratingBands: [],
    amenityIds: [],
    sort: 'rating',
    limit: 3,
    offset: 0,
    ...more,
  });
  /** Every sort and filter of FILTERS on the stay, first and second pages: the store's answers equal the statement's. */
  const assertAsStatement = async (days: number, nights: number, capacity: number, label: string) => {
    for (const sort of SORTS) {
      for (const filter of FILTERS) {
        for (const offset of [0, 3]) {
          const c = criteria(days, nights, capacity, { sort, offset, ...filter });
          const fromGrid = await store.search(c);
          assert.ok(fromGrid, `${label}: answered from the grid`);
          assert.deepEqual(fromGrid.answer, await searchHotelCards(app.db, c), `${label}: ${JSON.stringify(c)}`);
        }
      }
    }
  };

  before(async () => {
    app = await build({ clock: testClock, seed: false });
  });
  beforeEach(async () => {
    await resetWorld(app);
    store = new StayGridStore(app.db, 2);
  });
  after(() => app.close());

  it('answers as the search statement for every sort, filter and page, and for parties that fit fewer rooms', async () => {
    await assertAsStatement(0, 1, 2, 'one night');
    await assertAsStatement(1, 3, 2, 'three nights');
    await assertAsStatement(0, 2, 3, 'three guests');
    assert.equal(store.stats.gridLoads, 3);
    assert.equal(store.stats.directoryLoads, 1, 'one directory for every grid of a global version');
  });

  it('follows writes of the stock through the change log without reading the grid again', async () => {
    await assertAsStatement(0, 2, 2, 'before');
    await setNight(app, 71, D(1), { price: 500_000 });
    await setNight(app, 31, D(0), { booked: 5 });
    await setNight(app, 61, D(0), { status: 'CLOSED' });
    await assertAsStatement(0, 2, 2, 'after three writes');
    await app.db
      .update(roomInventory)
      .set({ minStay: 3 })
      .where(eq(roomInventory.stayDate, D(0)));
    const restricted = await store.search(criteria(0, 2, 2));
    assert.deepEqual(restricted?.answer, { total: 0, items: [] }, 'a minimum stay of three nights from D0');
    await assertAsStatement(0, 2, 2, 'after a minimum stay');
    assert.equal(store.stats.gridLoads, 1);
    assert.ok(store.stats.advanced >= 2, `advanced ${store.stats.advanced} times`);
  });

  it('reads the grid and the directory again after a hotel or amenity change', async () => {
    await assertAsStatement(0, 1, 2, 'before');
    await app.db.update(hotels).set({ name: '서울 그랜드 호텔 리뉴얼', rating: 3.1 }).where(eq(hotels.id, 1));
    await app.db.delete(hotelAmenities).where(eq(hotelAmenities.hotelId, 6));
    const renamed = await store.search(criteria(0, 1, 2, { limit: 10 }));
    assert.equal(renamed?.answer.items.find((i) => i.hotelId === 1)?.name, '서울 그랜드 호텔 리뉴얼');
    await assertAsStatement(0, 1, 2, 'after');
    await app.db.update(hotels).set({ status: 'SUSPENDED' }).where(eq(hotels.id, 2));
    await assertAsStatement(0, 1, 2, 'after a suspension');
    assert.equal(store.stats.gridLoads, 3);
    assert.equal(store.stats.directoryLoads, 3);
  });

  it('reads a grid again when the changes since it were pruned from the log, or a hotel came to sell the date', async () => {
    await assertAsStatement(2, 1, 2, 'before');
    await setNight(app, 21, D(2), { price: 90_000 });
    await pruneStayChanges(app.db, -60);
    await assertAsStatement(2, 1, 2, 'after the prune');
    assert.equal(store.stats.gridLoads, 2);
    await app.db.delete(roomInventory).where(sql`${roomInventory.hotelId} = 7 and ${roomInventory.stayDate} = ${D(3)}::date`);
    await assertAsStatement(3, 1, 2, 'hotel 7 without a night');
    await app.db.insert(roomInventory).values({ roomTypeId: 71, hotelId: 7, stayDate: D(3), allotment: 1, booked: 0, price: 1_000, status: 'OPEN' });
    await assertAsStatement(3, 1, 2, 'hotel 7 sells again');
    assert.equal(store.stats.gridLoads, 4, 'a hotel new to the grid: read again');
  });

  it('shares one read among concurrent first searches of a grid', async () => {
    const c = criteria(1, 2, 2, { sort: 'price_asc' });
    const answers = await Promise.all(Array.from({ length: 8 }, () => store.search(c)));
    assert.deepEqual(store.stats, { gridLoads: 1, directoryLoads: 1, advanced: 0 });
    const expected = await searchHotelCards(app.db, c);
    for (const found of answers) assert.deepEqual(found?.answer, expected);
  });

  it('keeps at most its capacity of grids, the least recently searched first out', async () => {
    for (const days of [0, 1, 2, 0]) await store.search(criteria(days, 1, 2));
    assert.equal(store.size, 2);
    assert.equal(store.stats.gridLoads, 4, 'D0 was evicted by D2 and read again');
    await store.search(criteria(2, 1, 2));
    assert.equal(store.stats.gridLoads, 4, 'D2 was kept');
  });
});
