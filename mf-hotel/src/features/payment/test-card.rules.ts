import { paymentMessages } from './payment.messages';

/** The sandbox's prefilled test card (a number that passes the Luhn check, as card test numbers do). */
export const TEST_CARD_NUMBER = '4242 4242 4242 4242';

export interface TestCard {
  number: string;
  expiry: string;
}

/** Digits in groups of four while typing, at most 16. */
export function formatCardNumber(raw: string): string {
  return raw
    .replace(/\D/g, '')
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** 'MMYY' typed → 'MM/YY'. */
export function formatExpiry(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A prefilled expiry a few years ahead of `today` (YYYY-MM-DD). */
export function defaultExpiry(today: string): string {
  const year = Number(today.slice(2, 4));
  return `12/${String((year + 3) % 100).padStart(2, '0')}`;
}

/** Field errors of the test card; the card must be 16 Luhn-valid digits and not expired on `today`. */
export function validateTestCard(card: TestCard, today: string): Partial<Record<keyof TestCard, string>> {
  const t = paymentMessages.checkout;
  const errors: Partial<Record<keyof TestCard, string>> = {};
  const digits = card.number.replace(/\s/g, '');
  if (!/^\d{16}$/.test(digits) || !luhnValid(digits)) errors.number = t.cardNumberInvalid;
  const match = /^(\d{2})\/(\d{2})$/.exec(card.expiry);
  const month = match ? Number(match[1]) : 0;
  if (!match || month < 1 || month > 12) errors.expiry = t.cardExpiryInvalid;
  else {
    const expiryMonth = (2000 + Number(match[2])) * 12 + month;
    const currentMonth = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7));
    if (expiryMonth < currentMonth) errors.expiry = t.cardExpired;
  }
  return errors;
}
