import {
  OWNER_REPLY_MAX_LENGTH,
  OWNER_REVIEWS_PAGE_SIZE,
  REVIEW_MESSAGES,
  type OwnerReply,
  type OwnerReviewPage,
  type OwnerReviewsQuery,
} from 'shared-contracts/schemas';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { writeAudit, type AuditActor } from '../audit/audit-log';
import { publicReviewerName } from '../review/reviewer-name';
import { plainText } from '../review/review-text';
import { findOwnerReviewPage, findReply, lockHotelReview, writeReply, type ReplyRow } from './owner-reviews.repository';
import { OWNER_REVIEW_MESSAGES as M } from './owner.messages';

const toReply = (row: ReplyRow): OwnerReply => ({
  content: row.content,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
});

/** The owner's reviews page and the one reply per review (every earlier text kept in review_reply_versions). */
export class OwnerReviewsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async page(hotelId: number, query: OwnerReviewsQuery): Promise<OwnerReviewPage> {
    const page = query.page ?? 0;
    const size = query.size ?? OWNER_REVIEWS_PAGE_SIZE;
    const { rows, photos, total: totalElements } = await findOwnerReviewPage(this.db, hotelId, query, size, page * size);
    return {
      content: rows.map((r) => ({
        id: r.id,
        rating: r.rating,
        comment: r.comment,
        // The same masked name the hotel page shows: an owner sees a guest's full name only on their bookings.
        reviewerName: publicReviewerName({ name: r.userName, deletedAt: r.userDeletedAt }),
        roomTypeName: r.roomTypeName,
        createdAt: r.createdAt.toISOString(),
        photos: photos.filter((p) => p.reviewId === r.id).map((p) => p.url),
        visible: r.visible,
        reply: r.reply ? toReply(r.reply) : null,
      })),
      page,
      size,
      totalElements,
      totalPages: Math.ceil(totalElements / size),
    };
  }

  /** Writes the reply (first version) or replaces its text (version + 1); the review and the hotel must match. */
  async reply(hotelId: number, reviewId: number, content: string, actor: AuditActor): Promise<OwnerReply> {
    const text = plainText(content, OWNER_REPLY_MAX_LENGTH * 4);
    if (!text) throw new AppError(400, 'VALIDATION_ERROR', M.replyRequired, [{ field: 'content', message: M.replyRequired }]);
    if (Array.from(text).length > OWNER_REPLY_MAX_LENGTH)
      throw new AppError(400, 'VALIDATION_ERROR', M.replyTooLong, [{ field: 'content', message: M.replyTooLong }]);
    return this.db.transaction(async (tx) => {
      const review = await lockHotelReview(tx, hotelId, reviewId);
      // Another hotel's review is "not found" here: the owner learns nothing about it.
      if (!review) throw new AppError(404, 'REVIEW_NOT_FOUND', REVIEW_MESSAGES.reviewNotFound);
      const now = this.clock.now();
      const before = await findReply(tx, reviewId);
      if (before && before.content === text) return toReply(before);
      const after = await writeReply(tx, before, { reviewId, hotelId, authorId: actor.id, content: text, now });
      await writeAudit(tx, actor, {
        action: before ? 'REVIEW_REPLY_EDITED' : 'REVIEW_REPLY_CREATED',
        entity: 'review_reply',
        entityId: after.id,
        hotelId,
        before: before ? { reviewId, content: before.content, version: before.version } : null,
        after: { reviewId, content: text, version: after.version },
      });
      return toReply(after);
    });
  }
}
