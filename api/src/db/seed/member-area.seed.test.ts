import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CouponClaimResult, MyReviewPage, ReviewEligibility, UserCoupon } from 'shared-contracts/schemas';
import { build } from '../../build';
import { addDays } from '../../clock';
import { TEST_TODAY, testClock } from '../../testing/test-clock';
import { bookings, reviews, users } from '../schema';

describe('demo world: the member area (issue 9)', () => {
  let app: FastifyInstance;
  let token: string;
  let memberId: number;
  const get = <T>(url: string) =>
    app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } }).then((res) => {
      assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
      return res.json<T>();
    });

  before(async () => {
    app = await build({ clock: testClock, seed: { hotels: 20 } });
    const [member] = await app.db.select().from(users).where(eq(users.loginId, 'member0001'));
    assert.ok(member);
    memberId = member.id;
    token = await app.accessTokens.sign({ sub: member.id, role: member.role, loginId: member.loginId, name: member.name });
  });
  after(() => app.close());

  it('gives member0001 an AVAILABLE, a USED and an EXPIRED coupon in the box', async () => {
    const box = await get<UserCoupon[]>('/api/user/coupon?all=true');
    assert.deepEqual(box.map((c) => c.status).sort(), ['AVAILABLE', 'EXPIRED', 'USED']);
    const expired = box.find((c) => c.status === 'EXPIRED');
    assert.ok(expired && expired.validTo < TEST_TODAY);
    assert.deepEqual(
      (await get<UserCoupon[]>('/api/user/coupon')).map((c) => c.code),
      ['WELCOME10000'],
    );
  });

  it('has one reviewed extra stay (paid with the used coupon) and keeps the stays waiting for a review', async () => {
    const page = await get<MyReviewPage>('/api/my/reviews');
    const own = await app.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.userId, memberId), isNull(reviews.deletedAt)));
    assert.equal(page.totalElements, own.length);
    assert.ok(page.totalElements >= 2);
    const seeded = page.content.find((r) => r.comment?.includes('쿠폰 덕분에'));
    assert.ok(seeded, 'the member-area review is listed');
    const [stay] = await app.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, own.find((r) => r.id === seeded.id)!.bookingId!));
    assert.equal(stay?.checkIn, addDays(TEST_TODAY, -75));
    assert.equal(stay?.discount, Math.min(20000, stay!.subtotal));
    assert.ok(stay?.couponIssuanceId);
    // That hotel was new to the member, and the two stays waiting for a review still wait.
    const hotelsStayed = await app.db.select({ hotelId: bookings.hotelId }).from(bookings).where(eq(bookings.userId, memberId));
    assert.equal(hotelsStayed.filter((b) => b.hotelId === seeded.hotelId).length, 1);
    const waiting = [];
    for (const { hotelId } of hotelsStayed) {
      if ((await get<ReviewEligibility>(`/api/hotels/${hotelId}/reviews/eligibility`)).eligible) waiting.push(hotelId);
    }
    assert.equal(new Set(waiting).size, 2);
  });

  it('lets a member claim WELCOME-STAYON (5,000 won, 90 days) once', async () => {
    const claim = () =>
      app.inject({ method: 'POST', url: '/api/coupons/claim', payload: { code: 'WELCOME-STAYON' }, headers: { authorization: `Bearer ${token}` } });
    const first = await claim();
    assert.equal(first.statusCode, 200, first.body);
    const { coupon } = first.json<CouponClaimResult>();
    assert.deepEqual([coupon.amount, coupon.validFrom, coupon.validTo], [5000, TEST_TODAY, addDays(TEST_TODAY, 89)]);
    assert.equal((await claim()).statusCode, 409);
  });
});
