import type { PreparedPayment } from 'shared-contracts';

/** A Toss SDK rejection: the code and text the fail page shows. */
export interface TossFailure {
  code: string | null;
  message: string | null;
}

export function tossFailure(error: unknown): TossFailure {
  if (typeof error !== 'object' || error === null) return { code: null, message: null };
  const { code, message } = error as { code?: unknown; message?: unknown };
  return { code: typeof code === 'string' ? code : null, message: typeof message === 'string' ? message : null };
}

/**
 * Opens the Toss Payments card checkout for a prepared order. The SDK is loaded only here, so the
 * sandbox path never downloads it. Toss then sends the browser to successPath or failPath on `origin`.
 */
export async function requestTossPayment(order: PreparedPayment, origin: string): Promise<void> {
  if (!order.clientKey) throw Object.assign(new Error('missing Toss client key'), { code: 'NOT_CONFIGURED' });
  const { ANONYMOUS, loadTossPayments } = await import(/* webpackChunkName: "tosspayments" */ '@tosspayments/tosspayments-sdk');
  const toss = await loadTossPayments(order.clientKey);
  const payment = toss.payment({ customerKey: ANONYMOUS });
  await payment.requestPayment({
    method: 'CARD',
    amount: { currency: 'KRW', value: order.amount },
    orderId: order.orderId,
    orderName: order.orderName,
    customerName: order.customerName,
    ...(order.customerEmail ? { customerEmail: order.customerEmail } : {}),
    successUrl: `${origin}${order.successPath}`,
    failUrl: `${origin}${order.failPath}`,
  });
}
