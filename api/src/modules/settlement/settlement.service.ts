import type { SettlementLine, SettlementStatement } from 'shared-contracts/schemas';
import { addDays, businessToday, type Clock } from '../../clock';
import type { Database, Executor } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { writeAudit, type AuditActor } from '../audit/audit-log';
import { csvLine, type CsvValue } from '../export/csv';
import { lastWeek, mondayOf, type Week } from './business-weeks';
import { sumSettled, withFee } from './settlement-fee';
import {
  deletePendingStatementsExcept,
  findRefundedStays,
  findSettledStays,
  findStatementById,
  findStatementLines,
  findStatementsOfWeek,
  lockPendingStatementsOfWeek,
  lockStatement,
  lockStatements,
  findStatementsByIds,
  markStatementSettled,
  replaceLines,
  tryRoundLock,
  upsertPendingStatements,
  type SettledStay,
} from './settlement.repository';
import { SETTLEMENT_MESSAGES as M } from './settlement.messages';

/**
 * The one settlement rule (ARCHITECTURE §7 "Settlement", decisions 0008 and 0013), used by the job, the owner
 * dashboard and the admin back office alike. A hotel's statement for a Monday..Sunday week (Korean dates) has one
 * line per booking whose (original) check-out date falls in the week:
 * - a CONFIRMED stay, at its payment (totalAmount);
 * - a CANCELLED booking of which the guest was not refunded everything, at the kept part (paid − refunded);
 * each with the 15 % fee of settlement-fee.ts (rounded half up per line) and net = amount − fee. The statement's
 * count, gross, fee and net are the sums of its lines, so the lines add up to the won. A SETTLED statement (paid
 * out) is frozen with its lines, and a booking is settled once.
 */

/** The lines of a week as the bookings stand now, each with its fee. */
function linesOf(stays: readonly SettledStay[]) {
  return stays.map((stay) => ({ ...stay, ...withFee(stay.amount) }));
}

export interface WeekFigures {
  bookingCount: number;
  grossAmount: number;
  feeAmount: number;
  netAmount: number;
}

function figuresOf(lines: ReturnType<typeof linesOf>): WeekFigures {
  const sum = sumSettled(lines);
  return { bookingCount: lines.length, grossAmount: sum.amount, feeAmount: sum.fee, netAmount: sum.net };
}

/**
 * One hotel's figures for a week as they stand now (the open week's "expected settlement"), or every hotel's
 * together (the admin dashboard's commission of the week): what the week's statements will hold once it closes.
 */
export async function liveWeekFigures(db: Executor, hotelId: number | undefined, week: Week): Promise<WeekFigures> {
  return figuresOf(linesOf(await findSettledStays(db, week, hotelId)));
}

/** A hotel's lines for a week as they stand now. */
export async function liveWeekLines(db: Executor, hotelId: number, week: Week): Promise<SettlementLine[]> {
  return linesOf(await findSettledStays(db, week, hotelId)).map((l) => ({
    bookingId: l.bookingNo,
    checkIn: l.checkIn,
    checkOut: l.checkOut,
    amount: l.amount,
    fee: l.fee,
    net: l.net,
  }));
}

/**
 * (Re)computes every hotel's statement for one closed week in one transaction: PENDING statements are rewritten
 * from the bookings with their lines (a hotel left with nothing to settle loses its PENDING statement), SETTLED ones
 * are never touched. Answers the number of statements written.
 */
export async function computeWeek(db: Executor, week: Week, now: Date): Promise<number> {
  if (mondayOf(week.start) !== week.start || addDays(week.start, 6) !== week.end)
    throw new Error(`not a Monday..Sunday week: ${week.start}..${week.end}`);
  return (db as Database).transaction(async (tx) => {
    const byHotel = new Map<number, ReturnType<typeof linesOf>>();
    for (const line of linesOf(await findSettledStays(tx, week))) byHotel.set(line.hotelId, [...(byHotel.get(line.hotelId) ?? []), line]);
    const figures = [...byHotel].map(([hotelId, lines]) => ({ hotelId, ...figuresOf(lines) }));
    const written = await upsertPendingStatements(tx, week, figures, now);
    await deletePendingStatementsExcept(tx, week.start, [...byHotel.keys()]);
    // Only the statements just written are PENDING (and locked by this transaction): their lines are rebuilt.
    const lines = written.flatMap(({ id, hotelId }) =>
      (byHotel.get(hotelId) ?? []).map((l) => ({ statementId: id, bookingId: l.bookingId, amount: l.amount, fee: l.fee, net: l.net })),
    );
    await replaceLines(
      tx,
      written.map((s) => s.id),
      lines,
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
 * One round of the job: compute the closed weeks, on one instance only. The round holds a transaction-level
 * PostgreSQL advisory lock for its duration (try-lock: an instance that does not get it skips, the holder is
 * already doing the work). Answers null when skipped, else the number of statements written.
 */
export async function runSettlementRound(db: Database, clock: Clock, weeks = SETTLEMENT_LOOKBACK_WEEKS): Promise<number | null> {
  return db.transaction(async (tx) => {
    if (!(await tryRoundLock(tx, SETTLEMENT_LOCK_KEY))) return null;
    let written = 0;
    // Each week in a nested transaction (a savepoint) of the locked one: the lock lasts the whole round.
    for (const week of closedWeeks(clock, weeks)) written += await computeWeek(tx, week, clock.now());
    return written;
  });
}

type StatementRow = Omit<SettlementStatement, 'computedAt' | 'settledAt'> & { computedAt: Date; settledAt: Date | null };

function toStatement(row: StatementRow): SettlementStatement {
  return { ...row, computedAt: row.computedAt.toISOString(), settledAt: row.settledAt?.toISOString() ?? null };
}

/** The statements of one week (any Korean date of it), by hotel name: the admin's settlement list. */
export async function listStatements(db: Executor, anyDateOfWeek: string, hotelId?: number): Promise<SettlementStatement[]> {
  return (await findStatementsOfWeek(db, mondayOf(anyDateOfWeek), hotelId)).map(toStatement);
}

/** One hotel's statement of one week, or null. */
export async function findStatement(db: Executor, hotelId: number, week: Week): Promise<SettlementStatement | null> {
  const [statement] = await listStatements(db, week.start, hotelId);
  return statement ?? null;
}

/** One statement by its id, or null. */
export async function statementById(db: Executor, statementId: number): Promise<SettlementStatement | null> {
  const row = await findStatementById(db, statementId);
  return row ? toStatement(row) : null;
}

/**
 * The cancelled bookings of the week (check-out in it) with what was refunded on each, of some hotels or all: shown
 * beside the statements. Their kept part (paid − refunded) is a line of the statement; the refund never is.
 */
export function refundedStaysOfWeek(db: Executor, week: Week, hotelIds?: readonly number[]) {
  return findRefundedStays(db, week, hotelIds);
}

/** Last week's paid-out figure for the owner dashboard: the net of a SETTLED statement, 0 otherwise. */
export async function lastWeekSettled(db: Executor, hotelId: number, clock: Clock) {
  const week = lastWeek(clock);
  const statement = await findStatement(db, hotelId, week);
  return {
    weekStart: week.start,
    weekEnd: week.end,
    sumSettled: statement?.status === 'SETTLED' ? statement.netAmount : 0,
    status: statement?.status ?? null,
  };
}

type LockedStatement = Awaited<ReturnType<typeof lockStatement>> & {};

/** The settling rule for one locked statement: a PENDING statement of a closed week becomes SETTLED, audited. */
async function settleLocked(tx: Executor, actor: AuditActor, before: LockedStatement, clock: Clock): Promise<void> {
  if (before.status === 'SETTLED') throw new AppError(409, 'SETTLEMENT_ALREADY_SETTLED', M.alreadySettled);
  if (before.weekEnd >= businessToday(clock)) throw new AppError(409, 'SETTLEMENT_WEEK_OPEN', M.weekOpen);
  const after = await markStatementSettled(tx, before.id, clock.now(), actor.id);
  await writeAudit(tx, actor, {
    action: 'SETTLEMENT_SETTLED',
    entity: 'settlement_statement',
    entityId: before.id,
    hotelId: before.hotelId,
    before,
    after,
  });
}

/** Marks a PENDING statement of a closed week SETTLED (paid out), audited in the same transaction. */
export async function settleStatement(db: Database, actor: AuditActor, statementId: number, clock: Clock): Promise<SettlementStatement> {
  return db.transaction(async (tx) => {
    const before = await lockStatement(tx, statementId);
    if (!before) throw new AppError(404, 'SETTLEMENT_NOT_FOUND', M.notFound);
    await settleLocked(tx, actor, before, clock);
    return toStatement((await findStatementById(tx, statementId))!);
  });
}

/**
 * Settles many statements at once in one transaction, all or nothing, one audit row each: every PENDING statement
 * of a closed week, or exactly the statements named (each must exist, be PENDING and of a closed week). A week
 * with nothing left to settle is a 409, so a second click settles nothing twice.
 */
export async function settleStatements(
  db: Database,
  actor: AuditActor,
  which: { week: Week } | { ids: readonly number[] },
  clock: Clock,
): Promise<SettlementStatement[]> {
  return db.transaction(async (tx) => {
    let locked: LockedStatement[];
    if ('week' in which) {
      if (which.week.end >= businessToday(clock)) throw new AppError(409, 'SETTLEMENT_WEEK_OPEN', M.weekOpen);
      locked = await lockPendingStatementsOfWeek(tx, which.week.start);
      if (locked.length === 0) throw new AppError(409, 'SETTLEMENT_NOTHING_PENDING', M.nothingPending);
    } else {
      const ids = [...new Set(which.ids)];
      locked = await lockStatements(tx, ids);
      if (locked.length !== ids.length) throw new AppError(404, 'SETTLEMENT_NOT_FOUND', M.notFound);
    }
    for (const before of locked) await settleLocked(tx, actor, before, clock);
    return (
      await findStatementsByIds(
        tx,
        locked.map((s) => s.id),
      )
    ).map(toStatement);
  });
}

/** A statement's lines (stored with it), oldest check-out first. */
export async function statementLines(db: Executor, statementId: number): Promise<SettlementLine[]> {
  return findStatementLines(db, statementId);
}

/** A statement as CSV lines (header, one line per booking, a total line equal to the statement). */
export async function statementCsv(db: Executor, statementId: number): Promise<string[]> {
  const statement = await findStatementById(db, statementId);
  if (!statement) throw new AppError(404, 'SETTLEMENT_NOT_FOUND', M.notFound);
  const lines = await statementLines(db, statementId);
  const row = (...cells: CsvValue[]) => csvLine(cells);
  return [
    row('hotelId', 'hotelName', 'weekStart', 'weekEnd', 'bookingId', 'checkIn', 'checkOut', 'amount', 'fee', 'net'),
    ...lines.map((l) =>
      row(statement.hotelId, statement.hotelName, statement.weekStart, statement.weekEnd, l.bookingId, l.checkIn, l.checkOut, l.amount, l.fee, l.net),
    ),
    row(
      statement.hotelId,
      statement.hotelName,
      statement.weekStart,
      statement.weekEnd,
      'TOTAL',
      '',
      '',
      statement.grossAmount,
      statement.feeAmount,
      statement.netAmount,
    ),
  ];
}
