import { SETTLEMENT_FEE_PERCENT } from 'shared-contracts/schemas';

/**
 * The platform's fee on one settled amount (a stay's payment, or the part of a cancelled booking's payment that was
 * not refunded), in integer won: 15 % rounded half up to the won, floor((amount × 15 + 50) / 100) — 4,999.95 → 5,000,
 * 1.5 → 2, 1,500.15 → 1,500. Rounding each amount (not a week's sum) is what "15 % deducted per payment" says, and it
 * lets every statement line stand alone: a statement's fee is the sum of its lines' fees, exactly. The one fee
 * formula of the product (decisions 0008, 0013): statements, the owner dashboard and the admin dashboard all use it.
 */
export function settlementFee(amount: number): number {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new Error(`not a settled amount in won: ${amount}`);
  return Math.floor((amount * SETTLEMENT_FEE_PERCENT + 50) / 100);
}

export interface SettledAmount {
  amount: number;
  fee: number;
  net: number;
}

/** An amount with its fee and what the hotel is paid (net = amount − fee). */
export function withFee(amount: number): SettledAmount {
  const fee = settlementFee(amount);
  return { amount, fee, net: amount - fee };
}

/** Sums of settled amounts: the figures of a statement are the sums of its lines. */
export function sumSettled(lines: readonly SettledAmount[]): SettledAmount {
  return lines.reduce((sum, l) => ({ amount: sum.amount + l.amount, fee: sum.fee + l.fee, net: sum.net + l.net }), { amount: 0, fee: 0, net: 0 });
}
