import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { POSTCODE_CSP_SOURCES, POSTCODE_SCRIPT_URL } from 'shared-contracts/member-area';
import { build } from '../build';
import { loadConfig } from '../config';
import securityHeadersPlugin, { setHeadersOutsideHooks } from './security-headers';
import { FIRST_VIEW_STARTER_SOURCE, hstsHeader, originOfTemplate, remoteOriginsOf, RESOURCE_POLICY, sitePolicy } from './security-headers.policy';

const INDEX_HTML = '<!doctype html><html lang="ko"><head><title>스테이온</title></head><body><div id="root"></div></body></html>';

async function fakeWebRoot(): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'hotel-headers-'));
  const files: Record<string, string> = {
    'shell/dist/index.html': INDEX_HTML,
    'shell/dist/remotes.json': JSON.stringify({ mf_search: '/remotes/mf-search/remoteEntry.js' }),
    'mf-search/dist/remoteEntry.js': 'var mf_search;',
    'data/images/hotels/1.webp': 'RIFF....WEBP',
  };
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), content);
  }
  return root;
}

/** Directives of a CSP header, by name. */
function directives(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  assert.ok(header, `no content-security-policy on ${res.statusCode} ${String(res.headers['content-type'])}`);
  return new Map(
    header.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
}

/** The headers every answer carries, whatever its kind. */
function assertCommonHeaders(res: LightMyRequestResponse, what: string) {
  assert.equal(res.headers['x-content-type-options'], 'nosniff', what);
  assert.equal(res.headers['x-frame-options'], 'DENY', what);
  assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin', what);
  assert.deepEqual(directives(res).get('frame-ancestors'), ["'none'"], what);
  assert.equal(res.headers['strict-transport-security'], undefined, `${what}: no HSTS over http`);
  assert.equal(res.headers['x-powered-by'], undefined, what);
}

describe('security headers on every kind of answer', () => {
  let webRoot: string;
  let app: FastifyInstance;
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  before(async () => {
    webRoot = await fakeWebRoot();
    app = await build({ seed: false, webRoot, dataDir: path.join(webRoot, 'data') });
  });
  after(async () => {
    await app.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('API JSON gets the strict resource policy', async () => {
    const res = await get('/api/health');
    assert.equal(res.statusCode, 200);
    assertCommonHeaders(res, 'api json');
    assert.equal(res.headers['content-security-policy'], RESOURCE_POLICY);
  });

  it('error answers (404, 400 validation, 405-style misses) get it too', async () => {
    for (const url of ['/api/nowhere', '/api/hotels/not-a-number', '/remotes/mf-search/missing.js']) {
      const res = await get(url);
      assert.ok(res.statusCode >= 400 && res.statusCode < 500, `${url}: ${res.statusCode}`);
      assert.match(String(res.headers['content-type']), /application\/json/, url);
      assertCommonHeaders(res, url);
      assert.equal(res.headers['content-security-policy'], RESOURCE_POLICY, url);
    }
    const post = await app.inject({ method: 'POST', url: '/main' });
    assert.equal(post.statusCode, 404);
    assertCommonHeaders(post, 'POST /main');
  });

  it('pages (and the 404 page) get the site policy: own scripts only, map tiles, ALTCHA workers', async () => {
    for (const [url, status] of [
      ['/main', 200],
      ['/hotels/3', 200],
      ['/nowhere', 404],
    ] as const) {
      const res = await get(url);
      assert.equal(res.statusCode, status, url);
      assertCommonHeaders(res, url);
      const csp = directives(res);
      assert.deepEqual(csp.get('default-src'), ["'self'"], url);
      assert.deepEqual(csp.get('script-src'), ["'self'", FIRST_VIEW_STARTER_SOURCE, ...POSTCODE_CSP_SOURCES.script], url);
      assert.deepEqual(csp.get('object-src'), ["'none'"], url);
      assert.deepEqual(csp.get('worker-src'), ["'self'", 'blob:'], url);
      assert.ok(csp.get('img-src')?.includes('https://tile.openstreetmap.org'), url);
      // Kakao's postcode search, framed by the address forms, is the only frame without Toss or reCAPTCHA.
      assert.deepEqual(csp.get('frame-src'), [...POSTCODE_CSP_SOURCES.frame], url);
      assert.equal(csp.has('upgrade-insecure-requests'), false, `${url}: not over http`);
      assert.doesNotMatch(String(res.headers['content-security-policy']), /unsafe-eval/, url);
      assert.equal(res.headers['cross-origin-opener-policy'], 'same-origin', url);
    }
  });

  it("remotes' files and remotes.json get the headers, and remotes may be loaded by a shell elsewhere", async () => {
    const entry = await get('/remotes/mf-search/remoteEntry.js');
    assert.equal(entry.statusCode, 200);
    assert.match(String(entry.headers['content-type']), /javascript/);
    assertCommonHeaders(entry, 'remote js');
    assert.equal(entry.headers['content-security-policy'], RESOURCE_POLICY);
    assert.equal(entry.headers['cross-origin-resource-policy'], 'cross-origin');

    const manifest = await get('/remotes.json');
    assert.equal(manifest.statusCode, 200);
    assertCommonHeaders(manifest, 'remotes.json');
    assert.equal(manifest.headers['cross-origin-resource-policy'], 'same-origin');
  });

  it('images get the headers', async () => {
    const res = await get('/api/images/hotels/1.webp');
    assert.equal(res.statusCode, 200);
    assertCommonHeaders(res, 'image');
    assert.equal(res.headers['content-security-policy'], RESOURCE_POLICY);
  });

  it('the API documentation page works under the site policy', async () => {
    const res = await get('/api/docs/');
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /text\/html/);
    assertCommonHeaders(res, 'swagger ui');
    // Swagger UI's page loads only its own static scripts: no inline <script> the policy would block.
    assert.doesNotMatch(res.body, /<script(?![^>]*\bsrc=)[^>]*>/);
  });
});

describe('site policy follows the configuration', () => {
  it('allows a remote that remotes.json moves to another origin, as soon as the file changes', async () => {
    const webRoot = await fakeWebRoot();
    const remotesFile = path.join(webRoot, 'remotes.override.json');
    await writeFile(remotesFile, JSON.stringify({ mf_search: '/remotes/mf-search/remoteEntry.js' }));
    const app = await build({ seed: false, webRoot, remotesFile });
    try {
      assert.deepEqual(directives(await app.inject({ method: 'GET', url: '/main' })).get('script-src'), [
        "'self'",
        FIRST_VIEW_STARTER_SOURCE,
        ...POSTCODE_CSP_SOURCES.script,
      ]);
      await writeFile(
        remotesFile,
        JSON.stringify({ mf_search: 'https://cdn.example.com/mf-search/remoteEntry.js', mf_hotel: '/remotes/mf-hotel/remoteEntry.js' }),
      );
      const csp = directives(await app.inject({ method: 'GET', url: '/main' }));
      assert.deepEqual(csp.get('script-src'), ["'self'", FIRST_VIEW_STARTER_SOURCE, 'https://cdn.example.com', ...POSTCODE_CSP_SOURCES.script]);
      assert.ok(csp.get('connect-src')?.includes('https://cdn.example.com'));
    } finally {
      await app.close();
      await rm(webRoot, { recursive: true, force: true });
    }
  });

  it('allows Toss Payments only when its keys are set', async () => {
    const webRoot = await fakeWebRoot();
    const app = await build({ seed: false, webRoot, env: { TOSS_CLIENT_KEY: 'test_ck_x', TOSS_SECRET_KEY: 'test_sk_x' } });
    try {
      const res = await app.inject({ method: 'GET', url: '/reservation' });
      const csp = directives(res);
      assert.ok(csp.get('script-src')?.includes('https://js.tosspayments.com'));
      assert.ok(csp.get('frame-src')?.includes('https://*.tosspayments.com'));
      assert.equal(res.headers['cross-origin-opener-policy'], 'same-origin-allow-popups');
    } finally {
      await app.close();
      await rm(webRoot, { recursive: true, force: true });
    }
  });
});

describe('HSTS and upgrade-insecure-requests over https', () => {
  // Behind a TLS-terminating proxy the scheme comes from x-forwarded-proto, which Fastify trusts only with
  // trustProxy set; this instance is set up that way to see what an https request gets.
  let app: FastifyInstance;
  before(async () => {
    app = Fastify({ trustProxy: true });
    app.decorate('config', loadConfig({ NODE_ENV: 'test' }));
    await app.register(securityHeadersPlugin);
    app.get('/page', async (_request, reply) => reply.type('text/html; charset=utf-8').send('<!doctype html>'));
    app.get('/json', async () => ({ ok: true }));
    await app.ready();
  });
  after(() => app.close());

  it('sends HSTS on https answers only', async () => {
    const https = await app.inject({ method: 'GET', url: '/json', headers: { 'x-forwarded-proto': 'https' } });
    assert.equal(https.headers['strict-transport-security'], 'max-age=31536000; includeSubDomains');
    const http = await app.inject({ method: 'GET', url: '/json', headers: { 'x-forwarded-proto': 'http' } });
    assert.equal(http.headers['strict-transport-security'], undefined);
  });

  it('asks https pages to upgrade their subresources', async () => {
    const page = await app.inject({ method: 'GET', url: '/page', headers: { 'x-forwarded-proto': 'https' } });
    assert.ok(directives(page).has('upgrade-insecure-requests'));
    assert.equal(page.headers['strict-transport-security'], 'max-age=31536000; includeSubDomains');
  });
});

describe('answers Fastify builds outside the request lifecycle', () => {
  it('get the headers from the frameworkErrors handler', async () => {
    // A malformed URL never reaches hooks; the handler given as frameworkErrors must add the headers itself.
    const app = Fastify({
      frameworkErrors: (_error, request, reply) => {
        void setHeadersOutsideHooks(request, reply).code(400).send({ error: 'BAD_REQUEST' });
      },
    });
    app.decorate('config', loadConfig({ NODE_ENV: 'test' }));
    await app.register(securityHeadersPlugin);
    app.get('/api/items/:id', async () => ({ ok: true }));
    try {
      const res = await app.inject({ method: 'GET', url: '/api/items/%zz' });
      assert.equal(res.statusCode, 400);
      assertCommonHeaders(res, 'bad url');
      assert.equal(res.headers['content-security-policy'], RESOURCE_POLICY);
    } finally {
      await app.close();
    }
  });
});

describe('policy helpers', () => {
  const none = { remoteOrigins: [], tileOrigins: ['https://tile.openstreetmap.org'], toss: false, recaptcha: false };

  it("allows Kakao's postcode search on every page: its script, its framed search page and its images", () => {
    const policy = sitePolicy(none, false);
    const directive = (name: string) => new RegExp(`${name} ([^;]*)`).exec(policy)?.[1]?.split(' ') ?? [];
    assert.deepEqual(directive('script-src').slice(2), ['https://t1.kakaocdn.net', 'https://t1.daumcdn.net']);
    assert.deepEqual(directive('frame-src'), ['https://postcode.map.kakao.com', 'https://postcode.map.daum.net']);
    assert.ok(['https://t1.kakaocdn.net', 'https://t1.daumcdn.net'].every((origin) => directive('img-src').includes(origin)));
    assert.ok(POSTCODE_SCRIPT_URL.startsWith(`${directive('script-src')[2]}/`), 'the script the forms load is allowed');
  });

  it('adds reCAPTCHA hosts only when it is configured', () => {
    assert.doesNotMatch(sitePolicy(none, false), /google|gstatic/);
    const policy = sitePolicy({ ...none, recaptcha: true }, false);
    assert.match(policy, /script-src 'self' 'sha256-[^ ]+' https:\/\/www\.google\.com\/recaptcha\/ https:\/\/www\.gstatic\.com\/recaptcha\//);
    assert.match(policy, /frame-src https:\/\/www\.google\.com\/recaptcha\//);
  });

  it('never allows eval or inline scripts (but the first-view starter, by its hash)', () => {
    for (const sources of [none, { ...none, toss: true, recaptcha: true, remoteOrigins: ['https://cdn.example.com'] }]) {
      const scriptSrc = /script-src ([^;]*)/.exec(sitePolicy(sources, true))?.[1] ?? '';
      assert.doesNotMatch(scriptSrc, /unsafe|data:|blob:|\*/);
      assert.equal(scriptSrc.split(' ').filter((source) => source.startsWith("'sha256-")).length, 1);
    }
  });

  it('reads remote origins from remotes.json entries', () => {
    assert.deepEqual(
      remoteOriginsOf({
        a: '/remotes/mf-a/remoteEntry.js',
        b: 'https://cdn.example.com/b/remoteEntry.js',
        c: 'https://cdn.example.com/c/remoteEntry.js',
        d: 'http://localhost:3001/remoteEntry.js',
        e: 42,
        f: 'javascript:alert(1)',
      }),
      ['http://localhost:3001', 'https://cdn.example.com'],
    );
    assert.deepEqual(remoteOriginsOf(null), []);
    assert.deepEqual(remoteOriginsOf('x'), []);
  });

  it('turns a tile URL template into a CSP source', () => {
    assert.equal(originOfTemplate('https://tile.openstreetmap.org/{z}/{x}/{y}.png'), 'https://tile.openstreetmap.org');
    assert.equal(originOfTemplate('https://{s}.Tiles.example.com:8443/{z}/{x}/{y}.png'), 'https://*.tiles.example.com:8443');
    assert.throws(() => originOfTemplate('/tiles/{z}/{x}/{y}.png'));
  });

  it('decides HSTS from the request scheme', () => {
    assert.equal(hstsHeader('http'), undefined);
    assert.match(hstsHeader('https') ?? '', /^max-age=31536000/);
  });
});
