import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AdminAuditEntry, AdminAuditPage, AdminAuditQuery } from 'shared-contracts/schemas';
import { addDays } from '../../clock';
import type { Executor } from '../../db/database';
import { auditLog, users } from '../../db/schema';
import { dateRange, idIn, pageOf } from './admin-query';

const columns = {
  entry: auditLog,
  loginId: users.loginId,
  name: users.name,
};

type Row = { entry: typeof auditLog.$inferSelect; loginId: string; name: string };

function entryOf(row: Row): AdminAuditEntry {
  const e = row.entry;
  return {
    id: e.id,
    actor: { id: e.actorId, loginId: row.loginId, name: row.name },
    actorRole: e.actorRole,
    action: e.action,
    entity: e.entity,
    entityId: e.entityId,
    hotelId: e.hotelId,
    before: e.before ?? null,
    after: e.after ?? null,
    requestId: e.requestId,
    ip: e.ip,
    createdAt: e.createdAt.toISOString(),
  };
}

/** Korean midnight of a date as an instant: the audit filter's days are Korean days. */
const seoulMidnight = (date: string) => new Date(`${date}T00:00:00+09:00`);

/** The audit log, newest first (issue 12 item 11): filtered by actor, entity, action, hotel and day. */
export async function auditPage(db: Executor, query: AdminAuditQuery): Promise<AdminAuditPage> {
  const { page, size, offset } = pageOf(query);
  const { from, to } = dateRange(query.from, query.to);
  const actor = query.actor?.trim();
  const action = query.action?.trim();
  const actorId = actor ? idIn(actor) : null;
  const conditions: (SQL | undefined)[] = [
    actor ? (actorId !== null ? eq(auditLog.actorId, actorId) : sql`lower(${users.loginId}) = lower(${actor})`) : undefined,
    query.entity?.trim() ? eq(auditLog.entity, query.entity.trim()) : undefined,
    action
      ? action.endsWith('*')
        ? sql`${auditLog.action} like ${`${action.slice(0, -1).replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`
        : eq(auditLog.action, action)
      : undefined,
    query.entityId?.trim() ? eq(auditLog.entityId, query.entityId.trim()) : undefined,
    query.hotelId !== undefined ? eq(auditLog.hotelId, query.hotelId) : undefined,
    from ? gte(auditLog.createdAt, seoulMidnight(from)) : undefined,
    to ? lt(auditLog.createdAt, seoulMidnight(addDays(to, 1))) : undefined,
  ];
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(auditLog)
      .innerJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(size)
      .offset(offset),
    db.select({ n: count() }).from(auditLog).innerJoin(users, eq(users.id, auditLog.actorId)).where(where),
  ]);
  return { content: rows.map(entryOf), page, size, totalElements: total?.n ?? 0 };
}

/** The latest entries about one row (a booking's or a hotel's detail page), newest first. */
export async function auditOf(db: Executor, where: { entity: string; entityId: string } | { hotelId: number }, limit = 20): Promise<AdminAuditEntry[]> {
  const condition =
    'hotelId' in where
      ? sql`(${auditLog.hotelId} = ${where.hotelId} or (${auditLog.entity} = 'hotel' and ${auditLog.entityId} = ${String(where.hotelId)}))`
      : and(eq(auditLog.entity, where.entity), eq(auditLog.entityId, where.entityId));
  const rows = await db
    .select(columns)
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.actorId))
    .where(condition)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
  return rows.map(entryOf);
}
