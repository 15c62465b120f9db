import { z } from 'zod/mini';
import { CANCEL_DETAIL_MAX, CANCEL_REASONS } from '../constants/cancellation.constants';

/** Cancellation with refunds (issue 9; member-and-operations §5 "Cancel dialog"). */
export const cancellationTierSchema = z.object({ daysBefore: z.int(), refundPercent: z.int() });

export const cancellationPolicySchema = z.object({
  tiers: z.array(cancellationTierSchema),
  /** The tiers in Korean, one line each. */
  lines: z.array(z.string()),
});
z.globalRegistry.add(cancellationPolicySchema, { id: 'CancellationPolicy' });
export type CancellationPolicy = z.infer<typeof cancellationPolicySchema>;

export const refundQuoteSchema = z.object({
  bookingId: z.string(),
  cancellable: z.boolean(),
  /** The last moment a cancellation is accepted: 23:59:59 of the check-in day, Korean time (ISO instant). */
  cancelDeadline: z.string(),
  paidAmount: z.int(),
  refundAmount: z.int(),
  refundPercent: z.int(),
  daysBeforeCheckIn: z.int(),
  /** The room type is sold non-refundable: 0 % whatever the day. */
  nonRefundable: z.boolean(),
  /** Owners and admins cancel for the hotel or the platform: the guest gets everything back. */
  fullRefundByOperator: z.boolean(),
  tier: z.nullable(cancellationTierSchema),
  /** When the refund drops to the next tier (the end of the current tier's last day), or null. */
  tierEndsAt: z.nullable(z.string()),
  nextTier: z.nullable(cancellationTierSchema),
  policy: cancellationPolicySchema,
});
z.globalRegistry.add(refundQuoteSchema, { id: 'RefundQuote' });
export type RefundQuote = z.infer<typeof refundQuoteSchema>;

export const cancelRequestSchema = z.object({
  reason: z.enum(CANCEL_REASONS),
  /** Required (trimmed, non-empty) for ETC. */
  detail: z.optional(z.nullable(z.string().check(z.maxLength(CANCEL_DETAIL_MAX + 50)))),
});
export type CancelRequest = z.infer<typeof cancelRequestSchema>;

/**
 * Where a cancellation's refund stands, as the guest (and the operator who cancelled) is told (decision 0015):
 * NONE — nothing to give back; PENDING — recorded and owed, the payment provider has not confirmed it yet (it is
 * retried automatically until it does: 환불 처리 중); SUCCEEDED — the provider gave the money back.
 */
export const REFUND_PROGRESS = ['NONE', 'PENDING', 'SUCCEEDED'] as const;
export type RefundProgress = (typeof REFUND_PROGRESS)[number];

export const cancelResultSchema = z.object({
  bookingId: z.string(),
  status: z.literal('CANCELLED'),
  refundAmount: z.int(),
  refundPercent: z.int(),
  /** Where refundAmount stands: the booking is CANCELLED either way. */
  refundStatus: z.enum(REFUND_PROGRESS),
  cancelledAt: z.string(),
  couponReturned: z.boolean(),
});
z.globalRegistry.add(cancelResultSchema, { id: 'CancelResult' });
export type CancelResult = z.infer<typeof cancelResultSchema>;
