import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { decodeJwt } from 'jose';
import { build } from '../../build';
import { AUTH_TEST_ENV, login } from '../../testing/auth-helpers';

/** A tiny identity provider: /token checks the code (and PKCE verifier), /userinfo answers a set profile. */
function startFakeProvider(profiles: Record<string, Record<string, unknown>>) {
  const challenges = new Map<string, string>();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (url.pathname === '/token') {
        const form = new URLSearchParams(body);
        const code = form.get('code') ?? '';
        const expected = challenges.get(code);
        const verifier = form.get('code_verifier');
        // The client authenticates with its secret: in the body (Kakao, Naver) or HTTP Basic (Google).
        const basic = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString();
        const authenticated = form.get('client_secret') === 'secret' || basic.endsWith(':secret');
        if (
          !authenticated ||
          !profiles[code] ||
          (expected &&
            createHash('sha256')
              .update(verifier ?? '')
              .digest('base64url') !== expected)
        ) {
          res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'invalid_grant' }));
          return;
        }
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ access_token: `at-${code}`, token_type: 'Bearer', expires_in: 3600 }));
        return;
      }
      if (url.pathname === '/userinfo') {
        const code = (req.headers.authorization ?? '').replace(/^Bearer at-/, '');
        const profile = profiles[code];
        res.writeHead(profile ? 200 : 401, { 'content-type': 'application/json' }).end(JSON.stringify(profile ?? {}));
        return;
      }
      res.writeHead(404).end();
    });
  });
  return { server, challenges };
}

function cookiesOf(res: LightMyRequestResponse): Record<string, string> {
  return Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
}

describe('social login against a local fake identity provider', () => {
  let app: FastifyInstance;
  let idp: Server;
  let challenges: Map<string, string>;
  let memberEmail = '';
  const profiles: Record<string, Record<string, unknown>> = {};

  before(async () => {
    const fake = startFakeProvider(profiles);
    idp = fake.server;
    challenges = fake.challenges;
    await new Promise<void>((resolve) => idp.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(idp.address() as AddressInfo).port}`;
    const env: Record<string, string> = { ...AUTH_TEST_ENV, PUBLIC_ORIGIN: 'http://hotel.test' };
    for (const provider of ['GOOGLE', 'KAKAO']) {
      env[`OAUTH_${provider}_CLIENT_ID`] = `${provider.toLowerCase()}-client`;
      env[`OAUTH_${provider}_CLIENT_SECRET`] = 'secret';
      env[`OAUTH_${provider}_AUTHORIZE_URL`] = `${base}/authorize`;
      env[`OAUTH_${provider}_TOKEN_URL`] = `${base}/token`;
      env[`OAUTH_${provider}_USERINFO_URL`] = `${base}/userinfo`;
    }
    app = await build({ env, seed: { hotels: 2 } });
    const { token } = (await login(app, 'member0001', 'Member!2345678')).json<{ token: string }>();
    const me = await app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
    memberEmail = me.json<{ email: string }>().email;
  });
  after(async () => {
    await app.close();
    await new Promise((resolve) => idp.close(resolve));
  });

  async function runFlow(provider: string, code: string) {
    const start = await app.inject({ method: 'GET', url: `/api/auth/oauth/${provider}` });
    assert.equal(start.statusCode, 302);
    const authorize = new URL(String(start.headers.location));
    const state = authorize.searchParams.get('state') ?? '';
    assert.ok(state);
    assert.equal(authorize.searchParams.get('redirect_uri'), `http://hotel.test/api/auth/oauth/${provider}/callback`);
    const challenge = authorize.searchParams.get('code_challenge');
    if (challenge) challenges.set(code, challenge);
    return app.inject({
      method: 'GET',
      url: `/api/auth/oauth/${provider}/callback?code=${code}&state=${state}`,
      cookies: cookiesOf(start),
    });
  }

  it('lists the providers and whether each is configured', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/auth/oauth/providers' });
    assert.deepEqual(res.json(), [
      { provider: 'kakao', configured: true },
      { provider: 'naver', configured: false },
      { provider: 'google', configured: true },
    ]);
    const naver = await app.inject({ method: 'GET', url: '/api/auth/oauth/naver' });
    assert.equal(naver.headers.location, 'http://hotel.test/login?oauthError=PROVIDER_NOT_CONFIGURED');
  });

  it('creates an account on the first Google login (PKCE) and signs in the same account the next time', async () => {
    profiles['g-code-1'] = { sub: 'g-123', email: 'social@example.com', email_verified: true, name: '구글회원' };
    const res = await runFlow('google', 'g-code-1');
    assert.equal(res.statusCode, 302);
    const location = String(res.headers.location);
    assert.match(location, /^http:\/\/hotel\.test\/main#token=/);
    const token = decodeURIComponent(location.split('#token=')[1] ?? '');
    const claims = decodeJwt(token);
    assert.equal(claims.loginId, 'google_g-123');
    assert.equal(claims.role, 'ROLE_USER');
    assert.ok(res.cookies.find((c) => c.name === 'refreshToken')?.value);
    profiles['g-code-2'] = profiles['g-code-1'];
    const again = await runFlow('google', 'g-code-2');
    const second = decodeJwt(decodeURIComponent(String(again.headers.location).split('#token=')[1] ?? ''));
    assert.equal(second.sub, claims.sub);
    const coupons = await app.inject({ method: 'GET', url: '/api/user/coupon?all=true', headers: { authorization: `Bearer ${token}` } });
    assert.equal(coupons.json<unknown[]>().length, 1);
  });

  it('links a Kakao login to the existing account with the same verified e-mail', async () => {
    profiles['k-code-1'] = {
      id: 987,
      kakao_account: { email: memberEmail, is_email_verified: true, is_email_valid: true, profile: { nickname: '카카오' } },
    };
    const res = await runFlow('kakao', 'k-code-1');
    const claims = decodeJwt(decodeURIComponent(String(res.headers.location).split('#token=')[1] ?? ''));
    assert.equal(claims.loginId, 'member0001');
  });

  it('does not link to an existing account when the provider has not verified the e-mail', async () => {
    profiles['k-code-2'] = { id: 555, kakao_account: { email: memberEmail, is_email_verified: false, profile: { nickname: '가짜' } } };
    const res = await runFlow('kakao', 'k-code-2');
    assert.equal(res.headers.location, 'http://hotel.test/login?oauthError=EMAIL_NOT_VERIFIED');
  });

  it('sends errors back to /login: a wrong state, a refused code', async () => {
    const start = await app.inject({ method: 'GET', url: '/api/auth/oauth/google' });
    const wrongState = await app.inject({ method: 'GET', url: '/api/auth/oauth/google/callback?code=x&state=forged', cookies: cookiesOf(start) });
    assert.equal(wrongState.headers.location, 'http://hotel.test/login?oauthError=STATE_MISMATCH');
    const refused = await runFlow('google', 'unknown-code');
    assert.equal(refused.headers.location, 'http://hotel.test/login?oauthError=TOKEN_EXCHANGE_FAILED');
  });
});
