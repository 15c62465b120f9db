import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES, type AdminUserDetail, type AdminUserPage } from 'shared-contracts/schemas';
import { build } from '../../build';
import { hotels, refreshTokens } from '../../db/schema';
import { AUTH_TEST_ENV, login, refreshCookie } from '../../testing/auth-helpers';
import { ADMIN_MESSAGES } from './admin.messages';
import { assertAudited, assertKorean400, caller, failure, ok, seededTokens, userByLogin, type Call, type SeededTokens } from './admin-test-world';

const MEMBER_PASSWORD = 'Member!2345678';

/** Users (issue 12 item 10): search, detail, lock (no login, refresh tokens revoked) / unlock, member ↔ owner. */
describe('admin users', () => {
  let app: FastifyInstance;
  let t: SeededTokens;
  let admin: Call;
  const refresh = (cookie: string) => app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { refreshToken: cookie } });
  const liveTokens = async (userId: number) =>
    app.db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));

  before(async () => {
    app = await build({ env: AUTH_TEST_ENV });
    t = await seededTokens(app);
    admin = caller(app, t.admin);
  });
  after(() => app.close());

  it('searches by login id, name or e-mail, by role and state; shows a member with bookings and tickets', async () => {
    const found = ok<AdminUserPage>(await admin('GET', '/api/admin/users?q=member0001'));
    assert.deepEqual(
      found.content.map((u) => u.loginId),
      ['member0001'],
    );
    assert.deepEqual(Object.keys(found).sort(), ['content', 'page', 'size', 'totalElements']);
    const byMail = ok<AdminUserPage>(await admin('GET', '/api/admin/users?q=owner0001%40example'));
    assert.deepEqual(
      byMail.content.map((u) => u.loginId),
      ['owner0001'],
    );
    const owners = ok<AdminUserPage>(await admin('GET', '/api/admin/users?role=ROLE_OWNER&size=100'));
    assert.ok(owners.totalElements >= 2 && owners.content.every((u) => u.role === 'ROLE_OWNER'));
    const detail = ok<AdminUserDetail>(await admin('GET', `/api/admin/users/${t.memberId}`));
    assert.equal(detail.state, 'ACTIVE');
    assert.ok(detail.bookingCount >= 2 && detail.bookings.length === Math.min(detail.bookingCount, 20));
    assert.ok(detail.bookings.every((b) => b.guest.id === t.memberId));
    assert.ok(detail.ticketCount >= 3 && detail.tickets.length >= 3);
    const ownerDetail = ok<AdminUserDetail>(await admin('GET', `/api/admin/users/${t.ownerId}`));
    assert.ok(ownerDetail.hotels.length >= 1);
    assert.equal(failure(await admin('GET', '/api/admin/users/999999')).status, 404);
  });

  it('locks: refresh tokens revoked at once, login refused with its Korean text, writes refused; audited', async () => {
    const session = await login(app, 'member0001', MEMBER_PASSWORD);
    assert.equal(session.statusCode, 200, session.body);
    const access = session.json<{ token: string }>().token;
    const cookie = refreshCookie(session)!;
    const second = refreshCookie(await login(app, 'member0001', MEMBER_PASSWORD))!;
    assert.ok((await liveTokens(t.memberId)).length >= 2);

    assertKorean400(await admin('POST', `/api/admin/users/${t.memberId}/lock`, { reason: ' ' }), 'blank reason');
    const locked = ok<AdminUserDetail>(await admin('POST', `/api/admin/users/${t.memberId}/lock`, { reason: '결제 도용 의심' }));
    assert.deepEqual([locked.state, locked.lockReason, locked.activeSessions], ['LOCKED', '결제 도용 의심', 0]);
    assert.equal((await liveTokens(t.memberId)).length, 0, 'every refresh token revoked');
    for (const c of [cookie, second]) assert.equal((await refresh(c)).statusCode, 401);

    const refused = await login(app, 'member0001', MEMBER_PASSWORD);
    assert.equal(refused.statusCode, 423);
    assert.deepEqual((({ error, message, locked, suspended }) => ({ error, message, locked, suspended }))(refused.json<Record<string, unknown>>()), {
      error: 'ACCOUNT_SUSPENDED',
      message: AUTH_MESSAGES.accountSuspended,
      locked: false,
      suspended: true,
    });
    assert.equal((await login(app, 'member0001', 'Wrong!2345678')).statusCode, 401, 'a wrong password learns nothing of the lock');
    const write = await caller(app, access)('POST', '/api/coupons/claim', { code: 'WELCOME-STAYON' });
    assert.deepEqual([write.statusCode, write.json<{ error: string }>().error], [423, 'ACCOUNT_SUSPENDED']);

    await assertAudited(app, 'USER_LOCKED', t.memberId, t.adminId, {
      entity: 'user',
      before: { role: 'ROLE_USER', lockedAt: null, lockReason: null },
      after: { lockReason: '결제 도용 의심' },
    });
    assert.deepEqual(
      ok<AdminUserPage>(await admin('GET', '/api/admin/users?state=LOCKED')).content.map((u) => u.id),
      [t.memberId],
    );
    assert.equal(failure(await admin('POST', `/api/admin/users/${t.memberId}/lock`, { reason: '또' })).error, 'USER_ALREADY_LOCKED');
    assert.deepEqual(failure(await admin('POST', `/api/admin/users/${t.adminId}/lock`, { reason: '실수' })), {
      status: 409,
      error: 'USER_IS_ADMIN',
      message: ADMIN_MESSAGES.userIsAdmin,
    });
  });

  it('unlocks: the member signs in again; audited', async () => {
    const unlocked = ok<AdminUserDetail>(await admin('POST', `/api/admin/users/${t.memberId}/unlock`, { memo: '본인 확인 완료' }));
    assert.equal(unlocked.state, 'ACTIVE');
    assert.equal((await login(app, 'member0001', MEMBER_PASSWORD)).statusCode, 200);
    await assertAudited(app, 'USER_UNLOCKED', t.memberId, t.adminId, { entity: 'user', after: { lockedAt: null, memo: '본인 확인 완료' } });
    assert.equal(failure(await admin('POST', `/api/admin/users/${t.memberId}/unlock`)).error, 'USER_NOT_LOCKED');
  });

  it('changes member ↔ owner (the next token carries it); an owner running hotels stays one', async () => {
    const promoted = ok<AdminUserDetail>(await admin('PUT', `/api/admin/users/${t.otherId}/role`, { role: 'ROLE_OWNER' }));
    assert.equal(promoted.role, 'ROLE_OWNER');
    await assertAudited(app, 'USER_ROLE_CHANGED', t.otherId, t.adminId, {
      entity: 'user',
      before: { role: 'ROLE_USER', lockedAt: null, lockReason: null },
      after: { role: 'ROLE_OWNER' },
    });
    const other = await userByLogin(app, 'member0002');
    const session = await login(app, other.loginId, MEMBER_PASSWORD);
    assert.equal(session.statusCode, 200, session.body);
    const token = session.json<{ token: string }>().token;
    assert.equal((await caller(app, token)('GET', '/api/owner/hotels')).statusCode, 200, "the new token is an owner's");
    assert.equal(failure(await admin('PUT', `/api/admin/users/${t.otherId}/role`, { role: 'ROLE_OWNER' })).error, 'USER_SAME_ROLE');
    const demoted = ok<AdminUserDetail>(await admin('PUT', `/api/admin/users/${t.otherId}/role`, { role: 'ROLE_USER' }));
    assert.equal(demoted.role, 'ROLE_USER');

    const running = await app.db
      .select({ name: hotels.name })
      .from(hotels)
      .where(eq(hotels.id, ok<AdminUserDetail>(await admin('GET', `/api/admin/users/${t.ownerId}`)).hotels[0]!.id));
    const kept = failure(await admin('PUT', `/api/admin/users/${t.ownerId}/role`, { role: 'ROLE_USER' }));
    assert.equal(kept.status, 409);
    assert.equal(kept.error, 'OWNER_HAS_HOTELS');
    assert.ok(kept.message.includes(running[0]!.name));
    assertKorean400(await admin('PUT', `/api/admin/users/${t.otherId}/role`, { role: 'ROLE_ADMIN' }), 'no admins made here');
    assertKorean400(await admin('PUT', `/api/admin/users/${t.otherId}/role`, {}), 'no role');
  });
});
