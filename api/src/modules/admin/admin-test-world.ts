import assert from 'node:assert/strict';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { auditLog, users } from '../../db/schema';

/** Tokens of the seeded demo accounts (build() seeds them): admin0001, owner0001, member0001 and member0002. */
export interface SeededTokens {
  admin: string;
  adminId: number;
  owner: string;
  ownerId: number;
  member: string;
  memberId: number;
  other: string;
  otherId: number;
}

export async function userByLogin(app: FastifyInstance, loginId: string) {
  const [user] = await app.db.select().from(users).where(eq(users.loginId, loginId));
  if (!user) throw new Error(`no seeded user ${loginId}`);
  return user;
}

/** Signed with the app's clock: call again after moving a manual clock. */
export async function seededTokens(app: FastifyInstance): Promise<SeededTokens> {
  const sign = async (loginId: string) => {
    const u = await userByLogin(app, loginId);
    return { id: u.id, token: await app.accessTokens.sign({ sub: u.id, role: u.role, loginId: u.loginId, name: u.name }) };
  };
  const [admin, owner, member, other] = await Promise.all(['admin0001', 'owner0001', 'member0001', 'member0002'].map(sign));
  return {
    admin: admin!.token,
    adminId: admin!.id,
    owner: owner!.token,
    ownerId: owner!.id,
    member: member!.token,
    memberId: member!.id,
    other: other!.token,
    otherId: other!.id,
  };
}

export type Call = (method: InjectOptions['method'], url: string, payload?: unknown) => Promise<LightMyRequestResponse>;

/** Requests as the token's holder (none: anonymous). */
export function caller(app: FastifyInstance, token: string | null): Call {
  return (method, url, payload) =>
    app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
}

/** The body of a 2xx answer, failing with the body otherwise. */
export function ok<T>(res: LightMyRequestResponse, status = 200): T {
  assert.equal(res.statusCode, status, res.body);
  return res.json<T>();
}

/** An error answer: its status and Korean message (and code). */
export function failure(res: LightMyRequestResponse): { status: number; error: string; message: string } {
  const body = res.json<{ error: string; message: string }>();
  return { status: res.statusCode, error: body.error, message: body.message };
}

const HANGUL = /[\uac00-\ud7a3]/;
export function assertKorean400(res: LightMyRequestResponse, label = ''): void {
  assert.equal(res.statusCode, 400, `${label} ${res.body}`);
  assert.match(res.json<{ message: string }>().message, HANGUL, `${label} ${res.body}`);
}

/** The newest audit entries of an action on an entity. */
export async function auditEntries(app: FastifyInstance, action: string, entityId?: string | number) {
  return app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), entityId === undefined ? undefined : eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.id));
}

/** Asserts the one newest entry of the action: written by the admin, with its request id and address. */
export async function assertAudited(
  app: FastifyInstance,
  action: string,
  entityId: string | number,
  actorId: number,
  expect: { entity: string; before?: unknown; after?: Record<string, unknown>; hotelId?: number | null },
) {
  const [entry] = await auditEntries(app, action, entityId);
  assert.ok(entry, `no audit entry ${action} ${entityId}`);
  assert.equal(entry.actorId, actorId);
  assert.equal(entry.actorRole, 'ROLE_ADMIN');
  assert.equal(entry.entity, expect.entity);
  assert.ok(entry.requestId, 'request id recorded');
  assert.ok(entry.ip, 'address recorded');
  if (expect.hotelId !== undefined) assert.equal(entry.hotelId, expect.hotelId);
  if (expect.before !== undefined) assert.deepEqual(entry.before, expect.before);
  if (expect.after) for (const [k, v] of Object.entries(expect.after)) assert.deepEqual((entry.after as Record<string, unknown>)[k], v, `after.${k}`);
  return entry;
}
