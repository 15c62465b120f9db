import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { build } from '../../build';

describe('GET /api/health', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await build({ seed: false });
  });
  after(() => app.close());

  it('answers ok with the database kind in use', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { status: 'ok', db: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('is not cached by error headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    assert.equal(res.headers['x-error-id'], undefined);
    assert.match(String(res.headers['content-type']), /application\/json/);
  });
});
