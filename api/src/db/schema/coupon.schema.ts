import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { couponIssuanceStatus } from './enums';
import { users } from './users.schema';

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    /** Claim code (trimmed, at most 64 characters per spec). */
    code: text('code').notNull(),
    title: text('title').notNull(),
    /** Fixed discount in won, capped at the room subtotal when applied. */
    amount: integer('amount').notNull(),
    stackable: boolean('stackable').notNull().default(false),
    /** How long an issued copy stays valid, counted from issuance. */
    validDays: integer('valid_days').notNull().default(30),
    /** Campaign window for claiming; null = open-ended. */
    claimFrom: date('claim_from', { mode: 'string' }),
    claimTo: date('claim_to', { mode: 'string' }),
    active: boolean('active').notNull().default(true),
    /** Copies in all (null = unlimited); issuedCount is raised by the claim under the row's lock, never past it. */
    quantity: integer('quantity'),
    issuedCount: integer('issued_count').notNull().default(0),
    /** Issued copies are never valid past this date (an admin campaign's validTo); null = validDays alone. */
    usableUntil: date('usable_until', { mode: 'string' }),
    /** When an administrator stopped the campaign (active = false). */
    stoppedAt: timestamp('stopped_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('coupons_code_uq').on(t.code),
    check('coupons_amount_ck', sql`${t.amount} > 0`),
    check('coupons_valid_days_ck', sql`${t.validDays} > 0`),
    check('coupons_quantity_ck', sql`${t.quantity} is null or (${t.quantity} > 0 and ${t.issuedCount} <= ${t.quantity})`),
    check('coupons_issued_count_ck', sql`${t.issuedCount} >= 0`),
  ],
);

export const couponIssuances = pgTable(
  'coupon_issuances',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: couponIssuanceStatus('status').notNull().default('AVAILABLE'),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    // A user holds a given coupon once: claiming twice is the spec's 409.
    uniqueIndex('coupon_issuances_coupon_user_uq').on(t.couponId, t.userId),
    index('coupon_issuances_user_idx').on(t.userId, t.status),
    check('coupon_issuances_window_ck', sql`${t.validFrom} <= ${t.validTo}`),
  ],
);
