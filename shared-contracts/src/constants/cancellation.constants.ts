/** Cancellation and refunds (issue 9): the reasons, the platform's default tiers and how tiers read in Korean. */
export const CANCEL_REASONS = ['CHANGE_OF_PLAN', 'PRICE_ISSUE', 'HOTEL_ISSUE', 'ETC'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];
export const CANCEL_REASON_LABELS: Record<CancelReason, string> = {
  CHANGE_OF_PLAN: '일정 변경',
  PRICE_ISSUE: '가격 문제',
  HOTEL_ISSUE: '숙소 문제',
  ETC: '기타',
};
export const CANCEL_DETAIL_MAX = 200;

/**
 * What a cancel dialog sends for the chosen reason: the typed words go with 기타 (ETC) only. The dialogs keep the
 * text while another reason is chosen (back to 기타, it is still there), so the body must leave it out.
 */
export function cancelRequestOf(reason: CancelReason, detail: string): { reason: CancelReason; detail?: string } {
  const words = detail.trim();
  return reason === 'ETC' && words ? { reason, detail: words } : { reason };
}

export interface CancellationTier {
  /** Cancelling at least this many days before check-in (Korean dates) … */
  daysBefore: number;
  /** … refunds this share of what was paid. */
  refundPercent: number;
}

/**
 * The platform default for hotels without their own tiers, close to the Korean fair-trade guideline for lodging:
 * a week ahead everything back, then less as the stay comes closer, nothing on the day itself.
 */
export const DEFAULT_CANCELLATION_TIERS: readonly CancellationTier[] = [
  { daysBefore: 7, refundPercent: 100 },
  { daysBefore: 3, refundPercent: 50 },
  { daysBefore: 1, refundPercent: 20 },
  { daysBefore: 0, refundPercent: 0 },
];

/** Tiers from the earliest (most days before) to the check-in day. */
export const sortTiers = (tiers: readonly CancellationTier[]) => [...tiers].sort((a, b) => b.daysBefore - a.daysBefore);

/** The tier that applies `daysBefore` days ahead of check-in; null before the last tier (nothing back). */
export function tierFor(tiers: readonly CancellationTier[], daysBefore: number): CancellationTier | null {
  return sortTiers(tiers).find((t) => daysBefore >= t.daysBefore) ?? null;
}

const refundText = (percent: number) => (percent === 0 ? '환불 불가' : `${percent}% 환불`);

/** One line per tier, e.g. "체크인 7일 전까지: 100% 환불", "체크인 3~6일 전: 50% 환불", "체크인 당일: 환불 불가". */
export function describeTiers(tiers: readonly CancellationTier[]): string[] {
  const sorted = sortTiers(tiers);
  return sorted.map((tier, i) => {
    const upper = i === 0 ? null : sorted[i - 1]!.daysBefore - 1;
    const when =
      tier.daysBefore === 0 && (upper === null || upper === 0)
        ? '체크인 당일'
        : upper === null
          ? `체크인 ${tier.daysBefore}일 전까지`
          : tier.daysBefore === upper
            ? tier.daysBefore === 0
              ? '체크인 당일'
              : `체크인 ${tier.daysBefore}일 전`
            : tier.daysBefore === 0
              ? `체크인 당일~${upper}일 전`
              : `체크인 ${tier.daysBefore}~${upper}일 전`;
    return `${when}: ${refundText(tier.refundPercent)}`;
  });
}
