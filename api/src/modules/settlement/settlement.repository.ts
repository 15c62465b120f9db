import { and, asc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/database';
import { bookings, hotels, payments, refunds, settlementLines, settlementStatements } from '../../db/schema';
import { OWED_REFUND_STATUSES } from '../cancellation/refund-rules';
import type { Week } from './business-weeks';

/**
 * The settlement module's queries (decisions 0008, 0013). The rules (which stays a week settles, the fee, what a
 * SETTLED statement freezes) are in weekly-statements.service.ts and settlement.service.ts.
 */

/** A booking a week's statement settles: a CONFIRMED stay, or the kept part of a cancelled one. */
export interface SettledStay {
  bookingId: number;
  bookingNo: string;
  hotelId: number;
  checkIn: string;
  checkOut: string;
  /** A CONFIRMED stay's payment (totalAmount); a cancelled booking's payments less its refunds. */
  amount: number;
  cancelled: boolean;
}

/** Payments the guest made: approved, whatever was refunded of them since. */
const PAID_STATUSES = sql`('DONE', 'PARTIAL_CANCELED', 'CANCELED')`;
/**
 * Refunds owed to the guest — promised by the cancellation (PENDING), being retried (FAILED) or given back
 * (SUCCEEDED), decision 0015: the hotel is never settled for any of them.
 */
const OWED = sql`(${sql.join(
  OWED_REFUND_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)})`;

/**
 * The bookings whose (original) check-out falls in the week, of one hotel or all: CONFIRMED stays at their payment,
 * and CANCELLED bookings whose payments exceed their refunds (paid − refunded > 0), at that kept part. A refund
 * counts from the moment the cancellation records it, whether or not the provider has confirmed it yet (OWED). A
 * booking already on another week's statement is never settled twice.
 */
export async function findSettledStays(db: Executor, week: Week, hotelId?: number): Promise<SettledStay[]> {
  const rows = await queryRows<{
    id: number;
    booking_no: string;
    hotel_id: number;
    check_in: string;
    check_out: string;
    status: string;
    amount: string | number;
  }>(
    db,
    sql`select id, booking_no, hotel_id, to_char(check_in, 'YYYY-MM-DD') as check_in, to_char(check_out, 'YYYY-MM-DD') as check_out, status, amount
        from (
          select b.id, b.booking_no, b.hotel_id, b.check_in, b.check_out, b.status,
                 case when b.status = 'CONFIRMED' then b.total_amount::bigint
                      else (select coalesce(sum(p.amount), 0) from ${payments} p where p.booking_id = b.id and p.status in ${PAID_STATUSES})
                         - (select coalesce(sum(r.amount), 0) from ${refunds} r where r.booking_id = b.id and r.status in ${OWED})
                 end as amount
          from ${bookings} b
          where b.check_out between ${week.start}::date and ${week.end}::date and b.status in ('CONFIRMED', 'CANCELLED')
            ${hotelId === undefined ? sql`` : sql`and b.hotel_id = ${hotelId}`}
            and not exists (select 1 from ${settlementLines} l join ${settlementStatements} s on s.id = l.statement_id
                            where l.booking_id = b.id and s.week_start <> ${week.start}::date)
        ) stays
        where status = 'CONFIRMED' or amount > 0
        order by check_out, id`,
  );
  return rows.map((r) => ({
    bookingId: Number(r.id),
    bookingNo: r.booking_no,
    hotelId: Number(r.hotel_id),
    checkIn: r.check_in,
    checkOut: r.check_out,
    amount: Number(r.amount),
    cancelled: r.status === 'CANCELLED',
  }));
}

export interface StatementFigures {
  hotelId: number;
  bookingCount: number;
  grossAmount: number;
  feeAmount: number;
  netAmount: number;
}

const CHUNK = 1000;
function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/**
 * Writes the week's statements as PENDING: new ones are inserted, PENDING ones rewritten, SETTLED ones left exactly
 * as they are (the conflict update only applies to a PENDING row). Answers the statements written.
 */
export async function upsertPendingStatements(
  tx: Executor,
  week: Week,
  figures: readonly StatementFigures[],
  now: Date,
): Promise<{ id: number; hotelId: number }[]> {
  const written: { id: number; hotelId: number }[] = [];
  for (const part of chunks(figures)) {
    written.push(
      ...(await tx
        .insert(settlementStatements)
        .values(part.map((f) => ({ ...f, weekStart: week.start, weekEnd: week.end, status: 'PENDING' as const, computedAt: now })))
        .onConflictDoUpdate({
          target: [settlementStatements.hotelId, settlementStatements.weekStart],
          set: {
            bookingCount: sql`excluded.booking_count`,
            grossAmount: sql`excluded.gross_amount`,
            feeAmount: sql`excluded.fee_amount`,
            netAmount: sql`excluded.net_amount`,
            computedAt: sql`excluded.computed_at`,
          },
          setWhere: sql`${settlementStatements.status} = 'PENDING'`,
        })
        .returning({ id: settlementStatements.id, hotelId: settlementStatements.hotelId })),
    );
  }
  return written;
}

/** A hotel left with nothing to settle in the week loses its PENDING statement (and its lines, by cascade). */
export async function deletePendingStatementsExcept(tx: Executor, weekStart: string, hotelIds: readonly number[]): Promise<void> {
  await tx
    .delete(settlementStatements)
    .where(
      and(
        eq(settlementStatements.weekStart, weekStart),
        eq(settlementStatements.status, 'PENDING'),
        notInArray(settlementStatements.hotelId, [...hotelIds]),
      ),
    );
}

/** Replaces the lines of the given (PENDING) statements. */
export async function replaceLines(
  tx: Executor,
  statementIds: readonly number[],
  lines: readonly { statementId: number; bookingId: number; amount: number; fee: number; net: number }[],
): Promise<void> {
  for (const ids of chunks(statementIds)) await tx.delete(settlementLines).where(inArray(settlementLines.statementId, ids));
  for (const part of chunks(lines)) await tx.insert(settlementLines).values(part);
}

/** Try-lock of a settlement round for the rest of the transaction (one instance computes, the others skip). */
export async function tryRoundLock(tx: Executor, key: number): Promise<boolean> {
  const [lock] = await queryRows<{ ok: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${key}) as ok`);
  return lock?.ok === true;
}

const statementColumns = {
  id: settlementStatements.id,
  hotelId: settlementStatements.hotelId,
  hotelName: hotels.name,
  weekStart: settlementStatements.weekStart,
  weekEnd: settlementStatements.weekEnd,
  bookingCount: settlementStatements.bookingCount,
  grossAmount: settlementStatements.grossAmount,
  feeAmount: settlementStatements.feeAmount,
  netAmount: settlementStatements.netAmount,
  status: settlementStatements.status,
  computedAt: settlementStatements.computedAt,
  settledAt: settlementStatements.settledAt,
};

function selectStatements(db: Executor, where: SQL | undefined) {
  return db
    .select(statementColumns)
    .from(settlementStatements)
    .innerJoin(hotels, eq(hotels.id, settlementStatements.hotelId))
    .where(where)
    .orderBy(asc(hotels.name), asc(settlementStatements.id));
}

/** The statements of the week starting on `weekStart`, of one hotel or all, by hotel name. */
export function findStatementsOfWeek(db: Executor, weekStart: string, hotelId?: number) {
  return selectStatements(
    db,
    and(eq(settlementStatements.weekStart, weekStart), hotelId === undefined ? undefined : eq(settlementStatements.hotelId, hotelId)),
  );
}

export async function findStatementById(db: Executor, statementId: number) {
  const [row] = await selectStatements(db, eq(settlementStatements.id, statementId));
  return row;
}

/** The statement row, locked until the transaction ends (settling waits for a running computation and vice versa). */
export async function lockStatement(tx: Executor, statementId: number) {
  const [row] = await tx.select().from(settlementStatements).where(eq(settlementStatements.id, statementId)).for('update');
  return row;
}

/** Several statement rows, locked until the transaction ends, in id order (two settle-alls never deadlock). */
export function lockStatements(tx: Executor, statementIds: readonly number[]) {
  return tx
    .select()
    .from(settlementStatements)
    .where(inArray(settlementStatements.id, [...statementIds]))
    .orderBy(asc(settlementStatements.id))
    .for('update');
}

/** A week's PENDING statement rows, locked like lockStatements (the job cannot rewrite or drop them meanwhile). */
export function lockPendingStatementsOfWeek(tx: Executor, weekStart: string) {
  return tx
    .select()
    .from(settlementStatements)
    .where(and(eq(settlementStatements.weekStart, weekStart), eq(settlementStatements.status, 'PENDING')))
    .orderBy(asc(settlementStatements.id))
    .for('update');
}

/** Statements by id, by hotel name. */
export function findStatementsByIds(db: Executor, statementIds: readonly number[]) {
  return selectStatements(db, inArray(settlementStatements.id, [...statementIds]));
}

export async function markStatementSettled(tx: Executor, statementId: number, at: Date, by: number) {
  const [row] = await tx
    .update(settlementStatements)
    .set({ status: 'SETTLED', settledAt: at, settledBy: by })
    .where(eq(settlementStatements.id, statementId))
    .returning();
  return row!;
}

/** A statement's stored lines, oldest check-out first. */
export function findStatementLines(db: Executor, statementId: number) {
  return db
    .select({
      bookingId: bookings.bookingNo,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      amount: settlementLines.amount,
      fee: settlementLines.fee,
      net: settlementLines.net,
    })
    .from(settlementLines)
    .innerJoin(bookings, eq(bookings.id, settlementLines.bookingId))
    .where(eq(settlementLines.statementId, statementId))
    .orderBy(asc(bookings.checkOut), asc(bookings.id));
}

/** The cancelled bookings of the week (check-out in it) with what was refunded on each, of some hotels or all. */
export async function findRefundedStays(db: Executor, week: Week, hotelIds?: readonly number[]) {
  const rows = await db
    .select({
      hotelId: bookings.hotelId,
      bookingId: bookings.bookingNo,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      amount: bookings.totalAmount,
      refunded: sql<string>`sum(${refunds.amount})::bigint`,
    })
    .from(refunds)
    .innerJoin(bookings, eq(bookings.id, refunds.bookingId))
    .where(
      and(
        eq(bookings.status, 'CANCELLED'),
        sql`${refunds.status} in ${OWED}`,
        sql`${bookings.checkOut} between ${week.start} and ${week.end}`,
        hotelIds === undefined ? undefined : inArray(bookings.hotelId, [...hotelIds]),
      ),
    )
    .groupBy(bookings.id)
    .orderBy(asc(bookings.checkOut), asc(bookings.id));
  return rows.map((r) => ({ ...r, refunded: Number(r.refunded) }));
}
