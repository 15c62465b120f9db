import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { build } from '../../build';
import { users } from '../../db/schema';

/**
 * Walks every registered /api/admin/* route: none may answer an anonymous caller (401), a member or an owner (403),
 * whatever its body — the role is checked before validation, so a new admin route cannot forget its guard.
 */
describe('every /api/admin route needs ROLE_ADMIN on the server', () => {
  let app: FastifyInstance;
  const routes: { method: HTTPMethods; url: string }[] = [];

  before(async () => {
    app = await build({ seed: false });
    // Writes check that the caller still exists and is not locked: the callers are real users.
    await app.db.insert(users).values([
      { id: 2, loginId: 'member', email: 'member@example.com', name: 'm' },
      { id: 3, loginId: 'owner', email: 'owner@example.com', name: 'o', role: 'ROLE_OWNER' },
    ]);
    // The OpenAPI document lists every registered route with its methods.
    const spec = app.swagger() as { paths: Record<string, Record<string, unknown>> };
    for (const [path, ops] of Object.entries(spec.paths)) {
      if (!path.startsWith('/api/admin/')) continue;
      for (const method of Object.keys(ops)) routes.push({ method: method.toUpperCase() as HTTPMethods, url: path.replace(/\{[^}]+\}/g, '1') });
    }
  });
  after(() => app.close());

  it('finds the admin routes', () => {
    assert.ok(routes.length >= 12, `only ${routes.length} admin routes found`);
  });

  it('answers 401 without a token and 403 to a member and an owner', async () => {
    const member = await app.accessTokens.sign({ sub: 2, role: 'ROLE_USER', loginId: 'member', name: 'm' });
    const owner = await app.accessTokens.sign({ sub: 3, role: 'ROLE_OWNER', loginId: 'owner', name: 'o' });
    for (const route of routes) {
      const anonymous = await app.inject({ method: route.method, url: route.url, payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {} });
      assert.equal(anonymous.statusCode, 401, `${route.method} ${route.url}`);
      for (const token of [member, owner]) {
        const res = await app.inject({
          method: route.method,
          url: route.url,
          headers: { authorization: `Bearer ${token}` },
          payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        });
        assert.equal(res.statusCode, 403, `${route.method} ${route.url}`);
      }
    }
  });
});
