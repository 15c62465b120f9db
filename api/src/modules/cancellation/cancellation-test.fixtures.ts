import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import type { Booking, HoldResult, PaymentRedirect, PreparedPayment } from 'shared-contracts/schemas';
import type { ManualClock } from '../../testing/auth-helpers';
import { authed, holdBody, postHold, type Stay } from '../reservation/hold-test.fixtures';

/** Moves a manual clock to an instant (forwards or back). */
export function setNow(clock: ManualClock, iso: string): void {
  clock.advance((Date.parse(iso) - clock.now().getTime()) / 1000);
}

/** hold → prepare → sandbox approval → confirm: a paid, CONFIRMED booking of the stay. */
export async function bookStay(app: FastifyInstance, token: string, stay: Stay, extra: Record<string, unknown> = {}): Promise<Booking> {
  const hold = await postHold(app, token, holdBody(stay, extra));
  assert.equal(hold.statusCode, 201, hold.body);
  const post = (url: string, payload?: Record<string, unknown>) =>
    app.inject({ method: 'POST', url, headers: authed(token), ...(payload ? { payload } : {}) });
  const order = (await post('/api/payments/prepare', { holdCode: hold.json<HoldResult>().holdCode })).json<PreparedPayment>();
  if (order.provider === 'SANDBOX') {
    const approved = await post(`/api/payments/sandbox/${order.orderId}/approve`);
    assert.equal(approved.statusCode, 200, approved.body);
    const url = new URL(approved.json<PaymentRedirect>().redirectUrl, 'http://localhost');
    const confirmed = await post('/api/payments/confirm', {
      paymentKey: url.searchParams.get('paymentKey') ?? '',
      orderId: url.searchParams.get('orderId') ?? '',
      amount: Number(url.searchParams.get('amount')),
    });
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    return confirmed.json<Booking>();
  }
  const confirmed = await post('/api/payments/confirm', { paymentKey: `tgen_${order.orderId}`, orderId: order.orderId, amount: order.amount });
  assert.equal(confirmed.statusCode, 200, confirmed.body);
  return confirmed.json<Booking>();
}
