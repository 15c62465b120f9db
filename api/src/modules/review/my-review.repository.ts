import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { MyReview } from 'shared-contracts/schemas';
import type { Executor } from '../../db/database';
import { hotels, reviewPhotos, reviews, roomTypes } from '../../db/schema';

/** The member's reviews, hidden ones included (they are still theirs to delete); deleted ones are gone. */
const ownReview = (userId: number) => and(eq(reviews.userId, userId), isNull(reviews.deletedAt));

/** One page of the member's reviews, newest first, with hotel name, room type and photos. */
export async function findMyReviewPage(db: Executor, userId: number, limit: number, offset: number): Promise<{ total: number; content: MyReview[] }> {
  const [totalRow] = await db.select({ n: count() }).from(reviews).where(ownReview(userId));
  const rows = await db
    .select({
      id: reviews.id,
      hotelId: reviews.hotelId,
      hotelName: hotels.name,
      roomTypeName: roomTypes.name,
      rating: reviews.rating,
      comment: reviews.comment,
      visible: reviews.visible,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(hotels, eq(hotels.id, reviews.hotelId))
    .leftJoin(roomTypes, eq(roomTypes.id, reviews.roomTypeId))
    .where(ownReview(userId))
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
  const content = rows.map((row) => ({
    ...row,
    photos: photos.filter((photo) => photo.reviewId === row.id).map((photo) => photo.url),
    createdAt: row.createdAt.toISOString(),
  }));
  return { total: totalRow?.n ?? 0, content };
}
