import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import { OPEN_APPLICATION_STATUSES } from 'shared-contracts/hotel-application';
import type { ApplicationDetail, ApplicationListItem } from 'shared-contracts/schemas';
import type { Database, Transaction } from '../../db/database';
import { amenities, hotelApplications, hotels, users } from '../../db/schema';

type Db = Database | Transaction;
type Row = typeof hotelApplications.$inferSelect;

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
  const [hotel] = await db.select({ id: hotels.id }).from(hotels).where(and(eq(hotels.nameKey, nameKey), isNull(hotels.deletedAt))).limit(1);
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
