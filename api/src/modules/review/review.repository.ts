import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Review } from 'shared-contracts/schemas';
import { queryRows, type Executor } from '../../db/database';
import { bookings, hotels, reviewPhotos, reviewReplies, reviewReports, reviews, roomTypes, users } from '../../db/schema';
import { publicReviewerName } from './reviewer-name';

/** Reviews guests see: not hidden by moderation, not deleted. */
export const shownReview = and(eq(reviews.visible, true), isNull(reviews.deletedAt));

/**
 * Reviews as the public sees them. `viewerId` is the caller (null for a guest): each review says whether it is
 * theirs (isMine) and never whose it is, so the list does not expose reviewers' account ids; the reviewer's name
 * is masked (publicReviewerName), the author's own included.
 */
async function selectReviews(db: Executor, where: SQL | undefined, limit: number, offset: number, viewerId: number | null): Promise<Review[]> {
  const rows = await db
    .select({
      id: reviews.id,
      userId: reviews.userId,
      userName: users.name,
      userDeletedAt: users.deletedAt,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
      roomTypeName: roomTypes.name,
      profileImageType: users.profileImageType,
      profileImageUrl: users.profileImageUrl,
      profileImageTemplate: users.profileImageTemplate,
      replyContent: reviewReplies.content,
      replyUpdatedAt: reviewReplies.updatedAt,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .leftJoin(roomTypes, eq(roomTypes.id, reviews.roomTypeId))
    .leftJoin(reviewReplies, eq(reviewReplies.reviewId, reviews.id))
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit)
    .offset(offset);
  const ids = rows.map((row) => row.id);
  const photos =
    ids.length === 0
      ? []
      : await db
          .select({ reviewId: reviewPhotos.reviewId, url: reviewPhotos.url })
          .from(reviewPhotos)
          .where(inArray(reviewPhotos.reviewId, ids))
          .orderBy(asc(reviewPhotos.sortOrder), asc(reviewPhotos.id));
  return rows.map((row) => {
    const own = photos.filter((photo) => photo.reviewId === row.id).map((photo) => photo.url);
    // A withdrawn member's name and picture are no longer shown; anyone else's name is masked (박*진).
    const withdrawn = row.userDeletedAt !== null;
    const imageType = withdrawn || row.profileImageType === 'NONE' ? null : row.profileImageType;
    return {
      id: row.id,
      isMine: viewerId !== null && row.userId === viewerId,
      reviewerName: publicReviewerName({ name: row.userName, deletedAt: row.userDeletedAt }),
      rating: row.rating,
      comment: row.comment,
      createdAt: row.createdAt.toISOString(),
      roomTypeName: row.roomTypeName,
      photos: own,
      photoUrl: own[0] ?? null,
      profileImageType: imageType,
      profileImageUrl: imageType === 'UPLOADED' ? row.profileImageUrl : null,
      profileImageTemplate: imageType === 'TEMPLATE' ? row.profileImageTemplate : null,
      ownerReply:
        row.replyContent !== null && row.replyUpdatedAt !== null ? { content: row.replyContent, updatedAt: row.replyUpdatedAt.toISOString() } : null,
    };
  });
}

export async function findHotelReviewPage(
  db: Executor,
  hotelId: number,
  limit: number,
  offset: number,
  viewerId: number | null,
): Promise<{ total: number; content: Review[] }> {
  const where = and(eq(reviews.hotelId, hotelId), shownReview);
  const [totalRow] = await db.select({ n: count() }).from(reviews).where(where);
  return { total: totalRow?.n ?? 0, content: await selectReviews(db, where, limit, offset, viewerId) };
}

export async function findReview(db: Executor, reviewId: number, viewerId: number | null): Promise<Review | null> {
  const [review] = await selectReviews(db, eq(reviews.id, reviewId), 1, 0, viewerId);
  return review ?? null;
}

/** Average (one decimal) and count of a hotel's shown reviews. */
export async function ratingOf(db: Executor, hotelId: number): Promise<{ avg: number | null; count: number }> {
  const [row] = await queryRows<{ avg: string | number | null; count: number | string }>(
    db,
    sql`select round(avg(rating)::numeric, 1) as avg, count(*)::int as count
        from reviews where hotel_id = ${hotelId} and visible and deleted_at is null`,
  );
  const n = Number(row?.count ?? 0);
  return { avg: n > 0 && row?.avg !== null && row?.avg !== undefined ? Number(row.avg) : null, count: n };
}

/** Locks the hotel row so review writes on one hotel take turns and the recomputed rating is always exact. */
export async function lockHotel(db: Executor, hotelId: number): Promise<{ id: number; listed: boolean } | null> {
  const [row] = await queryRows<{ id: number; status: string; deleted_at: Date | null }>(
    db,
    sql`select id, status, deleted_at from hotels where id = ${hotelId} for update`,
  );
  return row ? { id: Number(row.id), listed: row.status === 'ACTIVE' && row.deleted_at === null } : null;
}

/** Writes hotels.rating / review_count from the shown reviews (call inside the transaction that changed them). */
export async function recomputeHotelRating(db: Executor, hotelId: number, now: Date): Promise<void> {
  const { avg, count: reviewCount } = await ratingOf(db, hotelId);
  await db
    .update(hotels)
    .set({ rating: avg ?? 0, reviewCount, updatedAt: now })
    .where(eq(hotels.id, hotelId));
}

/** The caller's most recent CONFIRMED stay at the hotel that has checked out (checkOut ≤ today) and has no review. */
export async function findReviewableBooking(db: Executor, userId: number, hotelId: number, today: string): Promise<number | null> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.userId, userId),
        eq(bookings.hotelId, hotelId),
        eq(bookings.status, 'CONFIRMED'),
        sql`${bookings.checkOut} <= ${today}::date`,
        sql`not exists (select 1 from ${reviews} where ${reviews.bookingId} = ${bookings.id} and ${reviews.deletedAt} is null)`,
      ),
    )
    .orderBy(desc(bookings.checkOut), desc(bookings.id))
    .limit(1);
  return row?.id ?? null;
}

export async function findBookingForReview(db: Executor, bookingId: number) {
  const [row] = await db
    .select({
      id: bookings.id,
      userId: bookings.userId,
      hotelId: bookings.hotelId,
      roomTypeId: bookings.roomTypeId,
      status: bookings.status,
      checkOut: bookings.checkOut,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row ?? null;
}

export async function bookingHasReview(db: Executor, bookingId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.bookingId, bookingId), isNull(reviews.deletedAt)));
  return row !== undefined;
}

export async function insertReview(db: Executor, values: typeof reviews.$inferInsert, photoUrl: string | null): Promise<number> {
  const [row] = await db.insert(reviews).values(values).returning({ id: reviews.id });
  if (!row) throw new Error('review insert returned no row');
  if (photoUrl) await db.insert(reviewPhotos).values({ reviewId: row.id, url: photoUrl, sortOrder: 0 });
  return row.id;
}

/** The review's owner and hotel, for delete and report; null when it does not exist or was deleted. */
export async function findReviewHead(db: Executor, reviewId: number) {
  const [row] = await db
    .select({ id: reviews.id, userId: reviews.userId, hotelId: reviews.hotelId, visible: reviews.visible })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), isNull(reviews.deletedAt)));
  return row ?? null;
}

export async function softDeleteReview(db: Executor, reviewId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(reviews)
    .set({ deletedAt: now })
    .where(and(eq(reviews.id, reviewId), isNull(reviews.deletedAt)))
    .returning({ id: reviews.id });
  return rows.length > 0;
}

/** Forgets a deleted review's photos and answers their URLs, so the files can be removed once committed. */
export async function deleteReviewPhotos(db: Executor, reviewId: number): Promise<string[]> {
  const rows = await db.delete(reviewPhotos).where(eq(reviewPhotos.reviewId, reviewId)).returning({ url: reviewPhotos.url });
  return rows.map((row) => row.url);
}

/** Inserts the report unless this reporter already reported the review; null when they had. */
export async function insertReport(db: Executor, values: typeof reviewReports.$inferInsert): Promise<number | null> {
  const rows = await db
    .insert(reviewReports)
    .values(values)
    .onConflictDoNothing({ target: [reviewReports.reviewId, reviewReports.reporterUserId] })
    .returning({ id: reviewReports.id });
  return rows[0]?.id ?? null;
}
