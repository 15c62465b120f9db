import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AdminReviewFilter, AdminReviewSortKey, ListSort } from 'shared-contracts/schemas';
import { queryRows, type Executor } from '../../db/database';
import { reviewPhotos, reviewReports, reviews, users } from '../../db/schema';

/** A reported review as the queue reads it: the review, its hotel and author, and its report counts. */
export type ReportedReviewSummary = {
  id: number;
  hotel_id: number;
  hotel_name: string;
  user_id: number;
  login_id: string;
  user_name: string;
  rating: number;
  comment: string | null;
  visible: boolean;
  deleted: boolean;
  created_at: Date | string;
  report_count: number;
  pending_count: number;
  first_reported_at: Date | string;
  last_reported_at: Date | string;
};

/** Each sort key's expression over the grouped rows (decision 0020); the review's id always breaks ties. */
const SORT_EXPRESSIONS: Record<AdminReviewSortKey, SQL> = {
  createdAt: sql`r.created_at`,
  rating: sql`r.rating`,
  reportCount: sql`count(*)`,
  lastReportedAt: sql`max(rr.created_at)`,
};

/** The asked order, else the tab's own: PENDING the oldest waiting report first, the others the latest report first. */
function orderOf(filter: AdminReviewFilter, sort: ListSort<AdminReviewSortKey> | undefined): SQL {
  if (sort) {
    const direction = sql.raw(sort.direction === 'asc' ? 'asc' : 'desc');
    return sql`${SORT_EXPRESSIONS[sort.key]} ${direction}, r.id ${direction}`;
  }
  return filter === 'PENDING' ? sql`min(rr.created_at) filter (where rr.status = 'PENDING') asc, r.id asc` : sql`max(rr.created_at) desc, r.id desc`;
}

/** What the queue lists: the tab, a hotel, and the order. */
export interface ReportedReviewQuery {
  filter: AdminReviewFilter;
  hotelId: number | undefined;
  sort: ListSort<AdminReviewSortKey> | undefined;
}

/**
 * One row per reported review with its report counts. PENDING: at least one undecided report; HIDDEN: hidden
 * reviews; ALL: every reported review; in the order of `orderOf`.
 */
function summaries({ filter, hotelId, sort }: ReportedReviewQuery, limit: number, offset: number): SQL {
  const having = filter === 'PENDING' ? sql`having count(*) filter (where rr.status = 'PENDING') > 0` : sql``;
  const where = sql.join(
    [
      sql`true`,
      filter === 'HIDDEN' ? sql`r.visible = false and r.deleted_at is null` : filter === 'PENDING' ? sql`r.deleted_at is null` : sql`true`,
      hotelId !== undefined ? sql`r.hotel_id = ${hotelId}` : sql`true`,
    ],
    sql` and `,
  );
  return sql`select r.id, r.hotel_id, h.name as hotel_name, r.user_id, u.login_id, u.name as user_name, r.rating, r.comment, r.visible,
                    (r.deleted_at is not null) as deleted, r.created_at,
                    count(*)::int as report_count, (count(*) filter (where rr.status = 'PENDING'))::int as pending_count,
                    min(rr.created_at) as first_reported_at, max(rr.created_at) as last_reported_at,
                    count(*) over ()::int as total
             from reviews r
             join review_reports rr on rr.review_id = r.id
             join hotels h on h.id = r.hotel_id
             join users u on u.id = r.user_id
             where ${where}
             group by r.id, h.name, u.login_id, u.name
             ${having}
             order by ${orderOf(filter, sort)}
             limit ${limit} offset ${offset}`;
}

/** One page of the queue; each row carries the total of the whole list. */
export async function reportedReviewPage(db: Executor, query: ReportedReviewQuery, limit: number, offset: number) {
  return queryRows<ReportedReviewSummary & { total: number }>(db, summaries(query, limit, offset));
}

/** How many reviews the queue lists (for a page past the end, which has no row to carry the total). */
export async function countReportedReviews(db: Executor, query: ReportedReviewQuery): Promise<number> {
  const [row] = await queryRows<{ total: number }>(db, sql`select count(*)::int as total from (${summaries(query, 1_000_000, 0)}) s`);
  return Number(row?.total ?? 0);
}

/** The reviews' reports (newest first, with the reporter) and photos (in order). */
export async function reportsAndPhotosOf(db: Executor, reviewIds: number[]) {
  const [reports, photos] = await Promise.all([
    db
      .select({ report: reviewReports, loginId: users.loginId, name: users.name })
      .from(reviewReports)
      .innerJoin(users, eq(users.id, reviewReports.reporterUserId))
      .where(inArray(reviewReports.reviewId, reviewIds))
      .orderBy(desc(reviewReports.createdAt), desc(reviewReports.id)),
    db
      .select({ reviewId: reviewPhotos.reviewId, url: reviewPhotos.url })
      .from(reviewPhotos)
      .where(inArray(reviewPhotos.reviewId, reviewIds))
      .orderBy(asc(reviewPhotos.sortOrder), asc(reviewPhotos.id)),
  ]);
  return { reports, photos };
}

/** One review as the queue shows it, reported or not (an unreported one counts its own date as its report dates). */
export async function reviewSummary(db: Executor, reviewId: number): Promise<ReportedReviewSummary | undefined> {
  const [summary] = await queryRows<ReportedReviewSummary>(
    db,
    sql`select r.id, r.hotel_id, h.name as hotel_name, r.user_id, u.login_id, u.name as user_name, r.rating, r.comment, r.visible,
             (r.deleted_at is not null) as deleted, r.created_at,
             (select count(*)::int from review_reports rr where rr.review_id = r.id) as report_count,
             (select count(*)::int from review_reports rr where rr.review_id = r.id and rr.status = 'PENDING') as pending_count,
             coalesce((select min(created_at) from review_reports rr where rr.review_id = r.id), r.created_at) as first_reported_at,
             coalesce((select max(created_at) from review_reports rr where rr.review_id = r.id), r.created_at) as last_reported_at
      from reviews r join hotels h on h.id = r.hotel_id join users u on u.id = r.user_id
      where r.id = ${reviewId}`,
  );
  return summary;
}

const liveReview = (reviewId: number) => and(eq(reviews.id, reviewId), sql`${reviews.deletedAt} is null`);

/** The hotel of a live review. */
export async function findLiveReviewHotel(db: Executor, reviewId: number): Promise<number | undefined> {
  const [head] = await db.select({ hotelId: reviews.hotelId }).from(reviews).where(liveReview(reviewId));
  return head?.hotelId;
}

/** The live review, locked in the caller's transaction (after its hotel, as review writes do). */
export async function lockLiveReview(tx: Executor, reviewId: number): Promise<{ hotelId: number; visible: boolean } | undefined> {
  const [review] = await tx.select({ hotelId: reviews.hotelId, visible: reviews.visible }).from(reviews).where(liveReview(reviewId)).for('update');
  return review;
}

export async function setReviewVisible(tx: Executor, reviewId: number, visible: boolean): Promise<void> {
  await tx.update(reviews).set({ visible }).where(eq(reviews.id, reviewId));
}

/** Decides the review's undecided reports; answers how many there were. */
export async function decidePendingReports(tx: Executor, reviewId: number, status: 'ACCEPTED' | 'REJECTED'): Promise<number> {
  const decided = await tx
    .update(reviewReports)
    .set({ status })
    .where(and(eq(reviewReports.reviewId, reviewId), eq(reviewReports.status, 'PENDING')))
    .returning({ id: reviewReports.id });
  return decided.length;
}
