import { z } from 'zod/mini';
import { adminHotelRefSchema, adminPageQuery, adminUserRefSchema } from './admin-common.schema';
import { queryId } from './db-int.schema';
import { sortQuery } from './list-sort.schema';

/**
 * Back-office refunds (issue 23 item 5, decision 0015): the refunds cancellations promised, above all those the
 * payment provider has not confirmed. PENDING: recorded, not confirmed yet (an attempt may be under way); FAILED: the
 * last attempt did not go through — the retry job tries again at nextAttemptAt; SUCCEEDED: the money went back.
 */
export const ADMIN_REFUND_STATUSES = ['FAILED', 'PENDING', 'SUCCEEDED'] as const;
export type AdminRefundStatus = (typeof ADMIN_REFUND_STATUSES)[number];
export const ADMIN_REFUND_STATUS_LABELS: Record<AdminRefundStatus, string> = {
  FAILED: '처리 실패',
  PENDING: '처리 중',
  SUCCEEDED: '환불 완료',
};

/**
 * The columns the list sorts by (`sort=key` or `sort=-key`, ties by the refund's id): requested at (the cancellation),
 * refunded at (refunds not completed last either way), amount. Without `sort`, newest first.
 */
export const ADMIN_REFUND_SORT_KEYS = ['createdAt', 'completedAt', 'amount'] as const;
export type AdminRefundSortKey = (typeof ADMIN_REFUND_SORT_KEYS)[number];

export const adminRefundsQuerySchema = z.object({
  /** Omitted: every refund. */
  status: z.optional(z.enum(ADMIN_REFUND_STATUSES)),
  sort: sortQuery(ADMIN_REFUND_SORT_KEYS),
  ...adminPageQuery,
});
export type AdminRefundsQuery = z.infer<typeof adminRefundsQuerySchema>;

export const adminRefundIdParamSchema = z.object({ id: queryId() });

export const adminRefundSchema = z.object({
  id: z.int(),
  /** The booking number. */
  bookingId: z.string(),
  hotel: adminHotelRefSchema,
  guest: adminUserRefSchema,
  amount: z.int(),
  refundPercent: z.int(),
  /** SANDBOX or TOSS. */
  provider: z.string(),
  status: z.enum(ADMIN_REFUND_STATUSES),
  /** Provider calls started so far. */
  attempts: z.int(),
  /** What the last failed attempt answered (the provider's Korean message or code), null when none failed. */
  lastError: z.nullable(z.string()),
  lastAttemptAt: z.nullable(z.string()),
  /** When the retry job takes it next; null once it succeeded. */
  nextAttemptAt: z.nullable(z.string()),
  providerRef: z.nullable(z.string()),
  /** When the cancellation promised it. */
  createdAt: z.string(),
  completedAt: z.nullable(z.string()),
});
z.globalRegistry.add(adminRefundSchema, { id: 'AdminRefund' });
export type AdminRefund = z.infer<typeof adminRefundSchema>;

export const adminRefundPageSchema = z.object({
  content: z.array(adminRefundSchema),
  page: z.int(),
  size: z.int(),
  totalElements: z.int(),
});
export type AdminRefundPage = z.infer<typeof adminRefundPageSchema>;
