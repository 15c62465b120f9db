import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { OwnerBookingDetail, OwnerHotel } from 'shared-contracts/schemas';
import { build } from '../../build';
import { addDays } from '../../clock';
import { bookingItems, bookings, payments, rooms, roomTypes, users } from '../../db/schema';
import { TEST_TODAY, testClock } from '../../testing/test-clock';

/** GET /api/owner/hotels/{hotelId}/bookings/{bookingId}: a booking of the caller's hotel, whole; anything else refused. */
describe('GET /api/owner/hotels/{hotelId}/bookings/{bookingId}', () => {
  let app: FastifyInstance;
  const tokens = { ownerA: '', ownerB: '' };
  let hotelOfA = 0;
  let hotelOfB = 0;
  const CHECK_IN = addDays(TEST_TODAY, 40);

  const get = (token: string, hotelId: number, bookingNo: string) =>
    app.inject({
      method: 'GET',
      url: `/api/owner/hotels/${hotelId}/bookings/${encodeURIComponent(bookingNo)}`,
      headers: { authorization: `Bearer ${token}` },
    });

  before(async () => {
    app = await build({ clock: testClock });
    for (const [key, loginId] of [
      ['ownerA', 'owner0001'],
      ['ownerB', 'owner0002'],
    ] as const) {
      const [user] = await app.db.select().from(users).where(eq(users.loginId, loginId));
      tokens[key] = await app.accessTokens.sign({ sub: user!.id, role: 'ROLE_OWNER', loginId, name: user!.name });
    }
    const firstHotel = async (token: string) =>
      (await app.inject({ method: 'GET', url: '/api/owner/hotels', headers: { authorization: `Bearer ${token}` } })).json<OwnerHotel[]>()[0]!.id;
    hotelOfA = await firstHotel(tokens.ownerA);
    hotelOfB = await firstHotel(tokens.ownerB);

    // A two-night booking of owner0001's hotel, paid by card, its first night in a room; then cancelled by the hotel.
    const [member] = await app.db.select().from(users).where(eq(users.loginId, 'member0001'));
    const [type] = await app.db
      .select()
      .from(roomTypes)
      .where(and(eq(roomTypes.hotelId, hotelOfA), isNull(roomTypes.deletedAt)));
    const [room] = await app.db
      .select()
      .from(rooms)
      .where(and(eq(rooms.hotelId, hotelOfA), eq(rooms.roomTypeId, type!.id)));
    const [booking] = await app.db
      .insert(bookings)
      .values({
        bookingNo: 'OWNDETAIL-1',
        userId: member!.id,
        hotelId: hotelOfA,
        roomTypeId: type!.id,
        checkIn: CHECK_IN,
        checkOut: addDays(CHECK_IN, 2),
        nights: 2,
        guests: 3,
        leadName: '박투숙',
        leadPhone: '010-1234-5678',
        subtotal: 230000,
        totalAmount: 230000,
        status: 'CONFIRMED',
      })
      .returning();
    await app.db.insert(bookingItems).values([
      { bookingId: booking!.id, roomTypeId: type!.id, stayDate: CHECK_IN, price: 110000, roomId: room!.id, assignedAt: new Date() },
      { bookingId: booking!.id, roomTypeId: type!.id, stayDate: addDays(CHECK_IN, 1), price: 120000 },
    ]);
    await app.db.insert(payments).values({
      bookingId: booking!.id,
      orderId: 'OWNDETAIL-ORDER-1',
      paymentKey: 'OWNDETAIL-KEY-1',
      amount: 230000,
      status: 'DONE',
      provider: 'SANDBOX',
      method: '카드',
      approvedAt: new Date('2030-03-14T01:00:00Z'),
    });
    await app.db.insert(bookings).values({
      bookingNo: 'OWNDETAIL-B',
      userId: member!.id,
      hotelId: hotelOfB,
      roomTypeId: (await app.db.select().from(roomTypes).where(eq(roomTypes.hotelId, hotelOfB)))[0]!.id,
      checkIn: CHECK_IN,
      checkOut: addDays(CHECK_IN, 1),
      nights: 1,
      guests: 1,
      leadName: '최다른',
      subtotal: 50000,
      totalAmount: 50000,
      status: 'CONFIRMED',
    });
  });
  after(() => app.close());

  it('answers the booking whole: guests, lead guest and phone, nights with prices and rooms, payment without card data', async () => {
    const res = await get(tokens.ownerA, hotelOfA, 'OWNDETAIL-1');
    assert.equal(res.statusCode, 200, res.body);
    const detail = res.json<OwnerBookingDetail>();
    assert.equal(detail.bookingId, 'OWNDETAIL-1');
    assert.equal(detail.status, 'CONFIRMED');
    assert.deepEqual([detail.leadName, detail.leadPhone, detail.guests, detail.nights], ['박투숙', '010-1234-5678', 3, 2]);
    assert.deepEqual(detail.guest.loginId, 'member0001');
    assert.deepEqual(detail.nightly, [
      { date: CHECK_IN, price: 110000 },
      { date: addDays(CHECK_IN, 1), price: 120000 },
    ]);
    assert.equal(detail.rooms.length, 2);
    assert.ok(detail.rooms[0]!.roomNo, 'the first night has its room');
    assert.equal(detail.rooms[1]!.roomNo, null);
    assert.deepEqual(
      [detail.paidAmount, detail.paidAt, detail.paymentStatus, detail.refundedAmount],
      [230000, '2030-03-14T01:00:00.000Z', 'DONE', 0],
    );
    assert.equal(detail.coupon, null);
    assert.equal(detail.cancellable, true);
    assert.ok(detail.createdAt);
    assert.deepEqual(
      detail.history.map((h) => h.to),
      ['CONFIRMED'],
    );
    // No payment record, order id, payment key or method reaches the hotel; no operators' audit trail.
    assert.ok(!('payment' in detail) && !('audit' in detail));
    for (const secret of ['OWNDETAIL-ORDER-1', 'OWNDETAIL-KEY-1', '카드']) assert.ok(!res.body.includes(secret), `${secret} leaked`);
  });

  it("has the admin detail's shape where the fields coincide", async () => {
    const [admin] = await app.db.select().from(users).where(eq(users.loginId, 'admin0001'));
    const adminToken = await app.accessTokens.sign({ sub: admin!.id, role: 'ROLE_ADMIN', loginId: 'admin0001', name: admin!.name });
    const adminDetail = (
      await app.inject({ method: 'GET', url: '/api/admin/bookings/OWNDETAIL-1', headers: { authorization: `Bearer ${adminToken}` } })
    ).json<Record<string, unknown>>();
    const ownerDetail = (await get(tokens.ownerA, hotelOfA, 'OWNDETAIL-1')).json<Record<string, unknown>>();
    const shared = Object.keys(ownerDetail).filter((key) => key in adminDetail);
    assert.ok(shared.length >= 30, `only ${shared.length} fields in common`);
    for (const key of shared) {
      if (key === 'guest') continue;
      assert.deepEqual(ownerDetail[key], adminDetail[key], key);
    }
    const { id, loginId, name } = adminDetail['guest'] as { id: number; loginId: string; name: string };
    assert.deepEqual(ownerDetail['guest'], { id, loginId, name });
  });

  it('shows the refund and the status history once the hotel cancels', async () => {
    const cancel = await app.inject({
      method: 'POST',
      url: '/api/bookings/OWNDETAIL-1/cancel',
      headers: { authorization: `Bearer ${tokens.ownerA}` },
      payload: { reason: 'HOTEL_ISSUE' },
    });
    assert.equal(cancel.statusCode, 200, cancel.body);
    const detail = (await get(tokens.ownerA, hotelOfA, 'OWNDETAIL-1')).json<OwnerBookingDetail>();
    assert.equal(detail.status, 'CANCELLED');
    assert.equal(detail.refundedAmount, 230000);
    assert.deepEqual(
      detail.refunds.map((r) => r.amount),
      [230000],
    );
    assert.deepEqual(
      detail.history.map((h) => [h.from, h.to]),
      [
        [null, 'CONFIRMED'],
        ['CONFIRMED', 'CANCELLED'],
      ],
    );
    assert.equal(detail.history[1]!.byRole, 'ROLE_OWNER');
    assert.equal(detail.cancellable, false);
  });

  it("refuses another owner's ids: their hotel (403), their booking through my hotel (404), an unknown number (404)", async () => {
    assert.equal((await get(tokens.ownerB, hotelOfA, 'OWNDETAIL-1')).statusCode, 403);
    assert.equal((await get(tokens.ownerA, hotelOfB, 'OWNDETAIL-B')).statusCode, 403);
    const crossed = await get(tokens.ownerA, hotelOfA, 'OWNDETAIL-B');
    assert.equal(crossed.statusCode, 404);
    assert.equal(crossed.json<{ message: string }>().message, '예약을 찾을 수 없습니다.');
    assert.equal((await get(tokens.ownerB, hotelOfB, 'OWNDETAIL-1')).statusCode, 404);
    assert.equal((await get(tokens.ownerA, hotelOfA, 'NO-SUCH-BOOKING')).statusCode, 404);
    assert.equal((await get(tokens.ownerA, hotelOfA, 'x'.repeat(41))).statusCode, 400);
  });
});
