import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { SETTLEMENT_FEE_PERCENT, type SettlementLine, type SettlementStatement } from 'shared-contracts/schemas';
import { addDays, businessToday, type Clock } from '../../clock';
import { queryRows, type Database, type Executor } from '../../db/database';
import { bookings, hotels, settlementLines, settlementStatements } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { writeAudit, type AuditActor } from '../audit/audit-log';
import { csvLine, type CsvValue } from '../export/csv';
import { lastWeek, mondayOf, type Week } from './business-weeks';
import { SETTLEMENT_MESSAGES as M } from './settlement.messages';

/**
 * The one settlement rule (ARCHITECTURE §7 "Settlement"), used by the job, the owner dashboard and the admin back
 * office alike:
 * - a hotel's statement for a week holds its CONFIRMED bookings whose check-out date (Korean) is Monday..Sunday;
 * - each booking's payment (totalAmount) pays a platform fee of 15 %, rounded half up to the won:
 *   fee = floor((amount × 15 + 50) / 100); net = amount − fee;
 * - the statement's gross, fee and net are the sums of its lines, so the lines add up to the won.
 * Rounding per payment (not on the week's total) is what "15 % deducted per payment" says, and what lets every
 * line stand on its own in the CSV.
 */
export function settlementFee(amount: number): number {
  return Math.floor((amount * SETTLEMENT_FEE_PERCENT + 50) / 100);
}

/** The same fee in SQL (integer division of non-negative numbers is floor). */
const feeSql = (amount: SQL | typeof bookings.totalAmount) => sql`((${amount}::bigint * ${SETTLEMENT_FEE_PERCENT} + 50) / 100)`;

/** The stays a statement covers: one hotel (or all) and one week. */
function staysOf(week: Week, hotelId?: number): SQL {
  return and(
    eq(bookings.status, 'CONFIRMED'),
    sql`${bookings.checkOut} between ${week.start} and ${week.end}`,
    hotelId === undefined ? undefined : eq(bookings.hotelId, hotelId),
  )!;
}

export interface WeekFigures {
  bookingCount: number;
  grossAmount: number;
  feeAmount: number;
  netAmount: number;
}

/** A hotel's figures for a week as they stand now (the open week's "expected settlement"). */
export async function liveWeekFigures(db: Executor, hotelId: number, week: Week): Promise<WeekFigures> {
  const [row] = await db
    .select({
      bookingCount: sql<number>`count(*)::int`,
      grossAmount: sql<number>`coalesce(sum(${bookings.totalAmount}), 0)::bigint`,
      feeAmount: sql<number>`coalesce(sum(${feeSql(bookings.totalAmount)}), 0)::bigint`,
    })
    .from(bookings)
    .where(staysOf(week, hotelId));
  const gross = Number(row?.grossAmount ?? 0);
  const fee = Number(row?.feeAmount ?? 0);
  return { bookingCount: row?.bookingCount ?? 0, grossAmount: gross, feeAmount: fee, netAmount: gross - fee };
}

/** A hotel's lines for a week as they stand now. */
export async function liveWeekLines(db: Executor, hotelId: number, week: Week): Promise<SettlementLine[]> {
  const rows = await db
    .select({ bookingId: bookings.bookingNo, checkIn: bookings.checkIn, checkOut: bookings.checkOut, amount: bookings.totalAmount })
    .from(bookings)
    .where(staysOf(week, hotelId))
    .orderBy(asc(bookings.checkOut), asc(bookings.id));
  return rows.map((r) => ({ ...r, fee: settlementFee(r.amount), net: r.amount - settlementFee(r.amount) }));
}

/**
 * (Re)computes every hotel's statement for one closed week in one transaction: PENDING statements are rewritten
 * from the bookings (a hotel left with no stay loses its PENDING statement), SETTLED ones are never touched.
 * Answers the number of statements written.
 */
export async function computeWeek(db: Executor, week: Week, now: Date): Promise<number> {
  if (mondayOf(week.start) !== week.start || addDays(week.start, 6) !== week.end) throw new Error(`not a Monday..Sunday week: ${week.start}..${week.end}`);
  return (db as Database).transaction(async (tx) => {
    const written = await queryRows<{ id: number }>(
      tx,
      sql`insert into ${settlementStatements} (hotel_id, week_start, week_end, booking_count, gross_amount, fee_amount, net_amount, status, computed_at)
          select ${bookings.hotelId}, ${week.start}::date, ${week.end}::date, count(*)::int,
                 sum(${bookings.totalAmount}), sum(${feeSql(bookings.totalAmount)}),
                 sum(${bookings.totalAmount}) - sum(${feeSql(bookings.totalAmount)}), 'PENDING', ${now}
          from ${bookings} where ${staysOf(week)} group by ${bookings.hotelId}
          on conflict (hotel_id, week_start) do update set
            booking_count = excluded.booking_count, gross_amount = excluded.gross_amount, fee_amount = excluded.fee_amount,
            net_amount = excluded.net_amount, computed_at = excluded.computed_at
          where ${settlementStatements.status} = 'PENDING'
          returning id`,
    );
    await tx.execute(
      sql`delete from ${settlementStatements} s where s.week_start = ${week.start}::date and s.status = 'PENDING'
          and not exists (select 1 from ${bookings} where ${staysOf(week)} and ${bookings.hotelId} = s.hotel_id)`,
    );
    // Lines of the PENDING statements of the week, rebuilt from the same bookings.
    await tx.execute(
      sql`delete from ${settlementLines} l using ${settlementStatements} s
          where l.statement_id = s.id and s.week_start = ${week.start}::date and s.status = 'PENDING'`,
    );
    await tx.execute(
      sql`insert into ${settlementLines} (statement_id, booking_id, amount, fee, net)
          select s.id, ${bookings.id}, ${bookings.totalAmount}, ${feeSql(bookings.totalAmount)}, ${bookings.totalAmount} - ${feeSql(bookings.totalAmount)}
          from ${bookings} join ${settlementStatements} s on s.hotel_id = ${bookings.hotelId} and s.week_start = ${week.start}::date
          where ${staysOf(week)} and s.status = 'PENDING'`,
    );
    return written.length;
  });
}

/** How many closed weeks the job looks back over (stays cannot change after check-out; this also backfills). */
export const SETTLEMENT_LOOKBACK_WEEKS = 8;

/** Every closed week from `weeks` back to last week (Korean dates), oldest first. */
export function closedWeeks(clock: Clock, weeks = SETTLEMENT_LOOKBACK_WEEKS): Week[] {
  const last = lastWeek(clock);
  return Array.from({ length: weeks }, (_, i) => {
    const start = addDays(last.start, -7 * (weeks - 1 - i));
    return { start, end: addDays(start, 6) };
  });
}

/** Advisory lock key of the settlement job: one instance computes, the others skip the round. */
export const SETTLEMENT_LOCK_KEY = 72_011_001;

/**
 * One round of the job: compute the closed weeks, on one instance only. The round holds a session-level
 * PostgreSQL advisory lock for its duration (try-lock: an instance that does not get it skips, the holder is
 * already doing the work). Answers null when skipped, else the number of statements written.
 */
export async function runSettlementRound(db: Database, clock: Clock, weeks = SETTLEMENT_LOOKBACK_WEEKS): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [lock] = await queryRows<{ ok: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${SETTLEMENT_LOCK_KEY}) as ok`);
    if (!lock?.ok) return null;
    let written = 0;
    // Each week in a nested transaction (a savepoint) of the locked one: the lock lasts the whole round.
    for (const week of closedWeeks(clock, weeks)) written += await computeWeek(tx, week, clock.now());
    return written;
  });
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
type StatementRow = Omit<SettlementStatement, 'computedAt' | 'settledAt'> & { computedAt: Date; settledAt: Date | null };

function toStatement(row: StatementRow): SettlementStatement {
  return { ...row, computedAt: row.computedAt.toISOString(), settledAt: row.settledAt?.toISOString() ?? null };
}

/** The statements of one week (any Korean date of it), by hotel name: the admin's settlement list. */
export async function listStatements(db: Executor, anyDateOfWeek: string, hotelId?: number): Promise<SettlementStatement[]> {
  const start = mondayOf(anyDateOfWeek);
  const rows = await db
    .select(statementColumns)
    .from(settlementStatements)
    .innerJoin(hotels, eq(hotels.id, settlementStatements.hotelId))
    .where(and(eq(settlementStatements.weekStart, start), hotelId === undefined ? undefined : eq(settlementStatements.hotelId, hotelId)))
    .orderBy(asc(hotels.name), asc(settlementStatements.id));
  return rows.map(toStatement);
}

/** One hotel's statement of one week, or null. */
export async function findStatement(db: Executor, hotelId: number, week: Week): Promise<SettlementStatement | null> {
  const [statement] = await listStatements(db, week.start, hotelId);
  return statement ?? null;
}

/** Last week's paid-out figure for the owner dashboard: the net of a SETTLED statement, 0 otherwise. */
export async function lastWeekSettled(db: Executor, hotelId: number, clock: Clock) {
  const week = lastWeek(clock);
  const statement = await findStatement(db, hotelId, week);
  return { weekStart: week.start, weekEnd: week.end, sumSettled: statement?.status === 'SETTLED' ? statement.netAmount : 0, status: statement?.status ?? null };
}

/** Marks a PENDING statement of a closed week SETTLED (paid out), audited in the same transaction. */
export async function settleStatement(db: Database, actor: AuditActor, statementId: number, clock: Clock): Promise<SettlementStatement> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(settlementStatements).where(eq(settlementStatements.id, statementId)).for('update');
    if (!before) throw new AppError(404, 'SETTLEMENT_NOT_FOUND', M.notFound);
    if (before.status === 'SETTLED') throw new AppError(409, 'SETTLEMENT_ALREADY_SETTLED', M.alreadySettled);
    if (before.weekEnd >= businessToday(clock)) throw new AppError(409, 'SETTLEMENT_WEEK_OPEN', M.weekOpen);
    const now = clock.now();
    const [after] = await tx
      .update(settlementStatements)
      .set({ status: 'SETTLED', settledAt: now, settledBy: actor.id })
      .where(eq(settlementStatements.id, statementId))
      .returning();
    await writeAudit(tx, actor, { action: 'SETTLEMENT_SETTLED', entity: 'settlement_statement', entityId: statementId, hotelId: before.hotelId, before, after });
    const [statement] = await tx.select(statementColumns).from(settlementStatements).innerJoin(hotels, eq(hotels.id, settlementStatements.hotelId)).where(eq(settlementStatements.id, statementId));
    return toStatement(statement!);
  });
}

/** A statement's lines (stored with it), oldest check-out first. */
export async function statementLines(db: Executor, statementId: number): Promise<SettlementLine[]> {
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

/** A statement as CSV lines (header, one line per booking, a total line equal to the statement). */
export async function statementCsv(db: Executor, statementId: number): Promise<string[]> {
  const [statement] = await db.select(statementColumns).from(settlementStatements).innerJoin(hotels, eq(hotels.id, settlementStatements.hotelId)).where(eq(settlementStatements.id, statementId));
  if (!statement) throw new AppError(404, 'SETTLEMENT_NOT_FOUND', M.notFound);
  const lines = await statementLines(db, statementId);
  const row = (...cells: CsvValue[]) => csvLine(cells);
  return [
    row('hotelId', 'hotelName', 'weekStart', 'weekEnd', 'bookingId', 'checkIn', 'checkOut', 'amount', 'fee', 'net'),
    ...lines.map((l) => row(statement.hotelId, statement.hotelName, statement.weekStart, statement.weekEnd, l.bookingId, l.checkIn, l.checkOut, l.amount, l.fee, l.net)),
    row(statement.hotelId, statement.hotelName, statement.weekStart, statement.weekEnd, 'TOTAL', '', '', statement.grossAmount, statement.feeAmount, statement.netAmount),
  ];
}
