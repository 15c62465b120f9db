import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { OwnerBookingPage, OwnerHotel } from 'shared-contracts/schemas';
import { build } from '../../build';
import { addDays } from '../../clock';
import { bookings, roomTypes, users } from '../../db/schema';
import { TEST_TODAY, testClock } from '../../testing/test-clock';

describe('GET /api/owner/hotels/{hotelId}/bookings', () => {
  let app: FastifyInstance;
  let token: string;
  let hotelId = 0;
  const list = async (query = '') => {
    const res = await app.inject({ method: 'GET', url: `/api/owner/hotels/${hotelId}/bookings${query}`, headers: { authorization: `Bearer ${token}` } });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<OwnerBookingPage>();
  };

  before(async () => {
    app = await build({ clock: testClock });
    const [owner] = await app.db.select().from(users).where(eq(users.loginId, 'owner0001'));
    token = await app.accessTokens.sign({ sub: owner!.id, role: 'ROLE_OWNER', loginId: 'owner0001', name: 'o' });
    const hotels = (await app.inject({ method: 'GET', url: '/api/owner/hotels', headers: { authorization: `Bearer ${token}` } })).json<OwnerHotel[]>();
    hotelId = hotels[0]!.id;
    const [member] = await app.db.select().from(users).where(eq(users.loginId, 'member0001'));
    const [type] = await app.db.select().from(roomTypes).where(eq(roomTypes.hotelId, hotelId));
    const add = (no: string, checkIn: string, status: 'CONFIRMED' | 'PENDING' | 'CANCELLED', minutesAgo: number) => ({
      bookingNo: no, userId: member!.id, hotelId, roomTypeId: type!.id, checkIn, checkOut: addDays(checkIn, 1), nights: 1, guests: 2,
      leadName: '김민지', subtotal: 90000, totalAmount: 90000, status, createdAt: new Date(Date.parse('2030-03-15T03:00:00Z') - minutesAgo * 60_000),
    });
    await app.db.insert(bookings).values([
      add('OWNTEST-1', addDays(TEST_TODAY, 2), 'CONFIRMED', 1),
      add('OWNTEST-2', TEST_TODAY, 'CONFIRMED', 2),
      add('OWNTEST-3', addDays(TEST_TODAY, -1), 'CONFIRMED', 3),
      add('OWNTEST-4', addDays(TEST_TODAY, 5), 'CANCELLED', 4),
      add('OWNTEST-5', addDays(TEST_TODAY, 6), 'PENDING', 5),
    ]);
  });
  after(() => app.close());

  it('lists newest first with the cancel rule: not cancelled and check-in today or later', async () => {
    const page = await list('?q=OWNTEST');
    assert.deepEqual(page.content.map((b) => [b.bookingId, b.cancellable]), [
      ['OWNTEST-1', true], ['OWNTEST-2', true], ['OWNTEST-3', false], ['OWNTEST-4', false], ['OWNTEST-5', true],
    ]);
    assert.equal(page.content[0]!.userLoginId, 'member0001');
    assert.equal(page.size, 20);
  });

  it('filters by status, check-in range, and text over name, login id and room type', async () => {
    assert.deepEqual((await list('?q=OWNTEST&status=CANCELLED')).content.map((b) => b.bookingId), ['OWNTEST-4']);
    const range = await list(`?q=OWNTEST&from=${TEST_TODAY}&to=${addDays(TEST_TODAY, 2)}`);
    assert.deepEqual(range.content.map((b) => b.bookingId), ['OWNTEST-1', 'OWNTEST-2']);
    const byLogin = await list('?q=member0001');
    assert.ok(byLogin.totalElements >= 5);
    const none = await list(`?q=${encodeURIComponent('100%')}`);
    assert.equal(none.totalElements, 0);
  });

  it('never shows another hotel\'s bookings', async () => {
    // A booking of another hotel, found by the same text: never in this hotel's list.
    await app.db.execute(sql`insert into bookings (booking_no, user_id, hotel_id, room_type_id, check_in, check_out, nights, guests, lead_name, subtotal, total_amount, status)
      select 'OWNTEST-OTHER', user_id, rt.hotel_id, rt.id, check_in, check_out, nights, guests, lead_name, subtotal, total_amount, status
      from bookings b, (select id, hotel_id from room_types where hotel_id <> ${hotelId} limit 1) rt where b.booking_no = 'OWNTEST-1'`);
    const all = await list('?q=OWNTEST&size=200');
    assert.equal(all.totalElements, 5);
    assert.ok(!all.content.some((b) => b.bookingId === 'OWNTEST-OTHER'));
    const invalid = await app.inject({ method: 'GET', url: `/api/owner/hotels/${hotelId}/bookings?from=2030-02-31`, headers: { authorization: `Bearer ${token}` } });
    assert.equal(invalid.statusCode, 400);
  });
});
