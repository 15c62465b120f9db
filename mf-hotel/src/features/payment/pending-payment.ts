/**
 * The order being paid and the hold behind it, kept for the tab's session so the result pages can offer
 * "pay again" while the hold lives (the provider's fail address carries only the orderId).
 */
export interface PendingPayment {
  orderId: string;
  holdCode: string;
}

const KEY = 'mf-hotel.pendingPayment';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function rememberPendingPayment(payment: PendingPayment): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(payment));
  } catch {
    // Without storage the result pages fall back to the hotel and home links.
  }
}

/** The remembered payment when it is the one for `orderId`. */
export function pendingPaymentFor(orderId: string | null): PendingPayment | null {
  if (!orderId) return null;
  try {
    const raw = storage()?.getItem(KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { orderId: storedOrderId, holdCode } = value as Record<string, unknown>;
    return storedOrderId === orderId && typeof holdCode === 'string' && holdCode !== '' ? { orderId, holdCode } : null;
  } catch {
    return null;
  }
}

export function forgetPendingPayment(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}
