import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgEnum, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bookings } from './booking.schema';
import { hotels } from './catalog.schema';
import { users } from './users.schema';

export const settlementStatus = pgEnum('settlement_status', ['PENDING', 'SETTLED']);

/**
 * One weekly statement per hotel (ARCHITECTURE §7 "Settlement"): the CONFIRMED stays whose check-out falls on
 * week_start (a Monday) .. week_end (its Sunday), Korean dates. PENDING statements are recomputed by the job;
 * a SETTLED one (paid out, set by an admin) is frozen with its lines.
 */
export const settlementStatements = pgTable(
  'settlement_statements',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    weekEnd: date('week_end', { mode: 'string' }).notNull(),
    bookingCount: integer('booking_count').notNull(),
    grossAmount: bigint('gross_amount', { mode: 'number' }).notNull(),
    feeAmount: bigint('fee_amount', { mode: 'number' }).notNull(),
    netAmount: bigint('net_amount', { mode: 'number' }).notNull(),
    status: settlementStatus('status').notNull().default('PENDING'),
    computedAt: timestamp('computed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
    settledBy: integer('settled_by').references(() => users.id),
    memo: text('memo'),
  },
  (t) => [
    uniqueIndex('settlement_statements_hotel_week_uq').on(t.hotelId, t.weekStart),
    index('settlement_statements_week_idx').on(t.weekStart, t.status),
    check('settlement_statements_week_ck', sql`${t.weekEnd} = ${t.weekStart} + 6 and extract(isodow from ${t.weekStart}) = 1`),
    check('settlement_statements_sum_ck', sql`${t.netAmount} = ${t.grossAmount} - ${t.feeAmount} and ${t.feeAmount} >= 0`),
  ],
);

/** The bookings of a statement, each with its fee: the lines add up to the statement exactly. */
export const settlementLines = pgTable(
  'settlement_lines',
  {
    statementId: integer('statement_id')
      .notNull()
      .references(() => settlementStatements.id, { onDelete: 'cascade' }),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    amount: integer('amount').notNull(),
    fee: integer('fee').notNull(),
    net: integer('net').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.statementId, t.bookingId] }),
    // A stay is settled once, whatever happens to statements.
    uniqueIndex('settlement_lines_booking_uq').on(t.bookingId),
    check('settlement_lines_sum_ck', sql`${t.net} = ${t.amount} - ${t.fee}`),
  ],
);
