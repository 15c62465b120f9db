import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { HotelDetail } from 'shared-contracts/schemas';
import { build } from '../../build';
import { roomInventory } from '../../db/schema';
import { testClock } from '../../testing/test-clock';
import { D, resetWorld, setNight } from './hotel-test.fixtures';

// Split from hotel.test.ts (same world, described in hotel-test.fixtures.ts): the offers of GET /api/hotels/{id} over a stay.
describe('GET /api/hotels/{id}: offers over the stay', () => {
  let app: FastifyInstance;
  const detail = async (query = '', id = 1) => {
    const res = await app.inject({ method: 'GET', url: `/api/hotels/${id}${query}` });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<HotelDetail>();
  };
  const offers = (body: HotelDetail) => body.roomTypes.map((r) => [r.roomTypeId, r.priceSum, r.minRemaining]);

  before(async () => {
    app = await build({ clock: testClock, seed: false });
  });
  beforeEach(() => resetWorld(app));
  after(() => app.close());

  it('prices the whole stay and reports the fewest rooms left over its nights', async () => {
    await setNight(app, 11, D(2), { price: 120000, booked: 3 });
    await setNight(app, 12, D(1), { booked: 4 });
    const body = await detail(`?checkIn=${D(1)}&checkOut=${D(4)}`);
    assert.deepEqual(offers(body), [
      [11, 100000 + 120000 + 100000, 2],
      [12, 450000, 1],
      [13, 900000, 5],
    ]);
    assert.ok(body.roomTypes.every((r) => r.nights === 3));
    assert.equal(body.lowestTotal, 320000);
  });

  it('keeps a room type with a sold-out, closed or missing night, as sold out (minRemaining 0, priceSum null)', async () => {
    const stay = `?checkIn=${D(0)}&checkOut=${D(3)}`;
    await setNight(app, 11, D(1), { booked: 5 });
    await setNight(app, 12, D(2), { status: 'CLOSED' });
    await app.db.delete(roomInventory).where(and(eq(roomInventory.roomTypeId, 13), eq(roomInventory.stayDate, D(0))));
    let body = await detail(stay);
    assert.deepEqual(
      offers(body),
      [
        [11, null, 0],
        [12, null, 0],
        [13, null, 0],
      ],
      'all listed, sold out, by list price',
    );
    assert.equal(body.lowestTotal, null);

    await setNight(app, 11, D(1), { booked: 4 });
    body = await detail(stay);
    assert.deepEqual(
      offers(body),
      [
        [11, 300000, 1],
        [12, null, 0],
        [13, null, 0],
      ],
      'the last room sells; sellable offers come first',
    );
    assert.equal(body.lowestTotal, 300000);

    body = await detail(`?checkIn=${D(4)}&checkOut=${D(6)}`);
    assert.deepEqual(
      offers(body),
      [
        [11, null, 0],
        [12, null, 0],
        [13, null, 0],
      ],
      'beyond the inventory',
    );
    assert.ok(body.roomTypes.every((r) => r.nights === 2));
  });

  it('a stay that breaks a stay restriction is offered without a price, with the Korean reason (docs/decisions/0016)', async () => {
    const restrictionOf = (body: HotelDetail) => body.roomTypes.map((r) => [r.roomTypeId, r.priceSum, r.restriction ?? null]);
    await setNight(app, 11, D(1), { minStay: 2 });
    await setNight(app, 12, D(1), { closedToArrival: true });
    await setNight(app, 13, D(3), { closedToDeparture: true });
    let body = await detail(`?checkIn=${D(1)}&checkOut=${D(2)}`);
    assert.deepEqual(
      restrictionOf(body),
      [
        [13, 300000, null],
        [11, null, { kind: 'MIN_STAY', minStay: 2, message: '최소 2박부터 예약할 수 있어요' }],
        [12, null, { kind: 'CLOSED_TO_ARRIVAL', message: '이 날짜에는 체크인할 수 없어요' }],
      ],
      'the bookable type first, the refused ones after it by list price',
    );
    assert.equal(body.lowestTotal, 300000, 'a refused type is not the lowest price');
    assert.ok(
      body.roomTypes.every((r) => r.minRemaining === 5),
      'the rooms are there: the stay is what is refused',
    );

    body = await detail(`?checkIn=${D(0)}&checkOut=${D(3)}`);
    assert.deepEqual(
      restrictionOf(body),
      [
        [11, 300000, null],
        [12, 450000, null],
        [13, null, { kind: 'CLOSED_TO_DEPARTURE', message: '이 날짜에는 체크아웃할 수 없어요' }],
      ],
      'staying through a min-stay or closed-to-arrival night is fine; leaving on a closed-to-departure day is not',
    );

    body = await detail(`?checkIn=${D(1)}&checkOut=${D(4)}`);
    assert.deepEqual(
      restrictionOf(body),
      [
        [11, 300000, null],
        [13, 900000, null],
        [12, null, { kind: 'CLOSED_TO_ARRIVAL', message: '이 날짜에는 체크인할 수 없어요' }],
      ],
      'three nights meet the minimum, staying through a closed-to-departure day is fine; arriving on a closed day is refused whatever the length',
    );
  });

  it('offers only room types that fit the guests, cheapest first', async () => {
    await setNight(app, 11, D(0), { price: 400000 });
    assert.deepEqual(
      (await detail('?guests=1')).roomTypes.map((r) => r.roomTypeId),
      [12, 13, 11],
    );
    assert.deepEqual(
      (await detail('?guests=3')).roomTypes.map((r) => r.roomTypeId),
      [12, 13],
    );
    assert.deepEqual(
      (await detail('?guests=4')).roomTypes.map((r) => r.roomTypeId),
      [13],
    );
    const five = await detail('?guests=5');
    assert.deepEqual(five.roomTypes, []);
    assert.equal(five.lowestTotal, null);
  });
});
