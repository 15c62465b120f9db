import { addDays } from '../../clock';
import { HOTEL_STAY_PRICE_MAX_NIGHTS } from '../../db/schema';

/*
 * The definition of hotel_stay_prices written the slow and obvious way, for the tests that hold the trigger-kept
 * table to it (search-stay-prices.test.ts, search-drift.test.ts). Stay restrictions (docs/decisions/0016): a stay of
 * n nights from D needs D's row open to arrival with min_stay <= n, and no closed_to_departure on D + n's row.
 */
export type Grid = (number | null)[][];
export interface StayRow {
  prices: Grid;
  regionId: number;
  gradeLevel: number;
  rating: number | null;
  reviewCount: number;
}
export interface HotelRow {
  id: number;
  region_id: number;
  grade_level: number;
  rating: string | number;
  review_count: number;
  listable: boolean;
}
export interface InventoryRow {
  room_type_id: number;
  hotel_id: number;
  stay_date: string;
  price: number;
  sellable: boolean;
  min_stay: number;
  closed_to_arrival: boolean;
  closed_to_departure: boolean;
}

/** Per hotel and check-in, per party size c and nights n: the cheapest total a guest could book, or null. */
export function expectedStayPrices(
  hotels: HotelRow[],
  types: { id: number; hotel_id: number; capacity: number }[],
  rows: InventoryRow[],
): Map<string, StayRow> {
  const nights = new Map<string, InventoryRow>();
  for (const row of rows) nights.set(`${row.room_type_id}|${row.stay_date}`, row);
  const dates = [...new Set(rows.map((r) => r.stay_date))].sort();
  const stayTotal = (typeId: number, checkIn: string, n: number): number | null => {
    if (n < nights.get(`${typeId}|${checkIn}`)!.min_stay) return null;
    if (nights.get(`${typeId}|${addDays(checkIn, n)}`)?.closed_to_departure) return null;
    let total = 0;
    for (let k = 0; k < n; k++) {
      const night = nights.get(`${typeId}|${addDays(checkIn, k)}`);
      if (!night?.sellable) return null;
      total += night.price;
    }
    return total;
  };
  const expected = new Map<string, StayRow>();
  for (const hotel of hotels.filter((h) => h.listable)) {
    const hotelTypes = types.filter((t) => t.hotel_id === hotel.id);
    for (const checkIn of dates) {
      // Room types a guest can arrive in on the check-in night decide how far the capacity dimension goes.
      const open = hotelTypes.filter((t) => {
        const night = nights.get(`${t.id}|${checkIn}`);
        return night?.sellable && !night.closed_to_arrival;
      });
      if (open.length === 0) continue;
      const grid: Grid = [];
      for (let c = 1; c <= Math.max(...open.map((t) => t.capacity)); c++) {
        const line: (number | null)[] = [];
        for (let n = 1; n <= HOTEL_STAY_PRICE_MAX_NIGHTS; n++) {
          const totals = open.filter((t) => t.capacity >= c).map((t) => stayTotal(t.id, checkIn, n));
          const sellable = totals.filter((v): v is number => v !== null);
          line.push(sellable.length > 0 ? Math.min(...sellable) : null);
        }
        grid.push(line);
      }
      // A check-in whose every stay is restricted away has no row.
      if (grid.every((line) => line.every((v) => v === null))) continue;
      expected.set(`${hotel.id}|${checkIn}`, {
        prices: grid,
        regionId: hotel.region_id,
        gradeLevel: hotel.grade_level,
        rating: hotel.review_count > 0 ? Number(hotel.rating) : null,
        reviewCount: hotel.review_count,
      });
    }
  }
  return expected;
}
