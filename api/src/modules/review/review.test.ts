import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { HotelDetail, RatingSummary, Review, ReviewEligibility, ReviewPage } from 'shared-contracts/schemas';
import { build } from '../../build';
import { hotels, reviews } from '../../db/schema';
import { ManualClock } from '../../testing/auth-helpers';
import { TEST_NOW } from '../../testing/test-clock';
import { REVIEW_MESSAGES } from './review.messages';
import { auth, multipart, resetReviewWorld, reviewTokens, type Tokens } from './review-test-world';

describe('reviews: list, rating, eligibility, write, delete', () => {
  let app: FastifyInstance;
  let tokens: Tokens;
  const clock = new ManualClock(TEST_NOW);

  const write = (token: string | null, hotelId: number, fields: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: `/api/hotels/${hotelId}/reviews`,
      ...multipart(fields),
      ...(token ? { headers: { ...multipart(fields).headers, ...auth(token) } } : {}),
    });
  const created = async (token: string, hotelId: number, fields: Record<string, string>) => {
    const res = await write(token, hotelId, fields);
    assert.equal(res.statusCode, 201, res.body);
    return res.json<Review>();
  };
  const getJson = async <T>(url: string, token?: string) => {
    const res = await app.inject({ method: 'GET', url, ...(token ? { headers: auth(token) } : {}) });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<T>();
  };
  const eligibility = (token: string, hotelId = 1) => getJson<ReviewEligibility>(`/api/hotels/${hotelId}/reviews/eligibility`, token);
  const failure = (res: { statusCode: number; json: <T>() => T }) => ({
    status: res.statusCode,
    message: res.json<{ message: string }>().message,
  });

  before(async () => {
    app = await build({ clock, seed: false });
    tokens = await reviewTokens(app);
  });
  beforeEach(() => resetReviewWorld(app));
  after(() => app.close());

  it('starts empty: no reviews, rating {avg: null, count: 0}; unknown or suspended hotels are 404', async () => {
    assert.deepEqual(await getJson<ReviewPage>('/api/hotels/1/reviews'), { content: [], totalPages: 0, totalElements: 0, page: 0, size: 10 });
    assert.deepEqual(await getJson<RatingSummary>('/api/hotels/1/reviews/rating'), { avg: null, count: 0 });
    for (const url of ['/api/hotels/999/reviews', '/api/hotels/3/reviews/rating', '/api/hotels/3/reviews/eligibility']) {
      const res = await app.inject({ method: 'GET', url, headers: auth(tokens.a) });
      assert.deepEqual(failure(res), { status: 404, message: REVIEW_MESSAGES.hotelNotFound }, url);
    }
  });

  it('eligibility: the newest CONFIRMED stay checked out by today without a review; login required', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/hotels/1/reviews/eligibility' });
    assert.equal(res.statusCode, 401);
    assert.deepEqual(await eligibility(tokens.a), { eligible: true, bookingId: 101 }, 'checking out today counts');
    await created(tokens.a, 1, { bookingId: '101', rating: '5' });
    assert.deepEqual(await eligibility(tokens.a), { eligible: true, bookingId: 102 });
    await created(tokens.a, 1, { bookingId: '102', rating: '4' });
    assert.deepEqual(await eligibility(tokens.a), { eligible: false, bookingId: null }, 'in-house and cancelled stays do not count');
    assert.deepEqual(await eligibility(tokens.a, 2), { eligible: true, bookingId: 106 });
    assert.deepEqual(await eligibility(tokens.b), { eligible: true, bookingId: 105 });
    assert.deepEqual(await eligibility(tokens.d), { eligible: false, bookingId: null });
    clock.advance(86_400);
    try {
      const nextDay = await app.accessTokens.sign({ sub: 1, role: 'ROLE_USER', loginId: 'reviewer01', name: '김가나' });
      assert.deepEqual(await eligibility(nextDay), { eligible: true, bookingId: 103 }, 'the next day the stay has checked out');
    } finally {
      clock.advance(-86_400);
    }
  });

  it('writes a review (201) and recomputes the hotel rating in the same transaction', async () => {
    const review = await created(tokens.a, 1, { bookingId: '101', rating: '5', comment: '  조식이 맛있고 직원이 친절했어요.  ' });
    assert.deepEqual(review, {
      id: review.id,
      isMine: true,
      // Masked for everyone, the author included (reviewer-name.ts).
      reviewerName: '김*나',
      rating: 5,
      comment: '조식이 맛있고 직원이 친절했어요.',
      createdAt: new Date(TEST_NOW).toISOString(),
      roomTypeName: '디럭스 더블',
      photos: [],
      photoUrl: null,
      profileImageType: 'TEMPLATE',
      profileImageUrl: null,
      profileImageTemplate: 'T2',
      ownerReply: null,
    });
    clock.advance(60);
    await created(tokens.b, 1, { bookingId: '105', rating: '2' });
    clock.advance(60);
    await created(tokens.a, 1, { bookingId: '102', rating: '4' });

    assert.deepEqual(await getJson<RatingSummary>('/api/hotels/1/reviews/rating'), { avg: 3.7, count: 3 });
    const [hotel] = await app.db.select({ rating: hotels.rating, reviewCount: hotels.reviewCount }).from(hotels).where(eq(hotels.id, 1));
    assert.deepEqual(hotel, { rating: 3.7, reviewCount: 3 });
    const detail = await getJson<HotelDetail>('/api/hotels/1');
    assert.deepEqual([detail.rating, detail.reviewCount], [3.7, 3]);

    const page = await getJson<ReviewPage>('/api/hotels/1/reviews');
    assert.deepEqual(
      page.content.map((r) => [r.reviewerName, r.rating]),
      [
        ['김*나', 4],
        ['이*마', 2],
        ['김*나', 5],
      ],
      'newest first',
    );
    const byB = page.content[1]!;
    assert.deepEqual([byB.reviewerName, byB.profileImageType, byB.profileImageUrl], ['이*마', 'UPLOADED', '/api/images/profiles/b.webp']);
    assert.equal((await getJson<ReviewPage>('/api/hotels/2/reviews')).totalElements, 0, 'other hotels are untouched');
  });

  it('marks the caller’s own reviews isMine and never publishes reviewers’ account ids', async () => {
    await created(tokens.a, 1, { bookingId: '101', rating: '5' });
    clock.advance(60);
    await created(tokens.b, 1, { bookingId: '105', rating: '2' });
    clock.advance(-60);
    const marks = async (token?: string) =>
      (await getJson<ReviewPage>('/api/hotels/1/reviews', token)).content.map((r) => [r.reviewerName, r.isMine]);
    assert.deepEqual(await marks(tokens.a), [
      ['이*마', false],
      ['김*나', true],
    ]);
    assert.deepEqual(await marks(tokens.b), [
      ['이*마', true],
      ['김*나', false],
    ]);
    assert.deepEqual(await marks(tokens.d), [
      ['이*마', false],
      ['김*나', false],
    ]);
    assert.deepEqual(
      await marks(),
      [
        ['이*마', false],
        ['김*나', false],
      ],
      'a guest owns nothing',
    );
    const raw = await app.inject({ method: 'GET', url: '/api/hotels/1/reviews', headers: auth(tokens.a) });
    for (const item of raw.json<{ content: Record<string, unknown>[] }>().content) {
      assert.deepEqual(
        Object.keys(item).filter((key) => /user/i.test(key)),
        [],
        JSON.stringify(item),
      );
    }
    // A token that does not verify is refused (the client renews it and asks again), not read as a guest.
    for (const authorization of ['Bearer not-a-token', `Bearer ${tokens.a}x`]) {
      const res = await app.inject({ method: 'GET', url: '/api/hotels/1/reviews', headers: { authorization } });
      assert.equal(res.statusCode, 401, authorization);
      assert.equal(res.json<{ error: string }>().error, 'UNAUTHORIZED');
    }
  });

  it('shows reviewers by a masked name only (박*진), to guests, members and the author alike', async () => {
    await created(tokens.a, 1, { bookingId: '101', rating: '5', comment: '깨끗해요.' });
    clock.advance(60);
    const fresh = await created(tokens.b, 1, { bookingId: '105', rating: '3' });
    clock.advance(-60);
    assert.equal(fresh.reviewerName, '이*마', 'the answer to a new review');
    for (const token of [undefined, tokens.a, tokens.d]) {
      const res = await app.inject({ method: 'GET', url: '/api/hotels/1/reviews', headers: token ? auth(token) : {} });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(
        res.json<ReviewPage>().content.map((r) => r.reviewerName),
        ['이*마', '김*나'],
      );
      for (const fullName of ['김가나', '이라마']) assert.ok(!res.body.includes(fullName), `${fullName} in ${res.body}`);
    }
  });

  it('hides a withdrawn reviewer as 익명 and leaves hidden or deleted reviews out of lists and the rating', async () => {
    const now = new Date(TEST_NOW);
    await app.db.insert(reviews).values([
      { id: 1, hotelId: 1, userId: 3, bookingId: 107, roomTypeId: 11, rating: 3, comment: '무난했어요.', createdAt: now },
      { id: 2, hotelId: 1, userId: 2, rating: 1, comment: '숨김', visible: false, createdAt: now },
      { id: 3, hotelId: 1, userId: 2, rating: 1, comment: '삭제', deletedAt: now, createdAt: now },
    ]);
    const page = await getJson<ReviewPage>('/api/hotels/1/reviews');
    assert.deepEqual(
      page.content.map((r) => r.id),
      [1],
    );
    assert.deepEqual([page.content[0]?.reviewerName, page.content[0]?.profileImageType], ['익명', null]);
    assert.deepEqual(await getJson<RatingSummary>('/api/hotels/1/reviews/rating'), { avg: 3, count: 1 });
  });

  it('pages 10 a page by default (0-based), clamps size at 50', async () => {
    await app.db.insert(reviews).values(
      Array.from({ length: 23 }, (_, n) => ({
        hotelId: 2,
        userId: 4,
        rating: (n % 5) + 1,
        createdAt: new Date(Date.parse(TEST_NOW) - n * 60_000),
      })),
    );
    const first = await getJson<ReviewPage>('/api/hotels/2/reviews');
    assert.deepEqual([first.content.length, first.totalElements, first.totalPages, first.page, first.size], [10, 23, 3, 0, 10]);
    const last = await getJson<ReviewPage>('/api/hotels/2/reviews?page=2&size=10');
    assert.equal(last.content.length, 3);
    const ids = [...first.content, ...(await getJson<ReviewPage>('/api/hotels/2/reviews?page=1')).content, ...last.content].map((r) => r.id);
    assert.equal(new Set(ids).size, 23, 'pages neither repeat nor skip');
    const big = await getJson<ReviewPage>('/api/hotels/2/reviews?size=500');
    assert.deepEqual([big.size, big.content.length, big.totalPages], [50, 23, 1]);
    for (const query of ['page=-1', 'size=0', 'page=x']) {
      assert.equal((await app.inject({ method: 'GET', url: `/api/hotels/2/reviews?${query}` })).statusCode, 400, query);
    }
  });

  it('refuses stays that cannot be reviewed, each with its Korean message', async () => {
    const cases: [string, number, Record<string, string>, number, string][] = [
      ['another user’s stay', 1, { bookingId: '105', rating: '5' }, 403, REVIEW_MESSAGES.bookingNotYours],
      ['a stay at another hotel', 1, { bookingId: '106', rating: '5' }, 403, REVIEW_MESSAGES.bookingNotYours],
      ['a cancelled stay', 1, { bookingId: '104', rating: '5' }, 403, REVIEW_MESSAGES.bookingNotYours],
      ['an unknown booking', 1, { bookingId: '999', rating: '5' }, 403, REVIEW_MESSAGES.bookingNotYours],
      ['a stay not checked out yet', 1, { bookingId: '103', rating: '5' }, 400, REVIEW_MESSAGES.notCheckedOut],
      ['a suspended hotel', 3, { bookingId: '108', rating: '5' }, 404, REVIEW_MESSAGES.hotelNotFound],
      ['an unknown hotel', 999, { bookingId: '101', rating: '5' }, 404, REVIEW_MESSAGES.hotelNotFound],
      ['no rating', 1, { bookingId: '101' }, 400, REVIEW_MESSAGES.ratingRequired],
      ['rating 0', 1, { bookingId: '101', rating: '0' }, 400, REVIEW_MESSAGES.ratingRequired],
      ['rating 6', 1, { bookingId: '101', rating: '6' }, 400, REVIEW_MESSAGES.ratingRequired],
      ['rating 4.5', 1, { bookingId: '101', rating: '4.5' }, 400, REVIEW_MESSAGES.ratingRequired],
      ['no booking', 1, { rating: '5' }, 400, REVIEW_MESSAGES.bookingRequired],
      ['a malformed booking', 1, { bookingId: 'abc', rating: '5' }, 400, REVIEW_MESSAGES.bookingRequired],
    ];
    for (const [label, hotelId, fields, status, message] of cases) {
      assert.deepEqual(failure(await write(tokens.a, hotelId, fields)), { status, message }, label);
    }
    await created(tokens.a, 1, { bookingId: '101', rating: '5' });
    assert.deepEqual(failure(await write(tokens.a, 1, { bookingId: '101', rating: '3' })), { status: 409, message: REVIEW_MESSAGES.alreadyReviewed });
    const twice = await Promise.all([write(tokens.a, 1, { bookingId: '102', rating: '3' }), write(tokens.a, 1, { bookingId: '102', rating: '3' })]);
    assert.deepEqual(twice.map((r) => r.statusCode).sort(), [201, 409], 'concurrent duplicates: exactly one wins');

    const anonymous = await write(null, 1, { bookingId: '101', rating: '5' });
    assert.equal(anonymous.statusCode, 401);
    const json = await app.inject({ method: 'POST', url: '/api/hotels/1/reviews', headers: auth(tokens.a), payload: { bookingId: 102, rating: 5 } });
    assert.deepEqual(failure(json), { status: 415, message: REVIEW_MESSAGES.multipartRequired });
    const rows = await app.db.select().from(reviews);
    assert.deepEqual(rows.map((r) => r.bookingId).sort(), [101, 102]);
  });

  it('deletes only the author’s own review and recomputes the rating', async () => {
    const mine = await created(tokens.a, 1, { bookingId: '101', rating: '5' });
    const theirs = await created(tokens.b, 1, { bookingId: '105', rating: '2' });
    const del = (token: string | null, id: number) =>
      app.inject({ method: 'DELETE', url: `/api/reviews/${id}`, ...(token ? { headers: auth(token) } : {}) });

    assert.equal((await del(null, mine.id)).statusCode, 401);
    assert.deepEqual(failure(await del(tokens.a, theirs.id)), { status: 403, message: REVIEW_MESSAGES.deleteNotOwn });
    assert.deepEqual(failure(await del(tokens.a, 9999)), { status: 404, message: REVIEW_MESSAGES.reviewNotFound });

    const res = await del(tokens.a, mine.id);
    assert.equal(res.statusCode, 204);
    assert.deepEqual(failure(await del(tokens.a, mine.id)), { status: 404, message: REVIEW_MESSAGES.reviewNotFound });
    assert.deepEqual(
      (await getJson<ReviewPage>('/api/hotels/1/reviews')).content.map((r) => r.id),
      [theirs.id],
    );
    assert.deepEqual(await getJson<RatingSummary>('/api/hotels/1/reviews/rating'), { avg: 2, count: 1 });
    const [hotel] = await app.db.select({ rating: hotels.rating, reviewCount: hotels.reviewCount }).from(hotels).where(eq(hotels.id, 1));
    assert.deepEqual(hotel, { rating: 2, reviewCount: 1 });
    assert.deepEqual(await eligibility(tokens.a), { eligible: true, bookingId: 101 }, 'a deleted review frees its stay');

    await del(tokens.b, theirs.id);
    const [empty] = await app.db.select({ rating: hotels.rating, reviewCount: hotels.reviewCount }).from(hotels).where(eq(hotels.id, 1));
    assert.deepEqual(empty, { rating: 0, reviewCount: 0 });
    assert.equal((await getJson<HotelDetail>('/api/hotels/1')).rating, null);
  });
});
