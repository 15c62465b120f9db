import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AdminBookingDetail, AdminBookingPage, CancelResult, RefundQuote } from 'shared-contracts/schemas';
import { build } from '../../build';
import { addDays } from '../../clock';
import { bookings, payments, refunds, roomTypes } from '../../db/schema';
import { testClock, TEST_TODAY } from '../../testing/test-clock';
import { bookStay } from '../cancellation/cancellation-test.fixtures';
import { bookedNights, prepareStay, type Stay } from '../reservation/hold-test.fixtures';
import { assertAudited, assertKorean400, caller, failure, ok, seededTokens, type Call, type SeededTokens } from './admin-test-world';

/**
 * Bookings (issue 12 item 5): every hotel's bookings searched and opened; an admin cancels through the shared
 * POST /api/bookings/{id}/cancel and the guest gets everything back, whatever the hotel's tiers say.
 */
describe('admin bookings', () => {
  let app: FastifyInstance;
  let t: SeededTokens;
  let admin: Call;
  let stay: Stay;
  let bookingNo = '';
  const HOTEL = 3;

  before(async () => {
    app = await build({ clock: testClock });
    t = await seededTokens(app);
    admin = caller(app, t.admin);
    // Two days ahead: a member cancelling now would get 20 % back by the platform's default tiers.
    stay = await prepareStay(app, { hotelId: HOTEL, checkIn: addDays(TEST_TODAY, 2), nights: 2, allotment: 2, price: 100_000 });
    await app.db.update(roomTypes).set({ refundable: true }).where(eq(roomTypes.id, stay.roomTypeId));
    bookingNo = (await bookStay(app, t.member, stay)).bookingNo;
  });
  after(() => app.close());

  it('finds bookings by number, guest, hotel, status and check-in dates', async () => {
    const byNo = ok<AdminBookingPage>(await admin('GET', `/api/admin/bookings?q=${bookingNo}`));
    assert.deepEqual(Object.keys(byNo).sort(), ['content', 'page', 'size', 'totalElements']);
    assert.equal(byNo.totalElements, 1);
    const row = byNo.content[0]!;
    assert.deepEqual(
      [row.bookingId, row.status, row.hotel.id, row.guest.loginId, row.totalAmount, row.refundedAmount, row.cancellable, row.checkIn],
      [bookingNo, 'CONFIRMED', HOTEL, 'member0001', 200_000, 0, true, stay.checkIn],
    );
    const byGuestAndDates = ok<AdminBookingPage>(
      await admin('GET', `/api/admin/bookings?q=member0001&status=CONFIRMED&from=${stay.checkIn}&to=${stay.checkIn}&hotelId=${HOTEL}`),
    );
    assert.deepEqual(
      byGuestAndDates.content.map((b) => b.bookingId),
      [bookingNo],
    );
    const byHotelName = ok<AdminBookingPage>(await admin('GET', `/api/admin/bookings?q=${encodeURIComponent(row.hotel.name)}&size=100`));
    assert.ok(byHotelName.content.some((b) => b.bookingId === bookingNo) && byHotelName.content.every((b) => b.hotel.name === row.hotel.name));
    const cancelled = ok<AdminBookingPage>(await admin('GET', `/api/admin/bookings?status=CANCELLED&q=${bookingNo}`));
    assert.equal(cancelled.totalElements, 0);
    const all = ok<AdminBookingPage>(await admin('GET', '/api/admin/bookings?size=3&page=0'));
    assert.equal(all.content.length, 3);
    assert.ok(all.totalElements > 3);

    assertKorean400(await admin('GET', '/api/admin/bookings?from=2030-02-30'), 'no such day');
    assertKorean400(await admin('GET', `/api/admin/bookings?from=${addDays(TEST_TODAY, 3)}&to=${TEST_TODAY}`), 'reversed');
    assertKorean400(await admin('GET', '/api/admin/bookings?status=DONE'), 'status');
    assertKorean400(await admin('GET', '/api/admin/bookings?size=1000'), 'size');
  });

  it('opens a booking with its guest, payment, rooms and audit trail', async () => {
    const detail = ok<AdminBookingDetail>(await admin('GET', `/api/admin/bookings/${bookingNo}`));
    assert.deepEqual(
      [detail.bookingId, detail.guest.loginId, detail.hotelStatus, detail.paymentStatus, detail.refundedAmount],
      [bookingNo, 'member0001', 'ACTIVE', 'DONE', 0],
    );
    assert.equal(detail.guest.email, 'member0001@example.com');
    assert.deepEqual(
      detail.rooms.map((r) => r.date),
      [stay.checkIn, addDays(stay.checkIn, 1)],
    );
    assert.deepEqual(detail.audit, []);
    assert.equal(failure(await admin('GET', '/api/admin/bookings/HB-NO-SUCH')).status, 404);
  });

  it('cancels through the shared cancellation with a full refund where the member would get 20 %; audited', async () => {
    const memberQuote = ok<RefundQuote>(await caller(app, t.member)('GET', `/api/bookings/${bookingNo}/refund-quote`));
    assert.equal(memberQuote.refundPercent, 20);
    const adminQuote = ok<RefundQuote>(await admin('GET', `/api/bookings/${bookingNo}/refund-quote`));
    assert.deepEqual([adminQuote.refundPercent, adminQuote.refundAmount, adminQuote.fullRefundByOperator], [100, 200_000, true]);

    const result = ok<CancelResult>(await admin('POST', `/api/bookings/${bookingNo}/cancel`, { reason: 'HOTEL_ISSUE', detail: '객실 누수' }));
    assert.deepEqual([result.status, result.refundAmount, result.refundPercent], ['CANCELLED', 200_000, 100]);
    assert.deepEqual(await bookedNights(app, stay), [0, 0], 'the nights are for sale again');
    const [booked] = await app.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.bookingNo, bookingNo));
    const [payment] = await app.db.select().from(payments).where(eq(payments.bookingId, booked!.id));
    assert.deepEqual([payment?.status, payment?.refundedAmount], ['CANCELED', 200_000]);
    const money = await app.db.select().from(refunds).where(eq(refunds.bookingId, booked!.id));
    assert.deepEqual(
      money.map((r) => [r.amount, r.refundPercent]),
      [[200_000, 100]],
    );

    await assertAudited(app, 'BOOKING_CANCELLED', bookingNo, t.adminId, {
      entity: 'booking',
      hotelId: HOTEL,
      before: { status: 'CONFIRMED' },
      after: { status: 'CANCELLED', refundAmount: 200_000 },
    });
    const detail = ok<AdminBookingDetail>(await admin('GET', `/api/admin/bookings/${bookingNo}`));
    assert.deepEqual([detail.status, detail.refundedAmount, detail.cancellable], ['CANCELLED', 200_000, false]);
    assert.deepEqual(
      detail.audit.map((e) => [e.action, e.actor.loginId, e.actorRole]),
      [['BOOKING_CANCELLED', 'admin0001', 'ROLE_ADMIN']],
    );
    assert.equal(detail.history.at(-1)?.byRole, 'ROLE_ADMIN');
    assert.equal(failure(await admin('POST', `/api/bookings/${bookingNo}/cancel`, { reason: 'HOTEL_ISSUE' })).status, 409);
  });

  it('refunds a non-refundable room in full when an admin cancels it', async () => {
    const second = await prepareStay(app, { hotelId: HOTEL, checkIn: addDays(TEST_TODAY, 20), nights: 1, allotment: 1, price: 70_000 });
    await app.db.update(roomTypes).set({ refundable: false }).where(eq(roomTypes.id, second.roomTypeId));
    const booking = await bookStay(app, t.member, second);
    assert.equal(ok<RefundQuote>(await caller(app, t.member)('GET', `/api/bookings/${booking.bookingNo}/refund-quote`)).refundAmount, 0);
    const result = ok<CancelResult>(
      await admin('POST', `/api/bookings/${booking.bookingNo}/cancel`, { reason: 'ETC', detail: '운영 정책에 따른 취소' }),
    );
    assert.deepEqual([result.refundAmount, result.refundPercent], [70_000, 100]);
    await app.db.update(roomTypes).set({ refundable: true }).where(eq(roomTypes.id, second.roomTypeId));
  });
});
