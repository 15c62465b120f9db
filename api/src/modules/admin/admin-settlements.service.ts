import type {
  AdminSettleMany,
  AdminSettledMany,
  AdminSettlement,
  AdminSettlementDetail,
  AdminSettlementPage,
  AdminSettlementRefund,
  AdminSettlementsQuery,
  AdminSettlementTotals,
  SettlementStatement,
} from 'shared-contracts/schemas';
import { SETTLEMENT_STATUS_LABELS, parseSortQuery } from 'shared-contracts/schemas';
import { businessToday, type Clock } from '../../clock';
import type { Database, Executor } from '../../db/database';
import { AppError } from '../../errors/app-error';
import type { AuditActor } from '../audit/audit-log';
import { lastWeek, weekOf, type Week } from '../settlement/business-weeks';
import { SETTLEMENT_MESSAGES } from '../settlement/settlement.messages';
import { csvDocument } from '../export/csv';
import {
  listStatements,
  refundedStaysOfWeek,
  settleStatement,
  settleStatements,
  statementById,
  statementLines,
} from '../settlement/settlement.service';
import { pageOf, realDate } from './admin-query';

/** The week asked for (any date of it, a real date or a 400), else the last closed week. */
export function weekAsked(week: string | undefined, clock: Clock): Week {
  return week === undefined ? lastWeek(clock) : weekOf(realDate(week, 'week'));
}

function withRefunds(statements: SettlementStatement[], stays: Awaited<ReturnType<typeof refundedStaysOfWeek>>): AdminSettlement[] {
  const byHotel = new Map<number, { count: number; amount: number }>();
  for (const stay of stays) {
    const sum = byHotel.get(stay.hotelId) ?? { count: 0, amount: 0 };
    byHotel.set(stay.hotelId, { count: sum.count + 1, amount: sum.amount + stay.refunded });
  }
  return statements.map((s) => ({ ...s, refundCount: byHotel.get(s.hotelId)?.count ?? 0, refundAmount: byHotel.get(s.hotelId)?.amount ?? 0 }));
}

function totalsOf(rows: AdminSettlement[]): AdminSettlementTotals {
  const sum = (pick: (row: AdminSettlement) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return {
    statements: rows.length,
    bookingCount: sum((r) => r.bookingCount),
    grossAmount: sum((r) => r.grossAmount),
    feeAmount: sum((r) => r.feeAmount),
    refundAmount: sum((r) => r.refundAmount),
    netAmount: sum((r) => r.netAmount),
  };
}

/** Every statement of the week the filters match, by hotel name, with its refunds. */
async function statementsOf(db: Executor, week: Week, filters: Pick<AdminSettlementsQuery, 'hotelId' | 'status'> = {}) {
  const statements = (await listStatements(db, week.start, filters.hotelId)).filter((s) => !filters.status || s.status === filters.status);
  if (statements.length === 0) return [];
  return withRefunds(
    statements,
    await refundedStaysOfWeek(
      db,
      week,
      statements.map((s) => s.hotelId),
    ),
  );
}

/** The statements in the order asked for (a column, either way; ties by hotel name, then id), else by hotel name. */
function sorted(rows: AdminSettlement[], sort: AdminSettlementsQuery['sort']): AdminSettlement[] {
  const asked = parseSortQuery(sort);
  if (!asked) return rows;
  const sign = asked.direction === 'asc' ? 1 : -1;
  const value = (row: AdminSettlement) => row[asked.key] ?? '';
  const byName = (a: AdminSettlement, b: AdminSettlement) => a.hotelName.localeCompare(b.hotelName, 'ko') || a.id - b.id;
  return [...rows].sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    return (x < y ? -sign : x > y ? sign : 0) || byName(a, b);
  });
}

/** GET /api/admin/settlements: one page of the week's statements and the totals of all of them. */
export async function settlementPage(db: Executor, clock: Clock, query: AdminSettlementsQuery): Promise<AdminSettlementPage> {
  const week = weekAsked(query.week, clock);
  const { page, size, offset } = pageOf(query);
  const rows = sorted(await statementsOf(db, week, query), query.sort);
  const pending = (await listStatements(db, week.start)).filter((s) => s.status === 'PENDING');
  return {
    content: rows.slice(offset, offset + size),
    page,
    size,
    totalElements: rows.length,
    weekStart: week.start,
    weekEnd: week.end,
    weekClosed: week.end < businessToday(clock),
    lastClosedWeekStart: lastWeek(clock).start,
    pending: { statements: pending.length, netAmount: pending.reduce((sum, s) => sum + s.netAmount, 0) },
    totals: totalsOf(rows),
  };
}

/** GET /api/admin/settlements/{id}: the statement, its lines and the week's refunded stays of its hotel. */
export async function settlementDetail(db: Executor, id: number): Promise<AdminSettlementDetail> {
  const statement = await statementById(db, id);
  if (!statement) throw new AppError(404, 'SETTLEMENT_NOT_FOUND', SETTLEMENT_MESSAGES.notFound);
  const week = weekOf(statement.weekStart);
  const [lines, stays] = await Promise.all([statementLines(db, id), refundedStaysOfWeek(db, week, [statement.hotelId])]);
  const [withTheirRefunds] = withRefunds([statement], stays);
  const refundRows: AdminSettlementRefund[] = stays.map(({ hotelId: _hotel, ...stay }) => stay);
  return { ...withTheirRefunds!, lines, refunds: refundRows };
}

/** POST /api/admin/settlements/{id}/settle: a closed week's PENDING statement becomes SETTLED (audited with it). */
export async function settle(db: Database, clock: Clock, actor: AuditActor, id: number): Promise<AdminSettlementDetail> {
  await settleStatement(db, actor, id, clock);
  return settlementDetail(db, id);
}

/**
 * POST /api/admin/settlements/settle: a whole closed week (`week`, any date of it) or the statements `ids`, settled
 * in one transaction by the settlement service, one audit row each; answers them with their refunds and the sums.
 */
export async function settleMany(db: Database, clock: Clock, actor: AuditActor, body: AdminSettleMany): Promise<AdminSettledMany> {
  if ((body.week === undefined) === (body.ids === undefined)) throw new AppError(400, 'VALIDATION_ERROR', SETTLEMENT_MESSAGES.weekOrIds);
  const which = body.ids ? { ids: body.ids } : { week: weekOf(realDate(body.week!, 'week')) };
  const settled = await settleStatements(db, actor, which, clock);
  const statements: AdminSettlement[] = [];
  for (const weekStart of [...new Set(settled.map((s) => s.weekStart))]) {
    const ofWeek = settled.filter((s) => s.weekStart === weekStart);
    statements.push(
      ...withRefunds(
        ofWeek,
        await refundedStaysOfWeek(
          db,
          weekOf(weekStart),
          ofWeek.map((s) => s.hotelId),
        ),
      ),
    );
  }
  return { settledCount: statements.length, netAmount: statements.reduce((sum, s) => sum + s.netAmount, 0), statements };
}

const SEOUL_TIME = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul', dateStyle: 'short', timeStyle: 'short' });

export const SETTLEMENT_CSV_HEADER = [
  '호텔 번호',
  '호텔명',
  '주 시작',
  '주 종료',
  '예약 수',
  '결제 총액',
  '수수료',
  '환불액',
  '정산액',
  '상태',
  '정산 완료 시각',
];

/** GET /api/admin/settlements.csv: one line per hotel and a total line (export/csv: formula-safe cells), Korean headers. */
export async function settlementCsv(db: Executor, clock: Clock, weekParam: string | undefined): Promise<{ week: Week; csv: string }> {
  const week = weekAsked(weekParam, clock);
  const rows = await statementsOf(db, week);
  const totals = totalsOf(rows);
  const csv = csvDocument([
    SETTLEMENT_CSV_HEADER,
    ...rows.map((r) => [
      ...[r.hotelId, r.hotelName, r.weekStart, r.weekEnd, r.bookingCount, r.grossAmount, r.feeAmount, r.refundAmount, r.netAmount],
      SETTLEMENT_STATUS_LABELS[r.status],
      r.settledAt ? SEOUL_TIME.format(new Date(r.settledAt)) : null,
    ]),
    ['', '합계', week.start, week.end, totals.bookingCount, totals.grossAmount, totals.feeAmount, totals.refundAmount, totals.netAmount, '', ''],
  ]);
  return { week, csv };
}
