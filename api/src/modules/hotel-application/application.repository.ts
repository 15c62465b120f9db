import { and, asc, count, desc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import { OPEN_APPLICATION_STATUSES } from 'shared-contracts/hotel-application';
import type { ApplicationDetail, ApplicationListItem } from 'shared-contracts/schemas';
import type { Database, Transaction } from '../../db/database';
import { amenities, auditLog, hotelApplications, hotels, users } from '../../db/schema';

type Db = Database | Transaction;
type Row = typeof hotelApplications.$inferSelect;
export type ApplicationRow = Row;
type ApplicationWrite = Partial<typeof hotelApplications.$inferInsert>;

export const OPEN_STATUSES = OPEN_APPLICATION_STATUSES;

/** The audit log's entity of applications; actions APPLICATION_SUBMITTED, APPLICATION_RESUBMITTED, APPLICATION_{status}. */
export const AUDIT_ENTITY = 'hotel_application';

export const listItemOf = (row: Row): ApplicationListItem => ({
  id: row.id,
  hotelName: row.hotelName,
  address1: row.address1,
  address2: row.address2,
  status: row.status,
  reviewMemo: row.reviewMemo,
  reviewedAt: row.reviewedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export const detailOf = (row: Row, applicant: ApplicationDetail['applicant']): ApplicationDetail => ({
  ...listItemOf(row),
  ownerName: row.ownerName,
  businessNo: row.businessNo,
  phone: row.phone,
  gradeLevel: row.gradeLevel,
  postcode: row.postcode,
  region: row.region,
  coverImageType: row.coverImageType,
  coverImageUrl: row.coverImageUrl,
  coverImageTemplate: row.coverImageTemplate,
  amenitiesCsv: row.amenitiesCsv,
  comment: row.comment,
  roomsJson: row.roomsJson,
  hotelId: row.hotelId,
  applicant,
  updatedAt: row.updatedAt.toISOString(),
});

export const applicantColumns = { id: users.id, loginId: users.loginId, name: users.name, email: users.email };

export async function hotelAmenityCodes(db: Db): Promise<Set<string>> {
  const rows = await db.select({ code: amenities.code }).from(amenities).where(eq(amenities.scope, 'HOTEL'));
  return new Set(rows.map((r) => r.code));
}

/** Whether the name is taken by a live hotel or by another open application. */
export async function nameTaken(db: Db, nameKey: string, exceptApplicationId?: number): Promise<boolean> {
  const [hotel] = await db
    .select({ id: hotels.id })
    .from(hotels)
    .where(and(eq(hotels.nameKey, nameKey), isNull(hotels.deletedAt)))
    .limit(1);
  if (hotel) return true;
  const [application] = await db
    .select({ id: hotelApplications.id })
    .from(hotelApplications)
    .where(
      and(
        eq(hotelApplications.nameKey, nameKey),
        inArray(hotelApplications.status, [...OPEN_STATUSES]),
        exceptApplicationId ? ne(hotelApplications.id, exceptApplicationId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(application);
}

export async function hasOpenApplication(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: hotelApplications.id })
    .from(hotelApplications)
    .where(and(eq(hotelApplications.userId, userId), or(...OPEN_STATUSES.map((s) => eq(hotelApplications.status, s)))))
    .limit(1);
  return Boolean(row);
}

/** The applicant's public columns (id, login id, name, e-mail). */
export async function findApplicant(db: Db, userId: number) {
  const [row] = await db.select(applicantColumns).from(users).where(eq(users.id, userId));
  return row;
}

export async function insertApplication(tx: Db, values: typeof hotelApplications.$inferInsert): Promise<Row> {
  const [row] = await tx.insert(hotelApplications).values(values).returning();
  return row!;
}

export async function updateApplication(tx: Db, id: number, values: ApplicationWrite): Promise<Row> {
  const [row] = await tx.update(hotelApplications).set(values).where(eq(hotelApplications.id, id)).returning();
  return row!;
}

/** One page of a member's applications, newest first, and how many there are. */
export async function applicationsOfUser(db: Db, userId: number, size: number, offset: number) {
  const where = eq(hotelApplications.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(hotelApplications)
      .where(where)
      .orderBy(desc(hotelApplications.createdAt), desc(hotelApplications.id))
      .limit(size)
      .offset(offset),
    db.select({ n: count() }).from(hotelApplications).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The application if this member filed it. */
export async function findOwnApplication(db: Db, userId: number, id: number): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(hotelApplications)
    .where(and(eq(hotelApplications.id, id), eq(hotelApplications.userId, userId)));
  return row;
}

/** The application if this member filed it, locked in the caller's transaction. */
export async function lockOwnApplication(tx: Db, userId: number, id: number): Promise<Row | undefined> {
  const [row] = await tx
    .select()
    .from(hotelApplications)
    .where(and(eq(hotelApplications.id, id), eq(hotelApplications.userId, userId)))
    .for('update');
  return row;
}

/** The application, locked in the caller's transaction (the reviewer's decision). */
export async function lockApplication(tx: Db, id: number): Promise<Row | undefined> {
  const [row] = await tx.select().from(hotelApplications).where(eq(hotelApplications.id, id)).for('update');
  return row;
}

/** One page of the reviewers' queue (one status when asked), oldest first, with each applicant; and how many match. */
export async function reviewQueuePage(db: Db, status: Row['status'] | undefined, size: number, offset: number) {
  const where = status ? eq(hotelApplications.status, status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ application: hotelApplications, applicant: applicantColumns })
      .from(hotelApplications)
      .innerJoin(users, eq(users.id, hotelApplications.userId))
      .where(where)
      .orderBy(asc(hotelApplications.createdAt), asc(hotelApplications.id))
      .limit(size)
      .offset(offset),
    db.select({ n: count() }).from(hotelApplications).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findApplicationWithApplicant(db: Db, id: number) {
  const [row] = await db
    .select({ application: hotelApplications, applicant: applicantColumns })
    .from(hotelApplications)
    .innerJoin(users, eq(users.id, hotelApplications.userId))
    .where(eq(hotelApplications.id, id));
  return row;
}

/** The application's audit entries in order, each with its actor. */
export async function applicationAuditEntries(db: Db, id: number) {
  return db
    .select({
      action: auditLog.action,
      after: auditLog.after,
      at: auditLog.createdAt,
      actor: { id: users.id, loginId: users.loginId, name: users.name },
      role: auditLog.actorRole,
    })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.actorId))
    .where(and(eq(auditLog.entity, AUDIT_ENTITY), eq(auditLog.entityId, String(id))))
    .orderBy(asc(auditLog.id));
}
