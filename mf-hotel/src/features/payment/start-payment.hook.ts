import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PreparePaymentRequest } from 'shared-contracts';
import { payFailPath } from './fail-reason';
import { usePaymentPrepareMutation } from './payment.api';
import { rememberPendingPayment } from './pending-payment';
import { requestTossPayment, tossFailure } from './toss-checkout';

/** /pay/checkout for a sandbox order. */
export function sandboxCheckoutPath(orderId: string): string {
  return `/pay/checkout?${new URLSearchParams({ orderId }).toString()}`;
}

/**
 * Pay for a hold: prepare the order on the server (its amount), then the sandbox checkout page or the
 * Toss checkout. A refused prepare rejects with the ApiError for the caller to show; a Toss failure
 * (closed window, refused card) goes to /pay/fail like Toss's own fail address.
 */
export function useStartPayment() {
  const [prepare, state] = usePaymentPrepareMutation();
  const navigate = useNavigate();
  // While the Toss SDK loads and opens its window, the page must not start a second payment.
  const [launching, setLaunching] = useState(false);

  async function start(request: PreparePaymentRequest): Promise<void> {
    const order = await prepare(request).unwrap();
    rememberPendingPayment({ orderId: order.orderId, holdCode: order.holdCode });
    if (order.provider === 'SANDBOX') {
      navigate(sandboxCheckoutPath(order.orderId));
      return;
    }
    setLaunching(true);
    try {
      await requestTossPayment(order, window.location.origin);
    } catch (error) {
      navigate(payFailPath({ ...tossFailure(error), orderId: order.orderId }));
    } finally {
      setLaunching(false);
    }
  }

  return { start, preparing: state.isLoading || launching };
}
