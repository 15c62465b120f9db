import {
  DEFAULT_CANCELLATION_TIERS,
  describeTiers,
  sortTiers,
  tierFor,
  type CancellationPolicy,
  type CancellationTier,
} from 'shared-contracts/schemas';
import { addDays, daysBetween } from '../../clock';
import type { Executor } from '../../db/database';
import { findCancellationTiers } from './cancellation.repository';

/** The hotel's tiers, or the platform default when it has none of its own. */
export async function policyOf(db: Executor, hotelId: number): Promise<CancellationPolicy> {
  const rows = await findCancellationTiers(db, hotelId);
  const tiers = sortTiers(rows.length ? rows : DEFAULT_CANCELLATION_TIERS);
  return { tiers, lines: describeTiers(tiers) };
}

/**
 * The one cancellation rule (ARCHITECTURE §7): a booking can be cancelled — by its guest, the hotel's owner or an
 * administrator — until 23:59 of its check-in day (Korean business date), unless it already is.
 */
export const isCancellable = (booking: { cancelled: boolean; checkIn: string }, today: string): boolean =>
  !booking.cancelled && today <= booking.checkIn;

/** The end of a Korean calendar day, as an instant. */
export const endOfSeoulDay = (date: string) => new Date(`${date}T23:59:59.999+09:00`).toISOString();

export interface RefundTerms {
  cancellable: boolean;
  daysBeforeCheckIn: number;
  refundPercent: number;
  tier: CancellationTier | null;
  nextTier: CancellationTier | null;
  tierEndsAt: string | null;
  cancelDeadline: string;
}

/**
 * What cancelling today gives back (issue 9): the tier of the number of Korean days before check-in; a non-refundable
 * room type gives 0 %; an owner or admin cancels for the hotel or platform and the guest gets 100 %.
 */
export function refundTerms(
  policy: CancellationPolicy,
  stay: { checkIn: string; nonRefundable: boolean; cancelled: boolean },
  today: string,
  byOperator: boolean,
): RefundTerms {
  const days = daysBetween(today, stay.checkIn);
  const tiers = sortTiers(policy.tiers);
  const tier = tierFor(tiers, days);
  const index = tier ? tiers.indexOf(tier) : -1;
  const nextTier = index >= 0 ? (tiers[index + 1] ?? null) : null;
  const percent = byOperator ? 100 : stay.nonRefundable ? 0 : (tier?.refundPercent ?? 0);
  return {
    cancellable: isCancellable(stay, today),
    daysBeforeCheckIn: days,
    refundPercent: percent,
    tier: byOperator || stay.nonRefundable ? null : tier,
    nextTier: byOperator || stay.nonRefundable ? null : nextTier,
    tierEndsAt: !byOperator && !stay.nonRefundable && tier && nextTier ? endOfSeoulDay(addDays(stay.checkIn, -tier.daysBefore)) : null,
    cancelDeadline: endOfSeoulDay(stay.checkIn),
  };
}

/** Integer won, never more than what is left of the payment. */
export const refundAmountOf = (paidLeft: number, percent: number) => Math.max(0, Math.min(paidLeft, Math.floor((paidLeft * percent) / 100)));
