import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { OwnerReviewsQuery } from 'shared-contracts/schemas';
import type { Executor } from '../../db/database';
import { reviewPhotos, reviewReplies, reviewReplyVersions, reviews, roomTypes, users } from '../../db/schema';

export type ReplyRow = typeof reviewReplies.$inferSelect;

/** One page of a hotel's reviews (deleted ones gone, hidden ones kept) with their reply and the reviewer's name. */
export async function findOwnerReviewPage(db: Executor, hotelId: number, query: OwnerReviewsQuery, limit: number, offset: number) {
  const where = and(
    eq(reviews.hotelId, hotelId),
    isNull(reviews.deletedAt),
    query.rating === undefined ? undefined : eq(reviews.rating, query.rating),
    query.replied === undefined ? undefined : query.replied === 'true' ? isNotNull(reviewReplies.id) : isNull(reviewReplies.id),
  ) as SQL;
  const [rows, [total]] = await Promise.all([
    db
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
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(reviews).leftJoin(reviewReplies, eq(reviewReplies.reviewId, reviews.id)).where(where),
  ]);
  const ids = rows.map((r) => r.id);
  const photos = ids.length
    ? await db
        .select({ reviewId: reviewPhotos.reviewId, url: reviewPhotos.url })
        .from(reviewPhotos)
        .where(inArray(reviewPhotos.reviewId, ids))
        .orderBy(asc(reviewPhotos.sortOrder), asc(reviewPhotos.id))
    : [];
  return { rows, photos, total: total?.n ?? 0 };
}

/** Locks the hotel's (not deleted) review for its reply; null when the review is not this hotel's. */
export async function lockHotelReview(db: Executor, hotelId: number, reviewId: number): Promise<{ id: number } | null> {
  const [review] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.hotelId, hotelId), isNull(reviews.deletedAt)))
    .for('update');
  return review ?? null;
}

export async function findReply(db: Executor, reviewId: number): Promise<ReplyRow | null> {
  const [reply] = await db.select().from(reviewReplies).where(eq(reviewReplies.reviewId, reviewId));
  return reply ?? null;
}

/** Writes the reply's new text as its next version (the row, then the kept copy in review_reply_versions). */
export async function writeReply(
  db: Executor,
  before: ReplyRow | null,
  values: { reviewId: number; hotelId: number; authorId: number; content: string; now: Date },
): Promise<ReplyRow> {
  const { reviewId, hotelId, authorId, content, now } = values;
  const [after] = before
    ? await db
        .update(reviewReplies)
        .set({ content, version: sql`${reviewReplies.version} + 1`, updatedAt: now, authorId })
        .where(eq(reviewReplies.id, before.id))
        .returning()
    : await db.insert(reviewReplies).values({ reviewId, hotelId, authorId, content, createdAt: now, updatedAt: now }).returning();
  if (!after) throw new Error('review reply write returned no row');
  await db.insert(reviewReplyVersions).values({ replyId: after.id, version: after.version, content, authorId, createdAt: now });
  return after;
}
