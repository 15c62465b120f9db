import type { RefundProgress } from 'shared-contracts/schemas';
import type { RefundStatus } from '../../db/schema';

/**
 * The refund rules (decision 0015), in one place for the cancellation, the retry job, the admin view, the booking
 * detail and the settlement.
 */

/**
 * Every state of a recorded refund is money promised to the guest: PENDING (not confirmed yet), FAILED (being
 * retried) and SUCCEEDED (given back). The settlement deducts all three from what a hotel keeps — the hotel is never
 * settled for money owed to a guest — and the ledger counts them the same way.
 */
export const OWED_REFUND_STATUSES: readonly RefundStatus[] = ['PENDING', 'FAILED', 'SUCCEEDED'];

/**
 * How long one provider call may take before the retry job may take the refund again: well past the gateway's
 * 15-second timeout, so a call in flight is not doubled; a process that died mid-call is retried after it.
 */
export const REFUND_ATTEMPT_LEASE_MS = 2 * 60_000;

/** The first retry a minute after a failed attempt, doubling to at most six hours apart; never given up. */
export const REFUND_RETRY_FIRST_MS = 60_000;
export const REFUND_RETRY_MAX_MS = 6 * 60 * 60_000;

export function retryDelayMs(attempts: number): number {
  const doublings = Math.max(0, Math.min(attempts - 1, 20));
  return Math.min(REFUND_RETRY_FIRST_MS * 2 ** doublings, REFUND_RETRY_MAX_MS);
}

export const leaseEnd = (now: Date) => new Date(now.getTime() + REFUND_ATTEMPT_LEASE_MS);

/** What the guest is told: a refund not yet confirmed is "being processed" (환불 처리 중), failed attempts included. */
export const progressOf = (status: RefundStatus): Exclude<RefundProgress, 'NONE'> => (status === 'SUCCEEDED' ? 'SUCCEEDED' : 'PENDING');

/** The idempotency key of a booking's refund: a booking is cancelled once, so it has one refund, whatever the retries. */
export const refundKeyOf = (bookingNo: string) => `refund-${bookingNo}`;

/** The error an attempt records for the admin: the provider's code and (Korean) message, bounded. */
export function attemptError(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : String(error);
  const text = typeof code === 'string' && code ? `${code}: ${message}` : message;
  return [...text].slice(0, 500).join('');
}
