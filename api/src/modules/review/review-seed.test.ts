import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Review, ReviewEligibility } from 'shared-contracts/schemas';
import { build } from '../../build';
import { bookings, payments, reviews, users } from '../../db/schema';
import { TEST_TODAY, testClock } from '../../testing/test-clock';
import { auth, multipart } from './review-test-world';

describe('demo world: the member can write a review at once', () => {
  let app: FastifyInstance;
  let token: string;
  let memberId: number;

  before(async () => {
    app = await build({ clock: testClock, seed: { hotels: 20 } });
    const [member] = await app.db.select().from(users).where(eq(users.loginId, 'member0001'));
    assert.ok(member);
    memberId = member.id;
    token = await app.accessTokens.sign({ sub: member.id, role: member.role, loginId: member.loginId, name: member.name });
  });
  after(() => app.close());

  it('has paid, checked-out CONFIRMED stays at two or more hotels without a review', async () => {
    const stays = await app.db
      .select({ id: bookings.id, hotelId: bookings.hotelId, checkOut: bookings.checkOut, status: bookings.status, paid: payments.status })
      .from(bookings)
      .innerJoin(payments, eq(payments.bookingId, bookings.id))
      .leftJoin(reviews, and(eq(reviews.bookingId, bookings.id), isNull(reviews.deletedAt)))
      .where(and(eq(bookings.userId, memberId), isNull(reviews.id)));
    const waiting = stays.filter((s) => s.status === 'CONFIRMED' && s.paid === 'DONE' && s.checkOut <= TEST_TODAY);
    const hotelIds = [...new Set(waiting.map((s) => s.hotelId))];
    assert.ok(hotelIds.length >= 2, `hotels waiting for a review: ${hotelIds.join(', ')}`);

    for (const hotelId of hotelIds) {
      const res = await app.inject({ method: 'GET', url: `/api/hotels/${hotelId}/reviews/eligibility`, headers: auth(token) });
      const body = res.json<ReviewEligibility>();
      assert.equal(body.eligible, true, `hotel ${hotelId}`);
      assert.ok(waiting.some((s) => s.id === body.bookingId && s.hotelId === hotelId));
    }

    const hotelId = hotelIds[0]!;
    const eligibility = (
      await app.inject({ method: 'GET', url: `/api/hotels/${hotelId}/reviews/eligibility`, headers: auth(token) })
    ).json<ReviewEligibility>();
    const form = multipart({ bookingId: String(eligibility.bookingId), rating: '5', comment: '다시 오고 싶은 호텔이에요.' });
    const res = await app.inject({
      method: 'POST',
      url: `/api/hotels/${hotelId}/reviews`,
      payload: form.payload,
      headers: { ...form.headers, ...auth(token) },
    });
    assert.equal(res.statusCode, 201, res.body);
    // Even the author's answer carries the name as the public sees it (masked, issue 25 item 6).
    assert.equal(res.json<Review>().reviewerName, '김*지');
  });
});
