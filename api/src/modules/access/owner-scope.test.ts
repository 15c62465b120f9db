import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { build } from '../../build';
import { users } from '../../db/schema';

/**
 * Walks every registered /api/owner/* route: anonymous → 401, a member or an admin → 403, and on a hotel of somebody
 * else → 403 before the request is even validated, so a new owner route cannot forget either guard.
 */
describe('every /api/owner route needs ROLE_OWNER and, with a hotel in the path, that hotel', () => {
  let app: FastifyInstance;
  const routes: { method: HTTPMethods; path: string }[] = [];
  const tokens: Record<'ownerA' | 'ownerB' | 'member' | 'admin', string> = { ownerA: '', ownerB: '', member: '', admin: '' };
  let hotelOfA = 0;

  before(async () => {
    app = await build();
    const spec = app.swagger() as { paths: Record<string, Record<string, unknown>> };
    for (const [path, ops] of Object.entries(spec.paths)) {
      if (path.startsWith('/api/owner/')) for (const method of Object.keys(ops)) routes.push({ method: method.toUpperCase() as HTTPMethods, path });
    }
    for (const [key, loginId] of [['ownerA', 'owner0001'], ['ownerB', 'owner0002'], ['member', 'member0001'], ['admin', 'admin0001']] as const) {
      const [user] = await app.db.select().from(users).where(eq(users.loginId, loginId));
      tokens[key] = await app.accessTokens.sign({ sub: user!.id, role: user!.role, loginId, name: user!.name });
    }
    const mine = await app.inject({ method: 'GET', url: '/api/owner/hotels', headers: { authorization: `Bearer ${tokens.ownerA}` } });
    hotelOfA = mine.json<{ id: number }[]>()[0]!.id;
  });
  after(() => app.close());

  const send = (route: { method: HTTPMethods; path: string }, token: string | null) =>
    app.inject({
      method: route.method,
      url: route.path.replace('{hotelId}', String(hotelOfA)).replace(/\{[^}]+\}/g, '1'),
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
    });

  it('finds the owner routes', () => {
    assert.ok(routes.length >= 7, `only ${routes.length} owner routes`);
  });

  it('answers 401 without a token, 403 to a member and an admin', async () => {
    for (const route of routes) {
      assert.equal((await send(route, null)).statusCode, 401, `${route.method} ${route.path}`);
      assert.equal((await send(route, tokens.member)).statusCode, 403, `${route.method} ${route.path}`);
      assert.equal((await send(route, tokens.admin)).statusCode, 403, `${route.method} ${route.path}`);
    }
  });

  it('answers 403 to an owner on another owner\'s hotel, whatever the body', async () => {
    for (const route of routes.filter((r) => r.path.includes('{hotelId}'))) {
      const res = await send(route, tokens.ownerB);
      assert.equal(res.statusCode, 403, `${route.method} ${route.path} ${res.body}`);
    }
  });
});
