import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bookings, payments } from './booking.schema';
import { hotels } from './catalog.schema';
import { bookingStatus, refundStatus, userRole } from './enums';
import { users } from './users.schema';

/**
 * A hotel's own cancellation tiers: cancelling at least `daysBefore` days before check-in (Korean dates) refunds
 * `refundPercent`. A hotel without rows uses the platform default (cancellation-policy.ts).
 */
export const hotelCancellationTiers = pgTable(
  'hotel_cancellation_tiers',
  {
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
    daysBefore: smallint('days_before').notNull(),
    refundPercent: smallint('refund_percent').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.hotelId, t.daysBefore] }),
    check('hotel_cancellation_tiers_ck', sql`${t.daysBefore} between 0 and 365 and ${t.refundPercent} between 0 and 100`),
  ],
);

/**
 * Money given back for a cancelled booking, once per idempotency key whatever the retries (decision 0015). The row is
 * written PENDING with the cancellation itself; the provider is called after that commit, and its answer is recorded
 * in a short transaction of its own (SUCCEEDED with the provider's reference, or FAILED with the error and the next
 * attempt's time). `next_attempt_at` is when the retry job may take it: for a PENDING row being attempted, the end of
 * that attempt's lease.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    paymentId: integer('payment_id').references(() => payments.id),
    amount: integer('amount').notNull(),
    refundPercent: smallint('refund_percent').notNull(),
    provider: text('provider').notNull(),
    /** The provider's transaction key of the cancel (Toss; the sandbox's own reference), set when it succeeded. */
    providerRef: text('provider_ref'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** No default: whoever writes a refund says whether it still has to reach the provider. */
    status: refundStatus('status').notNull(),
    /** The cancellation reason the provider is told (sent again on every retry). */
    reason: text('reason'),
    /** Provider calls started so far (counted when one is taken, so a crash mid-call counts too). */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true, mode: 'date' }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refunds_idempotency_uq').on(t.idempotencyKey),
    index('refunds_booking_idx').on(t.bookingId),
    // The retry job's scan: refunds still owed, by when they are due.
    index('refunds_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} <> 'SUCCEEDED'`),
    check('refunds_amount_ck', sql`${t.amount} >= 0`),
    check('refunds_attempts_ck', sql`${t.attempts} >= 0`),
    check('refunds_completed_ck', sql`(${t.status} = 'SUCCEEDED') = (${t.completedAt} is not null)`),
  ],
);

/** Every status a booking went through, with who moved it and why. */
export const bookingStatusHistory = pgTable(
  'booking_status_history',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    fromStatus: bookingStatus('from_status'),
    toStatus: bookingStatus('to_status').notNull(),
    actorId: integer('actor_id').references(() => users.id),
    actorRole: userRole('actor_role'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('booking_status_history_booking_idx').on(t.bookingId, t.id)],
);
