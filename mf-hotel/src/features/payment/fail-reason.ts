import { paymentMessages } from './payment.messages';

/** Longest provider or server text shown as it came (the address can carry anything). */
const REASON_MAX = 200;

/** Code the success page uses when its address lacks a usable paymentKey, orderId or amount. */
export const INVALID_RESULT_CODE = 'INVALID_RESULT';

/** The Korean reason for a failed payment: a known code's text, else the message that came, else a general one. */
export function failReason(code: string | null, message: string | null): string {
  const known = code ? paymentMessages.reasons[code] : undefined;
  if (known) return known;
  const text = message?.trim();
  return text ? text.slice(0, REASON_MAX) : paymentMessages.fail.fallback;
}

export interface FailQuery {
  code?: string | null;
  message?: string | null;
  orderId?: string | null;
  holdCode?: string | null;
}

function query(values: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) params.set(key, value);
  return params.toString();
}

/** /pay/fail as a provider sends it (code, message, orderId). */
export function payFailPath({ code, message, orderId }: FailQuery): string {
  return `/pay/fail?${query({ code, message, orderId })}`;
}

/** /reservation/fail with the reason (and what the page needs to offer paying again). */
export function reservationFailPath({ code, message, orderId, holdCode }: FailQuery): string {
  return `/reservation/fail?${query({ code, reason: message, orderId, holdCode })}`;
}
