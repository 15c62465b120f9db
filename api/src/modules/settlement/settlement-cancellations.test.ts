import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import type { AdminDashboard, AdminSettlementPage, OwnerDashboard } from 'shared-contracts/schemas';
import { build } from '../../build';
import { addDays } from '../../clock';
import { bookings, hotelOwners, hotels, payments, refunds, regions, roomTypes, settlementLines, users } from '../../db/schema';
import { ManualClock } from '../../testing/auth-helpers';
import { settlementFee } from './settlement-fee';
import { computeWeek, liveWeekFigures, listStatements, runSettlementRound, settleStatement, statementLines } from './settlement.service';

type PaymentStatus = 'READY' | 'DONE' | 'FAILED' | 'CANCELED' | 'PARTIAL_CANCELED';
interface Stay {
  no: string;
  hotelId: number;
  checkOut: string;
  amount: number;
  status: 'CONFIRMED' | 'CANCELLED' | 'PENDING';
  payment?: PaymentStatus;
  refunded?: number;
  /** Where the refund stands (decision 0015); SUCCEEDED unless said. Only a SUCCEEDED one has reached the payment. */
  refundStatus?: 'PENDING' | 'FAILED' | 'SUCCEEDED';
}

/**
 * Decision 0013: a cancelled booking's kept part (paid − refunded) is settled on the statement of the week of its
 * original check-out, with the 15 % fee on it; the owner dashboard, the admin dashboard and the statements agree.
 * The open week is Monday 2030-03-11 .. Sunday 03-17, "now" is Wednesday 03-13, then Monday 03-18 once it closed.
 */
describe('settlement of cancellations', () => {
  const clock = new ManualClock('2030-03-13T03:00:00Z');
  const WEEK = { start: '2030-03-11', end: '2030-03-17' };
  let app: FastifyInstance;
  let seq = 0;
  const token = (id: number, role: 'ROLE_ADMIN' | 'ROLE_OWNER') => app.accessTokens.sign({ sub: id, role, loginId: `u${id}`, name: 'u' });
  const get = async <T>(url: string, id: number, role: 'ROLE_ADMIN' | 'ROLE_OWNER') => {
    const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${await token(id, role)}` } });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<T>();
  };

  /** A booking with its payment and refund, as the payment and cancellation services leave them. */
  async function stay(s: Stay): Promise<number> {
    const [b] = await app.db
      .insert(bookings)
      .values({
        bookingNo: s.no,
        userId: 3,
        hotelId: s.hotelId,
        roomTypeId: s.hotelId,
        checkIn: addDays(s.checkOut, -2),
        checkOut: s.checkOut,
        nights: 2,
        guests: 2,
        leadName: '손님',
        subtotal: s.amount,
        totalAmount: s.amount,
        status: s.status,
        cancelledAt: s.status === 'CANCELLED' ? clock.now() : null,
      })
      .returning();
    if (s.payment) {
      const done = (s.refundStatus ?? 'SUCCEEDED') === 'SUCCEEDED';
      const [p] = await app.db
        .insert(payments)
        .values({
          bookingId: b!.id,
          orderId: `ORD-${s.no}-${++seq}`,
          amount: s.amount,
          refundedAmount: done ? (s.refunded ?? 0) : 0,
          status: s.payment,
        })
        .returning();
      if (s.refunded !== undefined) {
        await app.db.insert(refunds).values({
          bookingId: b!.id,
          paymentId: p!.id,
          amount: s.refunded,
          refundPercent: 50,
          provider: 'SANDBOX',
          idempotencyKey: `refund-${s.no}`,
          status: s.refundStatus ?? 'SUCCEEDED',
          completedAt: done ? clock.now() : null,
        });
      }
    }
    return b!.id;
  }

  before(async () => {
    app = await build({ clock, seed: false });
    await app.db.insert(regions).values({ id: 1, code: 'seoul', name: '서울특별시', shortName: '서울', avgPrice: 100000 });
    await app.db.insert(hotels).values([
      { id: 1, name: '정산 호텔', regionId: 1, address1: '서울 1', gradeLevel: 3 },
      { id: 2, name: '다른 호텔', regionId: 1, address1: '서울 2', gradeLevel: 3 },
      { id: 3, name: '무작위 호텔', regionId: 1, address1: '서울 3', gradeLevel: 3 },
    ]);
    await app.db
      .insert(roomTypes)
      .values([1, 2, 3].map((id) => ({ id, hotelId: id, typeCode: 'STANDARD' as const, name: '스탠다드', capacity: 2, areaSqm: 20, basePrice: 1 })));
    await app.db.insert(users).values([
      { id: 1, loginId: 'admin', email: 'admin@example.com', name: '관리자', role: 'ROLE_ADMIN' },
      { id: 2, loginId: 'owner', email: 'owner@example.com', name: '사장', role: 'ROLE_OWNER' },
      { id: 3, loginId: 'guest', email: 'guest@example.com', name: '손님' },
    ]);
    await app.db.insert(hotelOwners).values({ userId: 2, hotelId: 1 });
  });
  after(() => app.close());

  it('a 50 % cancellation is a line of its original check-out week with its fee; a full refund or no payment adds nothing', async () => {
    // Checked in on Saturday of last week, would have checked out on Monday: this week's statement.
    await stay({
      no: 'K1-HALF',
      hotelId: 1,
      checkOut: '2030-03-11',
      amount: 97_001,
      status: 'CANCELLED',
      payment: 'PARTIAL_CANCELED',
      refunded: 48_500,
    });
    await stay({ no: 'K2-STAY', hotelId: 1, checkOut: '2030-03-15', amount: 100_001, status: 'CONFIRMED', payment: 'DONE' });
    await stay({ no: 'K3-FULL', hotelId: 1, checkOut: '2030-03-14', amount: 60_000, status: 'CANCELLED', payment: 'CANCELED', refunded: 60_000 });
    await stay({ no: 'K4-UNPAID', hotelId: 1, checkOut: '2030-03-14', amount: 70_000, status: 'CANCELLED' });
    await stay({ no: 'K5-DECLINED', hotelId: 1, checkOut: '2030-03-16', amount: 80_000, status: 'CANCELLED', payment: 'FAILED' });
    await stay({
      no: 'K6-NEXT',
      hotelId: 1,
      checkOut: '2030-03-18',
      amount: 50_000,
      status: 'CANCELLED',
      payment: 'PARTIAL_CANCELED',
      refunded: 25_000,
    });
    await stay({ no: 'K7-OTHER', hotelId: 2, checkOut: '2030-03-17', amount: 10, status: 'CONFIRMED', payment: 'DONE' });

    // While the week is open: what the owner expects and the platform's commission of the week.
    // K1 keeps 48,501 → fee 7,275 (7,275.15); K2 100,001 → 15,000 (15,000.15); K7 10 → 2 (1.5, half up).
    const live = await liveWeekFigures(app.db, 1, WEEK);
    assert.deepEqual(live, { bookingCount: 2, grossAmount: 148_502, feeAmount: 22_275, netAmount: 126_227 });
    const owner = await get<OwnerDashboard>('/api/owner/hotels/1/dashboard', 2, 'ROLE_OWNER');
    assert.equal(owner.kpis.expectedSettlementThisWeek, 126_227);
    const desk = await get<AdminDashboard>('/api/admin/dashboard', 1, 'ROLE_ADMIN');
    assert.equal(desk.weekCommission, 22_277);

    // The week closes; the job computes it.
    clock.advance((Date.parse('2030-03-18T01:00:00Z') - clock.now().getTime()) / 1000);
    await runSettlementRound(app.db, clock);
    const [statement] = await listStatements(app.db, WEEK.start, 1);
    assert.deepEqual(
      [statement!.bookingCount, statement!.grossAmount, statement!.feeAmount, statement!.netAmount],
      [live.bookingCount, live.grossAmount, live.feeAmount, live.netAmount],
    );
    assert.deepEqual(
      (await statementLines(app.db, statement!.id)).map((l) => [l.bookingId, l.checkOut, l.amount, l.fee, l.net]),
      [
        ['K1-HALF', '2030-03-11', 48_501, 7_275, 41_226],
        ['K2-STAY', '2030-03-15', 100_001, 15_000, 85_001],
      ],
    );
    const page = await get<AdminSettlementPage>(`/api/admin/settlements?week=${WEEK.start}`, 1, 'ROLE_ADMIN');
    assert.equal(page.totals.feeAmount, desk.weekCommission, "the desk's commission of the week is what its statements charge");
    const row = page.content.find((r) => r.hotelId === 1)!;
    assert.deepEqual([row.refundCount, row.refundAmount, row.netAmount], [2, 108_500, 126_227], 'refunds shown beside, never deducted');
  });

  it('a refund the provider has not confirmed yet (PENDING, FAILED) is owed to the guest: never settled to the hotel', async () => {
    const week = { start: '2030-02-25', end: '2030-03-03' };
    await stay({
      no: 'R1-PENDING',
      hotelId: 2,
      checkOut: '2030-02-26',
      amount: 90_000,
      status: 'CANCELLED',
      payment: 'DONE',
      refunded: 45_000,
      refundStatus: 'PENDING',
    });
    await stay({
      no: 'R2-FAILED',
      hotelId: 2,
      checkOut: '2030-02-27',
      amount: 80_000,
      status: 'CANCELLED',
      payment: 'DONE',
      refunded: 80_000,
      refundStatus: 'FAILED',
    });
    await stay({
      no: 'R3-DONE',
      hotelId: 2,
      checkOut: '2030-02-28',
      amount: 70_000,
      status: 'CANCELLED',
      payment: 'PARTIAL_CANCELED',
      refunded: 14_000,
    });
    await computeWeek(app.db, week, clock.now());
    const [statement] = await listStatements(app.db, week.start, 2);
    assert.deepEqual(
      (await statementLines(app.db, statement!.id)).map((l) => [l.bookingId, l.amount]),
      [
        ['R1-PENDING', 45_000],
        ['R3-DONE', 56_000],
      ],
      'the kept part is paid − every promised refund; a fully promised one has no line',
    );
  });

  it('a SETTLED statement stays as paid, and a booking is settled on one statement only', async () => {
    const [statement] = await listStatements(app.db, WEEK.start, 1);
    await settleStatement(app.db, { id: 1, role: 'ROLE_ADMIN', requestId: 'test', ip: null }, statement!.id, clock);
    // Whatever happens to its bookings afterwards (the product refunds nothing after check-out: decision 0013).
    await app.db.update(bookings).set({ status: 'CANCELLED', checkOut: '2030-03-19' }).where(eq(bookings.bookingNo, 'K2-STAY'));
    await computeWeek(app.db, WEEK, clock.now());
    await computeWeek(app.db, { start: '2030-03-18', end: '2030-03-24' }, clock.now());
    const [frozen] = await listStatements(app.db, WEEK.start, 1);
    assert.deepEqual([frozen!.status, frozen!.netAmount], ['SETTLED', 126_227]);
    const [next] = await listStatements(app.db, '2030-03-18', 1);
    assert.deepEqual(
      (await statementLines(app.db, next!.id)).map((l) => l.bookingId),
      ['K6-NEXT'],
    );
    const [k2] = await app.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.bookingNo, 'K2-STAY'));
    assert.equal((await app.db.select().from(settlementLines).where(eq(settlementLines.bookingId, k2!.id))).length, 1);
  });

  it('for any mix of stays, the lines add up to the statement and to what was paid and not refunded', async () => {
    const statuses = fc.constantFrom<Stay['status']>('CONFIRMED', 'CANCELLED', 'PENDING');
    const payment = fc.option(fc.constantFrom<PaymentStatus>('READY', 'DONE', 'FAILED', 'CANCELED', 'PARTIAL_CANCELED'), { nil: undefined });
    const refundStatus = fc.constantFrom<NonNullable<Stay['refundStatus']>>('PENDING', 'FAILED', 'SUCCEEDED');
    const stays = fc.array(
      fc.record({
        status: statuses,
        amount: fc.integer({ min: 0, max: 900_000 }),
        payment,
        refundShare: fc.constantFrom(0, 20, 50, 80, 100),
        refundStatus,
        day: fc.integer({ min: 0, max: 6 }),
      }),
      { maxLength: 8 },
    );
    let run = 0;
    await fc.assert(
      fc.asyncProperty(stays, async (drawn) => {
        // Each run settles a week of its own, far in the past.
        const week = { start: addDays('2029-01-01', 7 * run++), end: '' };
        week.end = addDays(week.start, 6);
        let expected = 0;
        for (const [i, d] of drawn.entries()) {
          const refunded = d.status === 'CANCELLED' && d.payment ? Math.floor((d.amount * d.refundShare) / 100) : undefined;
          await stay({
            no: `P${run}-${i}`,
            hotelId: 3,
            checkOut: addDays(week.start, d.day),
            amount: d.amount,
            status: d.status,
            payment: d.payment,
            refunded,
            refundStatus: d.refundStatus,
          });
          const paid = d.payment && d.payment !== 'READY' && d.payment !== 'FAILED' ? d.amount : 0;
          if (d.status === 'CONFIRMED') expected += d.amount;
          if (d.status === 'CANCELLED') expected += Math.max(0, paid - (refunded ?? 0));
        }
        await computeWeek(app.db, week, clock.now());
        const [statement] = await listStatements(app.db, week.start, 3);
        const lines = statement ? await statementLines(app.db, statement.id) : [];
        assert.equal(
          lines.reduce((s, l) => s + l.amount, 0),
          expected,
          "Σ lines = Σ (paid − refunded) of the week's stays",
        );
        for (const l of lines) assert.deepEqual([l.fee, l.net], [settlementFee(l.amount), l.amount - settlementFee(l.amount)]);
        if (!statement) return;
        assert.deepEqual(
          [statement.bookingCount, statement.grossAmount, statement.feeAmount, statement.netAmount],
          [lines.length, expected, lines.reduce((s, l) => s + l.fee, 0), lines.reduce((s, l) => s + l.net, 0)],
        );
      }),
      { numRuns: 25, seed: 13 },
    );
  });
});
