import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { auditLog, bookings, coupons, hotelApplications, hotels, refunds, reviews, rooms, roomTypes, users } from '../../db/schema';

/** The audit log's queries (the service builds the filters' meaning and the targets' names). */

export interface AuditFilter {
  actorId?: number;
  actorLogin?: string;
  entity?: string;
  /** An exact action, or a prefix (the caller drops the trailing *). */
  action?: { exact: string } | { prefix: string };
  entityId?: string;
  hotelId?: number;
  from?: Date;
  /** Exclusive. */
  before?: Date;
}

export type AuditRow = { entry: typeof auditLog.$inferSelect; loginId: string; name: string };

const columns = { entry: auditLog, loginId: users.loginId, name: users.name };

const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(f: AuditFilter): SQL | undefined {
  return and(
    f.actorId !== undefined ? eq(auditLog.actorId, f.actorId) : undefined,
    f.actorLogin !== undefined ? sql`lower(${users.loginId}) = lower(${f.actorLogin})` : undefined,
    f.entity !== undefined ? eq(auditLog.entity, f.entity) : undefined,
    f.action ? ('exact' in f.action ? eq(auditLog.action, f.action.exact) : sql`${auditLog.action} like ${likePrefix(f.action.prefix)}`) : undefined,
    f.entityId !== undefined ? eq(auditLog.entityId, f.entityId) : undefined,
    f.hotelId !== undefined ? eq(auditLog.hotelId, f.hotelId) : undefined,
    f.from ? gte(auditLog.createdAt, f.from) : undefined,
    f.before ? lt(auditLog.createdAt, f.before) : undefined,
  );
}

/** One page of the log, newest first, and how many entries match. */
export async function findAuditPage(db: Executor, filter: AuditFilter, limit: number, offset: number): Promise<{ rows: AuditRow[]; total: number }> {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(auditLog)
      .innerJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(auditLog).innerJoin(users, eq(users.id, auditLog.actorId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The latest entries about one row, or about one hotel (its rows and the hotel itself), newest first. */
export function findAuditOf(db: Executor, where: { entity: string; entityId: string } | { hotelId: number }, limit: number): Promise<AuditRow[]> {
  const condition =
    'hotelId' in where
      ? sql`(${auditLog.hotelId} = ${where.hotelId} or (${auditLog.entity} = 'hotel' and ${auditLog.entityId} = ${String(where.hotelId)}))`
      : and(eq(auditLog.entity, where.entity), eq(auditLog.entityId, where.entityId));
  return db
    .select(columns)
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.actorId))
    .where(condition)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}

/** The ids of each kind of row a page of entries names. */
export interface TargetIds {
  hotels: number[];
  bookings: number[];
  rooms: number[];
  roomTypes: number[];
  users: number[];
  coupons: number[];
  applications: number[];
  reviews: number[];
  refunds: number[];
}

/** Names by id, per kind: a booking's number, a room's number, a hotel's name… (what TargetIds asked for). */
export type TargetNames = { [K in keyof TargetIds]: Map<number, string> };

async function namesOf(ids: number[], query: (ids: number[]) => Promise<{ id: number; name: string }[]>): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  return new Map((await query([...new Set(ids)])).map((r) => [r.id, r.name]));
}

/** One small query per kind of row named (a page holds at most a hundred entries). */
export async function findTargetNames(db: Executor, ids: TargetIds): Promise<TargetNames> {
  const [h, b, r, t, u, c, a, rv, rf] = await Promise.all([
    namesOf(ids.hotels, (list) => db.select({ id: hotels.id, name: hotels.name }).from(hotels).where(inArray(hotels.id, list))),
    namesOf(ids.bookings, (list) => db.select({ id: bookings.id, name: bookings.bookingNo }).from(bookings).where(inArray(bookings.id, list))),
    namesOf(ids.rooms, (list) => db.select({ id: rooms.id, name: rooms.roomNo }).from(rooms).where(inArray(rooms.id, list))),
    namesOf(ids.roomTypes, (list) => db.select({ id: roomTypes.id, name: roomTypes.name }).from(roomTypes).where(inArray(roomTypes.id, list))),
    namesOf(ids.users, (list) => db.select({ id: users.id, name: users.loginId }).from(users).where(inArray(users.id, list))),
    namesOf(ids.coupons, (list) => db.select({ id: coupons.id, name: coupons.code }).from(coupons).where(inArray(coupons.id, list))),
    namesOf(ids.applications, (list) =>
      db.select({ id: hotelApplications.id, name: hotelApplications.hotelName }).from(hotelApplications).where(inArray(hotelApplications.id, list)),
    ),
    namesOf(ids.reviews, (list) =>
      db
        .select({ id: reviews.id, name: bookings.bookingNo })
        .from(reviews)
        .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
        .where(inArray(reviews.id, list)),
    ),
    namesOf(ids.refunds, (list) =>
      db
        .select({ id: refunds.id, name: bookings.bookingNo })
        .from(refunds)
        .innerJoin(bookings, eq(bookings.id, refunds.bookingId))
        .where(inArray(refunds.id, list)),
    ),
  ]);
  return { hotels: h, bookings: b, rooms: r, roomTypes: t, users: u, coupons: c, applications: a, reviews: rv, refunds: rf };
}
