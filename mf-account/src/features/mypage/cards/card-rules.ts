// Card add rules (§5 "Card add": month 1–12, year 2024–2035, digits and dashes up to 19 characters) plus a Luhn
// check and brand detection. Pure functions: the form and its tests use them, nothing here keeps a number.

export const CARD_YEAR_MIN = 2024;
export const CARD_YEAR_MAX = 2035;
export const CARD_INPUT_MAX_LENGTH = 19;

export type CardBrand = 'VISA' | 'MASTERCARD' | 'AMEX' | 'JCB' | 'UNIONPAY' | 'DINERS' | 'DOMESTIC' | 'OTHER';

export type CardError = 'numberRequired' | 'numberFormat' | 'numberLength' | 'numberLuhn' | 'monthRange' | 'yearRange' | 'expired';

/** The digits of an input such as '4111-1111-1111-1111'. */
export const cardDigits = (input: string): string => input.replace(/-/g, '');

/** Luhn (mod 10) check over the digits. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const between = (prefix: string, length: number, min: number, max: number) => {
  const value = Number(prefix.slice(0, length));
  return prefix.length >= length && value >= min && value <= max;
};

/** The brand by its issuer prefix (IIN); domestic-only Korean cards (BC and others) start with 9. */
export function detectBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'VISA';
  if (between(digits, 2, 51, 55) || between(digits, 4, 2221, 2720)) return 'MASTERCARD';
  if (/^3[47]/.test(digits)) return 'AMEX';
  if (between(digits, 4, 3528, 3589)) return 'JCB';
  if (/^3(0[0-5]|09|6|8|9)/.test(digits)) return 'DINERS';
  if (/^62/.test(digits)) return 'UNIONPAY';
  if (/^9/.test(digits)) return 'DOMESTIC';
  return 'OTHER';
}

/** Lengths each brand issues. */
const LENGTHS: Record<CardBrand, readonly number[]> = {
  VISA: [13, 16, 19],
  MASTERCARD: [16],
  AMEX: [15],
  JCB: [16, 17, 18, 19],
  UNIONPAY: [16, 17, 18, 19],
  DINERS: [14, 15, 16, 17, 18, 19],
  DOMESTIC: [16],
  OTHER: [12, 13, 14, 15, 16, 17, 18, 19],
};

export interface CardInput {
  number: string;
  month: string;
  year: string;
}

/** The first problem of each field (null when the field is fine). */
export interface CardValidation {
  number: CardError | null;
  month: CardError | null;
  year: CardError | null;
}

/** Validates the form; `today` (YYYY-MM-DD, Korean date) decides whether the expiry month has passed. */
export function validateCard(input: CardInput, today: string): CardValidation {
  const number = input.number.trim();
  const digits = cardDigits(number);
  let numberError: CardError | null = null;
  if (!number) numberError = 'numberRequired';
  else if (number.length > CARD_INPUT_MAX_LENGTH || !/^[0-9-]+$/.test(number) || digits.length === 0) numberError = 'numberFormat';
  else if (!LENGTHS[detectBrand(digits)].includes(digits.length)) numberError = 'numberLength';
  else if (!passesLuhn(digits)) numberError = 'numberLuhn';

  const month = /^\d{1,2}$/.test(input.month.trim()) ? Number(input.month) : NaN;
  const year = /^\d{4}$/.test(input.year.trim()) ? Number(input.year) : NaN;
  const monthError: CardError | null = month >= 1 && month <= 12 ? null : 'monthRange';
  let yearError: CardError | null = year >= CARD_YEAR_MIN && year <= CARD_YEAR_MAX ? null : 'yearRange';
  if (!monthError && !yearError) {
    // A card is good through the last day of its expiry month.
    const [thisYear, thisMonth] = today.split('-').map(Number) as [number, number];
    if (year < thisYear || (year === thisYear && month < thisMonth)) yearError = 'expired';
  }
  return { number: numberError, month: monthError, year: yearError };
}

export const isValidCard = (v: CardValidation) => v.number === null && v.month === null && v.year === null;
