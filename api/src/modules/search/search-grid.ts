import type { HotelCard, SearchSort } from './search.schemas';
import type { HotelSearchCriteria } from './search-filters.repository';

/** A hotel_stay_prices row of the grid's date: its cheapest total for the grid's stay slot (null: none sellable). */
export interface GridRow {
  hotelId: number;
  price: number | null;
  gradeLevel: number;
  rating: number | null;
  reviewCount: number;
}

export interface GridKey {
  checkIn: string;
  capacity: number;
  nights: number;
}

export const gridKeyOf = (c: GridKey): string => `${c.checkIn}/${c.capacity}/${c.nights}`;

/**
 * One check-in date's sellable stays for one (capacity, nights) slot, held in memory (docs/decisions/0027): a row per
 * hotel_stay_prices row of the date, with its cheapest total for the slot (NaN in `prices`: no sellable stay) and its copies of the
 * hotel's sort and filter columns. Read with the versions of its snapshot, and brought up to a later date version from
 * the change log (search_stay_changes), so it always equals hotel_stay_prices at (global, date).
 */
export class StayGrid {
  readonly hotelIds: Int32Array;
  readonly prices: Float64Array;
  readonly grades: Int16Array;
  readonly ratings: Float64Array;
  readonly reviews: Int32Array;

  /** `rows` in hotel id order, as loadStayGrid reads them. */
  constructor(
    readonly key: GridKey,
    readonly globalVersion: string,
    public dateVersion: string,
    rows: readonly GridRow[],
  ) {
    this.hotelIds = Int32Array.from(rows, (row) => row.hotelId);
    this.prices = new Float64Array(rows.length);
    this.grades = new Int16Array(rows.length);
    this.ratings = new Float64Array(rows.length);
    this.reviews = new Int32Array(rows.length);
    rows.forEach((row, slot) => this.put(slot, row));
  }

  get size(): number {
    return this.hotelIds.length;
  }

  /**
   * Takes the rows of the hotels changed after the grid's date version, as hotel_stay_prices holds them at
   * `dateVersion` (null: the hotel has no row for the date any more). Ignored when the grid already is at that version
   * or later. False when a changed hotel has no row in the grid (a stay it never had): the grid must be read again.
   */
  advance(dateVersion: string, changed: readonly { hotelId: number; row: GridRow | null }[]): boolean {
    if (BigInt(dateVersion) <= BigInt(this.dateVersion)) return true;
    const slots = changed.map(({ hotelId }) => this.slotOf(hotelId));
    if (changed.some(({ row }, i) => row !== null && slots[i] === -1)) return false;
    changed.forEach(({ row }, i) => {
      const slot = slots[i]!;
      if (slot === -1) return;
      if (row) this.put(slot, row);
      else this.prices[slot] = Number.NaN;
    });
    this.dateVersion = dateVersion;
    return true;
  }

  private slotOf(hotelId: number): number {
    let low = 0;
    let high = this.hotelIds.length - 1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      const id = this.hotelIds[mid]!;
      if (id === hotelId) return mid;
      if (id < hotelId) low = mid + 1;
      else high = mid - 1;
    }
    return -1;
  }

  private put(slot: number, row: GridRow): void {
    this.prices[slot] = row.price ?? Number.NaN;
    this.grades[slot] = row.gradeLevel;
    this.ratings[slot] = row.rating ?? Number.NaN;
    this.reviews[slot] = row.reviewCount;
  }
}

/** The card texts and amenities of every hotel, read with the global version of their snapshot. */
export interface HotelDirectory {
  globalVersion: string;
  cards: Map<number, { name: string; coverImageUrl: string | null; address: string; region: string }>;
  /** Hotel ids having each amenity. */
  amenities: Map<number, Set<number>>;
}

/** The criteria a grid answers: a stay it covers, searched nationwide (no typed text, no region). */
export type GridCriteria = Pick<HotelSearchCriteria, 'priceMin' | 'priceMax' | 'grades' | 'ratingBands' | 'amenityIds' | 'sort' | 'limit' | 'offset'>;

/** search-filters.repository.ts's rating bands: n ≤ 3 is [n, n + 1), 4 is 4 and above; only reviewed hotels. */
function inRatingBands(bands: readonly number[], rating: number, reviewCount: number): boolean {
  if (bands.length === 0) return true;
  if (reviewCount <= 0 || Number.isNaN(rating)) return false;
  return bands.some((n) => (n >= 4 ? rating >= 4 : rating >= n && rating < n + 1));
}

/**
 * Negative when slot a is listed before slot b: search.repository.ts's SORTS (NULLS LAST), ties on hotel id — the rule of
 * search-cache-changes.ts `compareListing`, read straight from the grid's arrays so the scan makes no key objects.
 */
function slotOrder(grid: StayGrid, sort: SearchSort): (a: number, b: number) => number {
  const { prices, grades, ratings, reviews, hotelIds } = grid;
  const rated = (slot: number) => (Number.isNaN(ratings[slot]!) ? Number.NEGATIVE_INFINITY : ratings[slot]!);
  const primary: Record<SearchSort, (a: number, b: number) => number> = {
    rating: (a, b) => rated(b) - rated(a),
    price_asc: (a, b) => prices[a]! - prices[b]!,
    price_desc: (a, b) => prices[b]! - prices[a]!,
    grade_desc: (a, b) => grades[b]! - grades[a]!,
    reviews_desc: (a, b) => reviews[b]! - reviews[a]!,
  };
  const first = primary[sort];
  return (a, b) => {
    const order = first(a, b);
    return order !== 0 && !Number.isNaN(order) ? order : hotelIds[a]! - hotelIds[b]!;
  };
}

/** The first `keep` slots in `order`, without sorting every slot: a sorted buffer that most slots fail to enter. */
function firstSlots(slots: readonly number[], keep: number, order: (a: number, b: number) => number): number[] {
  if (keep <= 0) return [];
  if (keep * 8 >= slots.length) return [...slots].sort(order).slice(0, keep);
  const best: number[] = [];
  for (const slot of slots) {
    if (best.length === keep && order(slot, best[keep - 1]!) >= 0) continue;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (order(best[mid]!, slot) < 0) low = mid + 1;
      else high = mid;
    }
    best.splice(low, 0, slot);
    if (best.length > keep) best.pop();
  }
  return best;
}

/**
 * The search statement's answer (search.repository.ts `searchHotelCards`) for a nationwide search of the grid's stay:
 * hotels with a sellable stay passing the price, grade, rating and amenity filters, counted, one sorted page carded.
 * Returns null when a listed hotel has no card in the directory (the caller then asks the database).
 */
export function listFromGrid(grid: StayGrid, directory: HotelDirectory, c: GridCriteria): { total: number; items: HotelCard[] } | null {
  const amenitySets = c.amenityIds.map((id) => directory.amenities.get(id) ?? new Set<number>());
  const grades = c.grades.length > 0 ? new Set(c.grades) : null;
  const matched: number[] = [];
  for (let slot = 0; slot < grid.size; slot++) {
    const price = grid.prices[slot]!;
    if (Number.isNaN(price)) continue;
    if (c.priceMin !== undefined && price < c.priceMin) continue;
    if (c.priceMax !== undefined && price > c.priceMax) continue;
    if (grades && !grades.has(grid.grades[slot]!)) continue;
    if (!inRatingBands(c.ratingBands, grid.ratings[slot]!, grid.reviews[slot]!)) continue;
    const hotelId = grid.hotelIds[slot]!;
    if (amenitySets.length > 0 && !amenitySets.every((set) => set.has(hotelId))) continue;
    matched.push(slot);
  }
  const page = firstSlots(matched, c.offset + c.limit, slotOrder(grid, c.sort)).slice(c.offset);
  const items: HotelCard[] = [];
  for (const slot of page) {
    const hotelId = grid.hotelIds[slot]!;
    const card = directory.cards.get(hotelId);
    if (!card) return null;
    const rating = grid.ratings[slot]!;
    items.push({
      hotelId,
      name: card.name,
      coverImageUrl: card.coverImageUrl,
      startingFrom: grid.prices[slot]!,
      address: card.address,
      region: card.region,
      gradeLevel: grid.grades[slot]!,
      rating: Number.isNaN(rating) ? null : rating,
      reviewCount: grid.reviews[slot]!,
    });
  }
  return { total: matched.length, items };
}
