import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type {
  Booking,
  HoldDetail,
  HoldResult,
  MyBookingPage,
  PaymentRedirect,
  PreparedPayment,
  SandboxOrder,
  UserCoupon,
} from 'shared-contracts/schemas';
import { build } from '../../build';
import { addDays } from '../../clock';
import { bookingItems, bookings, couponIssuances, holds, payments } from '../../db/schema';
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
} from '../reservation/hold-test.fixtures';
import { PAYMENT_MESSAGES as M, SANDBOX_DECLINE_CODE } from './payment.messages';

describe('payments (sandbox)', () => {
  let app: FastifyInstance;
  let clock: ManualClock;
  let member: string;
  let other: string;
  let checkIn = addDays(TEST_TODAY, 12);
  const refreshTokens = async () => {
    member = await tokenFor(app, MEMBER_ID);
    other = await tokenFor(app, OTHER_MEMBER_ID);
  };
  const stayAndHold = async (extra: Record<string, unknown> = {}, nights = 2, price = 90_000) => {
    const stay = await prepareStay(app, { hotelId: 3, checkIn, nights, allotment: 2, price });
    checkIn = addDays(checkIn, nights + 1);
    const res = await postHold(app, member, holdBody(stay, extra));
    assert.equal(res.statusCode, 201, res.body);
    return { stay, hold: res.json<HoldResult>() };
  };
  const post = (url: string, payload?: Record<string, unknown>, token = member) =>
    app.inject({ method: 'POST', url, headers: authed(token), ...(payload ? { payload } : {}) });
  const prepare = async (holdCode: string, extra: Record<string, unknown> = {}) => {
    const res = await post('/api/payments/prepare', { holdCode, ...extra });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<PreparedPayment>();
  };
  const approve = async (orderId: string) => {
    const res = await post(`/api/payments/sandbox/${orderId}/approve`);
    assert.equal(res.statusCode, 200, res.body);
    const url = new URL(res.json<PaymentRedirect>().redirectUrl, 'http://localhost');
    assert.equal(url.pathname, '/pay/success');
    return {
      paymentKey: url.searchParams.get('paymentKey') ?? '',
      orderId: url.searchParams.get('orderId') ?? '',
      amount: Number(url.searchParams.get('amount')),
    };
  };
  const confirm = (payload: { paymentKey: string; orderId: string; amount: number }, token = member) => post('/api/payments/confirm', payload, token);
  const paymentRow = async (orderId: string) => (await app.db.select().from(payments).where(eq(payments.orderId, orderId)))[0];
  const holdRow = async (code: string) => (await app.db.select().from(holds).where(eq(holds.code, code)))[0];
  const bookingCount = async () => (await app.db.select().from(bookings)).length;

  before(async () => {
    clock = new ManualClock(TEST_NOW);
    app = await build({ clock });
    await refreshTokens();
  });
  after(() => app.close());

  it('prepare → approve → confirm makes one CONFIRMED booking, uses the coupon, keeps the rooms', async () => {
    const { stay, hold } = await stayAndHold({ couponCode: WELCOME_CODE });
    assert.equal(hold.totalAmount, 170_000);
    const order = await prepare(hold.holdCode, { guestName: '홍길동', phone: '010-1234-5678' });
    assert.equal(order.amount, 170_000);
    assert.equal(order.provider, 'SANDBOX');
    assert.equal(order.clientKey, undefined);
    assert.match(order.orderId, /^ORD-H[2-9A-Z]{12}-[0-9A-Z]{6}$/);
    assert.match(order.orderName, / 2박$/);
    assert.equal(order.customerName, '홍길동');
    assert.equal(order.customerEmail, 'member0001@example.com');
    assert.deepEqual([order.successPath, order.failPath], ['/pay/success', '/pay/fail']);

    const checkout = await app.inject({ method: 'GET', url: `/api/payments/sandbox/${order.orderId}`, headers: authed(member) });
    assert.equal(checkout.statusCode, 200, checkout.body);
    assert.deepEqual((({ amount, status, customerName }: SandboxOrder) => ({ amount, status, customerName }))(checkout.json<SandboxOrder>()), {
      amount: 170_000,
      status: 'READY',
      customerName: '홍길동',
    });

    const success = await approve(order.orderId);
    assert.equal(success.orderId, order.orderId);
    assert.equal(success.amount, 170_000);
    assert.match(success.paymentKey, /^sandbox_[0-9a-f]{24}$/);
    // Approving again answers the same key.
    assert.equal((await approve(order.orderId)).paymentKey, success.paymentKey);

    const res = await confirm(success);
    assert.equal(res.statusCode, 200, res.body);
    const booking = res.json<Booking>();
    assert.equal(booking.status, 'CONFIRMED');
    assert.match(booking.bookingNo, new RegExp(`^HB${stay.checkIn.replaceAll('-', '')}-\\d{6}$`));
    assert.deepEqual(
      [booking.checkIn, booking.checkOut, booking.nights, booking.guests, booking.subtotal, booking.discount, booking.totalAmount],
      [stay.checkIn, stay.checkOut, 2, 1, 180_000, 10_000, 170_000],
    );
    assert.deepEqual([booking.leadName, booking.leadPhone], ['홍길동', '010-1234-5678']);
    assert.equal(booking.payment?.orderId, order.orderId);
    assert.equal(booking.payment?.provider, 'SANDBOX');
    assert.equal(booking.payment?.amount, 170_000);
    assert.equal(booking.payment?.approvedAt, clock.now().toISOString());

    const [row] = await app.db.select().from(bookings).where(eq(bookings.bookingNo, booking.bookingNo));
    assert.ok(row);
    const items = await app.db.select().from(bookingItems).where(eq(bookingItems.bookingId, row.id)).orderBy(asc(bookingItems.stayDate));
    assert.deepEqual(
      items.map((i) => [i.stayDate, i.price, i.roomTypeId]),
      [
        [stay.checkIn, 90_000, stay.roomTypeId],
        [addDays(stay.checkIn, 1), 90_000, stay.roomTypeId],
      ],
    );
    const payment = await paymentRow(order.orderId);
    assert.deepEqual([payment?.status, payment?.bookingId, payment?.paymentKey], ['DONE', row.id, success.paymentKey]);
    assert.equal((await holdRow(hold.holdCode))?.status, 'CONVERTED');
    assert.deepEqual(await bookedNights(app, stay), [1, 1]);
    const [issuance] = await app.db.select().from(couponIssuances).where(eq(couponIssuances.userId, MEMBER_ID));
    assert.equal(issuance?.status, 'USED');
    const available = await app.inject({ method: 'GET', url: '/api/coupons/available', headers: authed(member) });
    assert.deepEqual(available.json<UserCoupon[]>(), []);

    // Idempotent: the same confirm answers the same booking and writes nothing more.
    const count = await bookingCount();
    const again = await confirm(success);
    assert.equal(again.statusCode, 200, again.body);
    assert.equal(again.json<Booking>().bookingNo, booking.bookingNo);
    assert.equal(await bookingCount(), count);

    // The success page's read, and the history, newest first.
    const read = await app.inject({ method: 'GET', url: `/api/bookings/${booking.bookingNo}`, headers: authed(member) });
    assert.equal(read.statusCode, 200);
    // The detail carries everything the confirm answer does, plus the member area's fields.
    const detail = read.json<Record<string, unknown>>();
    assert.deepEqual(Object.fromEntries(Object.keys(booking).map((key) => [key, detail[key]])), booking);
    const history = await app.inject({ method: 'GET', url: '/api/my/bookings?page=0&size=5', headers: authed(member) });
    assert.equal(history.statusCode, 200, history.body);
    const page = history.json<MyBookingPage>();
    assert.equal(page.content[0]?.bookingNo, booking.bookingNo);
    assert.equal(page.content[0]?.totalAmount, 170_000);
    assert.equal(page.totalPages, Math.ceil(page.totalElements / 5));
    assert.ok(page.content.length <= 5);

    // Someone else can read none of it.
    assert.equal((await app.inject({ method: 'GET', url: `/api/bookings/${booking.bookingNo}`, headers: authed(other) })).statusCode, 404);
    assert.equal((await confirm(success, other)).statusCode, 404);
  });

  it('a coupon already spent on another booking cannot be paid with again', async () => {
    // The welcome coupon was used above; a hold cannot take it any more.
    const stay = await prepareStay(app, { hotelId: 3, checkIn, nights: 1, allotment: 2, price: 50_000 });
    checkIn = addDays(checkIn, 2);
    const res = await postHold(app, member, holdBody(stay, { couponCode: WELCOME_CODE }));
    assert.equal(res.statusCode, 400);
    assert.equal(res.json<{ error: string }>().error, 'COUPON_NOT_USABLE');
  });

  it('refuses a tampered amount or payment key and changes nothing', async () => {
    const { stay, hold } = await stayAndHold();
    const order = await prepare(hold.holdCode);
    const success = await approve(order.orderId);
    for (const [payload, code] of [
      [{ ...success, amount: success.amount - 1000 }, 'AMOUNT_MISMATCH'],
      [{ ...success, amount: 100 }, 'AMOUNT_MISMATCH'],
      [{ ...success, paymentKey: 'sandbox_forged' }, 'INVALID_PAYMENT_KEY'],
    ] as const) {
      const res = await confirm(payload);
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(res.json<{ error: string }>().error, code);
    }
    assert.equal((await confirm({ ...success, amount: 1 })).json<{ message: string }>().message, M.amountMismatch);
    assert.equal((await paymentRow(order.orderId))?.status, 'READY');
    assert.equal((await holdRow(hold.holdCode))?.status, 'ACTIVE');
    assert.deepEqual(await bookedNights(app, stay), [1, 1]);

    // A reprice after prepare changes the hold's amount: the old order no longer matches it.
    const repriced = await app.inject({
      method: 'PUT',
      url: `/api/reservations/hold/${hold.holdCode}/reprice`,
      headers: authed(member),
      payload: { couponCode: null },
    });
    assert.equal(repriced.statusCode, 200);
    assert.equal((await confirm(success)).statusCode, 200);
  });

  it('another member’s order is not found anywhere', async () => {
    const { hold } = await stayAndHold();
    const order = await prepare(hold.holdCode);
    assert.equal((await post('/api/payments/prepare', { holdCode: hold.holdCode }, other)).statusCode, 404);
    assert.equal((await app.inject({ method: 'GET', url: `/api/payments/sandbox/${order.orderId}`, headers: authed(other) })).statusCode, 404);
    for (const action of ['approve', 'decline']) {
      const res = await post(`/api/payments/sandbox/${order.orderId}/${action}`, undefined, other);
      assert.equal(res.statusCode, 404);
      assert.equal(res.json<{ message: string }>().message, M.orderNotFound);
    }
    const success = await approve(order.orderId);
    assert.equal((await confirm(success, other)).statusCode, 404);
    assert.equal((await paymentRow(order.orderId))?.status, 'READY');
    assert.equal((await app.inject({ method: 'POST', url: '/api/payments/confirm', payload: success })).statusCode, 401);
  });

  it('an expired hold cannot be paid (410) and its rooms are back', async () => {
    const { stay, hold } = await stayAndHold();
    const order = await prepare(hold.holdCode);
    const success = await approve(order.orderId);
    clock.advance(app.config.holds.ttlSeconds);
    await refreshTokens();
    const res = await confirm(success);
    assert.equal(res.statusCode, 410, res.body);
    assert.deepEqual(
      { ...res.json<Record<string, unknown>>(), errorId: undefined },
      { error: 'HOLD_EXPIRED', message: M.holdExpired, errorId: undefined },
    );
    assert.equal((await holdRow(hold.holdCode))?.status, 'EXPIRED');
    assert.equal((await paymentRow(order.orderId))?.status, 'READY');
    assert.deepEqual(await bookedNights(app, stay), [0, 0]);
    assert.equal((await post('/api/payments/prepare', { holdCode: hold.holdCode })).statusCode, 410);
  });

  it('decline sends the fail page with the reason; the order is closed, a new one can be paid', async () => {
    const { hold } = await stayAndHold();
    const order = await prepare(hold.holdCode);
    const res = await post(`/api/payments/sandbox/${order.orderId}/decline`);
    assert.equal(res.statusCode, 200, res.body);
    const url = new URL(res.json<PaymentRedirect>().redirectUrl, 'http://localhost');
    assert.equal(url.pathname, '/pay/fail');
    assert.deepEqual(Object.fromEntries(url.searchParams), { code: SANDBOX_DECLINE_CODE, message: M.declined, orderId: order.orderId });
    assert.equal((await paymentRow(order.orderId))?.status, 'FAILED');
    assert.equal((await post(`/api/payments/sandbox/${order.orderId}/approve`)).statusCode, 409);
    assert.equal((await confirm({ paymentKey: 'sandbox_x', orderId: order.orderId, amount: order.amount })).statusCode, 409);
    assert.equal((await holdRow(hold.holdCode))?.status, 'ACTIVE');

    const retry = await prepare(hold.holdCode);
    assert.notEqual(retry.orderId, order.orderId);
    assert.equal((await confirm(await approve(retry.orderId))).statusCode, 200);
    // The hold is paid: its other orders cannot be paid too.
    const late = await prepare(hold.holdCode).catch(() => undefined);
    assert.equal(late, undefined);
  });

  it('a released hold cannot be paid', async () => {
    const { stay, hold } = await stayAndHold();
    const order = await prepare(hold.holdCode);
    const success = await approve(order.orderId);
    assert.equal((await app.inject({ method: 'DELETE', url: `/api/reservations/hold/${hold.holdCode}`, headers: authed(member) })).statusCode, 204);
    const res = await confirm(success);
    assert.equal(res.statusCode, 409);
    assert.equal(res.json<{ message: string }>().message, M.holdNotActive);
    assert.deepEqual(await bookedNights(app, stay), [0, 0]);
  });

  it('a free stay (coupon covers it all) is confirmed through the sandbox', async () => {
    const stay = await prepareStay(app, { hotelId: 4, checkIn, nights: 1, allotment: 1, price: 5_000 });
    checkIn = addDays(checkIn, 2);
    // The other member gets a fresh welcome coupon copy for this test.
    await app.db
      .insert(couponIssuances)
      .values({ couponId: 1, userId: OTHER_MEMBER_ID, status: 'AVAILABLE', validFrom: TEST_TODAY, validTo: addDays(TEST_TODAY, 30) });
    const res = await postHold(app, other, holdBody(stay, { couponCode: WELCOME_CODE }));
    const hold = res.json<HoldResult>();
    assert.equal(hold.totalAmount, 0);
    const prepared = await post('/api/payments/prepare', { holdCode: hold.holdCode }, other);
    const order = prepared.json<PreparedPayment>();
    assert.deepEqual([order.amount, order.provider], [0, 'SANDBOX']);
    const approved = await post(`/api/payments/sandbox/${order.orderId}/approve`, undefined, other);
    const url = new URL(approved.json<PaymentRedirect>().redirectUrl, 'http://localhost');
    const booking = await confirm({ paymentKey: url.searchParams.get('paymentKey') ?? '', orderId: order.orderId, amount: 0 }, other);
    assert.equal(booking.statusCode, 200, booking.body);
    assert.deepEqual([booking.json<Booking>().discount, booking.json<Booking>().totalAmount], [5_000, 0]);
    const detail = await app.inject({ method: 'GET', url: `/api/reservations/hold/${hold.holdCode}`, headers: authed(other) });
    assert.equal(detail.json<HoldDetail>().status, 'CONVERTED');
    assert.equal(detail.json<HoldDetail>().bookingNo, booking.json<Booking>().bookingNo);
  });
});
