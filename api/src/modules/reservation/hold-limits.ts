import { HOLD_ERROR_CODES } from 'shared-contracts/schemas';
import type { HoldConfig } from '../../config';
import type { Executor } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { RESERVATION_MESSAGES as M } from './reservation.messages';
import { findMemberHoldUsage, lockMemberHolds } from './reservation.repository';

/**
 * What keeps one member from emptying a hotel (issue 13): a cap on the holds they have at once, a limit on
 * how many they create per window, and a lifetime that repricing cannot stretch for ever.
 */
export type HoldLimits = Pick<HoldConfig, 'ttlSeconds' | 'maxActivePerUser' | 'maxExtensions' | 'createRate'>;

/**
 * Inside the hold transaction, before any room is taken: locks the member's holds, then refuses when they
 * already hold `maxActivePerUser` rooms (409) or created `createRate.max` holds in the window (429, with the
 * seconds until one more is allowed). Counting in the database under the lock makes the limits exact under
 * concurrency and shared by every API instance without Redis.
 */
export async function assertHoldQuota(tx: Executor, userId: number, now: Date, limits: HoldLimits): Promise<void> {
  await lockMemberHolds(tx, userId);
  const { max, windowSeconds } = limits.createRate;
  const usage = await findMemberHoldUsage(tx, userId, now, new Date(now.getTime() - windowSeconds * 1000), max);
  // The cap first: its message tells the member what to do (pay or cancel a hold), a wait does not.
  if (usage.active >= limits.maxActivePerUser) {
    throw new AppError(409, HOLD_ERROR_CODES.limitReached, M.holdLimitReached(limits.maxActivePerUser), undefined, {
      maxActiveHolds: limits.maxActivePerUser,
    });
  }
  if (usage.createdInWindow >= max) {
    const freedAt = (usage.blockingCreatedAt ?? now).getTime() + windowSeconds * 1000;
    const retryAfterSeconds = Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000));
    throw new AppError(429, HOLD_ERROR_CODES.rateLimited, M.holdRateLimited(retryAfterSeconds), undefined, { retryAfterSeconds });
  }
}

/** The latest a hold may live: its first lifetime plus `maxExtensions` more, counted from its creation. */
export function holdDeadline(createdAt: Date, limits: Pick<HoldLimits, 'ttlSeconds' | 'maxExtensions'>): Date {
  return new Date(createdAt.getTime() + limits.ttlSeconds * (1 + limits.maxExtensions) * 1000);
}

/**
 * The lifetime after a reprice: restarted from now, but never past the hold's deadline and never shorter than
 * it already was (repricing near the deadline must not cut the guest's time).
 */
export function repricedExpiry(
  hold: { createdAt: Date; expiresAt: Date },
  now: Date,
  limits: Pick<HoldLimits, 'ttlSeconds' | 'maxExtensions'>,
): Date {
  const restarted = Math.min(now.getTime() + limits.ttlSeconds * 1000, holdDeadline(hold.createdAt, limits).getTime());
  return new Date(Math.max(restarted, hold.expiresAt.getTime()));
}
