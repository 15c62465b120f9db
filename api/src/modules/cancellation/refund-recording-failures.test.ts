import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { CancelResult } from 'shared-contracts/schemas';
import { auditLog, bookingStatusHistory } from '../../db/schema';
import { bookedNights } from '../reservation/hold-test.fixtures';
import { assertRefundedOnce, refundWorld, type RefundWorld } from './refund-test.fixtures';

/**
 * Issue 23 item 5 (decision 0015): each step after the provider's refund is made to fail — recording the refund,
 * updating the payment, recording a failed attempt — and the refund is still completed once by the job, never twice,
 * with money and booking agreeing. A step before the provider call failing (the audit row) leaves nothing refunded and
 * the booking CONFIRMED.
 */
describe('refunds when a step around the provider call fails', () => {
  let world: RefundWorld;

  before(async () => {
    world = await refundWorld();
  });
  beforeEach(() => {
    world.toss.mode = 'ok';
  });
  after(() => world.close());

  /** The provider refunded, the outcome was not recorded: the refund stays PENDING under its lease, then the job completes it. */
  async function completesAfterLostOutcome(bookingNo: string, amount: number) {
    const refund = await world.refundOf(bookingNo);
    assert.deepEqual([refund?.status, refund?.attempts, refund?.providerRef], ['PENDING', 1, null], 'still owed, as it was taken');
    assert.equal((await world.paymentOf(bookingNo)).refundedAmount, 0);
    assert.deepEqual(world.toss.refunded.get(`refund-${bookingNo}`), [amount]);
    assert.equal((await world.retry()).SUCCEEDED, 0, 'left alone while its attempt may still be running');
    world.later(2);
    assert.deepEqual(await world.retry(), { SUCCEEDED: 1, FAILED: 0, UNRECORDED: 0 });
    await assertRefundedOnce(world, bookingNo, amount);
    assert.equal(world.toss.cancelsFor(`refund-${bookingNo}`).length, 2, 'asked again with the same key, answered with the same refund');
    world.later(60);
    assert.equal((await world.retry()).SUCCEEDED, 0);
    await assertRefundedOnce(world, bookingNo, amount);
  }

  it('recording the refund as SUCCEEDED fails: CANCELLED and PENDING, then completed once', async () => {
    const { bookingNo } = await world.book(80_000);
    const restore = await world.failOn('refunds', 'update', `new.status = 'SUCCEEDED'`);
    let res;
    try {
      res = await world.cancel(bookingNo);
    } finally {
      await restore();
    }
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual([res.json<CancelResult>().status, res.json<CancelResult>().refundStatus], ['CANCELLED', 'PENDING']);
    await completesAfterLostOutcome(bookingNo, 80_000);
  });

  it("updating the payment fails: the refund's record rolls back with it, then completed once", async () => {
    const { bookingNo } = await world.book(66_000);
    const restore = await world.failOn('payments', 'update', 'new.refunded_amount > old.refunded_amount');
    let res;
    try {
      res = await world.cancel(bookingNo);
    } finally {
      await restore();
    }
    assert.equal(res.json<CancelResult>().refundStatus, 'PENDING');
    await completesAfterLostOutcome(bookingNo, 66_000);
  });

  it('recording a failed attempt fails: still PENDING, retried after the lease and completed once', async () => {
    const { bookingNo } = await world.book(55_000);
    world.toss.mode = 'error500';
    const restore = await world.failOn('refunds', 'update', `new.status = 'FAILED'`);
    try {
      assert.equal((await world.cancel(bookingNo)).json<CancelResult>().refundStatus, 'PENDING');
    } finally {
      await restore();
    }
    const refund = await world.refundOf(bookingNo);
    assert.deepEqual([refund?.status, refund?.attempts], ['PENDING', 1]);
    world.toss.mode = 'ok';
    world.later(2);
    assert.equal((await world.retry()).SUCCEEDED, 1);
    await assertRefundedOnce(world, bookingNo, 55_000);
  });

  it("the job's own recording fails: the refund waits for the next round, still refunded once", async () => {
    const { bookingNo } = await world.book(44_000);
    world.toss.mode = 'error500';
    await world.cancel(bookingNo);
    world.toss.mode = 'ok';
    world.later(1);
    const restore = await world.failOn('refunds', 'update', `new.status = 'SUCCEEDED'`);
    try {
      assert.deepEqual(await world.retry(), { SUCCEEDED: 0, FAILED: 0, UNRECORDED: 1 });
    } finally {
      await restore();
    }
    assert.equal((await world.refundOf(bookingNo))?.status, 'FAILED', 'as it was taken: owed');
    world.later(2);
    assert.equal((await world.retry()).SUCCEEDED, 1);
    await assertRefundedOnce(world, bookingNo, 44_000);
  });

  it('the audit row fails before the provider is asked: nothing refunded, the booking still CONFIRMED', async () => {
    const { stay, bookingNo } = await world.book(77_000);
    const { owner } = await world.tokens();
    const calls = world.toss.calls.length;
    const restore = await world.failOn('audit_log', 'insert', `new.entity_id = '${bookingNo}'`);
    let res;
    try {
      res = await world.cancel(bookingNo, owner, { reason: 'HOTEL_ISSUE' });
    } finally {
      await restore();
    }
    assert.equal(res.statusCode, 500);
    const booking = await world.bookingOf(bookingNo);
    assert.deepEqual([booking.status, booking.cancelledAt], ['CONFIRMED', null]);
    assert.equal(world.toss.calls.length, calls, 'the provider was not called');
    assert.equal(world.toss.refunded.get(`refund-${bookingNo}`), undefined);
    assert.equal(await world.refundOf(bookingNo), undefined, 'no refund recorded');
    const payment = await world.paymentOf(bookingNo);
    assert.deepEqual([payment.status, payment.refundedAmount], ['DONE', 0]);
    assert.deepEqual(await bookedNights(world.app, stay), [1], 'the night stays sold');
    assert.equal((await world.app.db.select().from(bookingStatusHistory).where(eq(bookingStatusHistory.bookingId, booking.id))).length, 0);
    assert.equal((await world.app.db.select().from(auditLog).where(eq(auditLog.entityId, bookingNo))).length, 0);

    // Once the database takes it again, the same cancel goes through whole.
    const again = await world.cancel(bookingNo, owner, { reason: 'HOTEL_ISSUE' });
    assert.equal(again.json<CancelResult>().refundStatus, 'SUCCEEDED');
    await assertRefundedOnce(world, bookingNo, 77_000);
  });
});
