import { PRICE_MAX, PRICE_MIN, PRICE_MIN_GAP, PRICE_STEP } from '../constants/search.constants';

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * Price filter rules (guest-core §5): bounds 0–1,000,000 won, step 1000, the two handles at least
 * 1000 apart, typed text stripped to digits. The full range means "no price filter"; a maximum at the
 * upper bound means "and above", so it is not sent.
 */
export interface PriceRange {
  priceMin: number;
  priceMax: number;
}

export const NO_PRICE_FILTER: PriceRange = { priceMin: PRICE_MIN, priceMax: PRICE_MAX };

/** The nearest step inside the bounds. */
export function snapPrice(value: number): number {
  if (!Number.isFinite(value)) return PRICE_MIN;
  return clamp(Math.round(value / PRICE_STEP) * PRICE_STEP, PRICE_MIN, PRICE_MAX);
}

/** Any pair (e.g. from the address) as a valid range; a missing side is open. */
export function normalisePriceRange(min: number | undefined, max: number | undefined): PriceRange {
  const priceMax = clamp(snapPrice(max ?? PRICE_MAX), PRICE_MIN + PRICE_MIN_GAP, PRICE_MAX);
  const priceMin = clamp(snapPrice(min ?? PRICE_MIN), PRICE_MIN, priceMax - PRICE_MIN_GAP);
  return { priceMin, priceMax };
}
