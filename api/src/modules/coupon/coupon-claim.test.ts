import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CouponClaimResult, UserCoupon } from 'shared-contracts/schemas';
import { build } from '../../build';
import { couponIssuances, coupons, users } from '../../db/schema';
import { TEST_TODAY, testClock } from '../../testing/test-clock';
import { addDays } from '../../clock';
import { COUPON_MESSAGES } from './coupon.messages';

/*
 * Hand-made world, today = TEST_TODAY. Users 1 (A) and 2 (B). Coupons:
 *   1 WELCOME-STAYON 5,000 won, 90 days, open-ended       2 OFF-CAMPAIGN inactive
 *   3 LATER window opens tomorrow                         4 ENDED window closed yesterday
 *   5 TODAY-ONLY window today..today, 1 day              6 GONE deleted
 *   7 WELCOME10000 the sign-up coupon (never by code)
 */
async function resetWorld(app: FastifyInstance) {
  await app.db.execute(sql`truncate coupon_issuances, coupons, users restart identity cascade`);
  await app.db.insert(users).values([
    { id: 1, loginId: 'claimer01', email: 'a@example.com', name: '김쿠폰' },
    { id: 2, loginId: 'claimer02', email: 'b@example.com', name: '이쿠폰' },
  ]);
  await app.db.insert(coupons).values([
    { id: 1, code: 'WELCOME-STAYON', title: '스테이온 웰컴 쿠폰', amount: 5000, validDays: 90 },
    { id: 2, code: 'OFF-CAMPAIGN', title: '중지된 쿠폰', amount: 1000, active: false },
    { id: 3, code: 'LATER', title: '내일부터', amount: 1000, claimFrom: addDays(TEST_TODAY, 1) },
    { id: 4, code: 'ENDED', title: '어제까지', amount: 1000, claimTo: addDays(TEST_TODAY, -1) },
    { id: 5, code: 'TODAY-ONLY', title: '오늘만', amount: 2000, validDays: 1, claimFrom: TEST_TODAY, claimTo: TEST_TODAY },
    { id: 6, code: 'GONE', title: '삭제된 쿠폰', amount: 1000, deletedAt: new Date('2030-01-01T00:00:00Z') },
    { id: 7, code: 'WELCOME10000', title: '신규 가입 축하 쿠폰', amount: 10000 },
  ]);
}

describe('POST /api/coupons/claim', () => {
  let app: FastifyInstance;
  let tokenA: string;
  let tokenB: string;

  const claim = (token: string | null, payload: unknown) =>
    app.inject({
      method: 'POST',
      url: '/api/coupons/claim',
      payload: payload as Record<string, unknown>,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const issued = (userId: number) => app.db.select().from(couponIssuances).where(eq(couponIssuances.userId, userId));

  before(async () => {
    app = await build({ clock: testClock, seed: false });
    tokenA = await app.accessTokens.sign({ sub: 1, role: 'ROLE_USER', loginId: 'claimer01', name: '김쿠폰' });
    tokenB = await app.accessTokens.sign({ sub: 2, role: 'ROLE_USER', loginId: 'claimer02', name: '이쿠폰' });
  });
  beforeEach(() => resetWorld(app));
  after(() => app.close());

  it('needs login', async () => {
    const res = await claim(null, { code: 'WELCOME-STAYON' });
    assert.equal(res.statusCode, 401);
  });

  it('issues one copy valid from today for validDays (today + 89), trimmed and case-insensitive, listed in the box', async () => {
    const res = await claim(tokenA, { code: '  welcome-stayon \t' });
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json<CouponClaimResult>();
    assert.equal(body.message, COUPON_MESSAGES.claimed);
    assert.deepEqual(
      { ...body.coupon, id: 0 },
      { id: 0, title: '스테이온 웰컴 쿠폰', amount: 5000, validFrom: TEST_TODAY, validTo: addDays(TEST_TODAY, 89) },
    );
    const box = await app.inject({ method: 'GET', url: '/api/user/coupon?all=true', headers: { authorization: `Bearer ${tokenA}` } });
    const items = box.json<UserCoupon[]>();
    assert.equal(items.length, 1);
    assert.equal(items[0]?.code, 'WELCOME-STAYON');
    assert.equal(items[0]?.status, 'AVAILABLE');
  });

  it('answers 404 with the spec text for an unknown or deleted code', async () => {
    for (const code of ['NO-SUCH-CODE', 'GONE']) {
      const res = await claim(tokenA, { code });
      assert.equal(res.statusCode, 404, code);
      assert.equal(res.json<{ message: string }>().message, COUPON_MESSAGES.notFound);
    }
    assert.equal((await issued(1)).length, 0);
  });

  it('answers 409 the second time, for inactive, not yet open, ended and sign-up-only coupons', async () => {
    assert.equal((await claim(tokenA, { code: 'WELCOME-STAYON' })).statusCode, 200);
    for (const code of ['WELCOME-STAYON', 'OFF-CAMPAIGN', 'LATER', 'ENDED', 'WELCOME10000']) {
      const res = await claim(tokenA, { code });
      assert.equal(res.statusCode, 409, code);
      assert.equal(res.json<{ message: string }>().message, COUPON_MESSAGES.notClaimable);
    }
    assert.equal((await issued(1)).length, 1);
    // Another member still gets their own copy.
    assert.equal((await claim(tokenB, { code: 'WELCOME-STAYON' })).statusCode, 200);
  });

  it('accepts a window of just today and a 1-day coupon lasting today only', async () => {
    const res = await claim(tokenA, { code: 'TODAY-ONLY' });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json<CouponClaimResult>().coupon.validTo, TEST_TODAY);
  });

  it('refuses blank, over-long and non-string codes with 400 (64 characters pass the length rule)', async () => {
    for (const payload of [{ code: '   ' }, { code: '' }, { code: 'A'.repeat(65) }, { code: 12 }, {}, { code: null }]) {
      const res = await claim(tokenA, payload);
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
    }
    assert.equal((await claim(tokenA, { code: ` ${'A'.repeat(64)} ` })).statusCode, 404);
    assert.match((await claim(tokenA, { code: '   ' })).json<{ message: string }>().message, new RegExp(COUPON_MESSAGES.codeRequired));
    assert.match((await claim(tokenA, { code: 'A'.repeat(65) })).json<{ message: string }>().message, new RegExp(COUPON_MESSAGES.codeTooLong));
  });

  it('issues once when the same member claims concurrently', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => claim(tokenA, { code: 'WELCOME-STAYON' })));
    const statuses = answers.map((res) => res.statusCode).sort();
    assert.deepEqual(statuses, [200, 409, 409, 409, 409, 409]);
    const rows = await app.db
      .select()
      .from(couponIssuances)
      .where(and(eq(couponIssuances.userId, 1), eq(couponIssuances.couponId, 1)));
    assert.equal(rows.length, 1);
  });
});
