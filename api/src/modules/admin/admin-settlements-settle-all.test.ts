import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AdminSettledMany, AdminSettlementPage, LastWeekSettlement } from 'shared-contracts/schemas';
import { build } from '../../build';
import { auditLog, hotelOwners, settlementStatements } from '../../db/schema';
import { testClock } from '../../testing/test-clock';
import { thisWeek } from '../settlement/business-weeks';
import { SETTLEMENT_MESSAGES } from '../settlement/settlement.messages';
import { computeWeek } from '../settlement/settlement.service';
import { assertKorean400, caller, failure, ok, seededTokens, userByLogin, type Call, type SeededTokens } from './admin-test-world';

/**
 * Settling a whole week at once (issue 24 item 8) on the seeded owner business: TEST_TODAY is Friday 2030-03-15, the
 * last closed week 2030-03-04 .. 03-10 has owner0001's statements SETTLED and owner0002's PENDING.
 */
describe('admin settlements: settle a whole week', () => {
  let app: FastifyInstance;
  let t: SeededTokens;
  let admin: Call;
  let owner2: Call;
  let owner2Hotel = 0;
  const LAST = { start: '2030-03-04', end: '2030-03-10' };
  /** A week of January with a statement waiting (made here: the seed settled its older weeks). */
  const EARLIER = { start: '2030-01-07', end: '2030-01-13' };
  const list = async (week: string, status = '') =>
    ok<AdminSettlementPage>(await admin('GET', `/api/admin/settlements?size=100&week=${week}${status}`));
  const settleAll = (body: unknown) => admin('POST', '/api/admin/settlements/settle', body);
  const lastAuditId = async () => (await app.db.select({ id: auditLog.id }).from(auditLog)).reduce((max, r) => Math.max(max, r.id), 0);
  const auditRowsSince = (id: number) =>
    app.db
      .select()
      .from(auditLog)
      .where(and(gt(auditLog.id, id), eq(auditLog.action, 'SETTLEMENT_SETTLED')));

  before(async () => {
    app = await build({ clock: testClock });
    t = await seededTokens(app);
    admin = caller(app, t.admin);
    const owner = await userByLogin(app, 'owner0002');
    owner2 = caller(app, await app.accessTokens.sign({ sub: owner.id, role: owner.role, loginId: owner.loginId, name: owner.name }));
    const [own] = await app.db.select().from(hotelOwners).where(eq(hotelOwners.userId, owner.id));
    owner2Hotel = own!.hotelId;
    await computeWeek(app.db, LAST, testClock.now());
    await app.db
      .insert(settlementStatements)
      .values({ hotelId: owner2Hotel, weekStart: EARLIER.start, weekEnd: EARLIER.end, bookingCount: 0, grossAmount: 0, feeAmount: 0, netAmount: 0 });
  });
  after(() => app.close());

  it('settles named statements all or nothing: one already SETTLED among them and none is settled', async () => {
    const pending = [...(await list(EARLIER.start, '&status=PENDING')).content, ...(await list(LAST.start, '&status=PENDING')).content];
    assert.ok(pending.length > 1, 'statements of two weeks wait');
    const settled = (await list(LAST.start, '&status=SETTLED')).content[0]!;
    assert.ok(settled, "owner0001's statement of last week is settled");
    const mark = await lastAuditId();
    assert.deepEqual(failure(await settleAll({ ids: [...pending.map((s) => s.id), settled.id] })), {
      status: 409,
      error: 'SETTLEMENT_ALREADY_SETTLED',
      message: SETTLEMENT_MESSAGES.alreadySettled,
    });
    const still = [...(await list(EARLIER.start, '&status=PENDING')).content, ...(await list(LAST.start, '&status=PENDING')).content];
    assert.equal(still.length, pending.length, 'the transaction rolled back');
    assert.equal((await auditRowsSince(mark)).length, 0, 'and its audit rows with it');
    assert.deepEqual(failure(await settleAll({ ids: [pending[0]!.id, 999_999] })).status, 404);

    const one = pending.find((s) => s.weekStart === EARLIER.start)!;
    const answer = ok<AdminSettledMany>(await settleAll({ ids: [one.id, one.id] }));
    assert.deepEqual([answer.settledCount, answer.statements[0]?.id, answer.statements[0]?.status], [1, one.id, 'SETTLED']);
    assert.equal((await auditRowsSince(mark)).length, 1);
    assert.equal(failure(await settleAll({ ids: [one.id] })).error, 'SETTLEMENT_ALREADY_SETTLED');
  });

  it('settles every PENDING statement of the week in one go, one audit row each, and the owner dashboard shows it', async () => {
    const pending = (await list(LAST.start, '&status=PENDING')).content;
    assert.ok(
      pending.some((s) => s.hotelId === owner2Hotel),
      "owner0002's statement of last week waits",
    );
    const alreadySettled = (await list(LAST.start, '&status=SETTLED')).content;
    const dashboardBefore = ok<LastWeekSettlement>(await owner2('GET', `/api/owner/hotels/${owner2Hotel}/last-week-settlement`));
    assert.deepEqual([dashboardBefore.status, dashboardBefore.sumSettled], ['PENDING', 0]);
    const mark = await lastAuditId();

    const page = await list(LAST.start, '&status=SETTLED');
    assert.deepEqual(
      page.pending,
      { statements: pending.length, netAmount: pending.reduce((sum, s) => sum + s.netAmount, 0) },
      'whatever the filter',
    );
    assert.equal(page.lastClosedWeekStart, LAST.start);
    assert.equal((await list('2030-03-12')).lastClosedWeekStart, LAST.start, 'from the open week too');

    const answer = ok<AdminSettledMany>(await settleAll({ week: '2030-03-08' }));
    assert.deepEqual((await list(LAST.start)).pending, { statements: 0, netAmount: 0 });
    assert.deepEqual(answer.statements.map((s) => s.id).sort(), pending.map((s) => s.id).sort());
    assert.equal(answer.settledCount, pending.length);
    assert.equal(
      answer.netAmount,
      pending.reduce((sum, s) => sum + s.netAmount, 0),
    );
    for (const s of answer.statements) {
      const was = pending.find((p) => p.id === s.id)!;
      assert.deepEqual({ ...s, status: 'PENDING', settledAt: null }, was, 'only the status and the time change');
      assert.deepEqual([s.status, s.settledAt], ['SETTLED', testClock.now().toISOString()]);
    }
    const rows = await auditRowsSince(mark);
    assert.deepEqual(rows.map((r) => Number(r.entityId)).sort(), pending.map((s) => s.id).sort(), 'one audit row per statement');
    for (const row of rows) {
      assert.deepEqual([row.actorId, row.actorRole, row.entity], [t.adminId, 'ROLE_ADMIN', 'settlement_statement']);
      assert.equal(row.hotelId, pending.find((s) => s.id === Number(row.entityId))!.hotelId);
      assert.ok(row.requestId, 'the request is named');
      assert.equal(new Set(rows.map((r) => r.requestId)).size, 1, 'all from the one request');
    }
    const settledBefore = await app.db
      .select()
      .from(settlementStatements)
      .where(
        inArray(
          settlementStatements.id,
          alreadySettled.map((s) => s.id),
        ),
      );
    assert.ok(
      settledBefore.every((s) => alreadySettled.find((a) => a.id === s.id)!.settledAt === s.settledAt?.toISOString()),
      'settled ones untouched',
    );

    const dashboardAfter = ok<LastWeekSettlement>(await owner2('GET', `/api/owner/hotels/${owner2Hotel}/last-week-settlement`));
    const mine = answer.statements.find((s) => s.hotelId === owner2Hotel)!;
    assert.deepEqual([dashboardAfter.status, dashboardAfter.sumSettled], ['SETTLED', mine.netAmount]);
  });

  it('refuses a second settle of the same week (409, nothing written)', async () => {
    const mark = await lastAuditId();
    assert.deepEqual(failure(await settleAll({ week: LAST.start })), {
      status: 409,
      error: 'SETTLEMENT_NOTHING_PENDING',
      message: SETTLEMENT_MESSAGES.nothingPending,
    });
    assert.equal((await auditRowsSince(mark)).length, 0);
  });

  it('refuses a week that is not over, and a body with both or neither of week and ids, in Korean', async () => {
    const week = thisWeek(testClock);
    await computeWeek(app.db, week, testClock.now());
    assert.deepEqual(failure(await settleAll({ week: week.start })), {
      status: 409,
      error: 'SETTLEMENT_WEEK_OPEN',
      message: SETTLEMENT_MESSAGES.weekOpen,
    });
    const open = (await list(week.start)).content[0];
    assert.ok(open, 'the seeded stays checking out this week make a statement');
    assert.equal(failure(await settleAll({ ids: [open.id] })).error, 'SETTLEMENT_WEEK_OPEN');
    for (const body of [{}, { week: LAST.start, ids: [1] }, { week: '2030-02-30' }, { ids: [] }, { ids: ['x'] }])
      assertKorean400(await settleAll(body), JSON.stringify(body));
  });

  it('answers 401 to nobody and 403 to a member and an owner', async () => {
    for (const token of [null, t.member, t.owner]) {
      const res = await caller(app, token)('POST', '/api/admin/settlements/settle', { week: LAST.start });
      assert.equal(res.statusCode, token ? 403 : 401);
    }
  });
});
