import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { CancelResult } from 'shared-contracts/schemas';
import { bookedNights } from '../reservation/hold-test.fixtures';
import { RefundService } from './refund.service';
import { assertRefundedOnce, refundWorld, type RefundWorld } from './refund-test.fixtures';

/**
 * Issue 23 item 5 (decision 0015): the provider is asked only after the cancellation has committed. When it fails —
 * an error, an answer that never arrives after the money moved, a timeout — the booking is CANCELLED all the same, the
 * refund stays owed (FAILED, retried with backoff) and the job later completes it exactly once with the same key.
 */
describe('refunds when the payment provider fails', () => {
  let world: RefundWorld;

  before(async () => {
    world = await refundWorld();
  });
  beforeEach(() => {
    world.toss.mode = 'ok';
  });
  after(() => world.close());

  it('an outage (500): CANCELLED at once, refund FAILED and retried a minute later, completed once with the same key', async () => {
    const { stay, bookingNo } = await world.book(90_000);
    world.toss.mode = 'error500';
    const res = await world.cancel(bookingNo);
    assert.equal(res.statusCode, 200, res.body);
    const result = res.json<CancelResult>();
    assert.deepEqual([result.status, result.refundAmount, result.refundStatus], ['CANCELLED', 90_000, 'PENDING']);
    assert.deepEqual(await bookedNights(world.app, stay), [0], 'the night is back on sale');
    const failed = await world.refundOf(bookingNo);
    assert.deepEqual([failed?.status, failed?.attempts, failed?.completedAt], ['FAILED', 1, null]);
    assert.match(failed?.lastError ?? '', /FAILED_INTERNAL_SYSTEM_PROCESSING: 내부 시스템 처리 작업이 실패했습니다/);
    assert.equal(failed?.nextAttemptAt?.getTime(), world.clock.now().getTime() + 60_000, 'the first retry a minute later');
    assert.equal((await world.paymentOf(bookingNo)).refundedAmount, 0, 'nothing went back yet');

    world.toss.mode = 'ok';
    assert.deepEqual(await world.retry(), { SUCCEEDED: 0, FAILED: 0, UNRECORDED: 0 }, 'not due before its time');
    world.later(1);
    assert.deepEqual(await world.retry(), { SUCCEEDED: 1, FAILED: 0, UNRECORDED: 0 });
    await assertRefundedOnce(world, bookingNo, 90_000);
    assert.equal(world.toss.cancelsFor(`refund-${bookingNo}`).length, 2, 'the refused call and the one that succeeded');
    assert.equal((await world.refundOf(bookingNo))?.attempts, 2);
    world.later(60);
    assert.deepEqual(await world.retry(), { SUCCEEDED: 0, FAILED: 0, UNRECORDED: 0 }, 'a completed refund is never taken again');
  });

  it('backs off while the outage lasts: 1, 2, 4 minutes between attempts', async () => {
    const { bookingNo } = await world.book(50_000);
    world.toss.mode = 'error500';
    await world.cancel(bookingNo);
    for (const [minutes, attempts] of [
      [1, 2],
      [2, 3],
      [4, 4],
    ] as const) {
      world.later(minutes - 0.5);
      assert.equal((await world.retry()).FAILED, 0, `not before ${minutes} minutes`);
      world.later(0.5);
      assert.equal((await world.retry()).FAILED, 1);
      assert.equal((await world.refundOf(bookingNo))?.attempts, attempts);
    }
    world.toss.mode = 'ok';
    world.later(8);
    await world.retry();
    await assertRefundedOnce(world, bookingNo, 50_000);
  });

  it('an answer that never arrives after the money moved: the retry gets the same refund back, nothing moves twice', async () => {
    const { bookingNo } = await world.book(70_000);
    world.toss.mode = 'dropAfterRefund';
    const res = await world.cancel(bookingNo);
    assert.equal(res.json<CancelResult>().refundStatus, 'PENDING');
    assert.equal((await world.refundOf(bookingNo))?.status, 'FAILED');
    assert.deepEqual(world.toss.refunded.get(`refund-${bookingNo}`), [70_000], 'the provider did refund');

    world.toss.mode = 'hangAfterRefund';
    world.later(1);
    assert.deepEqual(
      await world.retry(300),
      { SUCCEEDED: 0, FAILED: 1, UNRECORDED: 0 },
      'a provider that does not answer in time is a failed attempt',
    );
    world.toss.mode = 'ok';
    world.later(2);
    assert.equal((await world.retry()).SUCCEEDED, 1);
    await assertRefundedOnce(world, bookingNo, 70_000);
    assert.equal(world.toss.cancelsFor(`refund-${bookingNo}`).length, 3);
  });

  it('two cancels at once: one wins, one refund, one provider call', async () => {
    const { bookingNo } = await world.book(60_000);
    const results = await Promise.all([world.cancel(bookingNo), world.cancel(bookingNo)]);
    assert.deepEqual(results.map((r) => r.statusCode).sort(), [200, 409]);
    assert.equal(results.find((r) => r.statusCode === 200)!.json<CancelResult>().refundStatus, 'SUCCEEDED');
    assert.equal(world.toss.cancelsFor(`refund-${bookingNo}`).length, 1);
    await assertRefundedOnce(world, bookingNo, 60_000);
  });

  it('instances running the job at once take each due refund once', async () => {
    world.toss.mode = 'error500';
    const owed = [];
    for (const price of [41_000, 42_000, 43_000]) {
      const { bookingNo } = await world.book(price);
      await world.cancel(bookingNo);
      owed.push({ bookingNo, price });
    }
    world.toss.mode = 'ok';
    world.later(1);
    const instances = [0, 1, 2].map(() => new RefundService(world.app.db, world.clock, world.app.config.payments.toss));
    const rounds = await Promise.all(instances.map((instance) => instance.retryDue()));
    assert.equal(
      rounds.reduce((sum, round) => sum + round.SUCCEEDED, 0),
      3,
    );
    assert.equal(
      rounds.reduce((sum, round) => sum + round.FAILED + round.UNRECORDED, 0),
      0,
    );
    for (const { bookingNo, price } of owed) {
      assert.equal(world.toss.cancelsFor(`refund-${bookingNo}`).length, 2, `${bookingNo}: the failed call and one retry`);
      await assertRefundedOnce(world, bookingNo, price);
    }
  });
});
