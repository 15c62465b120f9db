import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { HoldDetail, HoldResult, UserCoupon } from 'shared-contracts/schemas';
import { build } from '../../build';
import { addDays } from '../../clock';
import { ManualClock } from '../../testing/auth-helpers';
import { TEST_NOW, TEST_TODAY } from '../../testing/test-clock';
import { authed, bookedNights, holdBody, MEMBER_ID, OTHER_MEMBER_ID, postHold, prepareStay, tokenFor, WELCOME_CODE } from './hold-test.fixtures';
import { RESERVATION_MESSAGES as M } from './reservation.messages';

const TTL = 900;

describe('holds with coupons', () => {
  let app: FastifyInstance;
  let clock: ManualClock;
  let member: string;
  let other: string;
  let checkIn = addDays(TEST_TODAY, 10);
  // Each test gets its own nights so earlier holds never interfere.
  const nextStay = async (nights = 2, allotment = 3, price = 80_000, hotelId = 1) => {
    const stay = await prepareStay(app, { hotelId, checkIn, nights, allotment, price });
    checkIn = addDays(checkIn, nights + 1);
    return stay;
  };
  const refreshTokens = async () => {
    member = await tokenFor(app, MEMBER_ID);
    other = await tokenFor(app, OTHER_MEMBER_ID);
  };
  // Access tokens live 15 minutes on the same clock: moving time re-signs them.
  const advance = async (seconds: number) => {
    clock.advance(seconds);
    await refreshTokens();
  };
  const detail = async (code: string, token = member) => {
    const res = await app.inject({ method: 'GET', url: `/api/reservations/hold/${code}`, headers: authed(token) });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<HoldDetail>();
  };
  const reprice = (code: string, couponCode: string | null, token = member) =>
    app.inject({ method: 'PUT', url: `/api/reservations/hold/${code}/reprice`, headers: authed(token), payload: { couponCode } });

  before(async () => {
    clock = new ManualClock(TEST_NOW);
    // As in reservation.test.ts: many holds of one member; the per-member cap has its own file (hold-limits.test.ts).
    app = await build({ clock, env: { HOLD_MAX_ACTIVE_PER_USER: '100', HOLD_CREATE_RATE_MAX: '1000' } });
    await refreshTokens();
  });
  after(() => app.close());

  it('applies a usable coupon, capped at the room subtotal, and refuses others', async () => {
    const stay = await nextStay(2, 3, 80_000);
    const withCoupon = await postHold(app, member, holdBody(stay, { couponCode: WELCOME_CODE.toLowerCase() }));
    assert.equal(withCoupon.statusCode, 201, withCoupon.body);
    assert.equal(withCoupon.json<HoldResult>().totalAmount, 150_000);
    const view = await detail(withCoupon.json<HoldResult>().holdCode);
    assert.deepEqual([view.subtotal, view.discount, view.totalAmount], [160_000, 10_000, 150_000]);
    assert.equal(view.coupon?.code, WELCOME_CODE);
    assert.equal(view.coupon?.amount, 10_000);

    const cheap = await nextStay(1, 3, 6_000);
    const capped = await postHold(app, member, holdBody(cheap, { couponCode: WELCOME_CODE }));
    assert.equal(capped.json<HoldResult>().totalAmount, 0);
    const cappedView = await detail(capped.json<HoldResult>().holdCode);
    assert.deepEqual([cappedView.subtotal, cappedView.discount, cappedView.totalAmount], [6_000, 6_000, 0]);

    const blank = await postHold(app, member, holdBody(cheap, { couponCode: '  ' }));
    assert.equal(blank.json<HoldResult>().totalAmount, 6_000);
    for (const [token, code] of [
      [member, 'NO-SUCH-COUPON'],
      [other, WELCOME_CODE],
    ] as const) {
      const refused = await postHold(app, token, holdBody(cheap, { couponCode: code }));
      assert.equal(refused.statusCode, 400);
      assert.equal(refused.json<{ error: string; message: string }>().error, 'COUPON_NOT_USABLE');
      assert.equal(refused.json<{ message: string }>().message, M.couponNotUsable);
    }
    assert.deepEqual(await bookedNights(app, cheap), [2]);
  });

  it('reprices with or without a coupon and restarts the lifetime, up to 30 minutes after creation', async () => {
    const stay = await nextStay(2, 3, 40_000);
    const createdAt = clock.now().getTime();
    const { holdCode } = (await postHold(app, member, holdBody(stay))).json<HoldResult>();
    await advance(600);
    const added = await reprice(holdCode, WELCOME_CODE);
    assert.equal(added.statusCode, 200, added.body);
    const withCoupon = added.json<HoldDetail>();
    assert.deepEqual([withCoupon.discount, withCoupon.totalAmount], [10_000, 70_000]);
    assert.equal(withCoupon.expiresAt, new Date(clock.now().getTime() + TTL * 1000).toISOString());
    await advance(600);
    const removedRes = await reprice(holdCode, '');
    assert.equal(removedRes.statusCode, 200, removedRes.body);
    const removed = removedRes.json<HoldDetail>();
    assert.deepEqual([removed.discount, removed.totalAmount, removed.coupon], [0, 80_000, null]);
    // 20 minutes in: a full restart would end at 35 minutes; the hold's deadline (TTL + one extension) wins.
    assert.equal(removed.expiresAt, new Date(createdAt + 2 * TTL * 1000).toISOString());
    assert.equal((await reprice(holdCode, null)).statusCode, 200);
    assert.equal((await reprice(holdCode, 'NOPE')).statusCode, 400);
    // Rooms are untouched by repricing.
    assert.deepEqual(await bookedNights(app, stay), [1, 1]);
    const mismatch = await app.inject({
      method: 'PUT',
      url: `/api/reservations/hold/${holdCode}/reprice`,
      headers: authed(member),
      payload: { couponCode: null, userId: OTHER_MEMBER_ID },
    });
    assert.equal(mismatch.statusCode, 403);
  });

  it('GET /api/coupons/available lists the caller’s coupons usable today', async () => {
    const list = async (token: string) => {
      const res = await app.inject({ method: 'GET', url: '/api/coupons/available', headers: authed(token) });
      assert.equal(res.statusCode, 200, res.body);
      return res.json<UserCoupon[]>();
    };
    const mine = await list(member);
    assert.deepEqual(
      mine.map((c) => [c.code, c.amount, c.status]),
      [[WELCOME_CODE, 10_000, 'AVAILABLE']],
    );
    assert.deepEqual(await list(other), []);
    assert.equal((await app.inject({ method: 'GET', url: '/api/coupons/available' })).statusCode, 401);
    // After the coupon's last valid day it is no longer offered nor accepted.
    const validTo = mine[0]!.validTo;
    await advance((Date.parse(`${validTo}T15:00:00Z`) - clock.now().getTime()) / 1000 + 3600);
    assert.deepEqual(await list(member), []);
  });
});
