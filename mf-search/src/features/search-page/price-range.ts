import { PRICE_MAX, PRICE_MIN, PRICE_MIN_GAP, PRICE_STEP } from 'shared-contracts';

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

/** Longest digit run worth parsing: anything longer is above the bound anyway. */
const MAX_PRICE_DIGITS = 9;

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** The nearest step inside the bounds. */
export function snapPrice(value: number): number {
  if (!Number.isFinite(value)) return PRICE_MIN;
  return clamp(Math.round(value / PRICE_STEP) * PRICE_STEP, PRICE_MIN, PRICE_MAX);
}

/** Moves the lower handle; it stops PRICE_MIN_GAP below the upper one. */
export function moveMin(range: PriceRange, value: number): PriceRange {
  return { ...range, priceMin: clamp(snapPrice(value), PRICE_MIN, range.priceMax - PRICE_MIN_GAP) };
}

/** Moves the upper handle; it stops PRICE_MIN_GAP above the lower one. */
export function moveMax(range: PriceRange, value: number): PriceRange {
  return { ...range, priceMax: clamp(snapPrice(value), range.priceMin + PRICE_MIN_GAP, PRICE_MAX) };
}

/** Any pair (e.g. from the address) as a valid range; a missing side is open. */
export function normalisePriceRange(min: number | undefined, max: number | undefined): PriceRange {
  const priceMax = clamp(snapPrice(max ?? PRICE_MAX), PRICE_MIN + PRICE_MIN_GAP, PRICE_MAX);
  const priceMin = clamp(snapPrice(min ?? PRICE_MIN), PRICE_MIN, priceMax - PRICE_MIN_GAP);
  return { priceMin, priceMax };
}

/** What a price box keeps of typed or pasted text: '12만 3,000원' → '123000'. */
export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}

/** The number in a price box's text, or undefined when it holds no digits. */
export function parsePriceText(text: string): number | undefined {
  const digits = digitsOnly(text).replace(/^0+(?=\d)/, '');
  if (digits === '') return undefined;
  return digits.length > MAX_PRICE_DIGITS ? Number.MAX_SAFE_INTEGER : Number(digits);
}

/** A price box's text for a value: 150000 → '150,000'. */
export function formatPriceText(value: number): string {
  return value.toLocaleString('ko-KR');
}
