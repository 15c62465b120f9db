import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
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

interface Call {
  path: string;
  idempotencyKey: string | undefined;
  body: Record<string, unknown>;
}

/** A local stand-in for the Toss core API: confirm approves, cancel answers a transaction key. */
async function startFakeToss(): Promise<{ server: Server; url: string; calls: Call[] }> {
  const calls: Call[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      calls.push({ path: req.url ?? '', idempotencyKey: req.headers['idempotency-key'] as string | undefined, body });
      res.setHeader('content-type', 'application/json');
      if (req.url?.endsWith('/cancel')) {
        res.end(JSON.stringify({ status: 'PARTIAL_CANCELED', cancels: [{ transactionKey: `tx-${calls.length}`, cancelAmount: body.cancelAmount }] }));
      } else {
        res.end(JSON.stringify({ paymentKey: body.paymentKey, orderId: body.orderId, status: 'DONE', totalAmount: body.amount, method: '카드', approvedAt: '2030-03-15T12:00:05+09:00' }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { server, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, calls };
}

describe('cancellation refunds through Toss', () => {
  let app: FastifyInstance;
  let toss: Awaited<ReturnType<typeof startFakeToss>>;

  before(async () => {
    toss = await startFakeToss();
    app = await build({ clock: new ManualClock(TEST_NOW), env: { TOSS_CLIENT_KEY: 'test_ck_demo', TOSS_SECRET_KEY: 'test_sk_demo', TOSS_API_URL: toss.url } });
  });
  after(async () => {
    await app.close();
    toss.server.close();
  });

  it('asks Toss to cancel the quoted amount with the booking\'s idempotency key and records its transaction key', async () => {
    const member = await tokenFor(app, MEMBER_ID);
    const stay = await prepareStay(app, { hotelId: 3, checkIn: addDays(TEST_TODAY, 4), nights: 1, allotment: 1, price: 80_000 });
    await app.db.update(roomTypes).set({ refundable: true }).where(eq(roomTypes.id, stay.roomTypeId));
    const booking = await bookStay(app, member, stay);
    const res = await app.inject({ method: 'POST', url: `/api/bookings/${booking.bookingNo}/cancel`, headers: authed(member), payload: { reason: 'CHANGE_OF_PLAN' } });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json<CancelResult>().refundAmount, 40_000);
    const call = toss.calls.find((c) => c.path.endsWith('/cancel'));
    assert.ok(call, 'Toss was asked to cancel');
    assert.equal(call.idempotencyKey, `refund-${booking.bookingNo}`);
    assert.deepEqual(call.body, { cancelReason: '일정 변경', cancelAmount: 40_000 });
    const [row] = await app.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.bookingNo, booking.bookingNo));
    const [refund] = await app.db.select().from(refunds).where(eq(refunds.bookingId, row!.id));
    assert.deepEqual([refund?.provider, refund?.providerRef, refund?.amount], ['TOSS', `tx-${toss.calls.length}`, 40_000]);
  });
});
