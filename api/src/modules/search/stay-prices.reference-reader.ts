import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/database';
import { expectedStayPrices, type HotelRow, type InventoryRow, type StayRow } from './stay-prices.reference';

/*
 * Reads hotel_stay_prices as stored and as its definition says it should be (stay-prices.reference.ts), for the tests
 * that compare the two. Both maps are keyed `${hotelId}|${checkIn}`.
 */
export async function storedStayPrices(db: Executor): Promise<Map<string, StayRow>> {
  const rows = await queryRows<{
    hotel_id: number;
    check_in: string;
    prices: (string | number | bigint | null)[][];
    region_id: number;
    grade_level: number;
    rating: string | number | null;
    review_count: number;
  }>(db, sql`select hotel_id, check_in::text as check_in, prices, region_id, grade_level, rating, review_count from hotel_stay_prices`);
  return new Map<string, StayRow>(
    rows.map((r) => [
      `${r.hotel_id}|${r.check_in}`,
      {
        prices: r.prices.map((line) => line.map((v) => (v === null ? null : Number(v)))),
        regionId: r.region_id,
        gradeLevel: r.grade_level,
        rating: r.rating === null ? null : Number(r.rating),
        reviewCount: r.review_count,
      },
    ]),
  );
}

export async function recomputedStayPrices(db: Executor): Promise<Map<string, StayRow>> {
  const hotels = await queryRows<HotelRow>(
    db,
    sql`select id, region_id, grade_level, rating, review_count, (status = 'ACTIVE' and deleted_at is null) as listable from hotels`,
  );
  const types = await queryRows<{ id: number; hotel_id: number; capacity: number }>(
    db,
    sql`select id, hotel_id, capacity from room_types where deleted_at is null`,
  );
  const rows = await queryRows<InventoryRow>(
    db,
    sql`select room_type_id, hotel_id, stay_date::text as stay_date, price,
               (status = 'OPEN' and allotment - booked >= 1) as sellable,
               min_stay, closed_to_arrival, closed_to_departure
        from room_inventory`,
  );
  return expectedStayPrices(hotels, types, rows);
}

/** Both, read while no write is running (the callers await their writes first). */
export async function storedAndExpectedStayPrices(db: Executor): Promise<{ stored: Map<string, StayRow>; expected: Map<string, StayRow> }> {
  const [stored, expected] = await Promise.all([storedStayPrices(db), recomputedStayPrices(db)]);
  return { stored, expected };
}

/**
 * search_stay_counts as stored (each group's rows summed, empty groups left out) and as counted from the stored
 * hotel_stay_prices, keyed `${checkIn}|${capacity}|${nights}|${regionId}`: equal whenever the count triggers are exact.
 */
export async function storedAndExpectedStayCounts(db: Executor): Promise<{ stored: Map<string, number>; expected: Map<string, number> }> {
  const read = async (query: ReturnType<typeof sql>) =>
    new Map(
      (await queryRows<{ check_in: string; capacity: number; nights: number; region_id: number; hotels: number }>(db, query)).map((r) => [
        `${r.check_in}|${r.capacity}|${r.nights}|${r.region_id}`,
        Number(r.hotels),
      ]),
    );
  const [stored, expected] = await Promise.all([
    read(sql`select check_in::text as check_in, capacity, nights, region_id, sum(hotels)::int as hotels
             from search_stay_counts group by 1, 2, 3, 4 having sum(hotels) <> 0`),
    read(sql`select sp.check_in::text as check_in, c.capacity, c.nights, sp.region_id, count(*)::int as hotels
             from hotel_stay_prices sp cross join lateral search_stay_cells(sp.prices) c group by 1, 2, 3, 4`),
  ]);
  return { stored, expected };
}
