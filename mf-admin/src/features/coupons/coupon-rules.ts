import { COUPON_LIMITS, couponsMessages } from './coupons.messages';

const t = couponsMessages.rules;

export interface CouponDraft {
  title: string;
  code: string;
  amount: string;
  quantity: string;
  validFrom: string;
  validTo: string;
}
export type CouponField = keyof CouponDraft;
export type CouponProblems = Partial<Record<CouponField, string>>;

const CODE = /^[A-Za-z0-9_-]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date that exists (2030-02-30 does not). */
const realDate = (value: string) => {
  if (!DATE.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
const wholeIn = (value: string, max: number) => /^\d{1,7}$/.test(value.trim()) && Number(value) >= 1 && Number(value) <= max;

/**
 * The campaign form's rules, the server's own (api admin-coupons.service) with its Korean texts, so the desk says
 * them before sending: title 1–60, code of letters / digits / - / _, amount and quantity 1–1,000,000, a real period
 * from ≤ to, to not before today (Seoul), at most 366 days.
 */
export function couponProblems(draft: CouponDraft, today: string): CouponProblems {
  const problems: CouponProblems = {};
  const title = draft.title.trim();
  if (!title || [...title].length > COUPON_LIMITS.title) problems.title = t.titleRequired;
  const code = draft.code.trim();
  if (!code || code.length > COUPON_LIMITS.code || !CODE.test(code)) problems.code = t.codeInvalid;
  if (!wholeIn(draft.amount, COUPON_LIMITS.amountMax)) problems.amount = t.amount;
  if (!wholeIn(draft.quantity, COUPON_LIMITS.quantityMax)) problems.quantity = t.quantity;
  const fromOk = realDate(draft.validFrom);
  const toOk = realDate(draft.validTo);
  if (!fromOk) problems.validFrom = t.invalidDate;
  if (!toOk) problems.validTo = t.invalidDate;
  else if (fromOk && draft.validTo < draft.validFrom) problems.validTo = t.rangeReversed;
  else if (draft.validTo < today) problems.validTo = t.periodPast;
  else if (fromOk && daysBetween(draft.validFrom, draft.validTo) + 1 > COUPON_LIMITS.maxDays) problems.validTo = t.periodTooLong;
  return problems;
}

/** The request body of a valid draft (code in capitals, as the server stores it). */
export const couponBody = (draft: CouponDraft) => ({
  title: draft.title.trim(),
  code: draft.code.trim().toUpperCase(),
  amount: Number(draft.amount),
  quantity: Number(draft.quantity),
  validFrom: draft.validFrom,
  validTo: draft.validTo,
});
