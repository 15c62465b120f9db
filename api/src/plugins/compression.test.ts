import assert from 'node:assert/strict';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { build } from '../build';
import { COMPRESS_THRESHOLD_BYTES } from './compression';

// A search page of the seeded world: JSON well above the threshold.
const SEARCH = '/api/search/hotels?limit=20';

describe('API answers are compressed when the client accepts it', () => {
  let app: FastifyInstance;
  let plain: string;
  before(async () => {
    app = await build();
    const res = await app.inject({ method: 'GET', url: SEARCH });
    assert.equal(res.statusCode, 200);
    plain = res.body;
    assert.ok(plain.length > COMPRESS_THRESHOLD_BYTES, `fixture answer too small: ${plain.length} bytes`);
  });
  after(() => app.close());

  it('sends JSON as it is without Accept-Encoding', async () => {
    const res = await app.inject({ method: 'GET', url: SEARCH, headers: { 'accept-encoding': 'identity' } });
    assert.equal(res.headers['content-encoding'], undefined);
    assert.equal(res.body, plain);
  });

  it('prefers br, and the bytes decode to the same answer', async () => {
    const res = await app.inject({ method: 'GET', url: SEARCH, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    assert.equal(res.headers['content-encoding'], 'br');
    assert.match(String(res.headers['vary']), /accept-encoding/i);
    const body = brotliDecompressSync(res.rawPayload).toString('utf8');
    assert.equal(body, plain);
    assert.ok(res.rawPayload.length * 2 < plain.length, `br ${res.rawPayload.length} of ${plain.length} bytes`);
  });

  it('falls back to gzip', async () => {
    const res = await app.inject({ method: 'GET', url: SEARCH, headers: { 'accept-encoding': 'gzip' } });
    assert.equal(res.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(res.rawPayload).toString('utf8'), plain);
  });

  it('leaves small answers and error answers readable', async () => {
    const health = await app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
    assert.equal(health.headers['content-encoding'], undefined);
    assert.equal(health.json().status, 'ok');
    const missing = await app.inject({ method: 'GET', url: '/api/hotels/999999', headers: { 'accept-encoding': 'br' } });
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.headers['content-encoding'], undefined);
    assert.ok(missing.headers['x-error-id']);
  });
});
