import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { ArrivalItem, AvailableRoom, OwnerHotel, OwnerRoomType, RoomBoardRow } from 'shared-contracts/schemas';
import { build } from '../../build';
import { addDays } from '../../clock';
import { auditLog, bookingItems, bookings, users } from '../../db/schema';
import { TEST_TODAY, testClock } from '../../testing/test-clock';
import { ASSIGNMENT_MESSAGES as M } from './assignment.messages';

/** Moving an assigned stay to another room and unassigning it (issue 24 item 1; docs/decisions/0021-room-moves.md). */
describe('owner room moves and unassignment', () => {
  let app: FastifyInstance;
  const tokens = { owner: '', other: '' };
  let hotelId = 0;
  let otherHotelId = 0;
  let types: OwnerRoomType[] = [];
  let memberId = 0;
  let seq = 0;
  const day = (n: number) => addDays(TEST_TODAY, n);
  const call = (options: InjectOptions, token = tokens.owner) => app.inject({ ...options, headers: { authorization: `Bearer ${token}` } });
  const base = (id = hotelId) => `/api/owner/hotels/${id}`;
  const json = async <T>(options: InjectOptions): Promise<T> => {
    const res = await call(options);
    assert.ok(res.statusCode < 300, `${options.url} → ${res.statusCode} ${res.body}`);
    return res.json<T>();
  };

  /** A paid stay of the demo member at the owner's hotel (type index, check-in offset from today, nights, guests). */
  async function stay(typeIndex: number, checkIn: number, nights: number, guests = 1) {
    const type = types[typeIndex]!;
    const [booking] = await app.db
      .insert(bookings)
      .values({
        bookingNo: `MV${Date.now()}${++seq}`,
        userId: memberId,
        hotelId,
        roomTypeId: type.id,
        checkIn: day(checkIn),
        checkOut: day(checkIn + nights),
        nights,
        guests,
        leadName: `이동${seq}`,
        leadPhone: '010-1234-5678',
        subtotal: 100000 * nights,
        totalAmount: 100000 * nights,
        status: 'CONFIRMED',
      })
      .returning();
    const items = await app.db
      .insert(bookingItems)
      .values(Array.from({ length: nights }, (_, n) => ({ bookingId: booking!.id, roomTypeId: type.id, stayDate: day(checkIn + n), price: 100000 })))
      .returning();
    return { itemId: items[0]!.id, bookingNo: booking!.bookingNo, bookingPk: booking!.id };
  }

  const freeRooms = (typeIndex: number, from: number, to: number) =>
    json<AvailableRoom[]>({
      method: 'GET',
      url: `${base()}/rooms/available?from=${day(from)}&to=${day(to)}&typeCode=${types[typeIndex]!.typeCode}&upgrade=false`,
    });
  const assign = (bookingItemId: number, roomId: number, token = tokens.owner, id = hotelId) =>
    call({ method: 'POST', url: `${base(id)}/assignments`, payload: { bookingItemId, roomId } }, token);
  const unassign = (bookingItemId: number, token = tokens.owner, id = hotelId) =>
    call({ method: 'DELETE', url: `${base(id)}/assignments/${bookingItemId}` }, token);
  const boardOn = (n: number) => json<RoomBoardRow[]>({ method: 'GET', url: `${base()}/rooms?date=${day(n)}` });
  const lastAudit = async (bookingPk: number, action: string) =>
    (
      await app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, String(bookingPk)), eq(auditLog.action, action)))
        .orderBy(desc(auditLog.id))
        .limit(1)
    )[0];
  const roomsOfBooking = async (bookingPk: number) =>
    (
      await app.db
        .select({ stayDate: bookingItems.stayDate, roomId: bookingItems.roomId })
        .from(bookingItems)
        .where(eq(bookingItems.bookingId, bookingPk))
        .orderBy(bookingItems.stayDate)
    ).map((r) => r.roomId);
  const setHousekeeping = (roomId: number, status: string) => app.db.execute(sql`update rooms set housekeeping = ${status} where id = ${roomId}`);

  before(async () => {
    app = await build({ clock: testClock });
    const [member] = await app.db.select().from(users).where(eq(users.loginId, 'member0001'));
    memberId = member!.id;
    for (const [key, loginId] of [
      ['owner', 'owner0001'],
      ['other', 'owner0002'],
    ] as const) {
      const [user] = await app.db.select().from(users).where(eq(users.loginId, loginId));
      tokens[key] = await app.accessTokens.sign({ sub: user!.id, role: 'ROLE_OWNER', loginId, name: 'o' });
    }
    for (const hotel of await json<OwnerHotel[]>({ method: 'GET', url: '/api/owner/hotels' })) {
      hotelId = hotel.id;
      types = await json<OwnerRoomType[]>({ method: 'GET', url: `${base()}/room-types` });
      if (types.length >= 2) break;
    }
    otherHotelId = (await call({ method: 'GET', url: '/api/owner/hotels' }, tokens.other)).json<OwnerHotel[]>()[0]!.id;
  });
  beforeEach(async () => {
    await app.db.execute(sql`update rooms set housekeeping = 'CLEAN' where hotel_id = ${hotelId}`);
    await app.db.execute(
      sql`update booking_items set room_id = null, assigned_at = null where booking_id in (select id from bookings where hotel_id = ${hotelId})`,
    );
  });
  after(() => app.close());

  it('moves an assigned stay: the new room holds every night, the old one is free at once, the price is kept, audited before/after', async () => {
    const guest = await stay(0, 20, 2, 2);
    const [from, to] = await freeRooms(0, 20, 22);
    assert.equal((await assign(guest.itemId, from!.roomId)).statusCode, 200);
    const moved = await assign(guest.itemId, to!.roomId);
    assert.equal(moved.statusCode, 200, moved.body);
    assert.deepEqual(moved.json(), { assignedNights: 2, roomNo: to!.roomNo, previousRoomNo: from!.roomNo });
    assert.deepEqual(await roomsOfBooking(guest.bookingPk), [to!.roomId, to!.roomId]);
    const board = await boardOn(21);
    assert.equal(board.find((r) => r.roomId === from!.roomId)!.guest, null, 'the old room is vacant');
    assert.deepEqual(board.find((r) => r.roomId === to!.roomId)!.guest, {
      bookingItemId: guest.itemId,
      bookingId: guest.bookingNo,
      leadName: `이동${seq}`,
      guests: 2,
      typeCode: types[0]!.typeCode,
      checkIn: day(20),
      checkOut: day(22),
    });
    assert.ok(
      (await freeRooms(0, 20, 22)).some((r) => r.roomId === from!.roomId),
      'the old room is offered again',
    );
    const [booking] = await app.db.select().from(bookings).where(eq(bookings.id, guest.bookingPk));
    assert.equal(booking!.totalAmount, 200000);
    const audit = await lastAudit(guest.bookingPk, 'ROOM_MOVED');
    assert.deepEqual(audit?.before, { itemId: guest.itemId, roomId: from!.roomId, roomNo: from!.roomNo });
    assert.deepEqual(audit?.after, { itemId: guest.itemId, roomId: to!.roomId, roomNo: to!.roomNo, from: day(20), assignedNights: 2 });
    assert.equal(audit?.hotelId, hotelId);
  });

  it('moves a stay under way from today on; the night already slept stays in its room', async () => {
    const guest = await stay(0, -1, 3);
    const [from, to] = await freeRooms(0, -1, 2);
    assert.equal((await assign(guest.itemId, from!.roomId)).statusCode, 200);
    const moved = await assign(guest.itemId, to!.roomId);
    assert.equal(moved.statusCode, 200, moved.body);
    assert.equal(moved.json().assignedNights, 2);
    assert.deepEqual(await roomsOfBooking(guest.bookingPk), [from!.roomId, to!.roomId, to!.roomId]);
  });

  it('upgrades to a higher type that holds the party, never downgrades, keeps the same room out', async () => {
    const lower = await stay(0, 24, 1);
    const upper = await stay(1, 24, 1);
    const [lowRoom, lowRoom2] = await freeRooms(0, 24, 25);
    const [highRoom] = await freeRooms(1, 24, 25);
    await assign(lower.itemId, lowRoom!.roomId);
    await assign(upper.itemId, highRoom!.roomId);
    const up = await assign(lower.itemId, (await freeRooms(1, 24, 25))[0]!.roomId);
    assert.equal(up.statusCode, 200, up.body);
    const down = await assign(upper.itemId, lowRoom2!.roomId);
    assert.deepEqual([down.statusCode, down.json().message], [409, M.roomDowngrade]);
    const same = await assign(upper.itemId, highRoom!.roomId);
    assert.deepEqual([same.statusCode, same.json().message], [409, M.sameRoom]);
  });

  it('refuses a move into an occupied, a dirty or an out-of-order room, in Korean', async () => {
    const mover = await stay(0, 26, 2);
    const sitter = await stay(0, 27, 1);
    const [a, b, c, d] = await freeRooms(0, 26, 28);
    await assign(mover.itemId, a!.roomId);
    await assign(sitter.itemId, b!.roomId);
    const occupied = await assign(mover.itemId, b!.roomId);
    assert.deepEqual([occupied.statusCode, occupied.json().message], [409, M.roomTaken(day(27))]);
    await setHousekeeping(c!.roomId, 'DIRTY');
    const dirty = await assign(mover.itemId, c!.roomId);
    assert.deepEqual([dirty.statusCode, dirty.json().message], [409, M.roomNotReady]);
    await setHousekeeping(d!.roomId, 'OUT_OF_ORDER');
    const broken = await assign(mover.itemId, d!.roomId);
    assert.deepEqual([broken.statusCode, broken.json().message], [409, M.roomOutOfOrder]);
    assert.deepEqual(await roomsOfBooking(mover.bookingPk), [a!.roomId, a!.roomId], 'nothing moved');
  });

  it('unassigns: the room is free, the arrival is unassigned again, audited with the room before; a second time is 409', async () => {
    const guest = await stay(0, 30, 2);
    const [room] = await freeRooms(0, 30, 32);
    await assign(guest.itemId, room!.roomId);
    const res = await unassign(guest.itemId);
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), { releasedNights: 2, roomNo: room!.roomNo });
    assert.deepEqual(await roomsOfBooking(guest.bookingPk), [null, null]);
    const arrival = (await json<ArrivalItem[]>({ method: 'GET', url: `${base()}/arrivals?date=${day(30)}` })).find(
      (a) => a.bookingItemId === guest.itemId,
    );
    assert.equal(arrival?.assigned, false);
    const audit = await lastAudit(guest.bookingPk, 'ROOM_UNASSIGNED');
    assert.deepEqual(audit?.before, { itemId: guest.itemId, roomId: room!.roomId, roomNo: room!.roomNo });
    assert.deepEqual(audit?.after, { itemId: guest.itemId, roomId: null, roomNo: null, from: day(30), releasedNights: 2 });
    const again = await unassign(guest.itemId);
    assert.deepEqual([again.statusCode, again.json().message], [409, M.notAssigned]);
  });

  it('refuses to move or unassign a stay that is over', async () => {
    const past = await stay(0, -3, 2);
    const [room, other] = await freeRooms(0, -3, -1);
    assert.equal((await assign(past.itemId, room!.roomId)).statusCode, 200, 'a first assignment still records the stay');
    for (const res of [await assign(past.itemId, other!.roomId), await unassign(past.itemId)])
      assert.deepEqual([res.statusCode, res.json().message], [409, M.stayOver]);
  });

  it("refuses another owner's hotel (403) and an item of another hotel (404)", async () => {
    const guest = await stay(0, 34, 1);
    const [room] = await freeRooms(0, 34, 35);
    await assign(guest.itemId, room!.roomId);
    assert.equal((await assign(guest.itemId, room!.roomId, tokens.other)).statusCode, 403);
    assert.equal((await unassign(guest.itemId, tokens.other)).statusCode, 403);
    const foreignItem = await unassign(guest.itemId, tokens.other, otherHotelId);
    assert.deepEqual([foreignItem.statusCode, foreignItem.json().message], [404, M.itemNotFound]);
    assert.equal((await assign(guest.itemId, room!.roomId, tokens.other, otherHotelId)).statusCode, 404);
    assert.deepEqual(await roomsOfBooking(guest.bookingPk), [room!.roomId], 'still in its room');
  });

  it('two desks moving two stays into the same room at once: one wins, the other gets 409', async () => {
    const first = await stay(0, 36, 2);
    const second = await stay(0, 37, 1);
    const [a, b, target] = await freeRooms(0, 36, 38);
    await assign(first.itemId, a!.roomId);
    await assign(second.itemId, b!.roomId);
    const results = await Promise.all([assign(first.itemId, target!.roomId), assign(second.itemId, target!.roomId)]);
    assert.deepEqual(results.map((r) => r.statusCode).sort(), [200, 409]);
    const holders = await app.db.execute(
      sql`select count(*)::int as n from booking_items where room_id = ${target!.roomId} and stay_date = ${day(37)}::date`,
    );
    assert.equal((holders as unknown as { rows: { n: number }[] }).rows[0]!.n, 1);
    const loser = results.find((r) => r.statusCode === 409)!;
    assert.match(loser.json().message, /이미 다른 예약에 배정된 객실입니다/);
  });

  it('names the nights when out of order is refused for a room with guests to come', async () => {
    const guest = await stay(0, 40, 1);
    const [room] = await freeRooms(0, 40, 41);
    await assign(guest.itemId, room!.roomId);
    const res = await call({ method: 'PUT', url: `${base()}/rooms/${room!.roomId}/housekeeping`, payload: { status: 'OUT_OF_ORDER' } });
    assert.equal(res.statusCode, 409);
    assert.deepEqual(res.json().nights, [day(40)]);
    assert.match(res.json().message, /먼저 다른 객실로 옮겨주세요/);
  });
});
