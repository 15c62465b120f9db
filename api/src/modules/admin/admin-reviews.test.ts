import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AdminReportedReview, AdminReportedReviewPage, HotelSearchResult, RatingSummary, ReviewPage } from 'shared-contracts/schemas';
import { build } from '../../build';
import { addDays } from '../../clock';
import { hotels, reviewReports, reviews } from '../../db/schema';
import { ManualClock } from '../../testing/auth-helpers';
import { TEST_NOW, TEST_TODAY } from '../../testing/test-clock';
import { ADMIN_MESSAGES } from './admin.messages';
import { assertAudited, caller, failure, ok, seededTokens, type Call, type SeededTokens } from './admin-test-world';

/** Review moderation (issue 12 item 8): a hidden review leaves the hotel page and its rating (and search) at once. */
describe('admin reviews: reported queue, hide, restore, dismiss', () => {
  let app: FastifyInstance;
  let t: SeededTokens;
  let admin: Call;
  let guest: Call;
  let hotelId = 0;
  let hotelName = '';
  let target = 0;
  let second = 0;
  const stay = `checkIn=${addDays(TEST_TODAY, 5)}&checkOut=${addDays(TEST_TODAY, 6)}&adults=1`;

  const pageIds = async () => ok<ReviewPage>(await guest('GET', `/api/hotels/${hotelId}/reviews?size=50`)).content.map((r) => r.id);
  const rating = async () => ok<RatingSummary>(await guest('GET', `/api/hotels/${hotelId}/reviews/rating`));
  const expectedAvg = async (): Promise<number> => {
    const rows = await app.db
      .select({ rating: reviews.rating })
      .from(reviews)
      .where(and(eq(reviews.hotelId, hotelId), eq(reviews.visible, true), isNull(reviews.deletedAt)));
    return Math.round((rows.reduce((s, r) => s + r.rating, 0) / rows.length) * 10) / 10;
  };
  const card = async () =>
    ok<HotelSearchResult>(await guest('GET', `/api/search/hotels?${stay}&q=${encodeURIComponent(hotelName)}`)).items.find(
      (i) => i.hotelId === hotelId,
    );
  const queue = async (status = 'PENDING') =>
    ok<AdminReportedReviewPage>(await admin('GET', `/api/admin/reviews/reported?status=${status}&size=100`));
  const clock = new ManualClock(TEST_NOW);
  /** A report a minute after the previous one, so "oldest waiting first" has an order to keep. */
  const report = (token: string, reviewId: number, reason: string, detail?: string) => {
    clock.advance(60);
    return caller(app, token)('POST', `/api/reviews/${reviewId}/report`, { reason, ...(detail ? { detail } : {}) });
  };

  before(async () => {
    app = await build({ clock });
    t = await seededTokens(app);
    admin = caller(app, t.admin);
    guest = caller(app, null);
    // A hotel with several shown reviews by people other than the reporters, and different ratings.
    const [row] = await app.db
      .select({ hotelId: reviews.hotelId, n: sql<number>`count(distinct ${reviews.rating})::int` })
      .from(reviews)
      .innerJoin(hotels, eq(hotels.id, reviews.hotelId))
      .where(
        and(
          eq(reviews.visible, true),
          isNull(reviews.deletedAt),
          eq(hotels.status, 'ACTIVE'),
          notInArray(reviews.userId, [t.memberId, t.otherId, t.ownerId]),
        ),
      )
      .groupBy(reviews.hotelId)
      .orderBy(desc(sql`count(distinct ${reviews.rating})`), desc(sql`count(*)`))
      .limit(1);
    hotelId = row!.hotelId;
    hotelName = (await app.db.select({ name: hotels.name }).from(hotels).where(eq(hotels.id, hotelId)))[0]!.name;
    const candidates = await app.db
      .select({ id: reviews.id, rating: reviews.rating })
      .from(reviews)
      .where(
        and(
          eq(reviews.hotelId, hotelId),
          eq(reviews.visible, true),
          isNull(reviews.deletedAt),
          notInArray(reviews.userId, [t.memberId, t.otherId, t.ownerId]),
        ),
      )
      .orderBy(desc(reviews.rating), desc(reviews.id));
    // The best-rated one: hiding it must move the average.
    target = candidates[0]!.id;
    second = candidates[candidates.length - 1]!.id;
    assert.notEqual(target, second);
  });
  after(() => app.close());

  it('queues reported reviews with their counts per reason, oldest waiting first', async () => {
    assert.equal((await report(t.member, second, 'ABUSE')).statusCode, 201);
    assert.equal((await report(t.member, target, 'SPAM')).statusCode, 201);
    assert.equal((await report(t.other, target, 'SPAM')).statusCode, 201);
    assert.equal((await report(t.owner, target, 'OTHER', '허위 내용입니다')).statusCode, 201);
    const page = await queue();
    assert.deepEqual(Object.keys(page).sort(), ['content', 'page', 'size', 'totalElements']);
    assert.equal(page.totalElements, 2);
    assert.deepEqual(
      page.content.map((r) => r.id),
      [second, target],
    );
    const first = page.content[1]!;
    assert.equal(first.reportCount, 3);
    assert.equal(first.pendingReportCount, 3);
    assert.deepEqual(first.reasons, [
      { reason: 'SPAM', count: 2 },
      { reason: 'OTHER', count: 1 },
    ]);
    assert.equal(first.hotel.id, hotelId);
    assert.equal(first.reports.find((r) => r.reason === 'OTHER')?.detail, '허위 내용입니다');
    assert.equal(first.reports.find((r) => r.reason === 'OTHER')?.reporterType, 'OWNER');
    const one = ok<AdminReportedReviewPage>(await admin('GET', '/api/admin/reviews/reported?size=1&page=1'));
    assert.deepEqual([one.totalElements, one.content.map((r) => r.id)], [2, [target]]);
    const past = ok<AdminReportedReviewPage>(await admin('GET', '/api/admin/reviews/reported?size=1&page=5'));
    assert.deepEqual([past.totalElements, past.content.length], [2, 0]);
  });

  it('hides: gone from the hotel page, its rating and the search card at once; reports accepted; audited', async () => {
    assert.ok((await pageIds()).includes(target));
    const before = await rating();
    assert.deepEqual(await card().then((c) => [c?.rating, c?.reviewCount]), [before.avg, before.count], 'search card before (now cached)');
    const hidden = ok<AdminReportedReview>(await admin('POST', `/api/admin/reviews/${target}/hide`, { memo: '스팸 신고 누적' }));
    assert.equal(hidden.visible, false);
    assert.equal(hidden.pendingReportCount, 0);
    assert.ok(hidden.reports.every((r) => r.status === 'ACCEPTED'));

    assert.ok(!(await pageIds()).includes(target), 'not on the hotel page');
    const after = await rating();
    assert.equal(after.count, before.count - 1);
    assert.equal(after.avg, await expectedAvg());
    assert.notEqual(after.avg, before.avg, 'the best review no longer lifts the average');
    const [stored] = await app.db.select({ rating: hotels.rating, count: hotels.reviewCount }).from(hotels).where(eq(hotels.id, hotelId));
    assert.deepEqual([stored!.rating, stored!.count], [after.avg, after.count]);
    const shown = await card();
    assert.ok(shown, 'the hotel is in search');
    assert.deepEqual([shown.rating, shown.reviewCount], [after.avg, after.count], 'search shows the new rating');

    await assertAudited(app, 'REVIEW_HIDDEN', target, t.adminId, {
      entity: 'review',
      hotelId,
      before: { visible: true },
      after: { visible: false, acceptedReports: 3, memo: '스팸 신고 누적' },
    });
    assert.deepEqual(
      (await queue()).content.map((r) => r.id),
      [second],
    );
    assert.deepEqual(
      (await queue('HIDDEN')).content.map((r) => r.id),
      [target],
    );
    const again = failure(await admin('POST', `/api/admin/reviews/${target}/hide`));
    assert.deepEqual(again, { status: 409, error: 'REVIEW_ALREADY_HIDDEN', message: ADMIN_MESSAGES.reviewAlreadyHidden });
    // A hidden review cannot be reported again.
    assert.equal((await report(t.owner, target, 'SPAM')).statusCode >= 400, true);
  });

  it('restores: back on the page and in the rating; audited', async () => {
    const before = await rating();
    const restored = ok<AdminReportedReview>(await admin('POST', `/api/admin/reviews/${target}/restore`, {}));
    assert.equal(restored.visible, true);
    assert.ok((await pageIds()).includes(target));
    const after = await rating();
    assert.equal(after.count, before.count + 1);
    assert.equal(after.avg, await expectedAvg());
    await assertAudited(app, 'REVIEW_RESTORED', target, t.adminId, { entity: 'review', before: { visible: false }, after: { visible: true } });
    assert.equal(failure(await admin('POST', `/api/admin/reviews/${target}/restore`)).error, 'REVIEW_NOT_HIDDEN');
  });

  it('dismisses reports: the review stays, leaves the queue; audited', async () => {
    const before = await rating();
    const dismissed = ok<AdminReportedReview>(await admin('POST', `/api/admin/reviews/${second}/dismiss-reports`));
    assert.equal(dismissed.visible, true);
    assert.deepEqual(
      dismissed.reports.map((r) => r.status),
      ['REJECTED'],
    );
    assert.deepEqual(await rating(), before);
    assert.equal((await queue()).totalElements, 0);
    await assertAudited(app, 'REVIEW_REPORTS_DISMISSED', second, t.adminId, { entity: 'review', after: { pendingReports: 0, rejectedReports: 1 } });
    assert.equal(failure(await admin('POST', `/api/admin/reviews/${second}/dismiss-reports`)).error, 'NO_PENDING_REPORTS');
    const rows = await app.db
      .select()
      .from(reviewReports)
      .where(inArray(reviewReports.reviewId, [target, second]));
    assert.equal(rows.filter((r) => r.status === 'PENDING').length, 0);
    assert.equal(failure(await admin('POST', '/api/admin/reviews/999999/hide')).status, 404);
    assert.equal((await queue('ALL')).totalElements, 2);
  });
});
