import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { InventoryBulkResult, InventoryDay, InventoryUndoResult, OverviewDay } from 'shared-contracts/schemas';
import { build } from '../../build';
import { testClock } from '../../testing/test-clock';
import { call, day, daysOf, freeNights, inventoryWorld, ok, type InventoryWorld } from './inventory-test-world';

/** Stay restrictions edited by the owner (issue 24 item 4, docs/decisions/0016 "Owner editing") and past nights (item 5). */
describe('owner inventory: stay restrictions and past nights', () => {
  let app: FastifyInstance;
  let w: InventoryWorld;
  const base = () => `/api/owner/hotels/${w.hotel.id}/inventory`;
  const put = (url: string, payload: Record<string, unknown>) => call(app, w.ownerA, { method: 'PUT', url: `${base()}${url}`, payload });

  before(async () => {
    app = await build({ clock: testClock });
    w = await inventoryWorld(app);
  });
  after(() => app.close());

  it('saves the restrictions of one day, keeps them when left out, and refuses a minimum stay outside 1–30', async () => {
    const type = w.types[0]!;
    const [date] = await freeNights(app, type.id, 4, 1);
    const saved = await put('/day', {
      roomTypeId: type.id,
      date,
      price: 90000,
      allotment: 4,
      status: 'OPEN',
      minStay: 2,
      closedToArrival: true,
      closedToDeparture: false,
    });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.deepEqual(
      (({ minStay, closedToArrival, closedToDeparture }: InventoryDay) => ({ minStay, closedToArrival, closedToDeparture }))(
        saved.json<InventoryDay>(),
      ),
      { minStay: 2, closedToArrival: true, closedToDeparture: false },
    );
    assert.equal((await put('/day', { roomTypeId: type.id, date, price: 91000, allotment: 4, status: 'OPEN' })).json<InventoryDay>().minStay, 2);
    for (const minStay of [0, 31, 2.5]) {
      const refused = await put('/day', { roomTypeId: type.id, date, price: 91000, allotment: 4, status: 'OPEN', minStay });
      assert.equal(refused.statusCode, 400, `minStay ${minStay}`);
      assert.match(refused.json().message, /[가-힣]/);
    }
    const [read] = await daysOf(app, w, type.id, date!, date!);
    assert.equal(read!.minStay, 2);
    assert.equal(read!.closedToArrival, true);
    const overview = await ok<OverviewDay[]>(app, w.ownerA, { method: 'GET', url: `${base()}/overview?from=${date}&to=${date}` });
    const item = overview[0]!.items.find((i) => i.roomTypeId === type.id)!;
    assert.deepEqual([item.minStay, item.closedToArrival, item.closedToDeparture], [2, true, false]);
  });

  it('bulk sets only the restrictions it names, and its undo gives the old ones back', async () => {
    const type = w.types[1]!;
    const nights = await freeNights(app, type.id, 9, 3);
    const [from, to] = [nights[0]!, nights[2]!];
    const was = await daysOf(app, w, type.id, from, to);
    const result = await put('/bulk', { roomTypeId: type.id, from, to, minStay: 3, closedToDeparture: true });
    assert.equal(result.statusCode, 200, result.body);
    const now = await daysOf(app, w, type.id, from, to);
    for (const [i, d] of now.entries()) {
      assert.deepEqual([d.minStay, d.closedToDeparture, d.closedToArrival, d.price], [3, true, was[i]!.closedToArrival, was[i]!.price]);
    }
    assert.equal((await put('/bulk', { roomTypeId: type.id, from, to, minStay: 31 })).statusCode, 400);
    const changeId = result.json<InventoryBulkResult>().changeId!;
    const undone = await ok<InventoryUndoResult>(app, w.ownerA, { method: 'POST', url: `${base()}/changes/${changeId}/undo` });
    assert.equal(undone.restored, 3);
    assert.deepEqual(await daysOf(app, w, type.id, from, to), was);
  });

  it('registers nights with restrictions', async () => {
    const type = w.types[0]!;
    const nights = await freeNights(app, type.id, 25, 2);
    const res = await call(app, w.ownerA, {
      method: 'POST',
      url: `${base()}/register`,
      payload: {
        roomTypeIds: [type.id],
        from: nights[0],
        to: nights[1],
        allotment: 6,
        price: 80000,
        status: 'OPEN',
        overwrite: true,
        minStay: 4,
        closedToArrival: true,
      },
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.ok((await daysOf(app, w, type.id, nights[0]!, nights[1]!)).every((d) => d.minStay === 4 && d.closedToArrival && !d.closedToDeparture));
  });

  it('reads past nights (what sold, at what price) and refuses to write them', async () => {
    const type = w.types[0]!;
    const past = await daysOf(app, w, type.id, day(-30), day(-1));
    assert.equal(past.length, 30, 'the owner hotels keep their past nights');
    assert.ok(past.every((d) => !d.sellable && d.price > 0 && d.booked <= d.allotment));
    assert.ok(
      past.some((d) => d.booked > 0),
      'some past nights were sold',
    );
    const overview = await ok<OverviewDay[]>(app, w.ownerA, { method: 'GET', url: `${base()}/overview?from=${day(-14)}&to=${day(-1)}` });
    assert.ok(overview.every((d) => d.items.length === w.types.length));

    const refused = await put('/day', { roomTypeId: type.id, date: day(-2), price: 1000, allotment: 9, status: 'OPEN' });
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.json().error, 'INVENTORY_PAST_DATE');
    const bulk = await put('/bulk', { roomTypeId: type.id, from: day(-10), to: day(-1), price: 1000 });
    assert.deepEqual(
      (({ updated, skippedPast, changeId }: InventoryBulkResult) => ({ updated, skippedPast, changeId }))(bulk.json<InventoryBulkResult>()),
      {
        updated: 0,
        skippedPast: 10,
        changeId: null,
      },
    );
    assert.deepEqual(await daysOf(app, w, type.id, day(-30), day(-1)), past);
  });
});
