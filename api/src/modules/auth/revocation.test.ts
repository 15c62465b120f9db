import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import type { OwnerHotel } from 'shared-contracts/schemas';
import { build } from '../../build';
import { users } from '../../db/schema';
import { AUTH_TEST_ENV, login, ManualClock, refreshCookie } from '../../testing/auth-helpers';
import { TEST_NOW } from '../../testing/test-clock';
import { SESSION_STANDING_TTL_SECONDS } from './session-standing';

interface Session {
  token: string;
  refresh: string;
}

/** Issue 25 item 5: a lock, a role change, logout-everywhere or a new password act on the token's next request, reads included. */
describe('revocation at once: every authenticated request is checked against the account as it is now', () => {
  const clock = new ManualClock(TEST_NOW);
  let app: FastifyInstance;
  let admin: Session;

  const signIn = async (loginId: string, password: string): Promise<Session> => {
    const res = await login(app, loginId, password);
    assert.equal(res.statusCode, 200, res.body);
    return { token: res.json<{ token: string }>().token, refresh: refreshCookie(res) ?? '' };
  };
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: Record<string, unknown>) =>
    app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const statusOf = async (token: string, url: string) => {
    const res = await call('GET', url, token);
    return res.statusCode >= 400 ? `${res.statusCode} ${res.json<{ error: string }>().error}` : String(res.statusCode);
  };
  const refresh = (cookie: string) => app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { refreshToken: cookie } });
  const idOf = async (loginId: string) => (await app.db.select({ id: users.id }).from(users).where(eq(users.loginId, loginId)))[0]!.id;
  /** What another API instance sharing the database would write (this instance is not told). */
  const elsewhere = async (loginId: string, values: Partial<typeof users.$inferInsert>) => {
    await app.db
      .update(users)
      .set({ ...values, sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.loginId, loginId));
  };

  before(async () => {
    app = await build({ clock, env: AUTH_TEST_ENV });
    admin = await signIn('admin0001', 'Admin!2345678');
  });
  after(() => app.close());

  it('a locked owner’s token is refused on its very next read of the owner bookings; after unlock only a new login works', async () => {
    const owner = await signIn('owner0001', 'Owner!2345678');
    const [hotel] = (await call('GET', '/api/owner/hotels', owner.token)).json<OwnerHotel[]>();
    const bookings = `/api/owner/hotels/${hotel!.id}/bookings`;
    assert.equal(await statusOf(owner.token, bookings), '200');

    const ownerId = await idOf('owner0001');
    assert.equal((await call('POST', `/api/admin/users/${ownerId}/lock`, admin.token, { reason: '도용 의심' })).statusCode, 200);
    assert.equal(await statusOf(owner.token, bookings), '423 ACCOUNT_SUSPENDED');
    assert.equal(await statusOf(owner.token, '/api/users/me'), '423 ACCOUNT_SUSPENDED');
    assert.equal((await refresh(owner.refresh)).statusCode, 401);

    assert.equal((await call('POST', `/api/admin/users/${ownerId}/unlock`, admin.token, {})).statusCode, 200);
    assert.equal(await statusOf(owner.token, bookings), '401 UNAUTHORIZED', 'the lock ended that session for good');
    const again = await signIn('owner0001', 'Owner!2345678');
    assert.equal(await statusOf(again.token, bookings), '200');
  });

  it('a lock made through another instance reaches this one within the cache bound; an unlock there at once', async () => {
    const owner = await signIn('owner0001', 'Owner!2345678');
    assert.equal(await statusOf(owner.token, '/api/owner/hotels'), '200');
    await elsewhere('owner0001', { adminLockedAt: clock.now(), adminLockReason: '다른 인스턴스' });
    // This instance read the account under a second ago: the old token may still pass, for at most the bound.
    assert.equal(await statusOf(owner.token, '/api/owner/hotels'), '200');
    clock.advance(SESSION_STANDING_TTL_SECONDS);
    assert.equal(await statusOf(owner.token, '/api/owner/hotels'), '423 ACCOUNT_SUSPENDED');

    // Unlocked elsewhere: this instance still remembers the lock, but a new token carries a newer version and reloads.
    await elsewhere('owner0001', { adminLockedAt: null, adminLockReason: null });
    const fresh = await signIn('owner0001', 'Owner!2345678');
    assert.equal(await statusOf(fresh.token, '/api/owner/hotels'), '200');
  });

  it('a demoted owner loses owner access on the next request; the refresh brings a member’s token', async () => {
    const memberId = await idOf('member0002');
    assert.equal((await call('PUT', `/api/admin/users/${memberId}/role`, admin.token, { role: 'ROLE_OWNER' })).statusCode, 200);
    const promoted = await signIn('member0002', 'Member!2345678');
    assert.equal(decodeJwt(promoted.token).role, 'ROLE_OWNER');
    assert.equal(await statusOf(promoted.token, '/api/owner/hotels'), '200');

    assert.equal((await call('PUT', `/api/admin/users/${memberId}/role`, admin.token, { role: 'ROLE_USER' })).statusCode, 200);
    assert.equal(await statusOf(promoted.token, '/api/owner/hotels'), '401 UNAUTHORIZED');
    const renewed = await refresh(promoted.refresh);
    assert.equal(renewed.statusCode, 200, 'a role change keeps the session: the client renews it');
    const memberToken = renewed.json<{ token: string }>().token;
    assert.equal(decodeJwt(memberToken).role, 'ROLE_USER');
    assert.equal(await statusOf(memberToken, '/api/owner/hotels'), '403 FORBIDDEN');
    assert.equal(await statusOf(memberToken, '/api/users/me'), '200');
  });

  it('logout everywhere ends every session of the account, access tokens included', async () => {
    const phone = await signIn('member0001', 'Member!2345678');
    const laptop = await signIn('member0001', 'Member!2345678');
    assert.equal((await call('POST', '/api/auth/logout-all')).statusCode, 401);
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/logout-all',
      headers: { authorization: `Bearer ${phone.token}` },
      cookies: { refreshToken: phone.refresh },
    });
    assert.equal(out.statusCode, 204);
    assert.equal(out.cookies.find((c) => c.name === 'refreshToken')?.value, '');
    for (const session of [phone, laptop]) {
      assert.equal(await statusOf(session.token, '/api/users/me'), '401 UNAUTHORIZED');
      assert.equal((await refresh(session.refresh)).statusCode, 401);
    }
    const next = await signIn('member0001', 'Member!2345678');
    assert.equal(await statusOf(next.token, '/api/users/me'), '200');
  });

  it('a password change ends the other sessions at once; the browser that changed it goes on with its new token', async () => {
    const other = await signIn('member0003', 'Member!2345678');
    const mine = await signIn('member0003', 'Member!2345678');
    const changed = await call('PUT', '/api/users/me/password', mine.token, { currentPassword: 'Member!2345678', newPassword: 'Changed!23456' });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal(await statusOf(other.token, '/api/users/me'), '401 UNAUTHORIZED');
    assert.equal(await statusOf(mine.token, '/api/users/me'), '401 UNAUTHORIZED');
    assert.equal(await statusOf(changed.json<{ token: string }>().token, '/api/users/me'), '200');
  });

  it('a withdrawn account’s token is refused on reads too (401), and its refresh fails', async () => {
    const member = await signIn('member0004', 'Member!2345678');
    assert.equal(await statusOf(member.token, '/api/wishlists'), '200');
    await app.db.update(users).set({ deletedAt: clock.now() }).where(eq(users.loginId, 'member0004'));
    clock.advance(SESSION_STANDING_TTL_SECONDS);
    assert.equal(await statusOf(member.token, '/api/wishlists'), '401 UNAUTHORIZED');
    assert.equal((await refresh(member.refresh)).statusCode, 401);
  });

  it('a token of an account that does not exist is refused, whatever role it claims', async () => {
    const ghost = await app.accessTokens.sign({ sub: 987_654, role: 'ROLE_ADMIN', loginId: 'ghost', name: '유령' });
    assert.equal(await statusOf(ghost, '/api/admin/users'), '401 UNAUTHORIZED');
  });
});
