import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CancelResult, RefundQuote } from 'shared-contracts/schemas';
import { build } from '../../build';
import { addDays } from '../../clock';
import { auditLog, bookingItems, bookings, couponIssuances, payments, refunds, roomTypes, users } from '../../db/schema';
import { ManualClock } from '../../testing/auth-helpers';
import { TEST_NOW, TEST_TODAY } from '../../testing/test-clock';
import {
  authed,
  bookedNights,
  holdBody,
  MEMBER_ID,
  OTHER_MEMBER_ID,
  postHold,
  prepareStay,
  tokenFor,
  WELCOME_CODE,
  type Stay,
} from '../reservation/hold-test.fixtures';
import { CANCELLATION_MESSAGES as M } from './cancellation.messages';
import { bookStay, setNow } from './cancellation-test.fixtures';

const HOTEL_OF_OWNER1 = 3;
const seoul = (date: string, time = '12:00:00') => `${date}T${time}+09:00`;

describe('cancellation with refunds', () => {
  let app: FastifyInstance;
  const clock = new ManualClock(TEST_NOW);
  let checkIn = addDays(TEST_TODAY, 10);
  let member = '';
  let other = '';
  let owner = '';
  let admin = '';

  const tokens = async () => {
    member = await tokenFor(app, MEMBER_ID);
    other = await tokenFor(app, OTHER_MEMBER_ID);
    const id = async (loginId: string) => (await app.db.select().from(users).where(eq(users.loginId, loginId)))[0]!.id;
    owner = await tokenFor(app, await id('owner0001'));
    admin = await tokenFor(app, await id('admin0001'));
  };
  /** A fresh two-night stay ten days ahead of the test's "today", booked and paid by the member. */
  const book = async (extra: Record<string, unknown> = {}, price = 100_000): Promise<{ stay: Stay; bookingNo: string }> => {
    setNow(clock, TEST_NOW);
    await tokens();
    const stay = await prepareStay(app, { hotelId: HOTEL_OF_OWNER1, checkIn, nights: 2, allotment: 2, price });
    checkIn = addDays(checkIn, 3);
    // Seeded room types are sometimes sold non-refundable: these stays are refundable unless a test says otherwise.
    await app.db.update(roomTypes).set({ refundable: true }).where(eq(roomTypes.id, stay.roomTypeId));
    const booking = await bookStay(app, member, stay, extra);
    return { stay, bookingNo: booking.bookingNo };
  };
  const quote = async (bookingNo: string, token = member) => {
    const res = await app.inject({ method: 'GET', url: `/api/bookings/${bookingNo}/refund-quote`, headers: authed(token) });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<RefundQuote>();
  };
  const cancel = (bookingNo: string, token = member, payload: Record<string, unknown> = { reason: 'CHANGE_OF_PLAN' }) =>
    app.inject({ method: 'POST', url: `/api/bookings/${bookingNo}/cancel`, headers: authed(token), payload });
  /** Moves "now" to a Korean wall-clock time and signs the tokens again (they expire with the clock). */
  const at = async (iso: string) => {
    setNow(clock, iso);
    await tokens();
  };

  before(async () => {
    app = await build({ clock });
  });
  beforeEach(() => setNow(clock, TEST_NOW));
  after(() => app.close());

  it('quotes the tier of every boundary day, to the check-in day and its 23:59 cut-off', async () => {
    const { stay, bookingNo } = await book();
    const expectations: [number, number][] = [
      [10, 100],
      [7, 100],
      [6, 50],
      [3, 50],
      [2, 20],
      [1, 20],
      [0, 0],
    ];
    for (const [daysBefore, percent] of expectations) {
      await at(seoul(addDays(stay.checkIn, -daysBefore), '00:00:01'));
      const q = await quote(bookingNo);
      assert.deepEqual(
        [q.daysBeforeCheckIn, q.refundPercent, q.refundAmount, q.cancellable],
        [daysBefore, percent, (200_000 * percent) / 100, true],
        `D-${daysBefore}`,
      );
    }
    await at(seoul(addDays(stay.checkIn, -7), '23:59:59'));
    const lastFull = await quote(bookingNo);
    assert.equal(lastFull.refundPercent, 100);
    assert.equal(lastFull.tierEndsAt, new Date(seoul(addDays(stay.checkIn, -7), '23:59:59.999')).toISOString());
    assert.deepEqual(lastFull.nextTier, { daysBefore: 3, refundPercent: 50 });
    await at(seoul(stay.checkIn, '23:59:59'));
    assert.equal((await quote(bookingNo)).cancellable, true);
    await at(seoul(addDays(stay.checkIn, 1), '00:00:00'));
    const late = await quote(bookingNo);
    assert.equal(late.cancellable, false);
    const refused = await cancel(bookingNo);
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().message, M.closed);
  });

  it('refunds exactly the quoted amount, gives the nights back at once, and a second cancel is 409', async () => {
    const { stay, bookingNo } = await book();
    await at(seoul(addDays(stay.checkIn, -4)));
    const q = await quote(bookingNo);
    assert.equal(q.refundAmount, 100_000);
    assert.deepEqual(await bookedNights(app, stay), [1, 1]);
    const res = await cancel(bookingNo, member, { reason: 'ETC', detail: '  출장이 취소됐어요  ' });
    assert.equal(res.statusCode, 200, res.body);
    const result = res.json<CancelResult>();
    assert.deepEqual([result.status, result.refundAmount, result.refundPercent, result.refundStatus], ['CANCELLED', q.refundAmount, 50, 'SUCCEEDED']);
    assert.deepEqual(await bookedNights(app, stay), [0, 0]);
    const [booking] = await app.db.select().from(bookings).where(eq(bookings.bookingNo, bookingNo));
    const [payment] = await app.db.select().from(payments).where(eq(payments.bookingId, booking!.id));
    assert.deepEqual([payment!.refundedAmount, payment!.status], [100_000, 'PARTIAL_CANCELED']);
    const again = await cancel(bookingNo);
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, M.alreadyCancelled);
    // The nights are bookable again right away.
    const hold = await postHold(app, other, holdBody(stay));
    assert.equal(hold.statusCode, 201, hold.body);
  });

  it('refunds nothing for a non-refundable room type, and asks a reason for ETC', async () => {
    const { stay, bookingNo } = await book();
    await app.db.update(roomTypes).set({ refundable: false }).where(eq(roomTypes.id, stay.roomTypeId));
    try {
      const q = await quote(bookingNo);
      assert.deepEqual([q.nonRefundable, q.refundPercent, q.refundAmount, q.tier], [true, 0, 0, null]);
      const noDetail = await cancel(bookingNo, member, { reason: 'ETC', detail: '   ' });
      assert.equal(noDetail.statusCode, 400);
      assert.equal(noDetail.json().message, M.detailRequired);
      assert.equal((await cancel(bookingNo, member, { reason: 'ETC', detail: '가'.repeat(201) })).json().message, M.detailTooLong);
      assert.equal((await cancel(bookingNo, member, { reason: 'NOPE' })).statusCode, 400);
      const res = await cancel(bookingNo);
      assert.deepEqual([res.json<CancelResult>().refundAmount, res.json<CancelResult>().refundStatus], [0, 'NONE']);
    } finally {
      await app.db.update(roomTypes).set({ refundable: true }).where(eq(roomTypes.id, stay.roomTypeId));
    }
  });

  it("hides another member's booking (404) and lets the hotel's owner and an admin cancel with 100 %, audited", async () => {
    const { stay, bookingNo } = await book();
    for (const res of [
      await app.inject({ method: 'GET', url: `/api/bookings/${bookingNo}/refund-quote`, headers: authed(other) }),
      await cancel(bookingNo, other),
    ]) {
      assert.equal(res.statusCode, 404);
      assert.equal(res.json().message, M.bookingNotFound);
    }
    await at(seoul(addDays(stay.checkIn, -1)));
    const ownerQuote = await quote(bookingNo, owner);
    assert.deepEqual([ownerQuote.fullRefundByOperator, ownerQuote.refundPercent, ownerQuote.refundAmount], [true, 100, 200_000]);
    const res = await cancel(bookingNo, owner, { reason: 'HOTEL_ISSUE' });
    assert.equal(res.json<CancelResult>().refundAmount, 200_000);
    const [entry] = await app.db.select().from(auditLog).where(eq(auditLog.entityId, bookingNo));
    assert.deepEqual([entry?.action, entry?.actorRole, entry?.hotelId], ['BOOKING_CANCELLED', 'ROLE_OWNER', HOTEL_OF_OWNER1]);

    const second = await book();
    const byAdmin = await cancel(second.bookingNo, admin, { reason: 'PRICE_ISSUE' });
    assert.equal(byAdmin.json<CancelResult>().refundPercent, 100);
  });

  it('two cancels at once refund once', async () => {
    const { bookingNo } = await book();
    const results = await Promise.all([cancel(bookingNo), cancel(bookingNo)]);
    assert.deepEqual(results.map((r) => r.statusCode).sort(), [200, 409]);
    const [booking] = await app.db.select().from(bookings).where(eq(bookings.bookingNo, bookingNo));
    assert.equal((await app.db.select().from(refunds).where(eq(refunds.bookingId, booking!.id))).length, 1);
  });

  it('returns the coupon when still valid, not when it has expired, and releases assigned rooms', async () => {
    const first = await book({ couponCode: WELCOME_CODE });
    const [booking] = await app.db.select().from(bookings).where(eq(bookings.bookingNo, first.bookingNo));
    const [room] = await app.db
      .execute(sql`select id from rooms where room_type_id = ${first.stay.roomTypeId} limit 1`)
      .then((r) => (r as unknown as { rows: { id: number }[] }).rows);
    await app.db.update(bookingItems).set({ roomId: room!.id }).where(eq(bookingItems.bookingId, booking!.id));
    const res = await cancel(first.bookingNo);
    assert.equal(res.json<CancelResult>().couponReturned, true);
    const [coupon] = await app.db.select().from(couponIssuances).where(eq(couponIssuances.id, booking!.couponIssuanceId!));
    assert.equal(coupon!.status, 'AVAILABLE');
    const items = await app.db.select().from(bookingItems).where(eq(bookingItems.bookingId, booking!.id));
    assert.ok(items.every((i) => i.roomId === null));

    const second = await book({ couponCode: WELCOME_CODE });
    const [again] = await app.db.select().from(bookings).where(eq(bookings.bookingNo, second.bookingNo));
    await app.db
      .update(couponIssuances)
      .set({ validFrom: addDays(TEST_TODAY, -30), validTo: addDays(TEST_TODAY, -1) })
      .where(eq(couponIssuances.id, again!.couponIssuanceId!));
    assert.equal((await cancel(second.bookingNo)).json<CancelResult>().couponReturned, false);
    const [expired] = await app.db.select().from(couponIssuances).where(eq(couponIssuances.id, again!.couponIssuanceId!));
    assert.equal(expired!.status, 'USED');
  });
});
