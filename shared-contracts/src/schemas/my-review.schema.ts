import { z } from 'zod/mini';
import { queryInt } from './db-int.schema';

import { MY_REVIEWS_SIZE_MAX } from '../constants/member-area.constants';

/** The member's own reviews (member-and-operations §3 "Review (own)", §7 GET/DELETE /my/reviews, §9: 10 a page). */

export const myReviewSchema = z.object({
  id: z.int(),
  hotelId: z.int(),
  hotelName: z.string(),
  roomTypeName: z.nullable(z.string()),
  rating: z.int().check(z.minimum(1), z.maximum(5)),
  comment: z.nullable(z.string()),
  photos: z.array(z.string()),
  /** false while moderation hides it from the hotel page. */
  visible: z.boolean(),
  /** ISO timestamp. */
  createdAt: z.string(),
});
z.globalRegistry.add(myReviewSchema, { id: 'MyReview' });
export type MyReview = z.infer<typeof myReviewSchema>;

export const myReviewsQuerySchema = z.object({
  /** 0-based. */
  page: z.optional(queryInt(0, 100_000)),
  /** Default 10; larger than MY_REVIEWS_SIZE_MAX is refused. */
  size: z.optional(queryInt(1, MY_REVIEWS_SIZE_MAX)),
});
export type MyReviewsQuery = z.infer<typeof myReviewsQuerySchema>;

export const myReviewPageSchema = z.object({
  content: z.array(myReviewSchema),
  totalPages: z.int().check(z.nonnegative()),
  totalElements: z.int().check(z.nonnegative()),
  /** 0-based. */
  page: z.int().check(z.nonnegative()),
  size: z.int().check(z.positive()),
});
z.globalRegistry.add(myReviewPageSchema, { id: 'MyReviewPage' });
export type MyReviewPage = z.infer<typeof myReviewPageSchema>;
