import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AdminNote, AdminReportedReview, AdminReportedReviewPage, AdminReviewFilter, ReportReason } from 'shared-contracts/schemas';
import type { Clock } from '../../clock';
import { queryRows, type Database, type Executor } from '../../db/database';
import { reviewPhotos, reviewReports, reviews, users } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { writeAudit, type AuditActor } from '../audit/audit-log';
import { lockHotel, recomputeHotelRating } from '../review/review.repository';
import { ADMIN_MESSAGES as M } from './admin.messages';
import { optionalMemo, pageOf } from './admin-query';

const REPORTS_SHOWN = 20;
const reviewNotFound = () => new AppError(404, 'REVIEW_NOT_FOUND', M.reviewNotFound);

type Summary = {
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

const isoOf = (value: Date | string) => new Date(value).toISOString();

/**
 * One row per reported review with its report counts. PENDING: at least one undecided report, the oldest waiting
 * first; HIDDEN: hidden reviews, latest report first; ALL: every reported review, latest report first.
 */
function summaries(filter: AdminReviewFilter, hotelId: number | undefined, limit: number, offset: number): SQL {
  const having = filter === 'PENDING' ? sql`having count(*) filter (where rr.status = 'PENDING') > 0` : sql``;
  const where = sql.join(
    [
      sql`true`,
      filter === 'HIDDEN' ? sql`r.visible = false and r.deleted_at is null` : filter === 'PENDING' ? sql`r.deleted_at is null` : sql`true`,
      hotelId !== undefined ? sql`r.hotel_id = ${hotelId}` : sql`true`,
    ],
    sql` and `,
  );
  const order =
    filter === 'PENDING'
      ? sql`min(rr.created_at) filter (where rr.status = 'PENDING') asc, r.id asc`
      : sql`max(rr.created_at) desc, r.id desc`;
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
             order by ${order}
             limit ${limit} offset ${offset}`;
}

/** Back-office review moderation (issue 12 item 8). */
export class AdminReviewsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async reported(query: { status?: AdminReviewFilter | undefined; hotelId?: number | undefined; page?: number | undefined; size?: number | undefined }): Promise<AdminReportedReviewPage> {
    const { page, size, offset } = pageOf(query);
    const rows = await queryRows<Summary & { total: number }>(this.db, summaries(query.status ?? 'PENDING', query.hotelId, size, offset));
    // A page past the end has no row to carry the total: count it apart (rare).
    const total = rows[0]?.total ?? (offset > 0 ? await this.countReported(query.status ?? 'PENDING', query.hotelId) : 0);
    return { content: await this.withReports(this.db, rows), page, size, totalElements: Number(total) };
  }

  private async countReported(filter: AdminReviewFilter, hotelId: number | undefined): Promise<number> {
    const [row] = await queryRows<{ total: number }>(this.db, sql`select count(*)::int as total from (${summaries(filter, hotelId, 1_000_000, 0)}) s`);
    return Number(row?.total ?? 0);
  }

  private async withReports(db: Executor, rows: Summary[]): Promise<AdminReportedReview[]> {
    const ids = rows.map((r) => r.id);
    if (ids.length === 0) return [];
    const [reports, photos] = await Promise.all([
      db
        .select({ report: reviewReports, loginId: users.loginId, name: users.name })
        .from(reviewReports)
        .innerJoin(users, eq(users.id, reviewReports.reporterUserId))
        .where(inArray(reviewReports.reviewId, ids))
        .orderBy(desc(reviewReports.createdAt), desc(reviewReports.id)),
      db
        .select({ reviewId: reviewPhotos.reviewId, url: reviewPhotos.url })
        .from(reviewPhotos)
        .where(inArray(reviewPhotos.reviewId, ids))
        .orderBy(asc(reviewPhotos.sortOrder), asc(reviewPhotos.id)),
    ]);
    return rows.map((r) => {
      const own = reports.filter((x) => x.report.reviewId === r.id);
      const byReason = new Map<ReportReason, number>();
      for (const x of own) byReason.set(x.report.reason, (byReason.get(x.report.reason) ?? 0) + 1);
      return {
        id: r.id,
        hotel: { id: r.hotel_id, name: r.hotel_name },
        author: { id: r.user_id, loginId: r.login_id, name: r.user_name },
        rating: Number(r.rating),
        comment: r.comment,
        photos: photos.filter((p) => p.reviewId === r.id).map((p) => p.url),
        visible: r.visible,
        deleted: r.deleted,
        createdAt: isoOf(r.created_at),
        reportCount: Number(r.report_count),
        pendingReportCount: Number(r.pending_count),
        reasons: [...byReason].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([reason, count]) => ({ reason, count })),
        firstReportedAt: isoOf(r.first_reported_at),
        lastReportedAt: isoOf(r.last_reported_at),
        reports: own.slice(0, REPORTS_SHOWN).map((x) => ({
          id: x.report.id,
          reason: x.report.reason,
          detail: x.report.detail,
          reporter: { id: x.report.reporterUserId, loginId: x.loginId, name: x.name },
          reporterType: x.report.reporterType,
          status: x.report.status,
          createdAt: x.report.createdAt.toISOString(),
        })),
      };
    });
  }

  /** The review as the queue shows it (also when it has no report: an admin may hide any review). */
  private async one(db: Executor, reviewId: number): Promise<AdminReportedReview> {
    const [summary] = await queryRows<Summary>(
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
    if (!summary) throw reviewNotFound();
    const [review] = await this.withReports(db, [summary]);
    return review!;
  }

  /**
   * Hides the review: it leaves the hotel page and the hotel's rating in this transaction (the rating is recomputed
   * from the shown reviews under the hotel's lock, and the search sees the new rating at once); its undecided reports
   * are accepted.
   */
  async hide(actor: AuditActor, reviewId: number, note: AdminNote): Promise<AdminReportedReview> {
    return this.moderate(actor, reviewId, note, 'REVIEW_HIDDEN', async (tx, review) => {
      if (!review.visible) throw new AppError(409, 'REVIEW_ALREADY_HIDDEN', M.reviewAlreadyHidden);
      await tx.update(reviews).set({ visible: false }).where(eq(reviews.id, reviewId));
      const accepted = await tx
        .update(reviewReports)
        .set({ status: 'ACCEPTED' })
        .where(and(eq(reviewReports.reviewId, reviewId), eq(reviewReports.status, 'PENDING')))
        .returning({ id: reviewReports.id });
      await recomputeHotelRating(tx, review.hotelId, this.clock.now());
      return { before: { visible: true }, after: { visible: false, acceptedReports: accepted.length } };
    });
  }

  /** Shows a hidden review again; it counts in the rating again. */
  async restore(actor: AuditActor, reviewId: number, note: AdminNote): Promise<AdminReportedReview> {
    return this.moderate(actor, reviewId, note, 'REVIEW_RESTORED', async (tx, review) => {
      if (review.visible) throw new AppError(409, 'REVIEW_NOT_HIDDEN', M.reviewNotHidden);
      await tx.update(reviews).set({ visible: true }).where(eq(reviews.id, reviewId));
      await recomputeHotelRating(tx, review.hotelId, this.clock.now());
      return { before: { visible: false }, after: { visible: true } };
    });
  }

  /** The undecided reports are rejected; the review stays as it is. */
  async dismissReports(actor: AuditActor, reviewId: number, note: AdminNote): Promise<AdminReportedReview> {
    return this.moderate(actor, reviewId, note, 'REVIEW_REPORTS_DISMISSED', async (tx) => {
      const rejected = await tx
        .update(reviewReports)
        .set({ status: 'REJECTED' })
        .where(and(eq(reviewReports.reviewId, reviewId), eq(reviewReports.status, 'PENDING')))
        .returning({ id: reviewReports.id });
      if (rejected.length === 0) throw new AppError(409, 'NO_PENDING_REPORTS', M.reviewNoPendingReports);
      return { before: { pendingReports: rejected.length }, after: { pendingReports: 0, rejectedReports: rejected.length } };
    });
  }

  /** One moderation step: the hotel locked first (as review writes do), the review locked, the change, its audit entry. */
  private async moderate(
    actor: AuditActor,
    reviewId: number,
    note: AdminNote,
    action: string,
    change: (tx: Executor, review: { hotelId: number; visible: boolean }) => Promise<{ before: object; after: object }>,
  ): Promise<AdminReportedReview> {
    const memo = optionalMemo(note?.memo);
    const [head] = await this.db
      .select({ hotelId: reviews.hotelId })
      .from(reviews)
      .where(and(eq(reviews.id, reviewId), sql`${reviews.deletedAt} is null`));
    if (!head) throw reviewNotFound();
    await this.db.transaction(async (tx) => {
      await lockHotel(tx, head.hotelId);
      const [review] = await tx
        .select({ hotelId: reviews.hotelId, visible: reviews.visible })
        .from(reviews)
        .where(and(eq(reviews.id, reviewId), sql`${reviews.deletedAt} is null`))
        .for('update');
      if (!review) throw reviewNotFound();
      const { before, after } = await change(tx, review);
      await writeAudit(tx, actor, {
        action,
        entity: 'review',
        entityId: reviewId,
        hotelId: review.hotelId,
        before,
        after: { ...after, ...(memo ? { memo } : {}) },
      });
    });
    return this.one(this.db, reviewId);
  }
}
