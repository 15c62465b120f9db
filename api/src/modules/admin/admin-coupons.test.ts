import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { COUPON_MESSAGES, type AdminCoupon, type AdminCouponPage, type CouponClaimResult } from 'shared-contracts/schemas';
import { build } from '../../build';
import { addDays } from '../../clock';
import { couponIssuances, coupons, users } from '../../db/schema';
import { ManualClock } from '../../testing/auth-helpers';
import { TEST_NOW, TEST_TODAY } from '../../testing/test-clock';
import { bookStay, setNow } from '../cancellation/cancellation-test.fixtures';
import { prepareStay } from '../reservation/hold-test.fixtures';
import { ADMIN_MESSAGES } from './admin.messages';
import { assertAudited, assertKorean400, caller, failure, ok, seededTokens, type Call, type SeededTokens } from './admin-test-world';

/**
 * Coupon campaigns (issue 12 item 9): created by an admin, claimed by members through the existing
 * POST /api/coupons/claim — once per member, never more than the quantity however many claim at once (run this file
 * with TEST_DATABASE_URL for real concurrency on PostgreSQL), refused when stopped, not started or over.
 */
describe('admin coupons', () => {
  let app: FastifyInstance;
  const clock = new ManualClock(TEST_NOW);
  let t: SeededTokens;
  let admin: Call;
  const campaign = (extra: Record<string, unknown> = {}) => ({
    title: '가을 특가 쿠폰',
    code: 'fall-2030',
    amount: 7000,
    validFrom: TEST_TODAY,
    validTo: addDays(TEST_TODAY, 20),
    quantity: 100,
    ...extra,
  });
  const create = async (extra: Record<string, unknown> = {}) => ok<AdminCoupon>(await admin('POST', '/api/admin/coupons', campaign(extra)), 201);
  const claim = (token: string, code: string) => caller(app, token)('POST', '/api/coupons/claim', { code });
  const list = async (query = '') => ok<AdminCouponPage>(await admin('GET', `/api/admin/coupons?size=100${query}`));
  const find = async (id: number) => (await list()).content.find((c) => c.id === id)!;

  /** `n` fresh members with tokens. */
  async function members(n: number, prefix: string): Promise<string[]> {
    const rows = await app.db
      .insert(users)
      .values(Array.from({ length: n }, (_, i) => ({ loginId: `${prefix}${i}`, email: `${prefix}${i}@example.com`, name: `회원${i}` })))
      .returning();
    return Promise.all(rows.map((u) => app.accessTokens.sign({ sub: u.id, role: 'ROLE_USER', loginId: u.loginId, name: u.name })));
  }

  before(async () => {
    app = await build({ clock });
    t = await seededTokens(app);
    admin = caller(app, t.admin);
  });
  after(() => app.close());

  it('refuses bad campaigns with Korean 400s and a taken code (any case) with 409', async () => {
    for (const [label, extra] of [
      ['blank title', { title: '   ' }],
      ['long title', { title: '가'.repeat(61) }],
      ['code with spaces', { code: 'FALL 2030' }],
      ['code with hangul', { code: '가을' }],
      ['empty code', { code: '' }],
      ['reversed period', { validFrom: addDays(TEST_TODAY, 5), validTo: addDays(TEST_TODAY, 4) }],
      ['over already', { validFrom: addDays(TEST_TODAY, -5), validTo: addDays(TEST_TODAY, -1) }],
      ['too long', { validTo: addDays(TEST_TODAY, 400) }],
      ['not a date', { validTo: '2030-02-30' }],
      ['no quantity', { quantity: 0 }],
      ['negative amount', { amount: -1 }],
      ['huge quantity', { quantity: 2 ** 31 }],
    ] as const) {
      assertKorean400(await admin('POST', '/api/admin/coupons', campaign(extra)), label);
    }
    const created = await create();
    assert.deepEqual(
      [created.code, created.status, created.quantity, created.issuedCount, created.usedCount, created.remaining, created.validFrom, created.validTo],
      ['FALL-2030', 'ACTIVE', 100, 0, 0, 100, TEST_TODAY, addDays(TEST_TODAY, 20)],
    );
    await assertAudited(app, 'COUPON_CREATED', created.id, t.adminId, {
      entity: 'coupon',
      before: null,
      after: { code: 'FALL-2030', quantity: 100 },
    });
    const taken = failure(await admin('POST', '/api/admin/coupons', campaign({ code: 'Fall-2030' })));
    assert.deepEqual(taken, { status: 409, error: 'COUPON_CODE_TAKEN', message: ADMIN_MESSAGES.couponCodeTaken });
    assert.equal(failure(await admin('POST', '/api/admin/coupons', campaign({ code: 'welcome-stayon' }))).status, 409, 'the seeded code');
  });

  it('a member claims once (valid until the campaign ends) and uses it; the list counts issued and used', async () => {
    const [created] = (await list('&q=FALL')).content;
    const res = ok<CouponClaimResult>(await claim(t.member, 'fall-2030'));
    assert.deepEqual([res.coupon.validFrom, res.coupon.validTo, res.coupon.amount], [TEST_TODAY, addDays(TEST_TODAY, 20), 7000]);
    const again = failure(await claim(t.member, 'FALL-2030'));
    assert.deepEqual(again, { status: 409, error: 'COUPON_NOT_CLAIMABLE', message: COUPON_MESSAGES.notClaimable });
    assert.equal((await claim(t.member, 'FALL-2030')).json<{ reason: string }>().reason, 'ALREADY_CLAIMED');

    const stay = await prepareStay(app, { hotelId: 3, checkIn: addDays(TEST_TODAY, 9), nights: 1, allotment: 2, price: 50_000 });
    const booking = await bookStay(app, t.member, stay, { couponCode: 'FALL-2030' });
    assert.equal(booking.discount, 7000);
    const counted = await find(created!.id);
    assert.deepEqual([counted.issuedCount, counted.usedCount, counted.remaining], [1, 1, 99]);
  });

  it('never issues more than the quantity, one per member, however many claim at once', async () => {
    const small = await create({ code: 'RUSH-5', quantity: 5 });
    const tokens = await members(24, 'rush');
    // Each member claims twice at once too: 48 requests racing for 5 copies.
    const answers = await Promise.all(tokens.flatMap((token) => [claim(token, 'rush-5'), claim(token, 'RUSH-5')]));
    const won = answers.filter((r) => r.statusCode === 200);
    assert.equal(won.length, 5, answers.map((r) => r.statusCode).join(','));
    assert.ok(
      answers.every((r) => r.statusCode === 200 || r.statusCode === 409),
      'only 200 and 409',
    );
    const reasons = new Set(answers.filter((r) => r.statusCode === 409).map((r) => r.json<{ reason: string }>().reason));
    assert.ok(
      [...reasons].every((r) => r === 'SOLD_OUT' || r === 'ALREADY_CLAIMED'),
      [...reasons].join(','),
    );
    const issued = await app.db.select().from(couponIssuances).where(eq(couponIssuances.couponId, small.id));
    assert.equal(issued.length, 5);
    assert.equal(new Set(issued.map((i) => i.userId)).size, 5, 'one per member');
    const [row] = await app.db.select().from(coupons).where(eq(coupons.id, small.id));
    assert.equal(row!.issuedCount, 5);
    const shown = await find(small.id);
    assert.deepEqual([shown.status, shown.issuedCount, shown.remaining], ['EXHAUSTED', 5, 0]);
    assert.equal(failure(await claim(t.other, 'RUSH-5')).status, 409);
    assert.deepEqual(
      (await list('&status=EXHAUSTED')).content.map((c) => c.id),
      [small.id],
    );
  });

  it('one member racing with themselves gets one copy of an unlimited-looking campaign', async () => {
    const big = await create({ code: 'SELF-RACE', quantity: 1000 });
    const [token] = await members(1, 'selfrace');
    const answers = await Promise.all(Array.from({ length: 8 }, () => claim(token!, 'SELF-RACE')));
    assert.deepEqual(answers.map((r) => r.statusCode).sort(), [200, 409, 409, 409, 409, 409, 409, 409]);
    const [row] = await app.db.select().from(coupons).where(eq(coupons.id, big.id));
    assert.equal(row!.issuedCount, 1, 'the refused claims gave their copies back');
  });

  it('stopped, not yet started and ended campaigns are refused with the §8 text', async () => {
    const stopped = await create({ code: 'STOP-ME' });
    const done = ok<AdminCoupon>(await admin('POST', `/api/admin/coupons/${stopped.id}/stop`));
    assert.equal(done.status, 'STOPPED');
    await assertAudited(app, 'COUPON_STOPPED', stopped.id, t.adminId, { entity: 'coupon', after: { active: false } });
    assert.deepEqual(failure(await admin('POST', `/api/admin/coupons/${stopped.id}/stop`)), {
      status: 409,
      error: 'COUPON_ALREADY_STOPPED',
      message: ADMIN_MESSAGES.couponAlreadyStopped,
    });
    const refused = await claim(t.other, 'STOP-ME');
    assert.deepEqual(failure(refused), { status: 409, error: 'COUPON_NOT_CLAIMABLE', message: COUPON_MESSAGES.notClaimable });
    assert.equal(refused.json<{ reason: string }>().reason, 'STOPPED');

    await create({ code: 'LATER-ON', validFrom: addDays(TEST_TODAY, 3), validTo: addDays(TEST_TODAY, 10) });
    assert.equal((await claim(t.other, 'LATER-ON')).json<{ reason: string }>().reason, 'NOT_STARTED');
    assert.equal((await list('&status=SCHEDULED')).content.length, 1);

    await create({ code: 'LAST-DAY', validTo: TEST_TODAY });
    setNow(clock, new Date(Date.parse(TEST_NOW) + 86_400_000).toISOString());
    t = await seededTokens(app);
    admin = caller(app, t.admin);
    const over = await claim(t.other, 'LAST-DAY');
    assert.deepEqual(failure(over).status, 409);
    assert.equal(over.json<{ reason: string }>().reason, 'EXPIRED');
    assert.ok((await list('&status=EXPIRED')).content.some((c) => c.code === 'LAST-DAY'));
    const signup = (await list()).content.find((c) => c.signupOnly);
    if (signup) assert.equal(failure(await admin('POST', `/api/admin/coupons/${signup.id}/stop`)).error, 'COUPON_SIGNUP_ONLY');
    assert.equal(failure(await admin('POST', '/api/admin/coupons/999999/stop')).status, 404);
    const stillIssued = await app.db
      .select()
      .from(couponIssuances)
      .where(and(inArray(couponIssuances.couponId, [stopped.id]), eq(couponIssuances.status, 'AVAILABLE')));
    assert.equal(stillIssued.length, 0);
  });
});
