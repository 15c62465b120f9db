import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { build } from '../../build';
import { users } from '../../db/schema';

/**
 * Walks every route Fastify registers under /api/admin — as it registers them (onRoute), so a route hidden from the
 * OpenAPI document is walked too: none may answer an anonymous caller (401), a member or an owner (403), whatever its
 * body — the role is checked before validation, so a new admin route cannot forget its guard. Every one of them is
 * also in the OpenAPI document.
 */
describe('every /api/admin route needs ROLE_ADMIN on the server', () => {
  let app: FastifyInstance;
  const registered: { method: HTTPMethods; url: string }[] = [];
  const documented = new Set<string>();

  before(async () => {
    app = await build({
      seed: false,
      onRoute: (route) => {
        if (!route.url.startsWith('/api/admin')) return;
        for (const method of [route.method].flat()) registered.push({ method, url: route.url });
      },
    });
    // Writes check that the caller still exists and is not locked: the callers are real users.
    await app.db.insert(users).values([
      { id: 2, loginId: 'member', email: 'member@example.com', name: 'm' },
      { id: 3, loginId: 'owner', email: 'owner@example.com', name: 'o', role: 'ROLE_OWNER' },
    ]);
    const spec = app.swagger() as { paths: Record<string, Record<string, unknown>> };
    for (const [path, ops] of Object.entries(spec.paths)) {
      if (!path.startsWith('/api/admin')) continue;
      for (const method of Object.keys(ops)) documented.add(`${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`);
    }
  });
  after(() => app.close());

  it('finds the admin routes, every one of them in the OpenAPI document', () => {
    const own = registered.filter((r) => r.method !== 'HEAD');
    assert.ok(own.length >= 30, `only ${own.length} admin routes found`);
    for (const path of [
      'GET /api/admin/dashboard',
      'GET /api/admin/bookings',
      'GET /api/admin/bookings/:id',
      'GET /api/admin/hotels',
      'GET /api/admin/hotels/:id',
      'POST /api/admin/hotels/:id/suspend',
      'POST /api/admin/hotels/:id/resume',
      'GET /api/admin/hotels/:id/rooms',
      'POST /api/admin/hotels/:id/rooms',
      'PUT /api/admin/rooms/:roomId',
      'GET /api/admin/reviews/reported',
      'POST /api/admin/reviews/:id/hide',
      'POST /api/admin/reviews/:id/restore',
      'POST /api/admin/reviews/:id/dismiss-reports',
      'GET /api/admin/coupons',
      'POST /api/admin/coupons',
      'POST /api/admin/coupons/:id/stop',
      'GET /api/admin/users',
      'GET /api/admin/users/:id',
      'POST /api/admin/users/:id/lock',
      'POST /api/admin/users/:id/unlock',
      'PUT /api/admin/users/:id/role',
      'GET /api/admin/audit',
      'GET /api/admin/settlements',
      'GET /api/admin/settlements.csv',
      'GET /api/admin/settlements/:id',
      'POST /api/admin/settlements/:id/settle',
      'GET /api/admin/refunds',
      'POST /api/admin/refunds/:id/retry',
    ]) {
      assert.ok(
        own.some((r) => `${r.method} ${r.url}` === path),
        `${path} is not registered`,
      );
    }
    const undocumented = own.map((r) => `${r.method} ${r.url}`).filter((route) => !documented.has(route));
    assert.deepEqual(undocumented, [], 'every admin route is in OpenAPI');
  });

  it('answers 401 without a token and 403 to a member and an owner', async () => {
    const member = await app.accessTokens.sign({ sub: 2, role: 'ROLE_USER', loginId: 'member', name: 'm' });
    const owner = await app.accessTokens.sign({ sub: 3, role: 'ROLE_OWNER', loginId: 'owner', name: 'o' });
    for (const route of registered) {
      const url = route.url.replace(/:[A-Za-z]+/g, '1');
      const payload = route.method === 'GET' || route.method === 'DELETE' || route.method === 'HEAD' ? undefined : {};
      const anonymous = await app.inject({ method: route.method, url, payload });
      assert.equal(anonymous.statusCode, 401, `${route.method} ${url}`);
      for (const token of [member, owner]) {
        const res = await app.inject({ method: route.method, url, headers: { authorization: `Bearer ${token}` }, payload });
        assert.equal(res.statusCode, 403, `${route.method} ${url}`);
        if (route.method !== 'HEAD') assert.equal(res.json<{ error: string }>().error, 'FORBIDDEN');
      }
    }
  });
});
