import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { build } from '../build';

const AUTH_LIMITED = { AUTH_RATE_LIMIT_MAX: '3', AUTH_RATE_LIMIT_WINDOW_SECONDS: '60' };
// Budgets small enough to reach in a test; a short window so the test can see it open again.
const PUBLIC_LIMITED = { RATE_LIMIT_MAX: '3', RATE_LIMIT_SEARCH_MAX: '2', RATE_LIMIT_WINDOW_SECONDS: '2' };
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisReachable(): Promise<boolean> {
  const net = await import('node:net');
  const url = new URL(REDIS_URL);
  return new Promise((resolve) => {
    const socket = net.connect(Number(url.port || 6379), url.hostname, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

type ErrorBody = { error: string; message: string; errorId: string; retryAfterSeconds: number };

const check = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/auth/check-username?loginId=someone01' });
const get = (app: FastifyInstance, url: string, extra: Partial<InjectOptions> = {}) => app.inject({ method: 'GET', url, ...extra });

function assertLimited(res: Awaited<ReturnType<typeof check>>) {
  assert.equal(res.statusCode, 429);
  const seconds = Number(res.headers['retry-after']);
  assert.ok(seconds >= 1, `Retry-After ${res.headers['retry-after']}`);
  const body = res.json<ErrorBody>();
  assert.equal(body.error, 'TOO_MANY_REQUESTS');
  assert.match(body.message, /요청이 너무 많습니다/);
  assert.equal(body.retryAfterSeconds, seconds);
  assert.ok(body.errorId);
  assert.equal(res.headers['x-error-id'], body.errorId);
}

describe('rate limits on /api/auth/* (in memory)', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await build({ seed: false, env: AUTH_LIMITED });
  });
  after(() => app.close());

  it('answers 429 with Retry-After and a Korean message past the limit, and leaves other areas alone', async () => {
    for (let i = 0; i < 3; i += 1) assert.equal((await check(app)).statusCode, 200);
    assertLimited(await check(app));
    assert.equal((await app.inject({ method: 'GET', url: '/api/regions' })).statusCode, 200);
  });
});

describe('rate limits on every public /api route', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await build({ seed: { hotels: 2 }, env: PUBLIC_LIMITED });
  });
  after(() => app.close());

  it('counts browsing routes per client, with a budget of their own for search, and opens again after the window', async () => {
    const client = { remoteAddress: '10.0.0.1' };
    assert.equal((await get(app, '/api/amenities', client)).statusCode, 200);
    assert.equal((await get(app, '/api/regions', client)).statusCode, 200);
    assert.equal((await get(app, '/api/amenities', client)).statusCode, 200);
    assertLimited(await get(app, '/api/regions', client));
    // Search has its own count: the browsing budget being spent does not block it, and vice versa.
    assert.equal((await get(app, '/api/search/hotels?limit=5', client)).statusCode, 200);
    assert.equal((await get(app, '/api/search/hotels?limit=5', client)).statusCode, 200);
    assertLimited(await get(app, '/api/search/hotels?limit=5', client));
    // Another client is not affected.
    assert.equal((await get(app, '/api/regions', { remoteAddress: '10.0.0.2' })).statusCode, 200);
    // The window (2 s here) passes and the client may browse again.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    assert.equal((await get(app, '/api/regions', client)).statusCode, 200);
  });

  it('limits /api routes but not the web pages outside /api', async () => {
    const client = { remoteAddress: '10.0.0.3' };
    for (let i = 0; i < 3; i += 1) assert.equal((await get(app, '/api/regions', client)).statusCode, 200);
    assertLimited(await get(app, '/api/regions', client));
    // The web app's pages are not API routes: a held user can still load /too-many-requests.
    assert.notEqual((await get(app, '/too-many-requests', client)).statusCode, 429);
  });

  it('never counts /api/health: monitors and load balancers get their answer, also from a client past its budget', async () => {
    const client = { remoteAddress: '10.0.0.4' };
    for (let i = 0; i < 8; i += 1) assert.equal((await get(app, '/api/health', client)).statusCode, 200);
    for (let i = 0; i < 3; i += 1) assert.equal((await get(app, '/api/regions', client)).statusCode, 200);
    assertLimited(await get(app, '/api/regions', client));
    assert.equal((await get(app, '/api/health', client)).statusCode, 200);
  });
});

describe('RATE_LIMIT_ENABLED=false (load tests)', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await build({ seed: false, env: { ...PUBLIC_LIMITED, ...AUTH_LIMITED, RATE_LIMIT_ENABLED: 'false' } });
  });
  after(() => app.close());

  it('lifts the browsing budgets and keeps the ones guarding /api/auth', async () => {
    for (let i = 0; i < 6; i += 1) assert.equal((await get(app, '/api/regions')).statusCode, 200);
    for (let i = 0; i < 3; i += 1) assert.equal((await check(app)).statusCode, 200);
    assertLimited(await check(app));
  });
});

describe('TRUST_PROXY and the client address', () => {
  const forwarded = (ip: string) => ({ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': ip } });
  let trusting: FastifyInstance;
  let direct: FastifyInstance;
  before(async () => {
    trusting = await build({ seed: false, env: { ...PUBLIC_LIMITED, TRUST_PROXY: '127.0.0.1' } });
    direct = await build({ seed: false, env: PUBLIC_LIMITED });
  });
  after(async () => {
    await trusting.close();
    await direct.close();
  });

  it('counts each forwarded client apart behind a trusted proxy', async () => {
    for (let i = 0; i < 3; i += 1) assert.equal((await get(trusting, '/api/regions', forwarded('203.0.113.7'))).statusCode, 200);
    assertLimited(await get(trusting, '/api/regions', forwarded('203.0.113.7')));
    assert.equal((await get(trusting, '/api/regions', forwarded('203.0.113.8'))).statusCode, 200);
  });

  it('ignores X-Forwarded-For from an untrusted peer, so a client cannot dodge its limit by inventing one', async () => {
    for (let i = 0; i < 3; i += 1) assert.equal((await get(direct, '/api/regions', forwarded(`198.51.100.${i}`))).statusCode, 200);
    assertLimited(await get(direct, '/api/regions', forwarded('198.51.100.99')));
  });

  it('ignores X-Forwarded-For from a peer that is not in the trusted list', async () => {
    const other = (ip: string) => ({ remoteAddress: '10.9.9.9', headers: { 'x-forwarded-for': ip } });
    for (let i = 0; i < 3; i += 1) assert.equal((await get(trusting, '/api/regions', other(`198.51.100.${i}`))).statusCode, 200);
    assertLimited(await get(trusting, '/api/regions', other('198.51.100.99')));
  });
});

describe('rate limits shared through Redis', async () => {
  const reachable = await redisReachable();
  let first: FastifyInstance;
  let second: FastifyInstance;
  before(async () => {
    if (!reachable) return;
    // A fresh key prefix per run keeps runs independent while both instances share it.
    const env = { ...AUTH_LIMITED, ...PUBLIC_LIMITED, RATE_LIMIT_WINDOW_SECONDS: '60', REDIS_URL, REDIS_KEY_PREFIX: `test-${randomUUID()}:` };
    first = await build({ seed: false, env });
    second = await build({ seed: false, env });
  });
  after(async () => {
    await first?.close();
    await second?.close();
  });

  const skip = reachable ? false : `no Redis at ${REDIS_URL}`;
  it('counts /api/auth requests to two instances together', { skip }, async () => {
    assert.equal((await check(first)).statusCode, 200);
    assert.equal((await check(second)).statusCode, 200);
    assert.equal((await check(first)).statusCode, 200);
    assertLimited(await check(second));
  });

  it('counts public routes on two instances together', { skip }, async () => {
    assert.equal((await get(first, '/api/regions')).statusCode, 200);
    assert.equal((await get(second, '/api/regions')).statusCode, 200);
    assert.equal((await get(first, '/api/regions')).statusCode, 200);
    assertLimited(await get(second, '/api/regions'));
  });
});

describe('requests in flight per client (fair queue)', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await build({ seed: { hotels: 2 }, env: { RATE_LIMIT_CONCURRENT_PER_CLIENT: '2', API_CONCURRENCY: '1' } });
  });
  after(() => app.close());

  it('refuses a client past its requests in flight with 429, serves the others, and frees every place afterwards', async () => {
    const heavy = { remoteAddress: '10.1.0.1' };
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => get(app, '/api/search/hotels?limit=50', heavy)),
      get(app, '/api/regions', { remoteAddress: '10.1.0.2' }),
    ]);
    const statuses = answers.map((res) => res.statusCode);
    assert.equal(statuses.filter((s) => s === 200).length >= 3, true, `statuses ${statuses.join(',')}`);
    assert.equal(statuses.at(-1), 200, 'the other client is served');
    const refused = answers.filter((res) => res.statusCode === 429);
    assert.ok(refused.length >= 1, `statuses ${statuses.join(',')}`);
    for (const res of refused) {
      assertLimited(res);
      assert.match(res.json<ErrorBody>().message, /동시에 보낸 요청이 너무 많습니다/);
    }
    // Every place was given back: the client's two places are free again.
    const again = await Promise.all([get(app, '/api/search/hotels?limit=5', heavy), get(app, '/api/regions', heavy)]);
    assert.deepEqual(
      again.map((res) => res.statusCode),
      [200, 200],
    );
  });

  it('never queues /api/health: a client past its requests in flight still gets its health answers', async () => {
    const client = { remoteAddress: '10.1.0.3' };
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => get(app, '/api/search/hotels?limit=50', client)),
      ...Array.from({ length: 6 }, () => get(app, '/api/health', client)),
    ]);
    const statuses = answers.map((res) => res.statusCode);
    assert.ok(statuses.slice(0, 4).includes(429), `statuses ${statuses.join(',')}`);
    assert.deepEqual(statuses.slice(4), [200, 200, 200, 200, 200, 200]);
  });
});
