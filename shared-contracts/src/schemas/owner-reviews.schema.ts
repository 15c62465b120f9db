import { z } from 'zod/mini';
import { queryId, queryInt } from './db-int.schema';

/**
 * The owner's reviews page (member-and-operations §2 route /owner/hotels/{hotelId}/reviews, §6 owner rules):
 * the hotel's reviews with a rating filter and paging, and one owner reply per review, editable, every earlier
 * version kept on the server. The reply is shown under the review on the hotel page (Review.ownerReply).
 */
export const OWNER_REVIEWS_PAGE_SIZE = 10;
export const OWNER_REVIEWS_PAGE_SIZE_MAX = 50;
/** Characters of a reply after HTML is stripped and the ends trimmed. */
export const OWNER_REPLY_MAX_LENGTH = 1000;

export const ownerReviewsQuerySchema = z.object({
  /** Only reviews with this many stars. */
  rating: z.optional(queryInt(1, 5)),
  /** 'false': only reviews still waiting for a reply; 'true': only answered ones. */
  replied: z.optional(z.enum(['true', 'false'])),
  /** 0-based. */
  page: z.optional(queryInt(0, 100_000)),
  size: z.optional(queryInt(1, OWNER_REVIEWS_PAGE_SIZE_MAX)),
});
export type OwnerReviewsQuery = z.infer<typeof ownerReviewsQuerySchema>;

export const ownerReviewParamsSchema = z.object({ hotelId: queryId(), reviewId: queryId() });

export const ownerReplySchema = z.object({
  content: z.string(),
  /** ISO instants: first written, last edited. */
  createdAt: z.string(),
  updatedAt: z.string(),
  /** 1 for the first text, +1 per edit (earlier versions are kept). */
  version: z.int(),
});
z.globalRegistry.add(ownerReplySchema, { id: 'OwnerReply' });
export type OwnerReply = z.infer<typeof ownerReplySchema>;

export const ownerReviewSchema = z.object({
  id: z.int(),
  rating: z.int().check(z.minimum(1), z.maximum(5)),
  comment: z.nullable(z.string()),
  /** Masked as on the hotel page (박*진), or 익명: an owner sees a guest's full name only on their bookings. */
  reviewerName: z.string(),
  roomTypeName: z.nullable(z.string()),
  /** ISO instant. */
  createdAt: z.string(),
  photos: z.array(z.string()),
  /** false: hidden from guests by the platform (the owner still sees it). */
  visible: z.boolean(),
  reply: z.nullable(ownerReplySchema),
});
z.globalRegistry.add(ownerReviewSchema, { id: 'OwnerReview' });
export type OwnerReview = z.infer<typeof ownerReviewSchema>;

export const ownerReviewPageSchema = z.object({
  content: z.array(ownerReviewSchema),
  page: z.int(),
  size: z.int(),
  totalElements: z.int(),
  totalPages: z.int(),
});
z.globalRegistry.add(ownerReviewPageSchema, { id: 'OwnerReviewPage' });
export type OwnerReviewPage = z.infer<typeof ownerReviewPageSchema>;

/** PUT .../reviews/{reviewId}/reply: creates the reply or replaces its text (the old text is kept as a version). */
export const ownerReplyWriteSchema = z.object({
  content: z.string().check(z.maxLength(OWNER_REPLY_MAX_LENGTH * 4)),
});
export type OwnerReplyWrite = z.infer<typeof ownerReplyWriteSchema>;
