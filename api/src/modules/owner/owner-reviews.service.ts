import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { OWNER_REPLY_MAX_LENGTH, OWNER_REVIEWS_PAGE_SIZE, REVIEW_MESSAGES, type OwnerReply, type OwnerReviewPage, type OwnerReviewsQuery } from 'shared-contracts/schemas';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { reviewPhotos, reviewReplies, reviewReplyVersions, reviews, roomTypes, users } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { writeAudit, type AuditActor } from '../audit/audit-log';
import { plainText } from '../review/review-text';
import { OWNER_REVIEW_MESSAGES as M } from './owner.messages';

type ReplyRow = typeof reviewReplies.$inferSelect;
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
    const where = and(
      eq(reviews.hotelId, hotelId),
      isNull(reviews.deletedAt),
      query.rating === undefined ? undefined : eq(reviews.rating, query.rating),
      query.replied === undefined ? undefined : query.replied === 'true' ? isNotNull(reviewReplies.id) : isNull(reviewReplies.id),
    ) as SQL;
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          id: reviews.id,
          rating: reviews.rating,
          comment: reviews.comment,
          userName: users.name,
          userDeletedAt: users.deletedAt,
          roomTypeName: roomTypes.name,
          createdAt: reviews.createdAt,
          visible: reviews.visible,
          reply: reviewReplies,
        })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .leftJoin(roomTypes, eq(roomTypes.id, reviews.roomTypeId))
        .leftJoin(reviewReplies, eq(reviewReplies.reviewId, reviews.id))
        .where(where)
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(size)
        .offset(page * size),
      this.db.select({ n: count() }).from(reviews).leftJoin(reviewReplies, eq(reviewReplies.reviewId, reviews.id)).where(where),
    ]);
    const ids = rows.map((r) => r.id);
    const photos = ids.length
      ? await this.db
          .select({ reviewId: reviewPhotos.reviewId, url: reviewPhotos.url })
          .from(reviewPhotos)
          .where(inArray(reviewPhotos.reviewId, ids))
          .orderBy(asc(reviewPhotos.sortOrder), asc(reviewPhotos.id))
      : [];
    const totalElements = total?.n ?? 0;
    return {
      content: rows.map((r) => ({
        id: r.id,
        rating: r.rating,
        comment: r.comment,
        reviewerName: r.userDeletedAt !== null || !r.userName.trim() ? REVIEW_MESSAGES.anonymous : r.userName,
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
    if (Array.from(text).length > OWNER_REPLY_MAX_LENGTH) throw new AppError(400, 'VALIDATION_ERROR', M.replyTooLong, [{ field: 'content', message: M.replyTooLong }]);
    return this.db.transaction(async (tx) => {
      const [review] = await tx
        .select({ id: reviews.id })
        .from(reviews)
        .where(and(eq(reviews.id, reviewId), eq(reviews.hotelId, hotelId), isNull(reviews.deletedAt)))
        .for('update');
      // Another hotel's review is "not found" here: the owner learns nothing about it.
      if (!review) throw new AppError(404, 'REVIEW_NOT_FOUND', REVIEW_MESSAGES.reviewNotFound);
      const now = this.clock.now();
      const [before] = await tx.select().from(reviewReplies).where(eq(reviewReplies.reviewId, reviewId));
      if (before && before.content === text) return toReply(before);
      const [after] = before
        ? await tx
            .update(reviewReplies)
            .set({ content: text, version: sql`${reviewReplies.version} + 1`, updatedAt: now, authorId: actor.id })
            .where(eq(reviewReplies.id, before.id))
            .returning()
        : await tx.insert(reviewReplies).values({ reviewId, hotelId, authorId: actor.id, content: text, createdAt: now, updatedAt: now }).returning();
      await tx.insert(reviewReplyVersions).values({ replyId: after!.id, version: after!.version, content: text, authorId: actor.id, createdAt: now });
      await writeAudit(tx, actor, {
        action: before ? 'REVIEW_REPLY_EDITED' : 'REVIEW_REPLY_CREATED',
        entity: 'review_reply',
        entityId: after!.id,
        hotelId,
        before: before ? { reviewId, content: before.content, version: before.version } : null,
        after: { reviewId, content: text, version: after!.version },
      });
      return toReply(after!);
    });
  }
}
