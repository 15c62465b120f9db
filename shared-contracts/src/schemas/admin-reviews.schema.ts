import { z } from 'zod/mini';
import { adminHotelRefSchema, adminPageQuery, adminUserRefSchema } from './admin-common.schema';
import { queryId } from './db-int.schema';
import { sortQuery } from './list-sort.schema';
import { REPORT_REASONS } from './review.schema';

/** Back-office review moderation (issue 12 item 8): the reported queue, hide / restore, dismiss reports. */
export const REPORT_REASON_LABELS: Record<(typeof REPORT_REASONS)[number], string> = {
  ABUSE: '욕설·비방',
  SPAM: '광고·스팸',
  PERSONAL: '개인정보 노출',
  OTHER: '기타',
};
export const REPORT_STATUS_LABELS = { PENDING: '처리 대기', ACCEPTED: '숨김 처리', REJECTED: '기각' } as const;

/** PENDING: reviews with a report nobody decided on (the queue); HIDDEN: hidden reviews; ALL: every reported review. */
export const ADMIN_REVIEW_FILTERS = ['PENDING', 'HIDDEN', 'ALL'] as const;
export type AdminReviewFilter = (typeof ADMIN_REVIEW_FILTERS)[number];

/**
 * The columns the queue sorts by (`sort=key` or `sort=-key`, ties by the review's id): written at, rating, reports in
 * all, latest report. Without `sort`, the tab's own order (처리 대기: the oldest waiting report first; else the latest report first).
 */
export const ADMIN_REVIEW_SORT_KEYS = ['createdAt', 'rating', 'reportCount', 'lastReportedAt'] as const;
export type AdminReviewSortKey = (typeof ADMIN_REVIEW_SORT_KEYS)[number];

export const adminReportedReviewsQuerySchema = z.object({
  status: z.optional(z.enum(ADMIN_REVIEW_FILTERS)),
  hotelId: z.optional(queryId()),
  sort: sortQuery(ADMIN_REVIEW_SORT_KEYS),
  ...adminPageQuery,
});

export const adminReviewReportSchema = z.object({
  id: z.int(),
  reason: z.enum(REPORT_REASONS),
  detail: z.nullable(z.string()),
  reporter: adminUserRefSchema,
  reporterType: z.string(),
  status: z.enum(['PENDING', 'ACCEPTED', 'REJECTED']),
  createdAt: z.string(),
});
export type AdminReviewReport = z.infer<typeof adminReviewReportSchema>;

export const adminReportedReviewSchema = z.object({
  id: z.int(),
  hotel: adminHotelRefSchema,
  author: adminUserRefSchema,
  rating: z.int(),
  comment: z.nullable(z.string()),
  photos: z.array(z.string()),
  /** false once hidden: the review has left the hotel page and its rating. */
  visible: z.boolean(),
  deleted: z.boolean(),
  createdAt: z.string(),
  reportCount: z.int(),
  pendingReportCount: z.int(),
  /** Report counts per reason, most frequent first. */
  reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: z.int() })),
  firstReportedAt: z.string(),
  lastReportedAt: z.string(),
  /** The reports themselves, newest first (at most 20). */
  reports: z.array(adminReviewReportSchema),
});
z.globalRegistry.add(adminReportedReviewSchema, { id: 'AdminReportedReview' });
export type AdminReportedReview = z.infer<typeof adminReportedReviewSchema>;

export const adminReportedReviewPageSchema = z.object({
  content: z.array(adminReportedReviewSchema),
  page: z.int(),
  size: z.int(),
  totalElements: z.int(),
});
export type AdminReportedReviewPage = z.infer<typeof adminReportedReviewPageSchema>;

export const adminReviewIdParamSchema = z.object({ id: queryId() });
