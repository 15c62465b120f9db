import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { InventoryBulkResult, InventoryChange, InventoryPreview, InventoryRegisterResult, InventoryUndoResult } from 'shared-contracts/schemas';
import { build } from '../../build';
import { addDays } from '../../clock';
import { auditLog } from '../../db/schema';
import { testClock } from '../../testing/test-clock';
import { MEMBER_ID, postHold, tokenFor } from '../reservation/hold-test.fixtures';
import { call, daysOf, freeNights, inventoryWorld, ok, type InventoryWorld } from './inventory-test-world';
import { findUnexplainedNights } from './inventory.repository';

/** Bulk changes that cannot ruin a month by one click (issue 24 item 3, docs/decisions/0017). */
describe('inventory change preview and undo', () => {
  let app: FastifyInstance;
  let w: InventoryWorld;
  let member: string;
  const base = () => `/api/owner/hotels/${w.hotel.id}/inventory`;
  const audits = async () => Number((await app.db.select({ n: count() }).from(auditLog))[0]!.n);
  const undo = (changeId: string, token = w.ownerA, hotelId = w.hotel.id) =>
    call(app, token, { method: 'POST', url: `/api/owner/hotels/${hotelId}/inventory/changes/${changeId}/undo` });
  const bulk = <T>(payload: Record<string, unknown>, dryRun = false) =>
    ok<T>(app, w.ownerA, { method: 'PUT', url: `${base()}/bulk${dryRun ? '?dryRun=true' : ''}`, payload });

  before(async () => {
    app = await build({ clock: testClock });
    w = await inventoryWorld(app);
    member = await tokenFor(app, MEMBER_ID);
  });
  after(() => app.close());

  it('previews a bulk apply night by night and writes nothing', async () => {
    const type = w.types[0]!;
    const nights = await freeNights(app, type.id, 3, 4);
    const [from, to] = [nights[0]!, nights[3]!];
    const was = await daysOf(app, w, type.id, from, to);
    const auditsBefore = await audits();
    const preview = await bulk<InventoryPreview>({ roomTypeId: type.id, from, to, price: 77000, minStay: 2 }, true);
    assert.deepEqual(
      preview.days.map((d) => d.stayDate),
      nights,
    );
    for (const [i, d] of preview.days.entries()) {
      assert.equal(d.before!.price, was[i]!.price);
      assert.equal(d.after.price, 77000);
      assert.equal(d.after.minStay, 2);
      assert.equal(d.after.allotment, was[i]!.allotment, 'an absent field stays as it is');
    }
    assert.deepEqual(await daysOf(app, w, type.id, from, to), was);
    assert.equal(await audits(), auditsBefore);
  });

  it('answers a changeId whose audit entry keeps every old value, and undoes it once', async () => {
    const type = w.types[1]!;
    const nights = await freeNights(app, type.id, 5, 3);
    const [from, to] = [nights[0]!, nights[2]!];
    const was = await daysOf(app, w, type.id, from, to);
    const result = await bulk<InventoryBulkResult>({ roomTypeId: type.id, from, to, price: 55000, status: 'CLOSED', closedToArrival: true });
    assert.equal(result.updated, 3);
    assert.match(result.changeId!, /^[0-9a-f-]{36}$/);
    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'INVENTORY_BULK_APPLIED'), sql`${auditLog.after}->>'changeId' = ${result.changeId}`));
    const kept = (entry!.before as { nights: { stayDate: string; values: { price: number } }[] }).nights;
    assert.deepEqual(
      kept.map((n) => [n.stayDate, n.values.price]),
      was.map((d) => [d.stayDate, d.price]),
    );
    assert.ok((await daysOf(app, w, type.id, from, to)).every((d) => d.price === 55000 && d.status === 'CLOSED' && d.closedToArrival));

    const history = await ok<InventoryChange[]>(app, w.ownerA, { method: 'GET', url: `${base()}/changes` });
    assert.equal(history[0]!.changeId, result.changeId);
    assert.equal(history[0]!.kind, 'BULK');
    assert.equal(history[0]!.nights, 3);
    assert.equal(history[0]!.set.price, 55000);
    assert.equal(history[0]!.undoneAt, null);

    const undone = await undo(result.changeId!);
    assert.equal(undone.statusCode, 200, undone.body);
    assert.deepEqual(undone.json<InventoryUndoResult>(), { changeId: result.changeId, restored: 3, skippedPast: 0 });
    assert.deepEqual(await daysOf(app, w, type.id, from, to), was);
    const again = await undo(result.changeId!);
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().error, 'INVENTORY_CHANGE_ALREADY_UNDONE');
    const listed = await ok<InventoryChange[]>(app, w.ownerA, { method: 'GET', url: `${base()}/changes` });
    assert.ok(listed.find((c) => c.changeId === result.changeId)!.undoneAt);
  });

  it('previews and undoes a registration: overwritten nights get their values back, created ones go again', async () => {
    const type = w.types[0]!;
    const nights = await freeNights(app, type.id, 12, 3);
    const was = await daysOf(app, w, type.id, nights[0]!, nights[2]!);
    await app.db.execute(sql`delete from room_inventory where room_type_id = ${type.id} and stay_date = ${nights[2]!}::date`);
    const body = { roomTypeIds: [type.id], from: nights[0], to: nights[2], allotment: 9, price: 99000, status: 'OPEN', overwrite: true, minStay: 3 };
    const auditsBefore = await audits();
    const preview = await ok<InventoryPreview>(app, w.ownerA, { method: 'POST', url: `${base()}/register?dryRun=true`, payload: body });
    assert.equal(preview.days.length, 3);
    assert.equal(preview.days[2]!.before, null);
    assert.deepEqual(preview.days[0]!.after, {
      allotment: 9,
      price: 99000,
      status: 'OPEN',
      minStay: 3,
      closedToArrival: was[0]!.closedToArrival,
      closedToDeparture: was[0]!.closedToDeparture,
    });
    assert.equal(await audits(), auditsBefore);
    assert.equal((await daysOf(app, w, type.id, nights[0]!, nights[2]!)).length, 2);

    const result = await ok<InventoryRegisterResult>(app, w.ownerA, { method: 'POST', url: `${base()}/register`, payload: body });
    assert.deepEqual([result.created, result.updated], [1, 2]);
    assert.ok(result.changeId);
    assert.equal((await undo(result.changeId!)).statusCode, 200);
    assert.deepEqual(await daysOf(app, w, type.id, nights[0]!, nights[2]!), was.slice(0, 2));
  });

  it('refuses an undo a booking made since prevents, naming the nights, and changes nothing', async () => {
    const type = w.types[1]!;
    const nights = await freeNights(app, type.id, 16, 2);
    const [from, to] = [nights[0]!, nights[1]!];
    // Both nights closed with no room, then opened with three by one bulk change; a guest then holds a room.
    await bulk<InventoryBulkResult>({ roomTypeId: type.id, from, to, allotment: 0, status: 'CLOSED' });
    const change = await bulk<InventoryBulkResult>({ roomTypeId: type.id, from, to, allotment: 3, status: 'OPEN' });
    const held = await postHold(app, member, { hotelId: w.hotel.id, roomTypeId: type.id, checkIn: from, checkOut: addDays(from, 1), guests: 1 });
    assert.equal(held.statusCode, 201, held.body);
    const refused = await undo(change.changeId!);
    assert.equal(refused.statusCode, 409, refused.body);
    assert.equal(refused.json().error, 'INVENTORY_UNDO_CONFLICT');
    assert.match(refused.json().message, new RegExp(`${from} .*\\(예약 1\\)`));
    assert.doesNotMatch(refused.json().message, new RegExp(to));
    assert.deepEqual(refused.json().nights, [{ roomTypeId: type.id, stayDate: from, booked: 1 }]);
    assert.ok((await daysOf(app, w, type.id, from, to)).every((d) => d.allotment === 3 && d.status !== 'CLOSED'));
    assert.deepEqual(await findUnexplainedNights(app.db, [w.hotel.id]), []);
  });

  it('refuses an undo after a later edit of the same night', async () => {
    const type = w.types[0]!;
    const nights = await freeNights(app, type.id, 22, 2);
    const change = await bulk<InventoryBulkResult>({ roomTypeId: type.id, from: nights[0], to: nights[1], price: 61000 });
    await ok(app, w.ownerA, {
      method: 'PUT',
      url: `${base()}/day`,
      payload: { roomTypeId: type.id, date: nights[1], price: 62000, allotment: 5, status: 'OPEN' },
    });
    const refused = await undo(change.changeId!);
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().error, 'INVENTORY_UNDO_CHANGED_SINCE');
    assert.match(refused.json().message, new RegExp(nights[1]!));
  });

  it("refuses another owner's change and an unknown or malformed changeId", async () => {
    const type = w.types[0]!;
    const nights = await freeNights(app, type.id, 8, 1);
    const change = await bulk<InventoryBulkResult>({ roomTypeId: type.id, from: nights[0], to: nights[0], price: 70000 });
    assert.equal((await undo(change.changeId!, w.ownerB, w.hotel.id)).statusCode, 403);
    const onTheirHotel = await undo(change.changeId!, w.ownerB, w.hotelOfB.id);
    assert.equal(onTheirHotel.statusCode, 404);
    assert.match(onTheirHotel.json().message, /[가-힣]/);
    assert.equal((await call(app, w.ownerB, { method: 'GET', url: `${base()}/changes` })).statusCode, 403);
    const theirs = await ok<InventoryChange[]>(app, w.ownerB, { method: 'GET', url: `/api/owner/hotels/${w.hotelOfB.id}/inventory/changes` });
    assert.ok(!theirs.some((c) => c.changeId === change.changeId));
    assert.equal((await undo('00000000-0000-4000-8000-000000000000')).statusCode, 404);
    assert.equal((await undo('not-a-uuid')).statusCode, 400);
    assert.equal((await undo(change.changeId!)).statusCode, 200, 'the owner still can');
  });
});
