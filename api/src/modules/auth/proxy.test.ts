import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { build } from '../../build';
import { AUTH_TEST_ENV, login } from '../../testing/auth-helpers';

// A configured Kakao whose endpoints are never called: starting the flow only builds the authorize URL.
const KAKAO = {
  OAUTH_KAKAO_CLIENT_ID: 'kakao-client',
  OAUTH_KAKAO_CLIENT_SECRET: 'secret',
  OAUTH_KAKAO_AUTHORIZE_URL: 'http://idp.invalid/authorize',
};

const start = (app: FastifyInstance, provider: string, extra: Partial<InjectOptions> = {}) =>
  app.inject({ method: 'GET', url: `/api/auth/oauth/${provider}`, ...extra });

/** Every address a 302 hands the browser: the Location itself and the redirect_uri inside it. */
function addresses(res: LightMyRequestResponse): string[] {
  const location = String(res.headers.location ?? '');
  const redirectUri = location ? new URL(location).searchParams.get('redirect_uri') : null;
  return [location, ...(redirectUri ? [redirectUri] : [])];
}

function secureFlag(res: LightMyRequestResponse, name: string): boolean {
  const cookie = res.cookies.find((c) => c.name === name);
  assert.ok(cookie, `no ${name} cookie`);
  return cookie.secure === true;
}

const FORGED_HOSTS = ['evil.example', 'evil.example:8080', 'localhost@evil.example', 'localhost.evil.example', '8.8.8.8'];

describe('redirects never follow an untrusted Host (no PUBLIC_ORIGIN, development-like)', () => {
  let app: FastifyInstance;
  let trusting: FastifyInstance;
  before(async () => {
    app = await build({ seed: false, env: { ...KAKAO, PORT: '8123' } });
    trusting = await build({ seed: false, env: { ...KAKAO, PORT: '8123', TRUST_PROXY: '127.0.0.1' } });
  });
  after(async () => {
    await app.close();
    await trusting.close();
  });

  it('starts OAuth with redirect_uri and Location on the local origin whatever Host says', async () => {
    for (const host of FORGED_HOSTS) {
      const res = await start(app, 'kakao', { headers: { host } });
      assert.equal(res.statusCode, 302, host);
      const [location, redirectUri] = addresses(res);
      assert.ok(location?.startsWith('http://idp.invalid/authorize?'), location);
      assert.equal(redirectUri, 'http://localhost:8123/api/auth/oauth/kakao/callback', host);
    }
  });

  it('sends the failure redirect of an unconfigured provider to the local origin, not to the Host', async () => {
    for (const host of FORGED_HOSTS) {
      const res = await start(app, 'naver', { headers: { host } });
      assert.equal(res.headers.location, 'http://localhost:8123/login?oauthError=PROVIDER_NOT_CONFIGURED', host);
    }
  });

  it('ignores X-Forwarded-Host naming another site, even from a trusted proxy', async () => {
    const res = await start(trusting, 'naver', {
      remoteAddress: '127.0.0.1',
      headers: { host: 'localhost:8123', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    assert.equal(res.headers.location, 'http://localhost:8123/login?oauthError=PROVIDER_NOT_CONFIGURED');
  });

  it('keeps a loopback Host (the address the developer opened), with its port', async () => {
    for (const host of ['localhost:3000', '127.0.0.1:8123', '[::1]:8123']) {
      const res = await start(app, 'naver', { headers: { host } });
      assert.equal(res.headers.location, `http://${host}/login?oauthError=PROVIDER_NOT_CONFIGURED`);
    }
  });

  it('does not trust a private address: another machine of the network may answer it', async () => {
    for (const host of ['192.168.0.5:8123', '10.0.0.66:8123', '[fd00::1]:8123']) {
      const started = await start(app, 'kakao', { headers: { host } });
      assert.equal(addresses(started)[1], 'http://localhost:8123/api/auth/oauth/kakao/callback', host);
      const failed = await start(app, 'naver', { headers: { host } });
      assert.equal(failed.headers.location, 'http://localhost:8123/login?oauthError=PROVIDER_NOT_CONFIGURED', host);
    }
  });

  it('never puts evil.example in the callback redirect either', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/auth/oauth/kakao/callback?code=x&state=y',
      headers: { host: 'evil.example' },
    });
    assert.equal(res.statusCode, 302);
    assert.equal(res.headers.location, 'http://localhost:8123/login?oauthError=STATE_MISMATCH');
  });
});

describe('with PUBLIC_ORIGIN', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await build({ seed: false, env: { ...KAKAO, PUBLIC_ORIGIN: 'https://hotel.example.com/', NODE_ENV: 'production' } });
  });
  after(() => app.close());

  it('builds every redirect from it, whatever Host or X-Forwarded-Host say', async () => {
    const started = await start(app, 'kakao', { headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } });
    assert.equal(addresses(started)[1], 'https://hotel.example.com/api/auth/oauth/kakao/callback');
    const failed = await start(app, 'naver', { headers: { host: 'evil.example' } });
    assert.equal(failed.headers.location, 'https://hotel.example.com/login?oauthError=PROVIDER_NOT_CONFIGURED');
    // The public site is https: the flow cookies are Secure even though this hop was plain http.
    assert.equal(secureFlag(started, 'oauth_state'), true);
  });
});

describe('the refresh cookie behind a proxy', () => {
  let direct: FastifyInstance;
  let trusting: FastifyInstance;
  before(async () => {
    direct = await build({ seed: { hotels: 2 }, env: AUTH_TEST_ENV });
    trusting = await build({ seed: { hotels: 2 }, env: { ...AUTH_TEST_ENV, TRUST_PROXY: '127.0.0.1, ::1' } });
  });
  after(async () => {
    await direct.close();
    await trusting.close();
  });

  const viaProxy = (app: FastifyInstance, proto: string) => {
    const originalInject = app.inject.bind(app);
    // login() injects itself; wrap inject so each of its requests carries the proxy's headers.
    return {
      ...app,
      inject: (options: InjectOptions) =>
        originalInject({ ...options, remoteAddress: '127.0.0.1', headers: { ...options.headers, 'x-forwarded-proto': proto } }),
    } as unknown as FastifyInstance;
  };

  it('is Secure when a trusted proxy says the client used https, and not for plain http', async () => {
    const https = await login(viaProxy(trusting, 'https'), 'member0001', 'Member!2345678');
    assert.equal(https.statusCode, 200);
    assert.equal(secureFlag(https, 'refreshToken'), true);
    const http = await login(viaProxy(trusting, 'http'), 'member0001', 'Member!2345678');
    assert.equal(secureFlag(http, 'refreshToken'), false);
  });

  it('ignores X-Forwarded-Proto when TRUST_PROXY is not set', async () => {
    const res = await login(viaProxy(direct, 'https'), 'member0001', 'Member!2345678');
    assert.equal(res.statusCode, 200);
    assert.equal(secureFlag(res, 'refreshToken'), false);
  });
});
