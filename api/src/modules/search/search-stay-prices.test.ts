import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { build } from '../../build';
import { addDays } from '../../clock';
import { queryRows } from '../../db/database';
import { hotels, roomInventory, roomTypes } from '../../db/schema';
import { Prng } from '../../db/seed/prng';
import { TEST_TODAY, testClock } from '../../testing/test-clock';
import type { HotelSearchResult } from './search.schemas';
import { recomputedStayPrices, storedStayPrices } from './stay-prices.reference-reader';

/*
 * hotel_stay_prices is a cache of room_inventory kept by triggers; these tests hold it to a brute-force recomputation
 * in TypeScript after every kind of change (insert, update, delete, truncate, room type capacity and deletion,
 * concurrent transactions on PostgreSQL), and check that the API answers from the change at once.
 */
describe('search: hotel_stay_prices stays exact', () => {
  let app: FastifyInstance;

  const stored = () => storedStayPrices(app.db);
  const recomputed = () => recomputedStayPrices(app.db);
  const assertExact = async (step: string) => {
    const [actual, expected] = await Promise.all([stored(), recomputed()]);
    assert.ok(expected.size > 0 || step.includes('truncate'), `${step}: the world has sellable stays`);
    assert.deepEqual(actual, expected, `${step}: hotel_stay_prices equals the recomputation`);
  };

  before(async () => {
    app = await build({ clock: testClock, seed: { hotels: 4 } });
  });
  after(() => app.close());

  it('matches a recomputation after seeding and after random inventory changes of every kind', async () => {
    await assertExact('seeded');
    const prng = Prng.derive(11, 'stay-prices');
    const types = await app.db.select({ id: roomTypes.id, hotelId: roomTypes.hotelId }).from(roomTypes);
    const night = () => addDays(TEST_TODAY, prng.int(0, 40));
    for (let round = 0; round < 6; round++) {
      const type = prng.pick(types);
      const date = night();
      const at = and(eq(roomInventory.roomTypeId, type.id), eq(roomInventory.stayDate, date));
      await app.db
        .update(roomInventory)
        .set({ booked: sql`allotment` })
        .where(at);
      await app.db
        .update(roomInventory)
        .set({ status: 'CLOSED' })
        .where(and(eq(roomInventory.roomTypeId, prng.pick(types).id), eq(roomInventory.stayDate, night())));
      await app.db
        .update(roomInventory)
        .set({ price: prng.int(5, 500) * 1000 })
        .where(and(eq(roomInventory.roomTypeId, prng.pick(types).id), eq(roomInventory.stayDate, night())));
      // One statement over many hotels and dates, as an owner's bulk price change would be.
      await app.db.execute(sql`update room_inventory set price = price + 1000 where stay_date between ${night()}::date and ${night()}::date`);
      // Stay restrictions: a minimum stay, a night closed to arrival, a morning closed to departure.
      const restricted = (typeId: number) => and(eq(roomInventory.roomTypeId, typeId), eq(roomInventory.stayDate, night()));
      await app.db
        .update(roomInventory)
        .set({ minStay: prng.int(2, 8) })
        .where(restricted(prng.pick(types).id));
      await app.db
        .update(roomInventory)
        .set({ closedToArrival: true })
        .where(restricted(prng.pick(types).id));
      await app.db
        .update(roomInventory)
        .set({ closedToDeparture: true })
        .where(restricted(prng.pick(types).id));
      if (round % 2 === 1)
        await app.db.execute(sql`update room_inventory set min_stay = 1, closed_to_arrival = false where stay_date = ${night()}::date`);
      await assertExact(`round ${round}: updates`);
    }
    const gapType = prng.pick(types);
    const gap = night();
    await app.db.delete(roomInventory).where(and(eq(roomInventory.roomTypeId, gapType.id), eq(roomInventory.stayDate, gap)));
    await assertExact('a deleted night');
    await app.db
      .insert(roomInventory)
      .values({ roomTypeId: gapType.id, hotelId: gapType.hotelId, stayDate: gap, allotment: 3, booked: 2, price: 77000 });
    await assertExact('the night inserted again');
    await app.db.execute(sql`update room_inventory set booked = 0, status = 'OPEN' where room_type_id = ${gapType.id}`);
    await assertExact('a room type reopened entirely');
    await app.db.execute(sql`update room_inventory set updated_at = now()`);
    await assertExact('a touch that changes nothing');
  });

  it('follows room type capacity changes and deletions', async () => {
    const [type] = await app.db.select().from(roomTypes).limit(1);
    await app.db.update(roomTypes).set({ capacity: 9 }).where(eq(roomTypes.id, type!.id));
    await assertExact('capacity raised to 9');
    await app.db.update(roomTypes).set({ deletedAt: new Date() }).where(eq(roomTypes.id, type!.id));
    await assertExact('room type deleted');
    await app.db.update(roomTypes).set({ deletedAt: null, capacity: type!.capacity }).where(eq(roomTypes.id, type!.id));
    await assertExact('room type restored');
  });

  it('follows the hotel: listing status, deletion and its filter and sort columns', async () => {
    const [hotel] = await app.db.select().from(hotels).limit(1);
    await app.db
      .update(hotels)
      .set({ rating: 4.9, reviewCount: hotel!.reviewCount + 1, gradeLevel: 1, regionId: 2 })
      .where(eq(hotels.id, hotel!.id));
    await assertExact('rating, reviews, grade and region changed');
    await app.db.update(hotels).set({ reviewCount: 0 }).where(eq(hotels.id, hotel!.id));
    await assertExact('no reviews: rating is NULL');
    await app.db.update(hotels).set({ status: 'SUSPENDED' }).where(eq(hotels.id, hotel!.id));
    assert.ok(![...(await stored()).keys()].some((key) => key.startsWith(`${hotel!.id}|`)), 'a suspended hotel has no rows');
    await assertExact('suspended');
    await app.db.update(hotels).set({ status: 'ACTIVE' }).where(eq(hotels.id, hotel!.id));
    await assertExact('active again');
    await app.db.update(hotels).set({ deletedAt: new Date() }).where(eq(hotels.id, hotel!.id));
    await assertExact('deleted');
    const { rating, reviewCount, gradeLevel, regionId } = hotel!;
    await app.db.update(hotels).set({ deletedAt: null, rating, reviewCount, gradeLevel, regionId }).where(eq(hotels.id, hotel!.id));
    await assertExact('restored');
  });

  it('stays exact when two transactions change the same hotel at once (PostgreSQL)', async (t) => {
    if (app.dbKind !== 'postgres') return t.skip('PGlite has a single connection');
    const [type] = await app.db.select().from(roomTypes).limit(1);
    // Earlier tests left random stay restrictions: none on this room type, so its two-night stay is sellable.
    await app.db.execute(sql`update room_inventory set min_stay = 1, closed_to_arrival = false, closed_to_departure = false
                             where room_type_id = ${type!.id}`);
    let releaseFirst!: () => void;
    const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstUpdated!: () => void;
    const firstDidUpdate = new Promise<void>((resolve) => (firstUpdated = resolve));
    const first = app.db.transaction(async (tx) => {
      await tx
        .update(roomInventory)
        .set({ price: 1000, booked: 0, status: 'OPEN' })
        .where(and(eq(roomInventory.roomTypeId, type!.id), eq(roomInventory.stayDate, addDays(TEST_TODAY, 3))));
      firstUpdated();
      await firstHolds;
    });
    await firstDidUpdate;
    // The second transaction's trigger waits for the first to commit, then recomputes with both changes.
    const second = app.db.transaction(async (tx) => {
      await tx
        .update(roomInventory)
        .set({ price: 2000, booked: 0, status: 'OPEN' })
        .where(and(eq(roomInventory.roomTypeId, type!.id), eq(roomInventory.stayDate, addDays(TEST_TODAY, 4))));
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    releaseFirst();
    await Promise.all([first, second]);
    await assertExact('after two concurrent transactions');
    const [row] = await queryRows<{ price: string | number }>(
      app.db,
      sql`select prices[1][2] as price from hotel_stay_prices where hotel_id = ${type!.hotelId} and check_in = ${addDays(TEST_TODAY, 3)}::date`,
    );
    assert.equal(Number(row?.price), 3000, 'the two-night total has the nights of both transactions');
  });

  it('the API answers from an inventory change at once (a stale cache would fail here)', async () => {
    const checkIn = addDays(TEST_TODAY, 10);
    const query = `/api/search/hotels?checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}&adults=1&sort=price_asc&limit=50`;
    const search = async () => (await app.inject({ method: 'GET', url: query })).json<HotelSearchResult>();
    const before = await search();
    const cheapest = before.items[0]!;
    const hotelTypes = await app.db.select().from(roomTypes).where(eq(roomTypes.hotelId, cheapest.hotelId));
    const nights = and(
      eq(roomInventory.hotelId, cheapest.hotelId),
      sql`${roomInventory.stayDate} in (${checkIn}::date, ${addDays(checkIn, 1)}::date)`,
    );

    await app.db.update(roomInventory).set({ price: 1000, booked: 0, status: 'OPEN' }).where(nights);
    let after = await search();
    assert.deepEqual(after.items[0], { ...cheapest, startingFrom: 2000 }, 'a price cut shows at once');

    await app.db
      .update(roomInventory)
      .set({ booked: sql`allotment` })
      .where(and(nights, eq(roomInventory.stayDate, addDays(checkIn, 1))));
    after = await search();
    assert.ok(!after.items.some((i) => i.hotelId === cheapest.hotelId), 'a sold-out second night removes the hotel at once');
    assert.equal(after.total, before.total - 1);

    await app.db
      .update(roomInventory)
      .set({ booked: 0 })
      .where(and(eq(roomInventory.roomTypeId, hotelTypes[0]!.id), eq(roomInventory.stayDate, addDays(checkIn, 1))));
    after = await search();
    assert.ok(
      after.items.some((i) => i.hotelId === cheapest.hotelId),
      'a released room brings it back',
    );
    await assertExact('after the API checks');
  });

  it('empties with a truncated inventory', async () => {
    await app.db.execute(sql`truncate room_inventory`);
    assert.equal((await stored()).size, 0);
    await assertExact('after truncate');
  });
});
