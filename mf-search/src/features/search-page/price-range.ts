import { PRICE_MAX, PRICE_MIN, PRICE_MIN_GAP } from 'shared-contracts';
import { snapPrice, type PriceRange } from 'shared-contracts/search-query';

// The bounds, the step and the normalisation are shared with the server (shared-contracts search-query).
export { NO_PRICE_FILTER, normalisePriceRange, snapPrice, type PriceRange } from 'shared-contracts/search-query';

/** Longest digit run worth parsing: anything longer is above the bound anyway. */
const MAX_PRICE_DIGITS = 9;

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Moves the lower handle; it stops PRICE_MIN_GAP below the upper one. */
export function moveMin(range: PriceRange, value: number): PriceRange {
  return { ...range, priceMin: clamp(snapPrice(value), PRICE_MIN, range.priceMax - PRICE_MIN_GAP) };
}

/** Moves the upper handle; it stops PRICE_MIN_GAP above the lower one. */
export function moveMax(range: PriceRange, value: number): PriceRange {
  return { ...range, priceMax: clamp(snapPrice(value), range.priceMin + PRICE_MIN_GAP, PRICE_MAX) };
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
