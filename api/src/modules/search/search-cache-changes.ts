import type { HotelCard, SearchSort } from './search.schemas';

/**
 * One hotel whose stays at the answer's check-in date changed since the answer was computed, as the change log and
 * the current hotel_stay_prices row tell it (search-versions.repository.ts `readStayChangesSince`): its cheapest
 * total for the answer's stay slot before the first change and now (null: no sellable stay), and its sort columns,
 * which only change with the global version. Only hotels passing the answer's non-price filters are given.
 */
export interface StayChange {
  hotelId: number;
  oldPrice: number | null;
  newPrice: number | null;
  gradeLevel: number;
  rating: number | null;
  reviewCount: number;
}

export interface CachedCriteria {
  sort: SearchSort;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  limit: number;
}

export interface CachedAnswer {
  total: number;
  items: HotelCard[];
}

interface SortKey {
  hotelId: number;
  price: number;
  gradeLevel: number;
  rating: number | null;
  reviewCount: number;
}

/** Negative when `a` is listed before `b`: the ORDER BY of search.repository.ts's SORTS, ties on hotel id. */
export function compareListing(sort: SearchSort, a: SortKey, b: SortKey): number {
  const primary = {
    rating: () => (b.rating ?? -Infinity) - (a.rating ?? -Infinity),
    price_asc: () => a.price - b.price,
    price_desc: () => b.price - a.price,
    grade_desc: () => b.gradeLevel - a.gradeLevel,
    reviews_desc: () => b.reviewCount - a.reviewCount,
  }[sort]();
  return primary !== 0 ? primary : a.hotelId - b.hotelId;
}

// A search answer's cards always have a total (only the paged listing has cards without one).
const keyOfCard = (card: HotelCard): SortKey => ({ ...card, price: card.startingFrom ?? Number.POSITIVE_INFINITY });

/** Listed by the answer's criteria: a sellable stay within the price range. */
function listedPrice(c: CachedCriteria, price: number | null): number | null {
  if (price === null) return null;
  if (c.priceMin !== undefined && price < c.priceMin) return null;
  if (c.priceMax !== undefined && price > c.priceMax) return null;
  return price;
}

type Place = 'absent' | 'before' | 'after' | 'on-page';

/** Where a hotel not on the page would be listed relative to it. 'on-page' also for a hotel that would enter it. */
function placeOf(c: CachedCriteria, answer: CachedAnswer, change: StayChange, price: number | null): Place {
  const listed = listedPrice(c, price);
  if (listed === null) return 'absent';
  const first = answer.items[0];
  const last = answer.items[answer.items.length - 1];
  if (!first || !last) return 'on-page';
  const key = { ...change, price: listed };
  if (compareListing(c.sort, key, keyOfCard(first)) < 0) return 'before';
  // Past the last card of a full page; on a page that is not full it would be listed on the page.
  if (answer.items.length >= c.limit && compareListing(c.sort, key, keyOfCard(last)) > 0) return 'after';
  return 'on-page';
}

/**
 * The cached answer as it is now, or null when a change reaches its page (docs/decisions/0024). A hotel on the page
 * keeps its place when it stays listed and its order cannot move: under a price sort its total must be unchanged,
 * under another sort the card takes its new total. A hotel off the page may enter or leave the listing after the page
 * (the total moves), or change while staying before it; moving across the page, entering it or appearing or
 * vanishing before it shifts the page, so the answer is computed again.
 */
export function applyStayChanges(c: CachedCriteria, answer: CachedAnswer, changes: readonly StayChange[]): CachedAnswer | null {
  const pricesSort = c.sort === 'price_asc' || c.sort === 'price_desc';
  const cards = new Map(answer.items.map((card) => [card.hotelId, card]));
  const repriced = new Map<number, number>();
  let total = answer.total;
  for (const change of changes) {
    const card = cards.get(change.hotelId);
    if (card) {
      const price = listedPrice(c, change.newPrice);
      if (price === null || (pricesSort && price !== card.startingFrom)) return null;
      if (price !== card.startingFrom) repriced.set(card.hotelId, price);
      continue;
    }
    const was = placeOf(c, answer, change, change.oldPrice);
    const now = placeOf(c, answer, change, change.newPrice);
    if (was === 'on-page' || now === 'on-page') return null;
    if (was !== now && (was === 'before' || now === 'before')) return null;
    total += Number(now !== 'absent') - Number(was !== 'absent');
  }
  if (total === answer.total && repriced.size === 0) return answer;
  return { total, items: answer.items.map((card) => (repriced.has(card.hotelId) ? { ...card, startingFrom: repriced.get(card.hotelId)! } : card)) };
}
