import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { MyReviewPage } from 'shared-contracts/schemas';
import { build } from '../../build';
import { hotels, reviewPhotos, reviews } from '../../db/schema';
import { TEST_NOW, testClock } from '../../testing/test-clock';
import { storeReviewPhoto } from './review-photo';
import { auth, resetReviewWorld, reviewTokens, type Tokens } from './review-test-world';
import { REVIEW_MESSAGES } from './review.messages';

/** Reviews of the world in review-test-world.ts: A wrote 12 (hotel 1 and 2), B one. */
async function writeReviews(app: FastifyInstance) {
  const at = (minutes: number) => new Date(new Date(TEST_NOW).getTime() - minutes * 60_000);
  const rows = [
    { hotelId: 1, userId: 1, bookingId: 102, rating: 4, comment: '가장 오래된 리뷰', createdAt: at(100) },
    { hotelId: 2, userId: 1, bookingId: 106, rating: 5, comment: '강남 좋아요', createdAt: at(10), roomTypeId: 21 },
    { hotelId: 1, userId: 2, bookingId: 105, rating: 2, comment: 'B의 리뷰', createdAt: at(5) },
  ];
  // Ten more of A's without a booking (older imported reviews), one hidden by moderation, one deleted.
  for (let i = 0; i < 10; i++)
    rows.push({ hotelId: 1, userId: 1, bookingId: null as unknown as number, rating: 3, comment: `과거 리뷰 ${i}`, createdAt: at(200 + i) });
  await app.db.insert(reviews).values(rows);
  await app.db.update(reviews).set({ visible: false }).where(eq(reviews.comment, '과거 리뷰 0'));
  await app.db.insert(reviews).values({ hotelId: 1, userId: 1, rating: 1, comment: '지운 리뷰', createdAt: at(1), deletedAt: at(0) });
}

describe('my reviews API (GET/DELETE /api/my/reviews)', () => {
  let app: FastifyInstance;
  let tokens: Tokens;

  const list = async (token: string, query = '') => {
    const res = await app.inject({ method: 'GET', url: `/api/my/reviews${query}`, headers: auth(token) });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<MyReviewPage>();
  };
  const remove = (token: string | null, id: unknown) =>
    app.inject({ method: 'DELETE', url: `/api/my/reviews/${String(id)}`, headers: token ? auth(token) : {} });

  before(async () => {
    app = await build({ clock: testClock, seed: false });
    tokens = await reviewTokens(app);
  });
  beforeEach(async () => {
    await resetReviewWorld(app);
    await writeReviews(app);
  });
  after(() => app.close());

  it('needs login', async () => {
    assert.equal((await app.inject({ method: 'GET', url: '/api/my/reviews' })).statusCode, 401);
    assert.equal((await remove(null, 1)).statusCode, 401);
  });

  it("lists only the caller's reviews, newest first, 10 a page, with hotel, room type, photos and visibility", async () => {
    const first = await list(tokens.a);
    assert.equal(first.totalElements, 12);
    assert.equal(first.totalPages, 2);
    assert.equal(first.size, 10);
    assert.equal(first.content.length, 10);
    assert.deepEqual(
      { ...first.content[0], id: 0 },
      {
        id: 0,
        hotelId: 2,
        hotelName: '강남 스테이',
        roomTypeName: '디럭스 더블',
        rating: 5,
        comment: '강남 좋아요',
        photos: [],
        visible: true,
        createdAt: new Date(new Date(TEST_NOW).getTime() - 600_000).toISOString(),
      },
    );
    assert.ok(first.content.every((review) => review.comment !== 'B의 리뷰' && review.comment !== '지운 리뷰'));
    const second = await list(tokens.a, '?page=1');
    assert.deepEqual(
      second.content.map((r) => r.comment),
      ['과거 리뷰 8', '과거 리뷰 9'],
    );
    assert.equal(
      second.content.find((r) => r.comment === '과거 리뷰 0'),
      undefined,
    );
    assert.equal(first.content.find((r) => r.comment === '과거 리뷰 0')?.visible, false);
    assert.deepEqual((await list(tokens.a, '?page=5')).content, []);
    assert.equal((await list(tokens.d)).totalElements, 0);
    assert.equal((await list(tokens.b, '?size=1')).content[0]?.comment, 'B의 리뷰');
  });

  it('refuses out-of-range paging with 400', async () => {
    for (const query of ['?page=-1', '?size=0', '?size=51', '?page=abc', '?page=100001', '?size=1.5']) {
      const res = await app.inject({ method: 'GET', url: `/api/my/reviews${query}`, headers: auth(tokens.a) });
      assert.equal(res.statusCode, 400, query);
    }
  });

  it("deletes the caller's own review with its photo file and the hotel's rating follows", async () => {
    const target = (await list(tokens.a)).content.find((r) => r.comment === '강남 좋아요')!;
    await app.db.update(hotels).set({ rating: 5, reviewCount: 1 }).where(eq(hotels.id, 2));
    const photo = await storeReviewPhoto(app.config.dataDir, Buffer.from('webp'));
    await app.db.insert(reviewPhotos).values({ reviewId: target.id, url: photo.url });
    assert.deepEqual((await list(tokens.a)).content.find((r) => r.id === target.id)?.photos, [photo.url]);
    const file = path.join(app.config.dataDir, 'images', 'reviews', path.basename(photo.url));
    assert.ok(existsSync(file));

    const res = await remove(tokens.a, target.id);
    assert.equal(res.statusCode, 204, res.body);
    assert.equal(existsSync(file), false);
    assert.equal((await app.db.select().from(reviewPhotos)).length, 0);
    assert.equal((await list(tokens.a)).totalElements, 11);
    const [hotel] = await app.db.select().from(hotels).where(eq(hotels.id, 2));
    assert.deepEqual([hotel?.reviewCount, hotel?.rating], [0, 0]);
    // Deleted already: 404.
    assert.equal((await remove(tokens.a, target.id)).statusCode, 404);
  });

  it("answers 404 for another member's review and leaves it in place", async () => {
    const theirs = (await list(tokens.b)).content[0]!;
    const res = await remove(tokens.a, theirs.id);
    assert.equal(res.statusCode, 404);
    assert.equal(res.json<{ message: string }>().message, REVIEW_MESSAGES.reviewNotFound);
    assert.equal((await list(tokens.b)).totalElements, 1);
    for (const id of [999999, 0, -1, 'x', 2147483648]) {
      assert.ok([400, 404].includes((await remove(tokens.a, id)).statusCode), String(id));
    }
  });
});
