import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AdminUserDetail } from 'shared-contracts/schemas';
import { build } from '../../build';
import { mailOutbox, users } from '../../db/schema';
import { AUTH_TEST_ENV, login, ManualClock, type FromAddress } from '../../testing/auth-helpers';
import { TEST_NOW } from '../../testing/test-clock';
import { HARDER_CHALLENGE_FACTOR } from './bot-check';
import { ACCOUNT_FAILURE_CEILING } from './login.service';

const INVALID = (n: number) => `아이디 또는 비밀번호가 올바르지 않습니다. (틀린 횟수: ${n})`;
const LOCKED = '계정이 잠겼습니다. 1시간 후에 다시 시도해주세요.';
const RECAPTCHA_FAILED = 'reCAPTCHA 검증에 실패했습니다. 새로고침 후 다시 시도하세요.';
const MEMBER_PASSWORD = 'Member!2345678';

const answer = (res: LightMyRequestResponse) => {
  const body = res.json<Record<string, unknown>>();
  return { status: res.statusCode, error: body.error, message: body.message, attempts: body.attempts, locked: body.locked };
};

/** Issue 25 item 3: five wrong passwords lock out the address that sent them, never the account's owner elsewhere. */
describe('login lock-out per login ID and client address, behind a trusted proxy', () => {
  const clock = new ManualClock(TEST_NOW);
  let app: FastifyInstance;
  const A: FromAddress = { from: '198.51.100.7' };
  const B: FromAddress = { from: '203.0.113.20' };
  const failFiveTimes = async (loginId: string, client: FromAddress) => {
    for (let n = 1; n <= 5; n += 1) await login(app, loginId, 'Wrong!2345678', client);
  };
  const challengeFor = async (client: FromAddress) =>
    (await app.inject({ method: 'GET', url: '/api/auth/captcha/challenge', headers: { 'x-forwarded-for': client.from ?? '' } })).json<{
      maxnumber: number;
      salt: string;
    }>();

  before(async () => {
    // Injected requests come from 127.0.0.1: trusting it makes X-Forwarded-For the client address, as behind a proxy.
    app = await build({ clock, env: { ...AUTH_TEST_ENV, TRUST_PROXY: '127.0.0.1' } });
  });
  after(() => app.close());

  it('five wrong passwords from A lock A only; the owner, from B, logs in and works; the lock lifts after the hour', async () => {
    for (let n = 1; n <= 4; n += 1) {
      assert.deepEqual(answer(await login(app, 'owner0001', 'Wrong!2345678', A)), {
        status: 401,
        error: 'INVALID_CREDENTIALS',
        message: INVALID(n),
        attempts: n,
        locked: false,
      });
    }
    const fifth = { status: 423, error: 'ACCOUNT_LOCKED', message: LOCKED, attempts: 5, locked: true };
    assert.deepEqual(answer(await login(app, 'owner0001', 'Wrong!2345678', A)), fifth);
    assert.deepEqual(answer(await login(app, 'owner0001', 'Owner!2345678', A)), fifth, 'A stays out even with the right password');

    const owner = await login(app, 'owner0001', 'Owner!2345678', B);
    assert.equal(owner.statusCode, 200, owner.body);
    const token = owner.json<{ token: string }>().token;
    const hotels = await app.inject({ method: 'GET', url: '/api/owner/hotels', headers: { authorization: `Bearer ${token}` } });
    assert.equal(hotels.statusCode, 200, 'the owner’s session is not touched by A’s lock');
    assert.equal(answer(await login(app, 'owner0001', 'Wrong!2345678', B)).attempts, 1, 'B has a count of its own');

    // The back office sees until when some address is locked out of this login.
    const admin = (await login(app, 'admin0001', 'Admin!2345678', B)).json<{ token: string }>().token;
    const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.loginId, 'owner0001'));
    const detail = (
      await app.inject({ method: 'GET', url: `/api/admin/users/${row!.id}`, headers: { authorization: `Bearer ${admin}` } })
    ).json<AdminUserDetail>();
    assert.equal(detail.loginLockedUntil, new Date(clock.now().getTime() + 3_600_000).toISOString());
    assert.equal(detail.state, 'ACTIVE');

    clock.advance(60 * 60 + 1);
    assert.equal((await login(app, 'owner0001', 'Owner!2345678', A)).statusCode, 200);
  });

  it('counts the addresses of one IPv6 /64 as one client', async () => {
    for (let n = 1; n <= 5; n += 1) await login(app, 'member0002', 'Wrong!2345678', { from: `2001:db8:1:2::${n}` });
    assert.equal(answer(await login(app, 'member0002', MEMBER_PASSWORD, { from: '2001:db8:1:2:ffff::9' })).status, 423);
    assert.equal((await login(app, 'member0002', MEMBER_PASSWORD, { from: '2001:db8:1:3::1' })).statusCode, 200);
  });

  it('answers a login ID without an account exactly alike, per address', async () => {
    await failFiveTimes('nobody-here-77', A);
    assert.equal(answer(await login(app, 'nobody-here-77', 'Wrong!2345678', A)).status, 423);
    assert.deepEqual(answer(await login(app, 'nobody-here-77', 'Wrong!2345678', B)), {
      status: 401,
      error: 'INVALID_CREDENTIALS',
      message: INVALID(1),
      attempts: 1,
      locked: false,
    });
  });

  it('many addresses against one account: past the ceiling every address must solve the harder challenge, nobody is locked out', async () => {
    const attackers = Array.from({ length: ACCOUNT_FAILURE_CEILING / 5 }, (_, i) => ({ from: `192.0.2.${10 + i}` }));
    for (const attacker of attackers) await failFiveTimes('member0005', attacker);

    const C: FromAddress = { from: '192.0.2.99' };
    const usual = await challengeFor(C);
    const refused = await login(app, 'member0005', MEMBER_PASSWORD, C);
    assert.deepEqual(
      { ...answer(refused), harder: refused.json<{ harderBotCheck?: boolean }>().harderBotCheck },
      { status: 400, error: 'RECAPTCHA_FAILED', message: RECAPTCHA_FAILED, attempts: undefined, locked: undefined, harder: true },
    );
    const harder = await challengeFor(C);
    assert.equal(harder.maxnumber, usual.maxnumber * HARDER_CHALLENGE_FACTOR);
    assert.ok(harder.salt.includes('level=harder'));
    assert.equal((await challengeFor({ from: '192.0.2.100' })).maxnumber, usual.maxnumber, 'other clients keep the usual one');

    // With the harder challenge solved, the password counts again: a wrong one is C's first failure, the right one logs in.
    assert.equal(answer(await login(app, 'member0005', 'Wrong!2345678', C)).attempts, 1);
    assert.equal((await login(app, 'member0005', MEMBER_PASSWORD, C)).statusCode, 200);
    // Other login IDs are not slowed.
    assert.equal((await login(app, 'member0006', MEMBER_PASSWORD, { from: '192.0.2.100' })).statusCode, 200);
  });

  it('a password reset lets back in the address that proved the mailbox', async () => {
    const [member] = await app.db.select().from(users).where(eq(users.loginId, 'member0007'));
    await failFiveTimes('member0007', A);
    const headers = { 'x-forwarded-for': A.from! };
    const post = (url: string, payload: Record<string, unknown>) => app.inject({ method: 'POST', url, payload, headers });
    assert.equal((await post('/api/auth/email/send', { email: member!.email, purpose: 'RESET_PASSWORD' })).statusCode, 200);
    const [mail] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, member!.email)).orderBy(desc(mailOutbox.id)).limit(1);
    const code = /인증 코드: (\d{6})/.exec(mail?.body ?? '')?.[1] ?? '';
    assert.equal((await post('/api/auth/email/verify', { email: member!.email, code, purpose: 'RESET_PASSWORD' })).statusCode, 200);
    assert.equal((await post('/api/auth/reset-password', { email: member!.email, code, newPassword: 'Renewed!23456' })).statusCode, 204);
    assert.equal((await login(app, 'member0007', 'Renewed!23456', A)).statusCode, 200);
  });
});
