import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { build } from '../build';

const LIMITED = { AUTH_RATE_LIMIT_MAX: '3', AUTH_RATE_LIMIT_WINDOW_SECONDS: '60' };
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

const check = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/auth/check-username?loginId=someone01' });

describe('rate limits on /api/auth/* (in memory)', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await build({ seed: false, env: LIMITED });
  });
  after(() => app.close());

  it('answers 429 with Retry-After and a Korean message past the limit, and leaves other areas alone', async () => {
    for (let i = 0; i < 3; i += 1) assert.equal((await check(app)).statusCode, 200);
    const limited = await check(app);
    assert.equal(limited.statusCode, 429);
    assert.ok(Number(limited.headers['retry-after']) > 0);
    const body = limited.json<{ error: string; message: string; errorId: string }>();
    assert.equal(body.error, 'TOO_MANY_REQUESTS');
    assert.match(body.message, /요청이 너무 많습니다/);
    assert.ok(body.errorId);
    assert.equal((await app.inject({ method: 'GET', url: '/api/health' })).statusCode, 200);
  });
});

describe('rate limits shared through Redis', async () => {
  const reachable = await redisReachable();
  let first: FastifyInstance;
  let second: FastifyInstance;
  before(async () => {
    if (!reachable) return;
    // A fresh key prefix per run keeps runs independent while both instances share it.
    const env = { ...LIMITED, REDIS_URL, REDIS_KEY_PREFIX: `test-${randomUUID()}:` };
    first = await build({ seed: false, env });
    second = await build({ seed: false, env });
  });
  after(async () => {
    await first?.close();
    await second?.close();
  });

  it('counts requests to two instances together', { skip: reachable ? false : `no Redis at ${REDIS_URL}` }, async () => {
    assert.equal((await check(first)).statusCode, 200);
    assert.equal((await check(second)).statusCode, 200);
    assert.equal((await check(first)).statusCode, 200);
    const limited = await check(second);
    assert.equal(limited.statusCode, 429);
    assert.ok(Number(limited.headers['retry-after']) > 0);
  });
});
