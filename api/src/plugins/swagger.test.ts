import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { build } from '../build';

describe('OpenAPI', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await build({ seed: false });
  });
  after(() => app.close());

  it('publishes /api/openapi.json generated from the route schemas', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    assert.equal(res.statusCode, 200);
    const doc = res.json<{ openapi: string; paths: Record<string, unknown>; components: { schemas: Record<string, unknown> } }>();
    assert.match(doc.openapi, /^3\./);
    for (const p of ['/api/health', '/api/amenities', '/api/regions', '/api/search/hotels', '/api/auth/login', '/api/auth/signup', '/api/users/me']) {
      assert.ok(doc.paths[p], p);
    }
    for (const s of ['HotelCard', 'PagedHotelCards', 'Amenity', 'ErrorResponse', 'UserProfile', 'SignupRequest'])
      assert.ok(doc.components.schemas[s], s);
    // Every $ref points at a component that exists.
    for (const ref of res.body.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)) {
      assert.ok(doc.components.schemas[ref[1]!], `dangling $ref ${ref[1]}`);
    }
  });

  it('serves interactive docs at /api/docs', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs' });
    assert.equal(res.statusCode, 200);
    assert.match(res.body, /swagger/i);
  });
});
