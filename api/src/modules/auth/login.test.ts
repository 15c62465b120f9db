import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { build } from '../../build';
import { AUTH_TEST_ENV, login, ManualClock, refreshCookie, solveCaptcha } from '../../testing/auth-helpers';
import { TEST_NOW } from '../../testing/test-clock';

const INVALID = (n: number) => `아이디 또는 비밀번호가 올바르지 않습니다. (틀린 횟수: ${n})`;
const LOCKED = '계정이 잠겼습니다. 1시간 후에 다시 시도해주세요.';

describe('login, lockout, tokens', () => {
  let app: FastifyInstance;
  const clock = new ManualClock(TEST_NOW);
  before(async () => {
    app = await build({
      clock,
      env: AUTH_TEST_ENV,
      seed: { hotels: 2 },
      extend: (instance) => {
        instance.get('/api/test/admin-only', { preHandler: instance.requireRole('ROLE_ADMIN') }, async (request) => ({
          sub: request.user?.sub,
        }));
      },
    });
  });
  after(() => app.close());

  it('tells the UI which bot check to load', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/auth/captcha/config' });
    assert.deepEqual(res.json(), { provider: 'altcha' });
  });

  it('logs in the seeded member: JWT with sub, role, loginId, name for 15 minutes and a refresh cookie', async () => {
    const res = await login(app, 'member0001', 'Member!2345678');
    assert.equal(res.statusCode, 200);
    const { token } = res.json<{ token: string }>();
    const claims = decodeJwt(token);
    assert.equal(claims.role, 'ROLE_USER');
    assert.equal(claims.loginId, 'member0001');
    assert.ok(typeof claims.name === 'string' && claims.name.length > 0);
    assert.equal((claims.exp ?? 0) - (claims.iat ?? 0), 15 * 60);
    const cookie = res.cookies.find((c) => c.name === 'refreshToken');
    assert.ok(cookie?.value);
    assert.equal(cookie.httpOnly, true);
    assert.equal(cookie.sameSite, 'Strict');
    assert.equal(cookie.path, '/api/auth');
    const me = await app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
    assert.equal(me.statusCode, 200);
    assert.equal(me.json<{ loginId: string }>().loginId, 'member0001');
    assert.equal(me.json<{ role: string }>().role, 'ROLE_USER');
  });

  it('gives owners and admins their role claim', async () => {
    for (const [id, pw, role] of [
      ['owner0001', 'Owner!2345678', 'ROLE_OWNER'],
      ['admin0001', 'Admin!2345678', 'ROLE_ADMIN'],
    ] as const) {
      const res = await login(app, id, pw);
      assert.equal(res.statusCode, 200);
      assert.equal(decodeJwt(res.json<{ token: string }>().token).role, role);
    }
  });

  it('refuses a missing or replayed bot check with RECAPTCHA_FAILED before looking at the password', async () => {
    const none = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { loginId: 'member0001', password: 'x' } });
    assert.equal(none.statusCode, 400);
    assert.equal(none.json<{ error: string }>().error, 'RECAPTCHA_FAILED');
    assert.equal(none.json<{ message: string }>().message, 'reCAPTCHA 검증에 실패했습니다. 새로고침 후 다시 시도하세요.');
    const token = await solveCaptcha(app);
    const first = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { loginId: 'member0001', password: 'Member!2345678', recaptchaToken: token },
    });
    assert.equal(first.statusCode, 200);
    const replay = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { loginId: 'member0001', password: 'Member!2345678', recaptchaToken: token },
    });
    assert.equal(replay.statusCode, 400);
    assert.equal(replay.json<{ error: string }>().error, 'RECAPTCHA_FAILED');
  });

  it('rejects an expired challenge', async () => {
    const token = await solveCaptcha(app);
    clock.advance(6 * 60);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { loginId: 'member0001', password: 'Member!2345678', recaptchaToken: token },
    });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json<{ error: string }>().error, 'RECAPTCHA_FAILED');
  });

  it('rejects a tampered solution', async () => {
    const token = await solveCaptcha(app);
    const payload = JSON.parse(Buffer.from(token, 'base64').toString()) as { number: number };
    payload.number += 1;
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { loginId: 'member0001', password: 'Member!2345678', recaptchaToken: Buffer.from(JSON.stringify(payload)).toString('base64') },
    });
    assert.equal(res.statusCode, 400);
  });

  it('counts failures, locks on the 5th for one hour, unlocks after it, and a success resets the count', async () => {
    for (let n = 1; n <= 4; n += 1) {
      const res = await login(app, 'owner0001', 'wrong-password!1');
      assert.equal(res.statusCode, 401);
      assert.deepEqual(
        { ...res.json<Record<string, unknown>>(), errorId: undefined },
        { error: 'INVALID_CREDENTIALS', message: INVALID(n), attempts: n, locked: false, errorId: undefined },
      );
    }
    const fifth = await login(app, 'owner0001', 'wrong-password!1');
    assert.equal(fifth.statusCode, 423);
    assert.equal(fifth.json<{ error: string }>().error, 'ACCOUNT_LOCKED');
    assert.equal(fifth.json<{ message: string }>().message, LOCKED);
    assert.equal(fifth.json<{ locked: boolean }>().locked, true);
    assert.equal(fifth.json<{ attempts: number }>().attempts, 5);
    // Even the right password is refused while locked.
    const whileLocked = await login(app, 'owner0001', 'Owner!2345678');
    assert.equal(whileLocked.statusCode, 423);
    clock.advance(59 * 60);
    assert.equal((await login(app, 'owner0001', 'Owner!2345678')).statusCode, 423);
    clock.advance(61);
    const afterHour = await login(app, 'owner0001', 'wrong-password!1');
    assert.equal(afterHour.statusCode, 401);
    assert.equal(afterHour.json<{ attempts: number }>().attempts, 1);
    assert.equal((await login(app, 'owner0001', 'Owner!2345678')).statusCode, 200);
    const again = await login(app, 'owner0001', 'wrong-password!1');
    assert.equal(again.json<{ attempts: number }>().attempts, 1);
  });

  it('answers unknown login IDs exactly like a wrong password, with the same lock', async () => {
    for (let n = 1; n <= 4; n += 1) {
      const res = await login(app, 'nobody-here-99', 'whatever!123');
      assert.equal(res.statusCode, 401);
      assert.equal(res.json<{ message: string }>().message, INVALID(n));
    }
    const fifth = await login(app, 'nobody-here-99', 'whatever!123');
    assert.equal(fifth.statusCode, 423);
    assert.equal(fifth.json<{ locked: boolean }>().locked, true);
  });

  it('rotates the refresh token; a reused one is refused and revokes the family', async () => {
    const res = await login(app, 'member0001', 'Member!2345678');
    const first = refreshCookie(res);
    assert.ok(first);
    const r1 = await app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { refreshToken: first } });
    assert.equal(r1.statusCode, 200);
    assert.ok(r1.json<{ token: string }>().token);
    const second = refreshCookie(r1);
    assert.ok(second && second !== first);
    const reuse = await app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { refreshToken: first } });
    assert.equal(reuse.statusCode, 401);
    assert.equal(reuse.json<{ error: string }>().error, 'REFRESH_TOKEN_REUSED');
    // The whole family is gone, including the token that had not been used yet.
    const afterReuse = await app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { refreshToken: second } });
    assert.equal(afterReuse.statusCode, 401);
  });

  it('ends a family after 14 days however often it rotates', async () => {
    let token = refreshCookie(await login(app, 'member0001', 'Member!2345678'));
    for (let day = 0; day < 13; day += 1) {
      clock.advance(86_400);
      const r = await app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { refreshToken: token ?? '' } });
      assert.equal(r.statusCode, 200);
      token = refreshCookie(r);
    }
    clock.advance(86_400 + 1);
    const expired = await app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { refreshToken: token ?? '' } });
    assert.equal(expired.statusCode, 401);
  });

  it('logout revokes the family and clears the cookie', async () => {
    const token = refreshCookie(await login(app, 'member0001', 'Member!2345678'));
    const out = await app.inject({ method: 'POST', url: '/api/auth/logout', cookies: { refreshToken: token ?? '' } });
    assert.equal(out.statusCode, 204);
    const cleared = out.cookies.find((c) => c.name === 'refreshToken');
    assert.equal(cleared?.value, '');
    const r = await app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { refreshToken: token ?? '' } });
    assert.equal(r.statusCode, 401);
  });

  it('users/me needs a valid, unexpired token', async () => {
    const none = await app.inject({ method: 'GET', url: '/api/users/me' });
    assert.equal(none.statusCode, 401);
    assert.equal(none.json<{ error: string }>().error, 'UNAUTHORIZED');
    const bad = await app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: 'Bearer abc.def.ghi' } });
    assert.equal(bad.statusCode, 401);
    const { token } = (await login(app, 'member0001', 'Member!2345678')).json<{ token: string }>();
    clock.advance(15 * 60 + 1);
    const expired = await app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
    assert.equal(expired.statusCode, 401);
  });

  it('requireRole lets the role through and answers 403 to others, 401 without a token', async () => {
    const admin = (await login(app, 'admin0001', 'Admin!2345678')).json<{ token: string }>().token;
    const member = (await login(app, 'member0001', 'Member!2345678')).json<{ token: string }>().token;
    const ok = await app.inject({ method: 'GET', url: '/api/test/admin-only', headers: { authorization: `Bearer ${admin}` } });
    assert.equal(ok.statusCode, 200);
    const forbidden = await app.inject({ method: 'GET', url: '/api/test/admin-only', headers: { authorization: `Bearer ${member}` } });
    assert.equal(forbidden.statusCode, 403);
    assert.equal(forbidden.json<{ error: string }>().error, 'FORBIDDEN');
    assert.equal((await app.inject({ method: 'GET', url: '/api/test/admin-only' })).statusCode, 401);
  });
});
