import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/database';

/**
 * The versions of what a search for one check-in date reads (migrations 0007, 0018), all bumped inside the writing
 * transaction from one never-reset sequence:
 * - global: any change of hotels, regions or hotel_amenities;
 * - date: any change of a hotel_stay_prices row of that check-in;
 * - membership: a change of that date that can alter which hotels are listed or their order under the non-price
 *   sorts (a row in or out, a stay becoming (un)sellable, a copied hotel column).
 * A date nobody has written yet reads 0 for both of its versions.
 */
export interface SearchVersions {
  global: string;
  date: string;
  membership: string;
}

type VersionRow = { g: string | number | null; d: string | number | null; m: string | number | null };

function versionsOf(row: VersionRow | undefined): SearchVersions | null {
  if (row?.g === null || row?.g === undefined) return null;
  return { global: String(row.g), date: String(row.d ?? 0), membership: String(row.m ?? 0) };
}

const versionColumns = (checkIn: string) =>
  sql`(select version from search_global_version where id = 1) as g,
      (select version from search_date_versions where check_in = ${checkIn}::date) as d,
      (select membership_version from search_date_versions where check_in = ${checkIn}::date) as m`;

/** null when the global row is missing: then nothing is cached. */
export async function readSearchVersions(db: Executor, checkIn: string): Promise<SearchVersions | null> {
  const [row] = await queryRows<VersionRow>(db, sql`select ${versionColumns(checkIn)}`);
  return versionsOf(row);
}

/**
 * The versions and, in the same snapshot (one statement), the current cheapest total of the stay slot (party
 * capacity, nights) for some hotels at that check-in: null for a hotel with no such stay.
 */
export async function readSlotPrices(
  db: Executor,
  checkIn: string,
  slot: { capacity: number; nights: number },
  hotelIds: readonly number[],
): Promise<{ versions: SearchVersions | null; prices: Map<number, number | null> }> {
  const [row] = await queryRows<VersionRow & { page: [number, string | number | null][] | null }>(
    db,
    sql`select ${versionColumns(checkIn)},
          (select json_agg(json_build_array(sp.hotel_id, sp.prices[${slot.capacity}::int][${slot.nights}::int]))
           from hotel_stay_prices sp
           where sp.check_in = ${checkIn}::date and sp.hotel_id = any(${`{${hotelIds.join(',')}}`}::int[])) as page`,
  );
  const prices = new Map<number, number | null>();
  for (const [hotelId, price] of row?.page ?? []) prices.set(Number(hotelId), price === null ? null : Number(price));
  return { versions: versionsOf(row), prices };
}
