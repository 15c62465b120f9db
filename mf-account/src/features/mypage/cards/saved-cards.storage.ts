import type { CardBrand } from './card-rules';

/** §3 Saved card: kept only in this browser's storage. Never the full number, never a security code. */
export interface SavedCard {
  id: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** One list per member on a shared browser. */
export const savedCardsKey = (userId: string) => `stayon.savedCards.${userId}`;

const BRANDS = new Set<CardBrand>(['VISA', 'MASTERCARD', 'AMEX', 'JCB', 'UNIONPAY', 'DINERS', 'DOMESTIC', 'OTHER']);

function isSavedCard(value: unknown): value is SavedCard {
  const card = value as Partial<SavedCard> | null;
  return (
    typeof card === 'object' &&
    card !== null &&
    typeof card.id === 'string' &&
    BRANDS.has(card.brand as CardBrand) &&
    typeof card.last4 === 'string' &&
    /^\d{4}$/.test(card.last4) &&
    Number.isInteger(card.expMonth) &&
    Number.isInteger(card.expYear)
  );
}

/** The member's saved cards; throws when storage is unavailable or holds something else than a card list. */
export function readSavedCards(storage: Storage, userId: string): SavedCard[] {
  const raw = storage.getItem(savedCardsKey(userId));
  if (raw === null) return [];
  const parsed: unknown = JSON.parse(raw);
  if (!Array.isArray(parsed) || !parsed.every(isSavedCard)) throw new TypeError('saved cards: unexpected content');
  // Only the five fields of §3 are read back, whatever else a tampered entry carried.
  return parsed.map(({ id, brand, last4, expMonth, expYear }) => ({ id, brand, last4, expMonth, expYear }));
}

export function writeSavedCards(storage: Storage, userId: string, cards: readonly SavedCard[]): void {
  const clean = cards.map(({ id, brand, last4, expMonth, expYear }) => ({ id, brand, last4, expMonth, expYear }));
  storage.setItem(savedCardsKey(userId), JSON.stringify(clean));
}

let issued = 0;

/** A fresh id (randomUUID exists only in secure contexts; a timestamp and counter are unique enough per browser). */
export function newCardId(): string {
  const random = globalThis.crypto?.randomUUID?.();
  issued += 1;
  return random ?? `card-${Date.now().toString(36)}-${issued.toString(36)}`;
}
