import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { build } from '../../build';
import { addDays } from '../../clock';
import {
  auditLog,
  payments,
  refunds,
  reviewReports,
  reviews,
  roomTypes,
  settlementStatements,
  supportMessages,
  supportTickets,
} from '../../db/schema';
import { TEST_TODAY, testClock } from '../../testing/test-clock';
import { caller, ok, seededTokens, userByLogin, type Call } from '../admin/admin-test-world';

function must<T>(value: T | undefined, what: string): T {
  assert.ok(value, `the test world has no ${what}`);
  return value;
}

/** What one admin write is called with; `prepare` runs first (not counted), so a fixture may create its target. */
interface WriteFixture {
  prepare?: () => Promise<void>;
  url: () => string;
  body?: () => unknown;
}

/**
 * Walks every admin write route Fastify registers (onRoute, so an undocumented one is walked too): each must have a
 * fixture here, answer 2xx to the admin, and leave exactly one audit row naming the admin, their role and the
 * request — in the same transaction as the write (ARCHITECTURE §7 "Audit"). A new admin write without a fixture
 * fails this test, so its audit row is checked from the start.
 */
describe('every admin write is audited', () => {
  let app: FastifyInstance;
  let admin: Call;
  let adminId = 0;
  const writes: { method: HTTPMethods; url: string }[] = [];
  const ids: Record<string, number> = {};

  before(async () => {
    app = await build({
      clock: testClock,
      onRoute: (route) => {
        if (!route.url.startsWith('/api/admin')) return;
        for (const method of [route.method].flat()) {
          if (!['GET', 'HEAD'].includes(method)) writes.push({ method, url: route.url });
        }
      },
    });
    const tokens = await seededTokens(app);
    admin = caller(app, tokens.admin);
    adminId = tokens.adminId;
    ids.member = (await userByLogin(app, 'member0002')).id;
    const [ticket] = await app.db.select().from(supportTickets).where(eq(supportTickets.userId, tokens.memberId)).limit(1);
    ids.ticket = must(ticket, 'ticket of member0001').id;
    const [type] = await app.db.select().from(roomTypes).where(isNull(roomTypes.deletedAt)).limit(1);
    ids.hotel = must(type, 'room type').hotelId;
    ids.roomType = type!.id;
    // A reported review to hide, restore and clear (the demo world reports none in the test world).
    const [review] = await app.db.select().from(reviews).where(isNull(reviews.deletedAt)).limit(1);
    await app.db.insert(reviewReports).values({ reviewId: must(review, 'review').id, reporterUserId: ids.member, reason: 'SPAM' });
    ids.review = must(review, 'review').id;
    const [statement] = await app.db.select().from(settlementStatements).where(eq(settlementStatements.status, 'PENDING')).limit(1);
    ids.statement = must(statement, 'pending statement').id;
    // An application waiting for review, sent by a member as the form sends it.
    const applicant = await userByLogin(app, 'member0003');
    ids.applicant = applicant.id;
    const applicantToken = await app.accessTokens.sign({ sub: applicant.id, role: applicant.role, loginId: applicant.loginId, name: applicant.name });
    ids.application = ok<{ id: number }>(
      await caller(app, applicantToken)('POST', '/api/hotelapp', {
        ownerName: '홍길동',
        businessNo: '1234567890',
        phone: '01012345678',
        gradeLevel: 4,
        hotelName: '감사 기록 확인 호텔',
        address1: '부산광역시 해운대구 해운대해변로 1',
        address2: '본관',
        postcode: '48099',
        region: '부산광역시',
        coverImageType: 'TEMPLATE',
        coverImageTemplate: 'H2',
        amenitiesCsv: 'FREE_WIFI',
        comment: '',
        roomsJson: [
          {
            typeCode: 'STANDARD',
            roomCount: 1,
            roomNos: ['301'],
            capacity: 2,
            sizeSqm: 20,
            priceKrw: 100000,
            refundable: 1,
            breakfast: 0,
            policyText: '',
          },
        ],
      }),
      201,
    ).id;
  });
  after(() => app.close());

  const created = async (method: 'POST', url: string, body: unknown, key: string) => {
    ids[key] = ok<{ id: number }>(await admin(method, url, body), 201).id;
  };

  const FIXTURES: Record<string, WriteFixture> = {
    'POST /api/admin/support/notices': { url: () => '/api/admin/support/notices', body: () => ({ title: '점검 안내', content: '새벽 2시 점검' }) },
    'PUT /api/admin/support/notices/:id': {
      prepare: () => created('POST', '/api/admin/support/notices', { title: '수정할 공지', content: '내용' }, 'notice'),
      url: () => `/api/admin/support/notices/${ids.notice}`,
      body: () => ({ title: '수정된 공지', content: '내용', pinned: false }),
    },
    'DELETE /api/admin/support/notices/:id': { url: () => `/api/admin/support/notices/${ids.notice}` },
    'POST /api/admin/support/faqs': {
      url: () => '/api/admin/support/faqs',
      body: () => ({ category: 'PAYMENT', question: '환불은 언제?', answer: '3~5일' }),
    },
    'PUT /api/admin/support/faqs/:id': {
      prepare: () => created('POST', '/api/admin/support/faqs', { category: 'MEMBER', question: '질문', answer: '답' }, 'faq'),
      url: () => `/api/admin/support/faqs/${ids.faq}`,
      body: () => ({ category: 'MEMBER', question: '고친 질문', answer: '고친 답' }),
    },
    'DELETE /api/admin/support/faqs/:id': { url: () => `/api/admin/support/faqs/${ids.faq}` },
    'POST /api/admin/support/tickets/:id/reply': {
      url: () => `/api/admin/support/tickets/${ids.ticket}/reply`,
      body: () => ({ content: '답변드립니다.' }),
    },
    'PUT /api/admin/support/messages/:id': {
      prepare: async () => {
        const [message] = await app.db
          .select()
          .from(supportMessages)
          .where(and(eq(supportMessages.ticketId, ids.ticket!), eq(supportMessages.senderId, adminId)))
          .orderBy(desc(supportMessages.id))
          .limit(1);
        ids.message = message!.id;
      },
      url: () => `/api/admin/support/messages/${ids.message}`,
      body: () => ({ content: '고친 답변입니다.' }),
    },
    'DELETE /api/admin/support/messages/:id': { url: () => `/api/admin/support/messages/${ids.message}` },
    'POST /api/admin/applications/:id/transition': {
      url: () => `/api/admin/applications/${ids.application}/transition`,
      body: () => ({ to: 'UNDER_REVIEW' }),
    },
    'POST /api/admin/coupons': {
      url: () => '/api/admin/coupons',
      body: () => ({
        title: '가을 특가 쿠폰',
        code: 'audit-walk-1',
        amount: 7000,
        validFrom: TEST_TODAY,
        validTo: addDays(TEST_TODAY, 20),
        quantity: 100,
      }),
    },
    'POST /api/admin/coupons/:id/stop': {
      prepare: () =>
        created(
          'POST',
          '/api/admin/coupons',
          { title: '중지할 쿠폰', code: 'audit-walk-2', amount: 5000, validFrom: TEST_TODAY, validTo: addDays(TEST_TODAY, 20), quantity: 10 },
          'coupon',
        ),
      url: () => `/api/admin/coupons/${ids.coupon}/stop`,
    },
    'POST /api/admin/hotels/:id/suspend': { url: () => `/api/admin/hotels/${ids.hotel}/suspend`, body: () => ({ reason: '위생 점검' }) },
    'POST /api/admin/hotels/:id/resume': { url: () => `/api/admin/hotels/${ids.hotel}/resume`, body: () => ({ memo: '재점검 통과' }) },
    'POST /api/admin/hotels/:id/rooms': {
      url: () => `/api/admin/hotels/${ids.hotel}/rooms`,
      body: () => ({ roomTypeId: ids.roomType, roomNos: ['1901'] }),
    },
    'PUT /api/admin/rooms/:roomId': {
      prepare: async () => {
        const rooms = ok<{ roomTypes: { rooms: { id: number; roomNo: string }[] }[] }>(await admin('GET', `/api/admin/hotels/${ids.hotel}/rooms`));
        ids.room = rooms.roomTypes.flatMap((t) => t.rooms).find((r) => r.roomNo === '1901')!.id;
      },
      url: () => `/api/admin/rooms/${ids.room}`,
      body: () => ({ roomNo: '1902' }),
    },
    'POST /api/admin/reviews/:id/hide': { url: () => `/api/admin/reviews/${ids.review}/hide`, body: () => ({ memo: '스팸 신고 누적' }) },
    'POST /api/admin/reviews/:id/restore': { url: () => `/api/admin/reviews/${ids.review}/restore`, body: () => ({}) },
    'POST /api/admin/reviews/:id/dismiss-reports': {
      prepare: async () => {
        await app.db.insert(reviewReports).values({ reviewId: ids.review!, reporterUserId: ids.applicant!, reason: 'ABUSE' });
      },
      url: () => `/api/admin/reviews/${ids.review}/dismiss-reports`,
    },
    'POST /api/admin/settlements/:id/settle': { url: () => `/api/admin/settlements/${ids.statement}/settle` },
    'POST /api/admin/settlements/settle': {
      // Another PENDING statement (of a week long closed), settled by the settle-all route as a list of one.
      prepare: async () => {
        const [statement] = await app.db
          .insert(settlementStatements)
          .values({
            hotelId: ids.hotel!,
            weekStart: '2029-01-01',
            weekEnd: '2029-01-07',
            bookingCount: 0,
            grossAmount: 0,
            feeAmount: 0,
            netAmount: 0,
          })
          .returning();
        ids.statements = statement!.id;
      },
      url: () => '/api/admin/settlements/settle',
      body: () => ({ ids: [ids.statements] }),
    },
    'POST /api/admin/refunds/:id/retry': {
      // A refund whose provider call failed (as an outage leaves one): owed, not given back yet, its payment untouched.
      prepare: async () => {
        const [refund] = await app.db.select().from(refunds).where(eq(refunds.status, 'SUCCEEDED')).limit(1);
        ids.refund = must(refund, 'refund').id;
        await app.db
          .update(refunds)
          .set({ status: 'FAILED', providerRef: null, completedAt: null, lastError: 'PAYMENT_PROVIDER_UNAVAILABLE', nextAttemptAt: testClock.now() })
          .where(eq(refunds.id, refund!.id));
        await app.db
          .update(payments)
          .set({ refundedAmount: sql`${payments.refundedAmount} - ${refund!.amount}`, status: 'DONE' })
          .where(eq(payments.id, refund!.paymentId!));
      },
      url: () => `/api/admin/refunds/${ids.refund}/retry`,
    },
    'POST /api/admin/users/:id/lock': { url: () => `/api/admin/users/${ids.member}/lock`, body: () => ({ reason: '결제 사기 의심' }) },
    'POST /api/admin/users/:id/unlock': { url: () => `/api/admin/users/${ids.member}/unlock`, body: () => ({ memo: '본인 확인 완료' }) },
    'PUT /api/admin/users/:id/role': { url: () => `/api/admin/users/${ids.member}/role`, body: () => ({ role: 'ROLE_OWNER' }) },
  };

  it('has a fixture for every admin write route', () => {
    assert.ok(writes.length >= 20, `only ${writes.length} admin writes found`);
    const missing = writes.map((w) => `${w.method} ${w.url}`).filter((key) => !FIXTURES[key]);
    assert.deepEqual(missing, [], 'a new admin write needs a fixture here, so its audit row is checked');
  });

  it('leaves one audit row per write: the admin, their role and the request', async () => {
    // The fixtures' order: creations before the edits and deletions of what they created.
    for (const [key, fixture] of Object.entries(FIXTURES)) {
      const [method] = key.split(' ') as [HTTPMethods];
      await fixture.prepare?.();
      const [last] = await app.db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
      const res = await admin(method, fixture.url(), fixture.body?.());
      assert.ok(res.statusCode < 300, `${key}: ${res.statusCode} ${res.body}`);
      const rows = await app.db
        .select()
        .from(auditLog)
        .where(gt(auditLog.id, last?.id ?? 0));
      assert.equal(rows.length, 1, `${key}: ${rows.length} audit rows (${rows.map((r) => r.action).join(', ')})`);
      assert.equal(rows[0]!.actorId, adminId, key);
      assert.equal(rows[0]!.actorRole, 'ROLE_ADMIN', key);
      assert.ok(rows[0]!.requestId, `${key}: the request id`);
      assert.ok(rows[0]!.action && rows[0]!.entity && rows[0]!.entityId, `${key}: what was done to what`);
    }
  });
});
