import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { OwnerHotel, OwnerReply, OwnerReviewPage, ReviewPage } from 'shared-contracts/schemas';
import { build } from '../../build';
import { auditLog, reviewReplyVersions, reviews, users } from '../../db/schema';
import { testClock } from '../../testing/test-clock';
import { publicReviewerName } from '../review/reviewer-name';

describe('owner reviews and replies', () => {
  let app: FastifyInstance;
  let token: string;
  let otherToken: string;
  let hotelId = 0;
  const headers = () => ({ authorization: `Bearer ${token}` });
  const page = async (query = '') => {
    const res = await app.inject({ method: 'GET', url: `/api/owner/hotels/${hotelId}/reviews${query}`, headers: headers() });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<OwnerReviewPage>();
  };
  const reply = (reviewId: number, content: unknown, auth = token, hotel = hotelId) =>
    app.inject({
      method: 'PUT',
      url: `/api/owner/hotels/${hotel}/reviews/${reviewId}/reply`,
      headers: { authorization: `Bearer ${auth}` },
      payload: { content },
    });

  before(async () => {
    app = await build({ clock: testClock });
    const sign = async (loginId: string) => {
      const [u] = await app.db.select().from(users).where(eq(users.loginId, loginId));
      return app.accessTokens.sign({ sub: u!.id, role: u!.role, loginId, name: u!.name });
    };
    token = await sign('owner0001');
    otherToken = await sign('owner0002');
    // The owner0001 hotel with the most reviews.
    const hotels = (await app.inject({ method: 'GET', url: '/api/owner/hotels', headers: headers() })).json<OwnerHotel[]>();
    let best = 0;
    for (const h of hotels) {
      const n = (
        await app.db
          .select()
          .from(reviews)
          .where(and(eq(reviews.hotelId, h.id), isNull(reviews.deletedAt)))
      ).length;
      if (n > best) [best, hotelId] = [n, h.id];
    }
    assert.ok(best >= 2, 'the seed gives owner0001 reviewed hotels');
  });
  after(() => app.close());

  it("lists the hotel's reviews newest first, filtered by rating, paged", async () => {
    const all = await page('?size=50');
    const rows = await app.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.hotelId, hotelId), isNull(reviews.deletedAt)));
    assert.equal(all.totalElements, rows.length);
    const rating = all.content[0]!.rating;
    const filtered = await page(`?rating=${rating}`);
    assert.equal(filtered.totalElements, rows.filter((r) => r.rating === rating).length);
    assert.ok(filtered.content.every((r) => r.rating === rating));
    const first = await page('?size=1&page=1');
    assert.equal(first.content[0]!.id, all.content[1]!.id);
    assert.equal(first.totalPages, rows.length);
    for (const bad of ['?rating=0', '?rating=6', '?rating=abc', '?page=-1', '?size=51', `?page=${'9'.repeat(30)}`]) {
      const res = await app.inject({ method: 'GET', url: `/api/owner/hotels/${hotelId}/reviews${bad}`, headers: headers() });
      assert.equal(res.statusCode, 400, bad);
      assert.match(res.json<{ message: string }>().message, /[가-힣]/);
    }
  });

  it("names each reviewer masked, as the hotel page does (the full name is on the owner's bookings only)", async () => {
    const listed = (await page('?size=50')).content;
    const rows = await app.db
      .select({ id: reviews.id, name: users.name, deletedAt: users.deletedAt })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(and(eq(reviews.hotelId, hotelId), isNull(reviews.deletedAt)));
    const guest = (await app.inject({ method: 'GET', url: `/api/hotels/${hotelId}/reviews?size=50` })).json<ReviewPage>().content;
    for (const review of listed) {
      const row = rows.find((r) => r.id === review.id)!;
      assert.equal(review.reviewerName, publicReviewerName(row));
      if (row.deletedAt === null && Array.from(row.name.trim()).length === 3) {
        const [first, , last] = Array.from(row.name.trim());
        assert.equal(review.reviewerName, `${first}*${last}`);
      }
      assert.notEqual(review.reviewerName, row.name);
      const shown = guest.find((r) => r.id === review.id);
      if (shown) assert.equal(shown.reviewerName, review.reviewerName);
    }
  });

  it('one reply per review, editable, every version kept, audited; the guest page shows the latest', async () => {
    const target = (await page()).content[0]!;
    const first = await reply(target.id, '  <b>방문해주셔서</b> 감사합니다!  ');
    assert.equal(first.statusCode, 200, first.body);
    assert.deepEqual(
      { content: first.json<OwnerReply>().content, version: first.json<OwnerReply>().version },
      { content: '방문해주셔서 감사합니다!', version: 1 },
    );
    const second = await reply(target.id, '다음에 또 뵙겠습니다.');
    assert.equal(second.json<OwnerReply>().version, 2);
    const listed = (await page()).content.find((r) => r.id === target.id)!;
    assert.equal(listed.reply?.content, '다음에 또 뵙겠습니다.');
    assert.equal(
      (await page('?replied=true')).content.some((r) => r.id === target.id),
      true,
    );
    assert.equal(
      (await page('?replied=false')).content.some((r) => r.id === target.id),
      false,
    );

    const versions = await app.db.select().from(reviewReplyVersions).orderBy(asc(reviewReplyVersions.version));
    assert.deepEqual(
      versions.map((v) => [v.version, v.content]),
      [
        [1, '방문해주셔서 감사합니다!'],
        [2, '다음에 또 뵙겠습니다.'],
      ],
    );
    const audits = await app.db.select().from(auditLog).where(eq(auditLog.entity, 'review_reply')).orderBy(asc(auditLog.id));
    assert.deepEqual(
      audits.map((a) => [a.action, a.hotelId]),
      [
        ['REVIEW_REPLY_CREATED', hotelId],
        ['REVIEW_REPLY_EDITED', hotelId],
      ],
    );
    assert.deepEqual(audits[1]!.before, { reviewId: target.id, content: '방문해주셔서 감사합니다!', version: 1 });

    const guest = await app.inject({ method: 'GET', url: `/api/hotels/${hotelId}/reviews?size=50` });
    const shown = guest.json<ReviewPage>().content.find((r) => r.id === target.id)!;
    assert.equal(shown.ownerReply?.content, '다음에 또 뵙겠습니다.');
    assert.ok(
      guest
        .json<ReviewPage>()
        .content.filter((r) => r.id !== target.id)
        .every((r) => r.ownerReply === null),
    );
  });

  it("refuses empty, too long and hostile replies in Korean, and another hotel's review", async () => {
    const target = (await page()).content[1]!;
    for (const content of ['', '   ', '<script></script>', 'ㄱ'.repeat(1001), 42, null, { a: 1 }]) {
      const res = await reply(target.id, content);
      assert.equal(res.statusCode, 400, `${JSON.stringify(content)} ${res.body}`);
      assert.match(res.json<{ message: string }>().message, /[가-힣]/);
    }
    // A review of another hotel through this hotel's path: 404, nothing written.
    const otherHotelReview = (await app.db.select().from(reviews)).find((r) => r.hotelId !== hotelId)!;
    assert.equal((await reply(otherHotelReview.id, '남의 리뷰')).statusCode, 404);
    assert.equal((await reply(2_147_483_647, '없는 리뷰')).statusCode, 404);
    // owner0002 on owner0001's hotel: 403.
    assert.equal((await reply(target.id, '침입', otherToken)).statusCode, 403);
  });
});
