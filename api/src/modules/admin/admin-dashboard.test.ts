import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AdminAuditPage, AdminDashboard } from 'shared-contracts/schemas';
import { build } from '../../build';
import { addDays } from '../../clock';
import {
  bookings,
  hotelApplications,
  hotels,
  payments,
  refunds,
  regions,
  reviewReports,
  reviews,
  roomTypes,
  supportTickets,
  users,
} from '../../db/schema';
import { testClock } from '../../testing/test-clock';
import { writeAudit } from '../audit/audit-log';
import { computeWeek, listStatements, statementLines } from '../settlement/settlement.service';
import { assertKorean400, caller, ok, type Call } from './admin-test-world';

/*
 * Today is Friday 2030-03-15 (Seoul), so the week is Monday 03-11 … Sunday 03-17. Bookings by their creation instant:
 *   1 today 00:30 Seoul, 100,000 won             2 Monday 00:00:30 Seoul, 33,333 won      3 Sunday 03-10 23:59 Seoul (last week)
 *   4 today, cancelled today, 50,000 won          5 last week, cancelled today             6 Thursday 23:59:59 Seoul, 10,001 won
 * and by their check-out, which the week's commission follows (the settlement's week): 1, 2 and 3 check out this week,
 * 5 too (paid 60,000, 30,000 refunded: 30,000 kept), 4 was never paid and 6 checks out next week.
 */
const at = (seoul: string) => new Date(`${seoul}+09:00`);

describe('admin dashboard and audit log', () => {
  let app: FastifyInstance;
  let admin: Call;

  before(async () => {
    app = await build({ clock: testClock, seed: false });
    await app.db.insert(regions).values({ id: 1, code: 'seoul', name: '서울특별시', shortName: '서울', avgPrice: 100000 });
    await app.db.insert(hotels).values([
      { id: 1, name: '대시보드 호텔', regionId: 1, address1: '서울 1', gradeLevel: 3 },
      { id: 2, name: '정지 호텔', regionId: 1, address1: '서울 2', gradeLevel: 3, status: 'SUSPENDED' },
    ]);
    await app.db.insert(roomTypes).values({ id: 1, hotelId: 1, typeCode: 'STANDARD', name: '스탠다드', capacity: 2, areaSqm: 20, basePrice: 1 });
    await app.db.insert(users).values([
      { id: 1, loginId: 'admin', email: 'admin@example.com', name: '관리자', role: 'ROLE_ADMIN' },
      { id: 2, loginId: 'guest', email: 'guest@example.com', name: '손님' },
      { id: 3, loginId: 'guest2', email: 'guest2@example.com', name: '손님2' },
      { id: 4, loginId: 'guest3', email: 'guest3@example.com', name: '손님3' },
    ]);
    const booking = (id: number, createdAt: Date, totalAmount: number, checkOut: string, cancelledAt: Date | null = null) => ({
      id,
      bookingNo: `HBDASH-${id}`,
      userId: 2,
      hotelId: 1,
      roomTypeId: 1,
      checkIn: addDays(checkOut, -1),
      checkOut,
      nights: 1,
      guests: 1,
      leadName: '손님',
      subtotal: totalAmount,
      totalAmount,
      createdAt,
      status: cancelledAt ? ('CANCELLED' as const) : ('CONFIRMED' as const),
      cancelledAt,
    });
    await app.db
      .insert(bookings)
      .values([
        booking(1, at('2030-03-15T00:30:00'), 100_000, '2030-03-16'),
        booking(2, at('2030-03-11T00:00:30'), 33_333, '2030-03-17'),
        booking(3, at('2030-03-10T23:59:00'), 77_777, '2030-03-11'),
        booking(4, at('2030-03-15T09:00:00'), 50_000, '2030-03-16', at('2030-03-15T10:00:00')),
        booking(5, at('2030-03-05T09:00:00'), 60_000, '2030-03-17', at('2030-03-15T11:00:00')),
        booking(6, at('2030-03-14T23:59:59'), 10_001, '2030-03-18'),
      ]);
    await app.db
      .insert(payments)
      .values({ bookingId: 5, orderId: 'ORD-HBDASH-5', amount: 60_000, refundedAmount: 30_000, status: 'PARTIAL_CANCELED' });
    await app.db.insert(refunds).values({
      bookingId: 5,
      amount: 30_000,
      refundPercent: 50,
      provider: 'SANDBOX',
      idempotencyKey: 'refund-HBDASH-5',
      status: 'SUCCEEDED',
      completedAt: at('2030-03-15T11:00:00'),
    });
    const application = (status: 'PENDING' | 'UNDER_REVIEW' | 'NEEDS_INFO' | 'APPROVED', n: number) => ({
      // One open application per member.
      userId: n === 4 ? 2 : n + 1,
      ownerName: '김사장',
      businessNo: '123-45-67890',
      phone: '010-1234-5678',
      gradeLevel: 3,
      hotelName: `신청 호텔 ${n}`,
      nameKey: `신청호텔${n}`,
      address1: '서울 어딘가',
      region: '서울특별시',
      roomsJson: [],
      status,
    });
    await app.db
      .insert(hotelApplications)
      .values([application('PENDING', 1), application('UNDER_REVIEW', 2), application('NEEDS_INFO', 3), application('APPROVED', 4)]);
    await app.db.insert(supportTickets).values([
      { userId: 2, subject: '문의 1' },
      { userId: 2, subject: '문의 2' },
      { userId: 3, subject: '문의 3', status: 'ANSWERED' },
    ]);
    await app.db.insert(reviews).values([
      { id: 1, hotelId: 1, userId: 2, rating: 5 },
      { id: 2, hotelId: 1, userId: 3, rating: 1 },
      { id: 3, hotelId: 1, userId: 3, rating: 2 },
    ]);
    await app.db.insert(reviewReports).values([
      { reviewId: 1, reporterUserId: 3, reason: 'SPAM' },
      { reviewId: 1, reporterUserId: 1, reason: 'ABUSE' },
      { reviewId: 2, reporterUserId: 2, reason: 'SPAM' },
      { reviewId: 3, reporterUserId: 2, reason: 'SPAM', status: 'REJECTED' },
    ]);
    admin = caller(app, await app.accessTokens.sign({ sub: 1, role: 'ROLE_ADMIN', loginId: 'admin', name: '관리자' }));
  });
  after(() => app.close());

  it("counts today (Seoul) and this week (Monday–Sunday) by when bookings were made, and the commission the week's statements will charge", async () => {
    const d = ok<AdminDashboard>(await admin('GET', '/api/admin/dashboard'));
    assert.deepEqual(
      { ...d, generatedAt: '' },
      {
        today: '2030-03-15',
        weekFrom: '2030-03-11',
        weekTo: '2030-03-17',
        todayBookings: 1,
        todayRevenue: 100_000,
        todayCancellations: 2,
        weekBookings: 3,
        weekGmv: 143_334,
        // Stays checking out this week: 15,000 + 4,999.95 → 5,000 + 11,666.55 → 11,667, and 15 % of the 30,000 kept of 5.
        weekCommission: 36_167,
        commissionPercent: 15,
        applicationsWaiting: 2,
        ticketsWaiting: 2,
        reportedReviewsWaiting: 2,
        suspendedHotels: 1,
        generatedAt: '',
      },
    );
  });

  it("the week's commission is the fee sum of the week's statements once it closes", async () => {
    const d = ok<AdminDashboard>(await admin('GET', '/api/admin/dashboard'));
    await computeWeek(app.db, { start: d.weekFrom, end: d.weekTo }, testClock.now());
    const statements = await listStatements(app.db, d.weekFrom);
    assert.ok(statements.length > 0);
    assert.equal(
      statements.reduce((sum, s) => sum + s.feeAmount, 0),
      d.weekCommission,
    );
    const lines = (await Promise.all(statements.map((s) => statementLines(app.db, s.id)))).flat();
    assert.equal(
      lines.reduce((sum, l) => sum + l.fee, 0),
      d.weekCommission,
    );
  });

  it('lists the audit log newest first, filtered by actor, entity, action (prefix) and day', async () => {
    const actor = { id: 1, role: 'ROLE_ADMIN' as const, requestId: 'req-1', ip: '10.0.0.1' };
    await writeAudit(app.db, actor, {
      action: 'HOTEL_SUSPENDED',
      entity: 'hotel',
      entityId: 2,
      hotelId: 2,
      before: { status: 'ACTIVE' },
      after: { status: 'SUSPENDED' },
    });
    await writeAudit(app.db, actor, { action: 'COUPON_CREATED', entity: 'coupon', entityId: 9, after: { code: 'X' } });
    await writeAudit(app.db, { ...actor, id: 2, role: 'ROLE_USER' }, { action: 'HOTEL_RESUMED', entity: 'hotel', entityId: 2, hotelId: 2 });
    // writeAudit stamps the database's own time; the test places the entries on the test's days.
    for (const [action, when] of [
      ['HOTEL_SUSPENDED', '2030-03-15T10:00:00'],
      ['COUPON_CREATED', '2030-03-14T12:00:00'],
      ['HOTEL_RESUMED', '2030-03-15T11:00:00'],
    ]) {
      await app.db.execute(sql`update audit_log set created_at = ${at(when!).toISOString()}::timestamptz where action = ${action}`);
    }

    const all = ok<AdminAuditPage>(await admin('GET', '/api/admin/audit'));
    assert.deepEqual(Object.keys(all).sort(), ['content', 'page', 'size', 'totalElements']);
    assert.equal(all.totalElements, 3);
    const first = all.content.find((e) => e.action === 'HOTEL_SUSPENDED')!;
    assert.deepEqual(
      [first.actor, first.actorRole, first.entity, first.entityId, first.hotelId, first.before, first.after, first.requestId, first.ip],
      [
        { id: 1, loginId: 'admin', name: '관리자' },
        'ROLE_ADMIN',
        'hotel',
        '2',
        2,
        { status: 'ACTIVE' },
        { status: 'SUSPENDED' },
        'req-1',
        '10.0.0.1',
      ],
    );
    const ids = async (query: string) => ok<AdminAuditPage>(await admin('GET', `/api/admin/audit?${query}`)).content.map((e) => e.action);
    assert.deepEqual(await ids('actor=ADMIN'), ['HOTEL_SUSPENDED', 'COUPON_CREATED'], 'login id without case, newest first');
    assert.deepEqual(await ids('actor=2'), ['HOTEL_RESUMED']);
    assert.deepEqual((await ids('entity=hotel')).sort(), ['HOTEL_RESUMED', 'HOTEL_SUSPENDED']);
    assert.deepEqual((await ids('action=HOTEL_*')).sort(), ['HOTEL_RESUMED', 'HOTEL_SUSPENDED']);
    assert.deepEqual(await ids('action=COUPON_CREATED'), ['COUPON_CREATED']);
    assert.deepEqual(await ids('from=2030-03-14&to=2030-03-14'), ['COUPON_CREATED']);
    assert.deepEqual((await ids('from=2030-03-15')).length, 2);
    assert.deepEqual(await ids('action=%25'), []);
    assert.deepEqual(await ids('entity=hotel&entityId=2&hotelId=2&actor=admin'), ['HOTEL_SUSPENDED']);
    assertKorean400(await admin('GET', '/api/admin/audit?from=2030-13-01'), 'month 13');
    assertKorean400(await admin('GET', '/api/admin/audit?page=-1'), 'page');
  });
});
