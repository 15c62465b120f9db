import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CancelResult } from 'shared-contracts/schemas';
import { build } from '../../build';
import { addDays } from '../../clock';
import { bookings, refunds, roomTypes } from '../../db/schema';
import { ManualClock } from '../../testing/auth-helpers';
import { TEST_NOW, TEST_TODAY } from '../../testing/test-clock';
import { authed, MEMBER_ID, prepareStay, tokenFor } from '../reservation/hold-test.fixtures';
import { bookStay } from './cancellation-test.fixtures';
import { startFakeToss, type FakeToss } from './toss-fake.fixtures';

describe('cancellation refunds through Toss', () => {
  let app: FastifyInstance;
  let toss: FakeToss;

  before(async () => {
    toss = await startFakeToss();
    app = await build({
      clock: new ManualClock(TEST_NOW),
      env: { TOSS_CLIENT_KEY: 'test_ck_demo', TOSS_SECRET_KEY: 'test_sk_demo', TOSS_API_URL: toss.url },
    });
  });
  after(async () => {
    await app.close();
    await toss.close();
  });

  it("asks Toss to cancel the quoted amount with the booking's idempotency key and records its transaction key", async () => {
    const member = await tokenFor(app, MEMBER_ID);
    const stay = await prepareStay(app, { hotelId: 3, checkIn: addDays(TEST_TODAY, 4), nights: 1, allotment: 1, price: 80_000 });
    await app.db.update(roomTypes).set({ refundable: true }).where(eq(roomTypes.id, stay.roomTypeId));
    const booking = await bookStay(app, member, stay);
    const res = await app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.bookingNo}/cancel`,
      headers: authed(member),
      payload: { reason: 'CHANGE_OF_PLAN' },
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual([res.json<CancelResult>().refundAmount, res.json<CancelResult>().refundStatus], [40_000, 'SUCCEEDED']);
    const call = toss.calls.find((c) => c.path.endsWith('/cancel'));
    assert.ok(call, 'Toss was asked to cancel');
    assert.equal(call.idempotencyKey, `refund-${booking.bookingNo}`);
    assert.deepEqual(call.body, { cancelReason: '일정 변경', cancelAmount: 40_000 });
    const [row] = await app.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.bookingNo, booking.bookingNo));
    const [refund] = await app.db.select().from(refunds).where(eq(refunds.bookingId, row!.id));
    assert.deepEqual(
      [refund?.provider, refund?.providerRef, refund?.amount, refund?.status],
      ['TOSS', `tx-refund-${booking.bookingNo}`, 40_000, 'SUCCEEDED'],
    );
  });
});
