import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { BookingDetail, MyBookingPage } from 'shared-contracts/schemas';
import { build } from '../../build';
import { TEST_TODAY, testClock } from '../../testing/test-clock';
import { authed, MEMBER_ID, OTHER_MEMBER_ID, tokenFor } from '../reservation/hold-test.fixtures';

// The seeded demo member: past stays, two paid stays to come and one cancelled with a full refund.
describe("the member's bookings: history, upcoming stays and the detail", () => {
  let app: FastifyInstance;
  let member = '';
  let other = '';
  const get = async <T>(url: string, token = member) => {
    const res = await app.inject({ method: 'GET', url, headers: authed(token) });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<T>();
  };

  before(async () => {
    app = await build({ clock: testClock });
    member = await tokenFor(app, MEMBER_ID);
    other = await tokenFor(app, OTHER_MEMBER_ID);
  });
  after(() => app.close());

  it('lists the whole history 10 a page, newest first, with the §3 summary fields', async () => {
    const page = await get<MyBookingPage>('/api/my/bookings?page=0&size=10');
    assert.ok(page.totalElements >= 6, `member0001 has ${page.totalElements} bookings`);
    const created = page.content.map((b) => b.createdAt);
    assert.deepEqual(created, [...created].sort().reverse());
    for (const b of page.content) {
      assert.equal(b.bookingId, b.bookingNo);
      assert.equal(b.currency, 'KRW');
      assert.equal(b.ticketAvailable, b.status === 'CONFIRMED');
      assert.equal(b.receiptUrl, `/mypage/bookings/${b.bookingNo}/receipt`);
    }
    assert.equal(page.content.filter((b) => b.status === 'CANCELLED').length, 1);
  });

  it('lists upcoming stays (check-out today or later, not cancelled) soonest first, with the cancel rule', async () => {
    const upcoming = await get<MyBookingPage>('/api/my/bookings?upcoming=true');
    assert.equal(upcoming.totalElements, 2);
    assert.ok(upcoming.content.every((b) => b.status === 'CONFIRMED' && b.checkOut >= TEST_TODAY && b.cancellable));
    assert.ok(upcoming.content[0]!.checkIn <= upcoming.content[1]!.checkIn);
  });

  it('shows the detail with nightly prices, payment, policy, history and refunds; another member gets 404', async () => {
    const all = await get<MyBookingPage>('/api/my/bookings?size=20');
    const cancelled = all.content.find((b) => b.status === 'CANCELLED')!;
    const detail = await get<BookingDetail>(`/api/bookings/${cancelled.bookingNo}`);
    assert.equal(detail.nightly.length, detail.nights);
    assert.equal(
      detail.nightly.reduce((sum, n) => sum + n.price, 0),
      detail.subtotal,
    );
    assert.deepEqual(
      detail.history.map((h) => h.to),
      ['CONFIRMED', 'CANCELLED'],
    );
    assert.deepEqual(
      detail.refunds.map((r) => [r.amount, r.refundPercent, r.status]),
      [[detail.totalAmount, 100, 'SUCCEEDED']],
    );
    assert.ok(detail.refunds[0]!.completedAt, 'a seeded refund went back when it was made');
    assert.equal(detail.ticketAvailable, false);
    assert.equal(detail.cancellable, false);
    assert.ok(detail.policy.lines.length >= 2);
    assert.equal(detail.payment?.provider, 'SANDBOX');

    const upcoming = (await get<MyBookingPage>('/api/my/bookings?upcoming=true')).content[0]!;
    const open = await get<BookingDetail>(`/api/bookings/${upcoming.bookingNo}`);
    assert.deepEqual([open.ticketAvailable, open.cancellable, open.history.length], [true, true, 1]);
    const hidden = await app.inject({ method: 'GET', url: `/api/bookings/${upcoming.bookingNo}`, headers: authed(other) });
    assert.equal(hidden.statusCode, 404);
  });
});
