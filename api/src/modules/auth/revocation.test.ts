import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { build } from '../../build';
import { hotels, users } from '../../db/schema';
import { AUTH_TEST_ENV, login, refreshCookie } from '../../testing/auth-helpers';

describe('an access token stops writing as soon as its account is withdrawn or locked', () => {
  let app: FastifyInstance;
  let userId = 0;
  let hotelId = 0;
  let token = '';
  let refresh = '';

  const write = () =>
    app.inject({ method: 'POST', url: '/api/wishlists', headers: { authorization: `Bearer ${token}` }, payload: { hotelId } });
  const read = () => app.inject({ method: 'GET', url: '/api/wishlists', headers: { authorization: `Bearer ${token}` } });
  const setUser = (values: Partial<typeof users.$inferInsert>) => app.db.update(users).set(values).where(eq(users.id, userId));

  before(async () => {
    app = await build({ env: AUTH_TEST_ENV, seed: { hotels: 2 } });
    const [hotel] = await app.db.select({ id: hotels.id }).from(hotels).limit(1);
    hotelId = hotel?.id ?? 0;
    const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.loginId, 'member0001'));
    userId = user?.id ?? 0;
  });
  beforeEach(async () => {
    await setUser({ deletedAt: null, role: 'ROLE_USER' });
    const res = await login(app, 'member0001', 'Member!2345678');
    token = res.json<{ token: string }>().token;
    refresh = refreshCookie(res) ?? '';
  });
  after(() => app.close());

  it('writes while the account is in good standing', async () => {
    assert.ok([200, 201].includes((await write()).statusCode));
  });

  it('refuses a write of a locked account with 423, while it may still read', async () => {
    await setUser({ lockedUntil: new Date(app.clock.now().getTime() + 3_600_000) });
    const res = await write();
    assert.equal(res.statusCode, 423);
    assert.equal(res.json<{ error: string }>().error, 'ACCOUNT_LOCKED');
    assert.equal((await read()).statusCode, 200);
    // Once the lock has run out, the same token writes again.
    await setUser({ lockedUntil: new Date(app.clock.now().getTime() - 1000) });
    assert.ok([200, 201].includes((await write()).statusCode));
  });

  it('refuses a write of a withdrawn account with 401, and its refresh fails too', async () => {
    await setUser({ deletedAt: app.clock.now() });
    const res = await write();
    assert.equal(res.statusCode, 401);
    assert.equal(res.json<{ error: string }>().error, 'UNAUTHORIZED');
    const refreshed = await app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { refreshToken: refresh } });
    assert.equal(refreshed.statusCode, 401);
  });
});
