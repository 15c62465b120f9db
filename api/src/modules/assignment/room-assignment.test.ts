import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { ArrivalItem, AvailableRoom, OwnerHotel, OwnerRoomType, RoomBoardRow } from 'shared-contracts/schemas';
import { build } from '../../build';
import { addDays } from '../../clock';
import { bookingItems, bookings, rooms, users } from '../../db/schema';
import { TEST_TODAY, testClock } from '../../testing/test-clock';
import { ASSIGNMENT_MESSAGES as M } from './assignment.messages';

describe('owner arrivals, room assignment and the room board', () => {
  let app: FastifyInstance;
  let owner: string;
  let hotelId = 0;
  let types: OwnerRoomType[] = [];
  let memberId = 0;
  let seq = 0;
  const day = (n: number) => addDays(TEST_TODAY, n);
  const call = (options: InjectOptions) => app.inject({ ...options, headers: { authorization: `Bearer ${owner}` } });
  const base = () => `/api/owner/hotels/${hotelId}`;
  const json = async <T>(options: InjectOptions): Promise<T> => {
    const res = await call(options);
    assert.ok(res.statusCode < 300, `${options.url} → ${res.statusCode} ${res.body}`);
    return res.json<T>();
  };

  /** A paid stay of the demo member at the owner's hotel; answers its first night's item id. */
  async function stay(typeIndex: number, checkIn: number, nights: number, guests = 1, status: 'CONFIRMED' | 'CANCELLED' = 'CONFIRMED') {
    const type = types[typeIndex]!;
    const [booking] = await app.db
      .insert(bookings)
      .values({
        bookingNo: `T${Date.now()}${++seq}`,
        userId: memberId,
        hotelId,
        roomTypeId: type.id,
        checkIn: day(checkIn),
        checkOut: day(checkIn + nights),
        nights,
        guests,
        leadName: `손님${seq}`,
        leadPhone: '010-1234-5678',
        subtotal: 100000 * nights,
        totalAmount: 100000 * nights,
        status,
      })
      .returning();
    const items = await app.db
      .insert(bookingItems)
      .values(Array.from({ length: nights }, (_, n) => ({ bookingId: booking!.id, roomTypeId: type.id, stayDate: day(checkIn + n), price: 100000 })))
      .returning();
    return { itemId: items[0]!.id, bookingNo: booking!.bookingNo };
  }

  const available = (typeCode: string, from: number, to: number, upgrade = true) =>
    json<AvailableRoom[]>({
      method: 'GET',
      url: `${base()}/rooms/available?from=${day(from)}&to=${day(to)}&typeCode=${typeCode}&upgrade=${upgrade}`,
    });
  const assign = (bookingItemId: number, roomId: number) =>
    call({ method: 'POST', url: `${base()}/assignments`, payload: { bookingItemId, roomId } });

  before(async () => {
    app = await build({ clock: testClock });
    const [ownerRow] = await app.db.select().from(users).where(eq(users.loginId, 'owner0001'));
    const [member] = await app.db.select().from(users).where(eq(users.loginId, 'member0001'));
    memberId = member!.id;
    owner = await app.accessTokens.sign({ sub: ownerRow!.id, role: 'ROLE_OWNER', loginId: 'owner0001', name: 'o' });
    for (const hotel of await json<OwnerHotel[]>({ method: 'GET', url: '/api/owner/hotels' })) {
      hotelId = hotel.id;
      types = await json<OwnerRoomType[]>({ method: 'GET', url: `${base()}/room-types` });
      if (types.length >= 2) break;
    }
  });
  beforeEach(async () => {
    // Every room ready, nothing assigned: each test places its own stays.
    await app.db.execute(sql`update rooms set housekeeping = 'CLEAN' where hotel_id = ${hotelId}`);
    await app.db.execute(
      sql`update booking_items set room_id = null, assigned_at = null where booking_id in (select id from bookings where hotel_id = ${hotelId})`,
    );
  });
  after(() => app.close());

  it("lists the day's confirmed arrivals, unassigned, without cancelled ones", async () => {
    const kept = await stay(0, 3, 2, 2);
    await stay(0, 3, 1, 1, 'CANCELLED');
    const arrivals = await json<ArrivalItem[]>({ method: 'GET', url: `${base()}/arrivals?date=${day(3)}` });
    const mine = arrivals.find((a) => a.bookingItemId === kept.itemId)!;
    assert.deepEqual(
      [mine.bookingId, mine.nights, mine.guests, mine.assigned, mine.roomNo, mine.typeCode],
      [kept.bookingNo, 2, 2, false, null, types[0]!.typeCode],
    );
    assert.ok(arrivals.every((a) => a.checkIn === day(3)));
    assert.equal(arrivals.filter((a) => a.leadName.startsWith('손님')).length, 1);
  });

  it('assigns one room for the whole stay; the room board and arrivals show it; the room is no longer offered', async () => {
    const first = await stay(0, 4, 3);
    const [room] = await available(types[0]!.typeCode, 4, 7);
    assert.ok(room, 'a free room');
    assert.equal(room.typeCode, types[0]!.typeCode, 'same type first');
    const res = await assign(first.itemId, room.roomId);
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), { assignedNights: 3, roomNo: room.roomNo, previousRoomNo: null });
    const arrival = (await json<ArrivalItem[]>({ method: 'GET', url: `${base()}/arrivals?date=${day(4)}` })).find(
      (a) => a.bookingItemId === first.itemId,
    )!;
    assert.deepEqual([arrival.assigned, arrival.roomNo], [true, room.roomNo]);
    const board = await json<RoomBoardRow[]>({ method: 'GET', url: `${base()}/rooms?date=${day(6)}` });
    assert.equal(board.find((r) => r.roomId === room.roomId)!.guest?.bookingId, first.bookingNo);
    assert.ok(!(await available(types[0]!.typeCode, 6, 7)).some((r) => r.roomId === room.roomId));
    assert.ok(
      (await available(types[0]!.typeCode, 7, 8)).some((r) => r.roomId === room.roomId),
      'free again on check-out day',
    );

    const overlapping = await stay(0, 6, 2);
    const taken = await assign(overlapping.itemId, room.roomId);
    assert.equal(taken.statusCode, 409);
    assert.equal(taken.json().message, M.roomTaken(day(6)));
  });

  it('never downgrades, never places an out-of-order room, and keeps types when upgrades are off', async () => {
    const upper = await stay(1, 8, 1);
    const lowerRoom = (await available(types[0]!.typeCode, 8, 9, false))[0]!;
    const down = await assign(upper.itemId, lowerRoom.roomId);
    assert.equal(down.statusCode, 409);
    assert.equal(down.json().message, M.roomDowngrade);
    const offered = await available(types[0]!.typeCode, 8, 9, false);
    assert.ok(offered.every((r) => r.typeCode === types[0]!.typeCode));
    await app.db.update(rooms).set({ housekeeping: 'OUT_OF_ORDER' }).where(eq(rooms.id, offered[0]!.roomId));
    assert.ok(!(await available(types[0]!.typeCode, 8, 9)).some((r) => r.roomId === offered[0]!.roomId));
    const lower = await stay(0, 8, 1);
    const ooo = await assign(lower.itemId, offered[0]!.roomId);
    assert.equal(ooo.statusCode, 409);
    assert.equal(ooo.json().message, M.roomOutOfOrder);
  });

  it('two desks assigning the same room to two stays at once: one wins, the other gets 409', async () => {
    const a = await stay(0, 10, 2);
    const b = await stay(0, 11, 1);
    const [room] = await available(types[0]!.typeCode, 10, 12);
    const results = await Promise.all([assign(a.itemId, room!.roomId), assign(b.itemId, room!.roomId)]);
    assert.deepEqual(results.map((r) => r.statusCode).sort(), [200, 409]);
    const [count] = await app.db
      .execute(sql`select count(*)::int as n from booking_items where room_id = ${room!.roomId} and stay_date = ${day(11)}::date`)
      .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
    assert.equal(count!.n, 1);
  });

  it('assigns all: one distinct room per stay and night, same type first', async () => {
    const stays = [await stay(0, 14, 2), await stay(0, 14, 1), await stay(0, 15, 2), await stay(1, 14, 1)];
    const result = await json<Record<string, { roomNo: string }>>({
      method: 'POST',
      url: `${base()}/assignments/rooms/by-items`,
      payload: { itemIds: stays.map((s) => s.itemId) },
    });
    assert.equal(Object.keys(result).length, 4);
    const inHouse = async (n: number) =>
      (await json<RoomBoardRow[]>({ method: 'GET', url: `${base()}/rooms?date=${day(n)}` })).filter(
        (r) => r.guest && stays.some((s) => s.bookingNo === r.guest!.bookingId),
      );
    // Day 14: stays 0, 1 and 3 in three rooms; day 15: the two-night stays 0 and 2, stay 0 still in its room.
    const first = await inHouse(14);
    assert.equal(first.length, 3);
    assert.equal(new Set(first.map((r) => r.roomId)).size, 3);
    const second = await inHouse(15);
    assert.deepEqual(second.map((r) => r.guest!.bookingId).sort(), [stays[0]!.bookingNo, stays[2]!.bookingNo].sort());
    const roomOf = (rows: RoomBoardRow[], bookingNo: string) => rows.find((r) => r.guest!.bookingId === bookingNo)?.roomId;
    assert.equal(roomOf(second, stays[0]!.bookingNo), roomOf(first, stays[0]!.bookingNo), 'one room for the whole stay');
    assert.ok(
      first.filter((r) => r.guest!.bookingId !== stays[3]!.bookingNo).every((r) => r.typeCode === types[0]!.typeCode),
      'same type first',
    );
  });

  it('changes housekeeping, but refuses out-of-order for a room with a guest to come', async () => {
    const s = await stay(0, 18, 1);
    const [room] = await available(types[0]!.typeCode, 18, 19);
    await assign(s.itemId, room!.roomId);
    const dirty = await json<RoomBoardRow>({ method: 'PUT', url: `${base()}/rooms/${room!.roomId}/housekeeping`, payload: { status: 'DIRTY' } });
    assert.equal(dirty.housekeeping, 'DIRTY');
    const ooo = await call({ method: 'PUT', url: `${base()}/rooms/${room!.roomId}/housekeeping`, payload: { status: 'OUT_OF_ORDER' } });
    assert.equal(ooo.statusCode, 409);
    assert.equal(ooo.json().message, M.roomHasGuests(day(18)));
    const foreign = await call({ method: 'PUT', url: `${base()}/rooms/999999/housekeeping`, payload: { status: 'CLEAN' } });
    assert.equal(foreign.statusCode, 404);
  });
});
