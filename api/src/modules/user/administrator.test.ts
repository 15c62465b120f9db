import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES } from 'shared-contracts/schemas';
import { build } from '../../build';
import { auditLog, users } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { AUTH_TEST_ENV, login } from '../../testing/auth-helpers';
import { testClock } from '../../testing/test-clock';
import { ADMINISTRATOR_MESSAGES, createAdministrator, type NewAdministrator } from './administrator.service';

const FIRST: NewAdministrator = { loginId: 'opsadmin01', email: 'Ops@Hotel.example', name: '운영자', password: 'Ops!secret-2031' };

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof AppError, String(error));
    return error;
  }
  assert.fail('expected a refusal');
}

describe('creating an administrator (pnpm admin:create)', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await build({ clock: testClock, env: AUTH_TEST_ENV, seed: 'reference-data' });
  });
  after(() => app.close());

  it('creates an ROLE_ADMIN account that logs in and reaches the back office, recorded in the audit log', async () => {
    const created = await createAdministrator(app.db, FIRST, testClock);
    assert.equal(created.loginId, 'opsadmin01');
    const [row] = await app.db.select().from(users).where(eq(users.id, created.id));
    assert.equal(row?.role, 'ROLE_ADMIN');
    assert.equal(row?.email, 'ops@hotel.example');
    assert.match(row?.passwordHash ?? '', /^\$argon2id\$/);

    const res = await login(app, FIRST.loginId, FIRST.password);
    assert.equal(res.statusCode, 200, res.body);
    const { token } = res.json<{ token: string }>();
    const me = await app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
    assert.equal(me.json<{ role: string }>().role, 'ROLE_ADMIN');
    const audit = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'ADMIN_CREATED'), eq(auditLog.entityId, String(created.id))));
    assert.equal(audit.length, 1);
    assert.equal(audit[0]?.actorId, created.id);
  });

  it('refuses passwords outside the password policy, and the published demo passwords', async () => {
    for (const password of ['short1!', 'NoDigitsHere!!', 'nospecial12345', 'a'.repeat(28) + '1!!']) {
      const error = await refusal(
        createAdministrator(app.db, { ...FIRST, loginId: 'weakadmin01', email: 'weak@hotel.example', password }, testClock),
      );
      assert.equal(error.status, 400);
      assert.equal(error.message, AUTH_MESSAGES.passwordRule, password);
    }
    const published = await refusal(
      createAdministrator(app.db, { ...FIRST, loginId: 'weakadmin01', email: 'weak@hotel.example', password: 'Admin!2345678' }, testClock),
    );
    assert.equal(published.message, ADMINISTRATOR_MESSAGES.publishedPassword);
    const [weak] = await app.db.select().from(users).where(eq(users.loginId, 'weakadmin01'));
    assert.equal(weak, undefined);
  });

  it('refuses a login id or e-mail already in use, whatever its case', async () => {
    const sameId = await refusal(createAdministrator(app.db, { ...FIRST, loginId: 'OPSADMIN01', email: 'other@hotel.example' }, testClock));
    assert.equal(sameId.status, 409);
    assert.equal(sameId.message, AUTH_MESSAGES.loginIdTaken);
    const sameEmail = await refusal(createAdministrator(app.db, { ...FIRST, loginId: 'otheradmin', email: 'OPS@hotel.example' }, testClock));
    assert.equal(sameEmail.status, 409);
    assert.equal(sameEmail.message, AUTH_MESSAGES.emailTaken);
  });

  it('checks the login id, name and e-mail like the sign-up form', async () => {
    const shortId = await refusal(createAdministrator(app.db, { ...FIRST, loginId: 'admin', email: 'x@hotel.example' }, testClock));
    assert.equal(shortId.message, AUTH_MESSAGES.loginIdLength);
    const badEmail = await refusal(createAdministrator(app.db, { ...FIRST, loginId: 'otheradmin', email: 'not-an-address' }, testClock));
    assert.equal(badEmail.message, AUTH_MESSAGES.emailFormat);
    const noName = await refusal(createAdministrator(app.db, { ...FIRST, loginId: 'otheradmin', email: 'x@hotel.example', name: '  ' }, testClock));
    assert.equal(noName.message, AUTH_MESSAGES.nameRequired);
  });
});
