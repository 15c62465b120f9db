import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ReportResult } from 'shared-contracts/schemas';
import { build } from '../../build';
import { reviewReports, reviews } from '../../db/schema';
import { TEST_NOW, testClock } from '../../testing/test-clock';
import { REVIEW_MESSAGES } from './review.messages';
import { auth, resetReviewWorld, reviewTokens, type Tokens } from './review-test-world';

/** Review 1 is A's, review 2 is B's, review 3 B's but hidden by moderation, review 4 A's but deleted. */
describe('POST /api/reviews/{id}/report', () => {
  let app: FastifyInstance;
  let tokens: Tokens;
  const report = (token: string | null, reviewId: number, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: `/api/reviews/${reviewId}/report`, payload, ...(token ? { headers: auth(token) } : {}) });
  const failure = (res: { statusCode: number; json: <T>() => T }) => ({ status: res.statusCode, message: res.json<{ message: string }>().message });

  before(async () => {
    app = await build({ clock: testClock, seed: false });
    tokens = await reviewTokens(app);
  });
  beforeEach(async () => {
    await resetReviewWorld(app);
    const createdAt = new Date(TEST_NOW);
    await app.db.insert(reviews).values([
      { id: 1, hotelId: 1, userId: 1, bookingId: 101, rating: 5, comment: '최고', createdAt },
      { id: 2, hotelId: 1, userId: 2, bookingId: 105, rating: 1, comment: '광고 문구', createdAt },
      { id: 3, hotelId: 1, userId: 2, rating: 1, comment: '숨김', visible: false, createdAt },
      { id: 4, hotelId: 1, userId: 1, bookingId: 102, rating: 3, comment: '삭제', deletedAt: createdAt, createdAt },
    ]);
  });
  after(() => app.close());

  it('records a report once per reporter (201, then 409) with the Korean confirmation', async () => {
    const res = await report(tokens.a, 2, { reason: 'SPAM' });
    assert.equal(res.statusCode, 201, res.body);
    const body = res.json<ReportResult>();
    assert.deepEqual(body, { reportId: body.reportId, reviewId: 2, reason: 'SPAM', status: 'PENDING', message: '신고가 접수되었습니다.' });
    const again = await report(tokens.a, 2, { reason: 'ABUSE' });
    assert.deepEqual(failure(again), { status: 409, message: REVIEW_MESSAGES.reportDuplicate });
    const [row] = await app.db.select().from(reviewReports).where(eq(reviewReports.reviewId, 2));
    assert.deepEqual([row?.reporterUserId, row?.reason, row?.detail, row?.reporterType, row?.status], [1, 'SPAM', null, 'USER', 'PENDING']);
    assert.equal((await report(tokens.d, 2, { reasonCode: 'PERSONAL' })).statusCode, 201, 'another member may report it too');
  });

  it('accepts reasonCode as well as reason (reasonCode wins) and derives reporterType from the role', async () => {
    const res = await report(tokens.owner, 1, { reason: 'SPAM', reasonCode: 'ABUSE', reporterType: 'ADMIN' });
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.json<ReportResult>().reason, 'ABUSE');
    const [row] = await app.db.select().from(reviewReports);
    assert.deepEqual([row?.reason, row?.reporterType], ['ABUSE', 'OWNER'], 'the body cannot claim to be an admin');
  });

  it('requires a reason, and a detail for OTHER (HTML stripped)', async () => {
    assert.deepEqual(failure(await report(tokens.a, 2, {})), { status: 400, message: REVIEW_MESSAGES.reportReasonRequired });
    assert.deepEqual(failure(await report(tokens.a, 2, { reason: 'OTHER' })), { status: 400, message: REVIEW_MESSAGES.reportDetailRequired });
    assert.deepEqual(failure(await report(tokens.a, 2, { reason: 'OTHER', detail: '  <b> </b> ' })), {
      status: 400,
      message: REVIEW_MESSAGES.reportDetailRequired,
    });
    const bad = await report(tokens.a, 2, { reason: 'RUDE' });
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json<{ message: string }>().message, /^요청 값이 올바르지 않습니다/);
    assert.equal((await report(tokens.a, 2, { reason: 'SPAM', detail: 'x'.repeat(501) })).statusCode, 400);
    const ok = await report(tokens.a, 2, { reason: 'OTHER', detail: '<i>전화번호가</i> 노출되어 있어요' });
    assert.equal(ok.statusCode, 201, ok.body);
    const [row] = await app.db.select().from(reviewReports);
    assert.equal(row?.detail, '전화번호가 노출되어 있어요');
  });

  it("refuses one's own review, hidden, deleted or unknown reviews, and anonymous callers", async () => {
    assert.deepEqual(failure(await report(tokens.a, 1, { reason: 'SPAM' })), { status: 403, message: REVIEW_MESSAGES.reportOwn });
    for (const id of [3, 4, 999]) {
      assert.deepEqual(
        failure(await report(tokens.a, id, { reason: 'SPAM' })),
        { status: 404, message: REVIEW_MESSAGES.reviewNotFound },
        `review ${id}`,
      );
    }
    assert.equal((await report(null, 2, { reason: 'SPAM' })).statusCode, 401);
    assert.equal((await report(tokens.a, 0, { reason: 'SPAM' })).statusCode, 400);
    assert.equal((await app.db.select().from(reviewReports)).length, 0);
  });
});
