import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, between, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { build } from '../../build';
import { auditLog, bookings, hotelOwners, roomTypes, settlementLines, settlementStatements, users } from '../../db/schema';
import { testClock } from '../../testing/test-clock';
import { settlementFee } from './settlement-fee';
import { closedWeeks, computeWeek, listStatements, runSettlementRound, settleStatement, statementCsv, statementLines } from './settlement.service';
import { mondayOf, monthOf, weekOf } from './business-weeks';

/**
 * A week computed by hand. TEST_TODAY is Friday 2030-03-15, so last week is Monday 2030-03-04 .. Sunday 03-10.
 * The hotel's stays checking out that week (CONFIRMED): 100,001 → fee 15,000 (15,000.15); 33,333 → 5,000
 * (4,999.95); 10 → 2 (1.5, half up); 90,000 → 13,500. Gross 223,344, fee 33,502, net 189,842.
 * Not in it: a cancelled stay that was never paid, a PENDING one, a check-out on Sunday 03-03 and one on Monday 03-11.
 */
describe('weekly settlement', () => {
  let app: FastifyInstance;
  let hotelId = 0;
  let adminId = 0;

  before(async () => {
    app = await build({ clock: testClock });
    const [owner] = await app.db.select().from(users).where(eq(users.loginId, 'owner0001'));
    const [admin] = await app.db.select().from(users).where(eq(users.loginId, 'admin0001'));
    adminId = admin!.id;
    const [own] = await app.db.select().from(hotelOwners).where(eq(hotelOwners.userId, owner!.id));
    hotelId = own!.hotelId;
    // The seeded stays and statements of that hotel around the week are taken out of the picture.
    await app.db
      .delete(settlementStatements)
      .where(and(eq(settlementStatements.hotelId, hotelId), between(settlementStatements.weekStart, '2030-02-25', '2030-03-17')));
    // (Back to unpaid: a cancelled booking's kept part would be settled too, decision 0013.)
    await app.db
      .update(bookings)
      .set({ status: 'PENDING' })
      .where(and(eq(bookings.hotelId, hotelId), between(bookings.checkOut, '2030-02-25', '2030-03-17')));
    const [type] = await app.db.select().from(roomTypes).where(eq(roomTypes.hotelId, hotelId));
    const [member] = await app.db.select().from(users).where(eq(users.loginId, 'member0001'));
    const stay = (no: string, checkOut: string, amount: number, status: 'CONFIRMED' | 'CANCELLED' | 'PENDING' = 'CONFIRMED') => ({
      bookingNo: no,
      userId: member!.id,
      hotelId,
      roomTypeId: type!.id,
      checkIn: '2030-03-01',
      checkOut,
      nights: 1,
      guests: 2,
      leadName: '김민지',
      subtotal: amount,
      totalAmount: amount,
      status,
    });
    await app.db
      .insert(bookings)
      .values([
        stay('SET-1', '2030-03-04', 100_001),
        stay('SET-2', '2030-03-07', 33_333),
        stay('SET-3', '2030-03-10', 10),
        stay('SET-4', '2030-03-10', 90_000),
        stay('SET-X1', '2030-03-08', 50_000, 'CANCELLED'),
        stay('SET-X2', '2030-03-08', 70_000, 'PENDING'),
        stay('SET-X3', '2030-03-03', 40_000),
        stay('SET-X4', '2030-03-11', 60_000),
      ]);
  });
  after(() => app.close());

  it('knows its weeks and months (Asia/Seoul dates, Monday first)', () => {
    assert.equal(mondayOf('2030-03-10'), '2030-03-04');
    assert.equal(mondayOf('2030-03-11'), '2030-03-11');
    assert.deepEqual(weekOf('2030-03-15'), { start: '2030-03-11', end: '2030-03-17' });
    assert.deepEqual(monthOf('2032-02-10'), { start: '2032-02-01', end: '2032-02-29' });
    assert.deepEqual(closedWeeks(testClock, 2), [
      { start: '2030-02-25', end: '2030-03-03' },
      { start: '2030-03-04', end: '2030-03-10' },
    ]);
    assert.deepEqual([100_001, 33_333, 10, 90_000, 3, 0].map(settlementFee), [15_000, 5_000, 2, 13_500, 0, 0]);
  });

  it('computes the hand-computed statement with lines that add up to the won', async () => {
    const written = await runSettlementRound(app.db, testClock);
    assert.ok(written !== null && written > 0);
    const [statement] = await listStatements(app.db, '2030-03-06', hotelId);
    assert.ok(statement);
    assert.deepEqual(
      {
        weekStart: statement.weekStart,
        weekEnd: statement.weekEnd,
        count: statement.bookingCount,
        gross: statement.grossAmount,
        fee: statement.feeAmount,
        net: statement.netAmount,
        status: statement.status,
      },
      { weekStart: '2030-03-04', weekEnd: '2030-03-10', count: 4, gross: 223_344, fee: 33_502, net: 189_842, status: 'PENDING' },
    );
    const lines = await statementLines(app.db, statement.id);
    assert.deepEqual(
      lines.map((l) => [l.bookingId, l.amount, l.fee, l.net]),
      [
        ['SET-1', 100_001, 15_000, 85_001],
        ['SET-2', 33_333, 5_000, 28_333],
        ['SET-3', 10, 2, 8],
        ['SET-4', 90_000, 13_500, 76_500],
      ],
    );
    const csv = await statementCsv(app.db, statement.id);
    assert.equal(csv.length, 6);
    assert.match(csv.at(-1)!, /"TOTAL","","","223344","33502","189842"$/);
  });

  it('is idempotent, recomputes PENDING weeks and never touches a SETTLED one', async () => {
    await runSettlementRound(app.db, testClock);
    await runSettlementRound(app.db, testClock);
    const mine = await app.db
      .select()
      .from(settlementStatements)
      .where(and(eq(settlementStatements.hotelId, hotelId), eq(settlementStatements.weekStart, '2030-03-04')));
    assert.equal(mine.length, 1);
    // Two rounds at once (two instances): one statement per hotel and week, the same figures.
    await Promise.all([runSettlementRound(app.db, testClock), runSettlementRound(app.db, testClock)]);
    const again = await listStatements(app.db, '2030-03-04', hotelId);
    assert.equal(again.length, 1);
    assert.equal(again[0]!.netAmount, 189_842);

    const actor = { id: adminId, role: 'ROLE_ADMIN' as const, requestId: 'test', ip: null };
    const settled = await settleStatement(app.db, actor, again[0]!.id, testClock);
    assert.equal(settled.status, 'SETTLED');
    const audit = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'SETTLEMENT_SETTLED'), eq(auditLog.entityId, String(settled.id))));
    assert.equal(audit.length, 1);
    await assert.rejects(settleStatement(app.db, actor, settled.id, testClock), /이미 정산/);

    // A late change to a stay of that week: the settled statement and its lines stay as paid.
    await app.db.update(bookings).set({ totalAmount: 1 }).where(eq(bookings.bookingNo, 'SET-4'));
    await computeWeek(app.db, { start: '2030-03-04', end: '2030-03-10' }, testClock.now());
    const [frozen] = await listStatements(app.db, '2030-03-04', hotelId);
    assert.equal(frozen!.netAmount, 189_842);
    assert.equal((await app.db.select().from(settlementLines).where(eq(settlementLines.statementId, frozen!.id))).length, 4);
  });

  it('the open week cannot be settled and the owner dashboard reads the settled figure', async () => {
    const { computeWeek: compute } = await import('./settlement.service');
    await assert.rejects(compute(app.db, { start: '2030-03-05', end: '2030-03-11' }, testClock.now()), /Monday/);
    const [owner] = await app.db.select().from(users).where(eq(users.loginId, 'owner0001'));
    const token = await app.accessTokens.sign({ sub: owner!.id, role: 'ROLE_OWNER', loginId: 'owner0001', name: 'o' });
    const res = await app.inject({
      method: 'GET',
      url: `/api/owner/hotels/${hotelId}/last-week-settlement`,
      headers: { authorization: `Bearer ${token}` },
    });
    assert.deepEqual(res.json(), { weekStart: '2030-03-04', weekEnd: '2030-03-10', sumSettled: 189_842, status: 'SETTLED' });
  });
});
