import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Booking, HoldResult, PreparedPayment } from 'shared-contracts/schemas';
import { build } from '../../build';
import { addDays } from '../../clock';
import { bookings } from '../../db/schema';
import { ManualClock } from '../../testing/auth-helpers';
import { TEST_NOW, TEST_TODAY } from '../../testing/test-clock';
import { authed, holdBody, MEMBER_ID, postHold, prepareStay, tokenFor } from '../reservation/hold-test.fixtures';

interface TossCall {
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  body: Record<string, unknown>;
}

/** A local stand-in for api.tosspayments.com: approves every key except ones starting with "reject". */
async function startFakeToss(): Promise<{ server: Server; url: string; calls: TossCall[] }> {
  const calls: TossCall[] = [];
  const read = async (req: IncomingMessage) => {
    let text = '';
    for await (const chunk of req) text += String(chunk);
    return JSON.parse(text || '{}') as Record<string, unknown>;
  };
  const server = createServer((req, res) => {
    void read(req).then((body) => {
      calls.push({
        path: req.url ?? '',
        authorization: req.headers.authorization,
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
        body,
      });
      res.setHeader('content-type', 'application/json');
      if (req.url?.endsWith('/cancel')) {
        res.end(JSON.stringify({ status: 'CANCELED' }));
      } else if (String(body.paymentKey).startsWith('reject')) {
        res.statusCode = 403;
        res.end(JSON.stringify({ code: 'REJECT_CARD_COMPANY', message: '카드사에서 결제를 거절했습니다.' }));
      } else {
        res.end(
          JSON.stringify({
            paymentKey: body.paymentKey,
            orderId: body.orderId,
            status: 'DONE',
            totalAmount: body.amount,
            method: '카드',
            approvedAt: '2030-03-15T12:00:05+09:00',
          }),
        );
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { server, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, calls };
}

describe('payments (Toss Payments)', () => {
  let app: FastifyInstance;
  let toss: Awaited<ReturnType<typeof startFakeToss>>;
  let member: string;

  before(async () => {
    toss = await startFakeToss();
    app = await build({
      clock: new ManualClock(TEST_NOW),
      env: { TOSS_CLIENT_KEY: 'test_ck_demo', TOSS_SECRET_KEY: 'test_sk_demo', TOSS_API_URL: `${toss.url}/` },
    });
    member = await tokenFor(app, MEMBER_ID);
  });
  after(async () => {
    await app.close();
    toss.server.close();
  });

  it('prepares a TOSS order with the client key and confirms through the Toss API', async () => {
    const stay = await prepareStay(app, { hotelId: 5, checkIn: addDays(TEST_TODAY, 5), nights: 1, allotment: 1, price: 120_000 });
    const hold = (await postHold(app, member, holdBody(stay))).json<HoldResult>();
    const order = (
      await app.inject({ method: 'POST', url: '/api/payments/prepare', headers: authed(member), payload: { holdCode: hold.holdCode } })
    ).json<PreparedPayment>();
    assert.deepEqual([order.provider, order.clientKey, order.amount], ['TOSS', 'test_ck_demo', 120_000]);
    // The sandbox checkout does not serve Toss orders.
    assert.equal(
      (await app.inject({ method: 'POST', url: `/api/payments/sandbox/${order.orderId}/approve`, headers: authed(member) })).statusCode,
      404,
    );

    const rejected = await app.inject({
      method: 'POST',
      url: '/api/payments/confirm',
      headers: authed(member),
      payload: { paymentKey: 'reject_key_1', orderId: order.orderId, amount: 120_000 },
    });
    assert.equal(rejected.statusCode, 400);
    assert.deepEqual(
      [rejected.json<{ error: string }>().error, rejected.json<{ message: string }>().message],
      ['REJECT_CARD_COMPANY', '카드사에서 결제를 거절했습니다.'],
    );
    assert.equal((await app.db.select().from(bookings).where(eq(bookings.holdCode, hold.holdCode))).length, 0);

    const payload = { paymentKey: 'tgen_20300315abc', orderId: order.orderId, amount: 120_000 };
    const res = await app.inject({ method: 'POST', url: '/api/payments/confirm', headers: authed(member), payload });
    assert.equal(res.statusCode, 200, res.body);
    const booking = res.json<Booking>();
    assert.deepEqual([booking.status, booking.payment?.provider, booking.payment?.method], ['CONFIRMED', 'TOSS', '카드']);
    assert.equal(booking.payment?.approvedAt, '2030-03-15T03:00:05.000Z');
    const call = toss.calls.find((c) => c.body.paymentKey === payload.paymentKey);
    assert.ok(call);
    assert.equal(call.path, '/v1/payments/confirm');
    assert.equal(call.authorization, `Basic ${Buffer.from('test_sk_demo:').toString('base64')}`);
    assert.equal(call.idempotencyKey, order.orderId);
    assert.deepEqual(call.body, payload);
    // Repeated confirm: same booking, the provider is not charged again.
    const calls = toss.calls.length;
    const again = await app.inject({ method: 'POST', url: '/api/payments/confirm', headers: authed(member), payload });
    assert.equal(again.json<Booking>().bookingNo, booking.bookingNo);
    assert.equal(toss.calls.length, calls);
    // Asking again with another amount or key is refused and never reaches the provider.
    for (const change of [{ amount: 1 }, { paymentKey: 'tgen_other' }]) {
      const tampered = await app.inject({
        method: 'POST',
        url: '/api/payments/confirm',
        headers: authed(member),
        payload: { ...payload, ...change },
      });
      assert.equal(tampered.statusCode, 400);
    }
    assert.equal(toss.calls.length, calls);
  });
});
