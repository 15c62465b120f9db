/**
 * The money a booking's receipt shows, in one place for every screen that shows VAT (issue 23 item 7). Room prices
 * are VAT-inclusive (Korean 부가가치세, 10 %), and what the VAT is owed on is what was finally paid: the payment less
 * every refund that went back. A refund takes its share of VAT with it; a fully refunded booking carries none. A
 * refund the payment provider has not confirmed yet (decision 0015) is shown as pending and not yet deducted.
 */
export const VAT_PERCENT = 10;

export interface VatSplit {
  /** 공급가액: the price without VAT, to the won. */
  supply: number;
  /** 부가세: the rest, so supply + vat is exactly the amount. */
  vat: number;
}

/**
 * Splits a VAT-inclusive amount: supply = round(amount / 1.1), VAT = amount − supply (the same figures as the
 * receipt's earlier round(amount / 11): an integer over 11 never ends in a half). Integer arithmetic, no 1.1.
 */
export function splitVat(amount: number): VatSplit {
  const supply = Math.round((amount * 100) / (100 + VAT_PERCENT));
  return { supply, vat: amount - supply };
}

/** A refund as the booking detail answers it: only a SUCCEEDED one has given money back. */
export interface ReceiptRefund {
  amount: number;
  status: 'PENDING' | 'SUCCEEDED';
}

export interface ReceiptAmounts extends VatSplit {
  /** What the payment took. */
  paid: number;
  /** Σ completed (SUCCEEDED) refunds. */
  refunded: number;
  /** Σ refunds promised but not yet confirmed by the provider (환불 처리 중). */
  pendingRefund: number;
  /** paid − refunded: what the guest finally paid and the VAT is computed on. */
  finalPaid: number;
}

/**
 * A booking's receipt figures from what was paid and its refunds. Refunds never exceed the payment (a ledger
 * invariant); should the data ever say otherwise the receipt shows nothing paid rather than a negative VAT.
 */
export function receiptAmounts(paid: number, refunds: readonly ReceiptRefund[]): ReceiptAmounts {
  const sum = (status: ReceiptRefund['status']) => refunds.filter((r) => r.status === status).reduce((total, refund) => total + refund.amount, 0);
  const refunded = sum('SUCCEEDED');
  const finalPaid = Math.max(0, paid - refunded);
  return { paid, refunded, pendingRefund: sum('PENDING'), finalPaid, ...splitVat(finalPaid) };
}
