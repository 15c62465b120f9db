import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { AdminRefund, AdminRefundPage, BookingDetail, CancelResult } from 'shared-contracts/schemas';
import { receiptAmounts } from 'shared-contracts/member-area';
import { auditLog } from '../../db/schema';
import { authed } from '../reservation/hold-test.fixtures';
import { assertRefundedOnce, refundWorld, type RefundWorld } from '../cancellation/refund-test.fixtures';

/**
 * Issue 23 item 5 (decision 0015): what the administrator sees of refunds the provider has not confirmed and what
 * 다시 시도 does; what the member's booking detail (and so the receipt) says while a refund is pending.
 */
describe('admin refunds and a pending refund on the booking detail', () => {
  let world: RefundWorld;
  let bookingNo = '';
  const admin = async (method: 'GET' | 'POST', url: string) => world.app.inject({ method, url, headers: authed((await world.tokens()).admin) });
  const detail = async () => {
    const res = await world.app.inject({ method: 'GET', url: `/api/bookings/${bookingNo}`, headers: authed((await world.tokens()).member) });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<BookingDetail>();
  };

  before(async () => {
    world = await refundWorld();
    ({ bookingNo } = await world.book(97_000));
    world.toss.mode = 'error500';
    const res = await world.cancel(bookingNo);
    assert.equal(res.json<CancelResult>().refundStatus, 'PENDING');
  });
  after(() => world.close());

  it('lists the failed refund with its booking, amount, attempts and last error', async () => {
    const res = await admin('GET', '/api/admin/refunds?status=FAILED');
    assert.equal(res.statusCode, 200, res.body);
    const page = res.json<AdminRefundPage>();
    assert.deepEqual([page.page, page.size, page.totalElements], [0, 20, 1]);
    const [row] = page.content;
    assert.deepEqual(
      [row?.bookingId, row?.amount, row?.refundPercent, row?.provider, row?.status, row?.attempts, row?.guest.loginId, row?.completedAt],
      [bookingNo, 97_000, 100, 'TOSS', 'FAILED', 1, 'member0001', null],
    );
    assert.match(row?.lastError ?? '', /내부 시스템 처리 작업이 실패했습니다/);
    assert.equal(row?.nextAttemptAt, new Date(world.clock.now().getTime() + 60_000).toISOString());
    assert.equal(row?.hotel.id, 3);
    assert.equal(
      (await admin('GET', '/api/admin/refunds?status=SUCCEEDED')).json<AdminRefundPage>().content.some((r) => r.bookingId === bookingNo),
      false,
    );
    assert.equal((await admin('GET', '/api/admin/refunds?status=NOPE')).statusCode, 400);
    const member = await world.app.inject({ method: 'GET', url: '/api/admin/refunds?status=FAILED', headers: authed((await world.tokens()).member) });
    assert.equal(member.statusCode, 403);
  });

  it('the member sees it as being processed: not refunded on the receipt yet, and no VAT taken off', async () => {
    const { refunds, totalAmount, status } = await detail();
    assert.equal(status, 'CANCELLED');
    assert.deepEqual(
      refunds.map((r) => [r.amount, r.status, r.completedAt]),
      [[97_000, 'PENDING', null]],
    );
    assert.deepEqual(receiptAmounts(totalAmount, refunds), {
      paid: 97_000,
      refunded: 0,
      pendingRefund: 97_000,
      finalPaid: 97_000,
      supply: 88_182,
      vat: 8_818,
    });
  });

  it('다시 시도 asks the provider again now, audited; still failing it stays FAILED with one attempt more', async () => {
    const id = (await admin('GET', '/api/admin/refunds?status=FAILED')).json<AdminRefundPage>().content[0]!.id;
    const res = await admin('POST', `/api/admin/refunds/${id}/retry`);
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual([res.json<AdminRefund>().status, res.json<AdminRefund>().attempts], ['FAILED', 2]);
    assert.equal(res.json<AdminRefund>().nextAttemptAt, new Date(world.clock.now().getTime() + 120_000).toISOString(), 'the backoff goes on');
    const audit = await world.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'refund'), eq(auditLog.entityId, String(id))));
    assert.deepEqual(
      audit.map((a) => [a.action, a.actorRole, a.hotelId]),
      [['REFUND_RETRIED', 'ROLE_ADMIN', 3]],
    );
  });

  it('once the provider answers, 다시 시도 completes it once; a completed refund and a missing one are refused', async () => {
    const id = (await admin('GET', '/api/admin/refunds?status=FAILED')).json<AdminRefundPage>().content[0]!.id;
    world.toss.mode = 'ok';
    const res = await admin('POST', `/api/admin/refunds/${id}/retry`);
    assert.deepEqual([res.json<AdminRefund>().status, res.json<AdminRefund>().nextAttemptAt], ['SUCCEEDED', null]);
    assert.ok(res.json<AdminRefund>().completedAt);
    await assertRefundedOnce(world, bookingNo, 97_000);
    const again = await admin('POST', `/api/admin/refunds/${id}/retry`);
    assert.deepEqual([again.statusCode, again.json().message], [409, '이미 환불이 완료되었습니다.']);
    assert.equal((await admin('POST', '/api/admin/refunds/999999/retry')).statusCode, 404);
    assert.equal((await admin('GET', '/api/admin/refunds?status=FAILED')).json<AdminRefundPage>().totalElements, 0);
    const { refunds, totalAmount } = await detail();
    assert.deepEqual(
      refunds.map((r) => r.status),
      ['SUCCEEDED'],
    );
    assert.deepEqual(receiptAmounts(totalAmount, refunds), { paid: 97_000, refunded: 97_000, pendingRefund: 0, finalPaid: 0, supply: 0, vat: 0 });
  });

  it('refuses 다시 시도 while an attempt is under way (its lease not over)', async () => {
    const second = await world.book(30_000);
    const restore = await world.failOn('refunds', 'update', `new.status = 'SUCCEEDED'`);
    try {
      assert.equal((await world.cancel(second.bookingNo)).json<CancelResult>().refundStatus, 'PENDING');
    } finally {
      await restore();
    }
    const pending = (await admin('GET', '/api/admin/refunds?status=PENDING'))
      .json<AdminRefundPage>()
      .content.find((r) => r.bookingId === second.bookingNo)!;
    const busy = await admin('POST', `/api/admin/refunds/${pending.id}/retry`);
    assert.deepEqual([busy.statusCode, busy.json().message], [409, '환불을 처리하고 있습니다. 잠시 후 다시 시도해주세요.']);
    world.later(2);
    assert.equal((await admin('POST', `/api/admin/refunds/${pending.id}/retry`)).json<AdminRefund>().status, 'SUCCEEDED');
    await assertRefundedOnce(world, second.bookingNo, 30_000);
  });
});
