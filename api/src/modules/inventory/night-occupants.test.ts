import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { HoldResult, NightOccupants, OwnerBookingPage, OwnerHotel, OwnerRoomType } from 'shared-contracts/schemas';
import { build } from '../../build';
import { addDays } from '../../clock';
import { queryRows } from '../../db/database';
import { users } from '../../db/schema';
import { TEST_TODAY, testClock } from '../../testing/test-clock';
import { authed, MEMBER_ID, tokenFor } from '../reservation/hold-test.fixtures';
import { INVENTORY_MESSAGES as M } from './inventory.messages';

/** GET /api/owner/hotels/{hotelId}/inventory/occupants?roomTypeId&date: who holds the rooms of one night (issue 23). */
describe('owner: who holds the rooms of a night', () => {
  let app: FastifyInstance;
  let ownerA: string;
  let ownerB: string;
  let member: string;
  let hotel: OwnerHotel;
  let types: OwnerRoomType[] = [];

  const get = (token: string, url: string) => app.inject({ method: 'GET', url, headers: authed(token) });
  const occupantsUrl = (hotelId: number, roomTypeId: number, date: string) =>
    `/api/owner/hotels/${hotelId}/inventory/occupants?roomTypeId=${roomTypeId}&date=${date}`;
  const occupants = async (roomTypeId: number, date: string) => {
    const res = await get(ownerA, occupantsUrl(hotel.id, roomTypeId, date));
    assert.equal(res.statusCode, 200, res.body);
    return res.json<NightOccupants>();
  };
  const roomsOf = (night: NightOccupants) => [...night.bookings, ...night.holds].reduce((sum, o) => sum + o.rooms, 0);

  before(async () => {
    app = await build({ clock: testClock });
    const tokenOf = async (loginId: string) => tokenFor(app, (await app.db.select().from(users).where(eq(users.loginId, loginId)))[0]!.id);
    [ownerA, ownerB, member] = [await tokenOf('owner0001'), await tokenOf('owner0002'), await tokenFor(app, MEMBER_ID)];
    hotel = (await get(ownerA, '/api/owner/hotels')).json<OwnerHotel[]>()[0]!;
    types = (await get(ownerA, `/api/owner/hotels/${hotel.id}/room-types`)).json<OwnerRoomType[]>();
  });
  after(() => app.close());

  it('lists the bookings staying on each booked night of the owner, their rooms adding up to booked', async () => {
    const nights = await queryRows<{ room_type_id: number; stay_date: string; booked: number }>(
      app.db,
      sql`select room_type_id, stay_date::text as stay_date, booked from room_inventory
          where hotel_id = ${hotel.id} and booked > 0 order by stay_date, room_type_id`,
    );
    assert.ok(nights.length > 0, 'the seeded owner hotel has booked nights');
    for (const night of nights) {
      const answer = await occupants(Number(night.room_type_id), night.stay_date);
      assert.equal(answer.booked, Number(night.booked));
      assert.equal(roomsOf(answer), answer.booked, `${night.room_type_id} ${night.stay_date}`);
      for (const booking of answer.bookings) {
        assert.match(booking.bookingId, /^HB\d{8}-\d{6}$/);
        assert.equal(booking.status, 'CONFIRMED');
        assert.ok(booking.leadName.length > 0);
        assert.ok(booking.checkIn <= night.stay_date && night.stay_date < addDays(booking.checkIn, booking.nights));
      }
    }
    // The owner's booking list finds the same booking by its number.
    const [first] = (await occupants(Number(nights[0]!.room_type_id), nights[0]!.stay_date)).bookings;
    const page = (await get(ownerA, `/api/owner/hotels/${hotel.id}/bookings?q=${first!.bookingId}`)).json<OwnerBookingPage>();
    assert.deepEqual(
      page.content.map((b) => [b.bookingId, b.checkIn, b.nights]),
      [[first!.bookingId, first!.checkIn, first!.nights]],
    );
  });

  it('shows a hold as its expiry and rooms only, never the member', async () => {
    const [free] = await queryRows<{ room_type_id: number; stay_date: string }>(
      app.db,
      sql`select room_type_id, stay_date::text as stay_date from room_inventory
          where hotel_id = ${hotel.id} and status = 'OPEN' and booked < allotment and stay_date >= ${addDays(TEST_TODAY, 10)}::date
          order by stay_date, room_type_id limit 1`,
    );
    const roomTypeId = Number(free!.room_type_id);
    const before = await occupants(roomTypeId, free!.stay_date);
    const held = await app.inject({
      method: 'POST',
      url: '/api/reservations/hold',
      headers: authed(member),
      payload: { hotelId: hotel.id, roomTypeId, checkIn: free!.stay_date, checkOut: addDays(free!.stay_date, 1), guests: 1 },
    });
    assert.equal(held.statusCode, 201, held.body);
    const res = await get(ownerA, occupantsUrl(hotel.id, roomTypeId, free!.stay_date));
    const after = res.json<NightOccupants>();
    assert.equal(after.booked, before.booked + 1);
    assert.equal(roomsOf(after), after.booked);
    assert.deepEqual(after.holds.at(-1), { expiresAt: held.json<HoldResult>().expiresAt, rooms: 1 });
    assert.ok(after.holds.every((h) => Object.keys(h).sort().join() === 'expiresAt,rooms'));
    assert.doesNotMatch(res.body, /member0001|김민지|010-/, 'no member data in the answer');
  });

  it('refuses another owner, a room type of another hotel and a date that does not exist', async () => {
    const date = addDays(TEST_TODAY, 3);
    const foreign = await get(ownerB, occupantsUrl(hotel.id, types[0]!.id, date));
    assert.equal(foreign.statusCode, 403);
    const [theirHotel] = (await get(ownerB, '/api/owner/hotels')).json<OwnerHotel[]>();
    const [theirType] = (await get(ownerB, `/api/owner/hotels/${theirHotel!.id}/room-types`)).json<OwnerRoomType[]>();
    const otherType = await get(ownerA, occupantsUrl(hotel.id, theirType!.id, date));
    assert.equal(otherType.statusCode, 400);
    assert.equal(otherType.json<{ message: string }>().message, M.roomTypeNotInHotel);
    const badDate = await get(ownerA, occupantsUrl(hotel.id, types[0]!.id, '2030-02-30'));
    assert.equal(badDate.statusCode, 400);
    assert.equal(badDate.json<{ message: string }>().message, M.invalidDate);
    assert.equal((await get(member, occupantsUrl(hotel.id, types[0]!.id, date))).statusCode, 403);
  });
});
