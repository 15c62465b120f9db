import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AdminSettlementDetail, AdminSettlementPage, LastWeekSettlement } from 'shared-contracts/schemas';
import { build } from '../../build';
import { bookings, hotelOwners, hotels, payments, refunds, roomTypes } from '../../db/schema';
import { testClock } from '../../testing/test-clock';
import { thisWeek } from '../settlement/business-weeks';
import { SETTLEMENT_MESSAGES } from '../settlement/settlement.messages';
import { settlementFee } from '../settlement/settlement-fee';
import { computeWeek } from '../settlement/settlement.service';
import { SETTLEMENT_CSV_HEADER } from './admin-settlements.service';
import { assertAudited, assertKorean400, caller, failure, ok, seededTokens, userByLogin, type Call, type SeededTokens } from './admin-test-world';

/**
 * The back office's settlements on the seeded owner business (owner-demo.seed): TEST_TODAY is Friday 2030-03-15, so
 * the last closed week is 2030-03-04 .. 03-10, owner0001's statements of it are SETTLED and owner0002's PENDING.
 */
describe('admin settlements', () => {
  let app: FastifyInstance;
  let t: SeededTokens;
  let admin: Call;
  let owner2Token = '';
  let owner2Hotel = 0;
  const LAST = { start: '2030-03-04', end: '2030-03-10' };
  const list = async (query = '') => ok<AdminSettlementPage>(await admin('GET', `/api/admin/settlements?size=100${query}`));
  const detail = async (id: number) => ok<AdminSettlementDetail>(await admin('GET', `/api/admin/settlements/${id}`));

  before(async () => {
    app = await build({ clock: testClock });
    t = await seededTokens(app);
    admin = caller(app, t.admin);
    const owner2 = await userByLogin(app, 'owner0002');
    owner2Token = await app.accessTokens.sign({ sub: owner2.id, role: owner2.role, loginId: owner2.loginId, name: owner2.name });
    const [own] = await app.db.select().from(hotelOwners).where(eq(hotelOwners.userId, owner2.id));
    owner2Hotel = own!.hotelId;
    // A stay of last week that the guest cancelled at 50 %: the refund is shown beside the statement, the 40,000 won
    // kept is one of its lines (decision 0013) once the PENDING week is computed again.
    const [type] = await app.db.select().from(roomTypes).where(eq(roomTypes.hotelId, owner2Hotel));
    const [cancelled] = await app.db
      .insert(bookings)
      .values({
        bookingNo: 'ADM-SET-X1',
        userId: t.memberId,
        hotelId: owner2Hotel,
        roomTypeId: type!.id,
        checkIn: '2030-03-06',
        checkOut: '2030-03-07',
        nights: 1,
        guests: 2,
        leadName: '김민지',
        subtotal: 80_000,
        totalAmount: 80_000,
        status: 'CANCELLED',
      })
      .returning();
    const [paid] = await app.db
      .insert(payments)
      .values({ bookingId: cancelled!.id, orderId: 'ORD-ADM-SET-X1', amount: 80_000, refundedAmount: 40_000, status: 'PARTIAL_CANCELED' })
      .returning();
    await app.db.insert(refunds).values({
      bookingId: cancelled!.id,
      paymentId: paid!.id,
      amount: 40_000,
      refundPercent: 50,
      provider: 'SANDBOX',
      idempotencyKey: 'adm-set-x1',
      status: 'SUCCEEDED',
      completedAt: testClock.now(),
    });
    await computeWeek(app.db, LAST, testClock.now());
  });
  after(() => app.close());

  it('lists last week by default, every row the sum of its lines and the totals the sum of the rows', async () => {
    const page = await list();
    assert.deepEqual([page.weekStart, page.weekEnd, page.weekClosed], [LAST.start, LAST.end, true]);
    assert.ok(page.content.length >= 2, 'both owners have statements last week');
    const sum = { bookingCount: 0, grossAmount: 0, feeAmount: 0, refundAmount: 0, netAmount: 0 };
    for (const row of page.content) {
      const { lines, refunds: refunded, ...statement } = await detail(row.id);
      assert.deepEqual(statement, row);
      assert.equal(lines.length, row.bookingCount);
      for (const line of lines) {
        assert.equal(line.fee, settlementFee(line.amount));
        assert.equal(line.net, line.amount - line.fee);
      }
      assert.equal(
        lines.reduce((s, l) => s + l.amount, 0),
        row.grossAmount,
      );
      assert.equal(
        lines.reduce((s, l) => s + l.fee, 0),
        row.feeAmount,
      );
      assert.equal(
        lines.reduce((s, l) => s + l.net, 0),
        row.netAmount,
      );
      assert.equal(
        refunded.reduce((s, r) => s + r.refunded, 0),
        row.refundAmount,
      );
      for (const key of Object.keys(sum) as (keyof typeof sum)[]) sum[key] += row[key];
    }
    assert.deepEqual(page.totals, { statements: page.content.length, ...sum });
    const mine = page.content.find((r) => r.hotelId === owner2Hotel)!;
    assert.equal(mine.status, 'PENDING');
    const { refunds: refunded, lines } = await detail(mine.id);
    assert.deepEqual(
      refunded.find((r) => r.bookingId === 'ADM-SET-X1'),
      { bookingId: 'ADM-SET-X1', checkIn: '2030-03-06', checkOut: '2030-03-07', amount: 80_000, refunded: 40_000 },
    );
    assert.deepEqual(
      lines.find((l) => l.bookingId === 'ADM-SET-X1'),
      { bookingId: 'ADM-SET-X1', checkIn: '2030-03-06', checkOut: '2030-03-07', amount: 40_000, fee: 6_000, net: 34_000 },
    );
  });

  it('settles the kept part of every partly refunded cancellation of the seeded closed weeks on its check-out week', async () => {
    let kept = 0;
    for (const week of ['2030-02-18', '2030-02-25', LAST.start]) {
      const page = await list(`&week=${week}`);
      for (const row of page.content) {
        const { refunds: refunded, lines } = await detail(row.id);
        for (const stay of refunded) {
          const line = lines.find((l) => l.bookingId === stay.bookingId);
          if (stay.amount === stay.refunded) {
            assert.equal(line, undefined, `${stay.bookingId}: a full refund leaves nothing to settle`);
            continue;
          }
          kept++;
          assert.ok(line, `${stay.bookingId} (${row.status}, week ${week}) is a line of its statement`);
          assert.deepEqual(
            [line.amount, line.fee, line.net],
            [stay.amount - stay.refunded, settlementFee(stay.amount - stay.refunded), stay.amount - stay.refunded - line.fee],
          );
        }
      }
    }
    assert.ok(kept >= 3, `the seed has partly refunded cancellations in settled and closed weeks (${kept})`);
  });

  it('normalises any date to its week, filters and pages, and refuses bad dates in Korean', async () => {
    const wanted = await list();
    for (const day of ['2030-03-04', '2030-03-07', '2030-03-10']) {
      const page = await list(`&week=${day}`);
      assert.deepEqual([page.weekStart, page.weekEnd, page.totals], [LAST.start, LAST.end, wanted.totals], day);
    }
    assert.equal((await list('&week=2030-03-11')).weekStart, '2030-03-11');
    assert.equal((await list('&week=2030-03-11')).weekClosed, false);
    const pending = await list('&status=PENDING');
    assert.ok(pending.content.length > 0 && pending.content.every((r) => r.status === 'PENDING'));
    assert.equal(
      pending.totals.netAmount,
      pending.content.reduce((s, r) => s + r.netAmount, 0),
    );
    const one = await list(`&hotelId=${owner2Hotel}`);
    assert.deepEqual(
      one.content.map((r) => r.hotelId),
      [owner2Hotel],
    );
    const paged = ok<AdminSettlementPage>(await admin('GET', '/api/admin/settlements?size=1&page=1'));
    assert.deepEqual([paged.content.length, paged.totalElements, paged.content[0]?.id], [1, wanted.totalElements, wanted.content[1]?.id]);
    assert.deepEqual(paged.totals, wanted.totals, 'totals cover every page');
    assert.equal((await list('&week=2029-01-07')).totalElements, 0);
    for (const bad of ['2030-02-30', 'last-week', '2030-3-4']) assertKorean400(await admin('GET', `/api/admin/settlements?week=${bad}`), bad);
    assertKorean400(await admin('GET', '/api/admin/settlements?status=PAID'));
    assert.equal((await admin('GET', '/api/admin/settlements/999999')).statusCode, 404);
  });

  it('sorts the whole week by a column either way (ties by hotel name), and refuses an unknown sort in Korean', async () => {
    const byName = (await list()).content;
    for (const key of ['netAmount', 'bookingCount', 'status'] as const) {
      const up = (await list(`&sort=${key}`)).content;
      const down = (await list(`&sort=-${key}`)).content;
      assert.deepEqual(up.map((r) => r.id).sort(), byName.map((r) => r.id).sort(), key);
      for (let i = 1; i < up.length; i++) assert.ok(up[i - 1]![key] <= up[i]![key] && down[i - 1]![key] >= down[i]![key], `${key} at ${i}`);
    }
    const paged = ok<AdminSettlementPage>(await admin('GET', '/api/admin/settlements?size=1&page=1&sort=-netAmount'));
    assert.equal(paged.content[0]?.id, (await list('&sort=-netAmount')).content[1]?.id, 'the sort covers every page');
    for (const bad of ['price', 'hotelName,netAmount', '--netAmount']) assertKorean400(await admin('GET', `/api/admin/settlements?sort=${bad}`), bad);
  });

  it('exports the week as CSV for Excel: BOM, Korean headers, one line per hotel and a total line', async () => {
    const page = await list('&week=2030-03-06');
    const res = await admin('GET', '/api/admin/settlements.csv?week=2030-03-06');
    assert.equal(res.statusCode, 200, res.body);
    assert.match(String(res.headers['content-type']), /^text\/csv; charset=utf-8/);
    assert.match(String(res.headers['content-disposition']), /attachment; filename="settlements_2030-03-04_2030-03-10\.csv"/);
    assert.deepEqual([...res.rawPayload.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
    const rows = res.rawPayload
      .toString('utf8')
      .slice(1)
      .trimEnd()
      .split('\r\n')
      .map((line) => line.slice(1, -1).split('","'));
    assert.deepEqual(rows[0], SETTLEMENT_CSV_HEADER);
    const body = rows.slice(1, -1);
    assert.deepEqual(
      body.map((r) => Number(r[0])),
      page.content.map((r) => r.hotelId),
    );
    const total = rows.at(-1)!;
    assert.deepEqual(total.slice(1, 9), [
      '합계',
      LAST.start,
      LAST.end,
      ...[page.totals.bookingCount, page.totals.grossAmount, page.totals.feeAmount, page.totals.refundAmount, page.totals.netAmount].map(String),
    ]);
    for (const column of [4, 5, 6, 7, 8])
      assert.equal(
        body.reduce((s, r) => s + Number(r[column]), 0),
        Number(total[column]),
        `column ${column}`,
      );
    const mine = body.find((r) => Number(r[0]) === owner2Hotel)!;
    assert.deepEqual([mine[9], mine[10]], ['정산 대기', '']);
    assertKorean400(await admin('GET', '/api/admin/settlements.csv?week=2030-13-01'));
  });

  it('writes a hotel name that starts like a formula as plain text in the CSV', async () => {
    const [before] = await app.db.select({ name: hotels.name }).from(hotels).where(eq(hotels.id, owner2Hotel));
    const hostile = '=HYPERLINK("http://evil.example","정산")';
    await app.db.update(hotels).set({ name: hostile }).where(eq(hotels.id, owner2Hotel));
    try {
      const res = await admin('GET', '/api/admin/settlements.csv?week=2030-03-06');
      assert.equal(res.statusCode, 200, res.body);
      const line = res.rawPayload
        .toString('utf8')
        .split('\r\n')
        .find((l) => l.startsWith(`"${owner2Hotel}",`))!;
      assert.ok(line.startsWith(`"${owner2Hotel}","'=HYPERLINK(""http://evil.example"",""정산"")",`), line);
    } finally {
      await app.db.update(hotels).set({ name: before!.name }).where(eq(hotels.id, owner2Hotel));
    }
  });

  it('settles a closed PENDING statement once, audited, and the owner dashboard shows it', async () => {
    const before = ok<LastWeekSettlement>(await caller(app, owner2Token)('GET', `/api/owner/hotels/${owner2Hotel}/last-week-settlement`));
    assert.deepEqual([before.status, before.sumSettled], ['PENDING', 0]);
    const row = (await list(`&hotelId=${owner2Hotel}`)).content[0]!;
    const settled = ok<AdminSettlementDetail>(await admin('POST', `/api/admin/settlements/${row.id}/settle`));
    assert.equal(settled.status, 'SETTLED');
    assert.equal(settled.settledAt, testClock.now().toISOString());
    assert.equal(settled.netAmount, row.netAmount);
    await assertAudited(app, 'SETTLEMENT_SETTLED', row.id, t.adminId, {
      entity: 'settlement_statement',
      hotelId: owner2Hotel,
      after: { status: 'SETTLED', settledBy: t.adminId, netAmount: row.netAmount },
    });
    const after = ok<LastWeekSettlement>(await caller(app, owner2Token)('GET', `/api/owner/hotels/${owner2Hotel}/last-week-settlement`));
    assert.deepEqual([after.status, after.sumSettled], ['SETTLED', row.netAmount]);
    assert.deepEqual(failure(await admin('POST', `/api/admin/settlements/${row.id}/settle`)), {
      status: 409,
      error: 'SETTLEMENT_ALREADY_SETTLED',
      message: SETTLEMENT_MESSAGES.alreadySettled,
    });
    assert.deepEqual(failure(await admin('POST', '/api/admin/settlements/999999/settle')), {
      status: 404,
      error: 'SETTLEMENT_NOT_FOUND',
      message: SETTLEMENT_MESSAGES.notFound,
    });
  });

  it('refuses to settle a week that is not over (409 in Korean)', async () => {
    const week = thisWeek(testClock);
    await computeWeek(app.db, week, testClock.now());
    const open = await list(`&week=${week.start}`);
    assert.equal(open.weekClosed, false);
    const row = open.content[0];
    assert.ok(row, 'the seeded stays checking out this week make a statement');
    assert.deepEqual(failure(await admin('POST', `/api/admin/settlements/${row.id}/settle`)), {
      status: 409,
      error: 'SETTLEMENT_WEEK_OPEN',
      message: SETTLEMENT_MESSAGES.weekOpen,
    });
    assert.equal((await detail(row.id)).status, 'PENDING');
  });

  it('answers 401 to nobody and 403 to a member and an owner on every settlement route', async () => {
    const routes: [string, string][] = [
      ['GET', '/api/admin/settlements'],
      ['GET', '/api/admin/settlements.csv'],
      ['GET', '/api/admin/settlements/1'],
      ['POST', '/api/admin/settlements/1/settle'],
    ];
    for (const [method, url] of routes) {
      assert.equal((await caller(app, null)(method as 'GET', url)).statusCode, 401, url);
      assert.equal((await caller(app, t.member)(method as 'GET', url)).statusCode, 403, url);
      assert.equal((await caller(app, t.owner)(method as 'GET', url)).statusCode, 403, url);
    }
  });
});
