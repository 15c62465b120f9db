import {
  parseSortQuery,
  type AdminNote,
  type AdminReportedReview,
  type AdminReportedReviewPage,
  type AdminReviewFilter,
  type AdminReviewSortKey,
  type ReportReason,
} from 'shared-contracts/schemas';
import type { Clock } from '../../clock';
import type { Database, Executor } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { writeAudit, type AuditActor } from '../audit/audit-log';
import { lockHotel, recomputeHotelRating } from '../review/review.repository';
import { ADMIN_MESSAGES as M } from './admin.messages';
import { optionalMemo, pageOf } from './admin-query';
import {
  countReportedReviews,
  decidePendingReports,
  findLiveReviewHotel,
  lockLiveReview,
  reportedReviewPage,
  reportsAndPhotosOf,
  reviewSummary,
  setReviewVisible,
  type ReportedReviewSummary,
} from './admin-reviews.repository';

const REPORTS_SHOWN = 20;
const reviewNotFound = () => new AppError(404, 'REVIEW_NOT_FOUND', M.reviewNotFound);

const isoOf = (value: Date | string) => new Date(value).toISOString();

/** Back-office review moderation (issue 12 item 8). */
export class AdminReviewsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async reported(query: {
    status?: AdminReviewFilter | undefined;
    hotelId?: number | undefined;
    sort?: AdminReviewSortKey | `-${AdminReviewSortKey}` | undefined;
    page?: number | undefined;
    size?: number | undefined;
  }): Promise<AdminReportedReviewPage> {
    const { page, size, offset } = pageOf(query);
    const listed = { filter: query.status ?? 'PENDING', hotelId: query.hotelId, sort: parseSortQuery(query.sort) };
    const rows = await reportedReviewPage(this.db, listed, size, offset);
    // A page past the end has no row to carry the total: count it apart (rare).
    const total = rows[0]?.total ?? (offset > 0 ? await countReportedReviews(this.db, listed) : 0);
    return { content: await this.withReports(this.db, rows), page, size, totalElements: Number(total) };
  }

  private async withReports(db: Executor, rows: ReportedReviewSummary[]): Promise<AdminReportedReview[]> {
    const ids = rows.map((r) => r.id);
    if (ids.length === 0) return [];
    const { reports, photos } = await reportsAndPhotosOf(db, ids);
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
    const summary = await reviewSummary(db, reviewId);
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
      await setReviewVisible(tx, reviewId, false);
      const accepted = await decidePendingReports(tx, reviewId, 'ACCEPTED');
      await recomputeHotelRating(tx, review.hotelId, this.clock.now());
      return { before: { visible: true }, after: { visible: false, acceptedReports: accepted } };
    });
  }

  /** Shows a hidden review again; it counts in the rating again. */
  async restore(actor: AuditActor, reviewId: number, note: AdminNote): Promise<AdminReportedReview> {
    return this.moderate(actor, reviewId, note, 'REVIEW_RESTORED', async (tx, review) => {
      if (review.visible) throw new AppError(409, 'REVIEW_NOT_HIDDEN', M.reviewNotHidden);
      await setReviewVisible(tx, reviewId, true);
      await recomputeHotelRating(tx, review.hotelId, this.clock.now());
      return { before: { visible: false }, after: { visible: true } };
    });
  }

  /** The undecided reports are rejected; the review stays as it is. */
  async dismissReports(actor: AuditActor, reviewId: number, note: AdminNote): Promise<AdminReportedReview> {
    return this.moderate(actor, reviewId, note, 'REVIEW_REPORTS_DISMISSED', async (tx) => {
      const rejected = await decidePendingReports(tx, reviewId, 'REJECTED');
      if (rejected === 0) throw new AppError(409, 'NO_PENDING_REPORTS', M.reviewNoPendingReports);
      return { before: { pendingReports: rejected }, after: { pendingReports: 0, rejectedReports: rejected } };
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
    const hotelId = await findLiveReviewHotel(this.db, reviewId);
    if (hotelId === undefined) throw reviewNotFound();
    await this.db.transaction(async (tx) => {
      await lockHotel(tx, hotelId);
      const review = await lockLiveReview(tx, reviewId);
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
