import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { build } from '../build';
import { AUTH_TEST_ENV, login, refreshCookie } from '../testing/auth-helpers';
import { isForeignRequest } from './origin-check';

const SITE = 'https://hotel.example.com';
const EVIL = 'https://evil.example';

function assertCrossSiteRefused(res: LightMyRequestResponse) {
  assert.equal(res.statusCode, 403, res.body);
  const body = res.json<{ error: string; message: string; errorId: string }>();
  assert.equal(body.error, 'CROSS_SITE_REQUEST');
  assert.equal(body.message, '다른 사이트에서 보낸 요청은 처리할 수 없습니다. 스테이온 화면에서 다시 시도해주세요.');
  assert.ok(body.errorId);
  assert.equal(res.headers['x-error-id'], body.errorId);
}

describe('origin check of state-changing /api requests (PUBLIC_ORIGIN set)', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await build({ seed: { hotels: 2 }, env: { ...AUTH_TEST_ENV, PUBLIC_ORIGIN: SITE } });
  });
  after(() => app.close());

  const signedIn = async () => {
    const cookie = refreshCookie(await login(app, 'member0001', 'Member!2345678'));
    assert.ok(cookie);
    return cookie;
  };
  const refresh = (cookie: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { refreshToken: cookie }, headers });

  it('refuses a refresh with the cookie from a foreign Origin, and the cookie keeps working from the site', async () => {
    const cookie = await signedIn();
    assertCrossSiteRefused(await refresh(cookie, { origin: EVIL }));
    assertCrossSiteRefused(await refresh(cookie, { origin: 'null' }));
    const own = await refresh(cookie, { origin: SITE });
    assert.equal(own.statusCode, 200, 'the refused requests neither used nor revoked the token');
    assert.ok(own.json<{ token: string }>().token);
  });

  it('refuses a text/plain logout from a foreign Origin before reading it; the session stays', async () => {
    const cookie = await signedIn();
    const foreign = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { refreshToken: cookie },
      headers: { origin: EVIL, 'content-type': 'text/plain' },
      payload: 'x',
    });
    assertCrossSiteRefused(foreign);
    assert.equal(foreign.cookies.length, 0, 'the cookie is not cleared');
    const own = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { refreshToken: cookie },
      headers: { origin: SITE },
    });
    assert.equal(own.statusCode, 204);
    assert.equal((await refresh(cookie, { origin: SITE })).statusCode, 401, 'the same-origin logout ended the session');
  });

  it('judges by the Referer when there is no Origin', async () => {
    const cookie = await signedIn();
    assertCrossSiteRefused(await refresh(cookie, { referer: `${EVIL}/win-a-prize` }));
    assert.equal((await refresh(cookie, { referer: `${SITE}/mypage` })).statusCode, 200);
  });

  it('lets programs without Origin and Referer through, unless fetch metadata says another site sent it', async () => {
    const cookie = await signedIn();
    assertCrossSiteRefused(await refresh(cookie, { 'sec-fetch-site': 'cross-site' }));
    const program = await refresh(cookie);
    assert.equal(program.statusCode, 200);
    // A bearer-token write from a program (no Origin) is not affected either.
    const token = program.json<{ token: string }>().token;
    const write = await app.inject({
      method: 'POST',
      url: '/api/wishlists',
      headers: { authorization: `Bearer ${token}` },
      payload: { hotelId: 1 },
    });
    assert.ok([200, 201].includes(write.statusCode), write.body);
  });

  it('checks writes on every /api route and never reads', async () => {
    assertCrossSiteRefused(await app.inject({ method: 'POST', url: '/api/auth/login', headers: { origin: EVIL }, payload: {} }));
    assertCrossSiteRefused(await app.inject({ method: 'DELETE', url: '/api/wishlists/1', headers: { origin: EVIL } }));
    assert.equal((await app.inject({ method: 'GET', url: '/api/regions', headers: { origin: EVIL } })).statusCode, 200);
  });

  it('accepts the pnpm dev servers (loopback origins) outside production', async () => {
    const cookie = await signedIn();
    assert.equal((await refresh(cookie, { origin: 'http://localhost:3000' })).statusCode, 200);
  });
});

describe('origin check without PUBLIC_ORIGIN (development)', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await build({ seed: { hotels: 2 }, env: AUTH_TEST_ENV });
  });
  after(() => app.close());

  it("accepts the request's own origin and refuses another", async () => {
    const cookie = refreshCookie(await login(app, 'member0001', 'Member!2345678'));
    assert.ok(cookie);
    const from = (origin: string) =>
      app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { refreshToken: cookie }, headers: { host: 'localhost:8080', origin } });
    assertCrossSiteRefused(await from(EVIL));
    assertCrossSiteRefused(await from('http://192.168.0.66:8080'));
    assert.equal((await from('http://localhost:8080')).statusCode, 200);
  });
});

describe('isForeignRequest', () => {
  const production = { own: SITE, allowLoopback: false };
  const development = { own: 'http://localhost:8080', allowLoopback: true };

  it('compares origins, not strings', () => {
    assert.equal(isForeignRequest({ origin: 'https://HOTEL.example.com:443' }, production), false);
    assert.equal(isForeignRequest({ origin: 'http://hotel.example.com' }, production), true, 'another scheme');
    assert.equal(isForeignRequest({ origin: 'https://hotel.example.com:8443' }, production), true, 'another port');
    assert.equal(isForeignRequest({ origin: 'https://hotel.example.com.evil.example' }, production), true);
    assert.equal(isForeignRequest({ origin: 'not a url' }, production), true);
    assert.equal(isForeignRequest({ origin: '' }, production), true);
  });

  it('takes the Origin before the Referer', () => {
    assert.equal(isForeignRequest({ origin: EVIL, referer: `${SITE}/x` }, production), true);
    assert.equal(isForeignRequest({ origin: SITE, referer: `${EVIL}/x` }, production), false);
    assert.equal(isForeignRequest({ referer: 'javascript:alert(1)' }, production), true);
  });

  it('allows loopback origins only outside production', () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3006', 'http://[::1]:3001']) {
      assert.equal(isForeignRequest({ origin }, development), false, origin);
      assert.equal(isForeignRequest({ origin }, production), true, origin);
    }
  });

  it('without Origin and Referer, refuses only what fetch metadata marks as another site', () => {
    assert.equal(isForeignRequest({}, production), false);
    assert.equal(isForeignRequest({ 'sec-fetch-site': 'same-origin' }, production), false);
    assert.equal(isForeignRequest({ 'sec-fetch-site': 'none' }, production), false);
    assert.equal(isForeignRequest({ 'sec-fetch-site': 'same-site' }, production), true);
    assert.equal(isForeignRequest({ 'sec-fetch-site': 'cross-site' }, production), true);
  });
});
