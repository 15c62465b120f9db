import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from '../../db/database';
import { queryPreparedRows } from '../../db/prepared-statements';
import type { GridKey, GridRow, HotelDirectory } from './search-grid';
import { readSearchVersions, versionColumns, versionsOf, type SearchVersions, type VersionRow } from './search-versions.repository';

// What the in-memory stay grids read (search-grid.ts, docs/decisions/0027): a date's rows for one stay slot, the
// changes since a grid's date version, and the hotels' card texts and amenities; each with the versions of its snapshot.

const snapshot = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;
const num = (value: string | number | null) => (value === null ? null : Number(value));
const slot = (key: GridKey) => sql`(sp.prices[${key.capacity}::int][${key.nights}::int])::float8`;

type GridColumns = [number[], (number | null)[], number[], (number | null)[], number[]];

/**
 * Every hotel_stay_prices row of the key's check-in date in hotel id order, and the versions of the same snapshot. The
 * rows come as one JSON text of five columns, unsorted (10k rows: ~10 ms, against ~30 ms as sorted rows).
 */
export async function loadStayGrid(db: Database, key: GridKey): Promise<{ versions: SearchVersions | null; rows: GridRow[] }> {
  return db.transaction(async (tx) => {
    const versions = await readSearchVersions(tx, key.checkIn);
    const [found] = await queryRows<{ columns: string | null }>(
      tx,
      sql`select json_build_array(array_agg(sp.hotel_id), array_agg(${slot(key)}), array_agg(sp.grade_level), array_agg(sp.rating),
                                  array_agg(sp.review_count))::text as columns
          from hotel_stay_prices sp where sp.check_in = ${key.checkIn}::date`,
    );
    const [hotelIds, prices, grades, ratings, reviews] = JSON.parse(found?.columns ?? '[[],[],[],[],[]]') as GridColumns;
    const rows = (hotelIds ?? []).map((hotelId, i) => ({
      hotelId,
      price: prices?.[i] ?? null,
      gradeLevel: grades![i]!,
      rating: ratings?.[i] ?? null,
      reviewCount: reviews![i]!,
    }));
    return { versions, rows: rows.sort((a, b) => a.hotelId - b.hotelId) };
  }, snapshot);
}

export interface GridChanges {
  versions: SearchVersions | null;
  /** False when changes after `since` were pruned from the log: the grid must be read again. */
  complete: boolean;
  changed: { hotelId: number; row: GridRow | null }[];
}

type ChangeTuple = [number, boolean, number | null, number, number | null, number];

/**
 * In one statement (one snapshot): the versions of the key's check-in date and the current row for the key's stay slot
 * of every hotel whose stays at that date changed after date version `since` (row null: it has none any more).
 */
export async function readGridChanges(db: Executor, key: GridKey, since: string): Promise<GridChanges> {
  const [row] = await queryPreparedRows<VersionRow & { floor: string | null; changes: ChangeTuple[] | null }>(
    db,
    sql`with changed as (
      select distinct l.hotel_id from search_stay_changes l where l.check_in = ${key.checkIn}::date and l.version > ${since}::bigint)
    select ${versionColumns(key.checkIn)},
      (select log_floor from search_date_versions where check_in = ${key.checkIn}::date)::text as floor,
      (select json_agg(json_build_array(ch.hotel_id, sp.hotel_id is not null, ${slot(key)}, sp.grade_level, sp.rating, sp.review_count))
       from changed ch
       left join hotel_stay_prices sp on sp.hotel_id = ch.hotel_id and sp.check_in = ${key.checkIn}::date) as changes`,
  );
  return {
    versions: versionsOf(row),
    complete: BigInt(row?.floor ?? 0) <= BigInt(since),
    changed: (row?.changes ?? []).map(([hotelId, present, price, gradeLevel, rating, reviewCount]) => ({
      hotelId: Number(hotelId),
      row: present
        ? { hotelId: Number(hotelId), price: num(price), gradeLevel: Number(gradeLevel), rating: num(rating), reviewCount: Number(reviewCount) }
        : null,
    })),
  };
}

/** Every hotel's card texts and amenities, with the global version of the same snapshot. */
export async function loadHotelDirectory(db: Database): Promise<HotelDirectory | null> {
  return db.transaction(async (tx) => {
    const [version] = await queryRows<{ g: string | null }>(tx, sql`select version::text as g from search_global_version where id = 1`);
    const hotelRows = await queryRows<{ id: number; name: string; cover_image_url: string | null; address: string; region: string }>(
      tx,
      sql`select h.id, h.name, h.cover_image_url, h.address1 as address, r.name as region from hotels h join regions r on r.id = h.region_id`,
    );
    const amenityRows = await queryRows<{ amenity_id: number; hotel_ids: number[] }>(
      tx,
      sql`select amenity_id, array_agg(hotel_id) as hotel_ids from hotel_amenities group by amenity_id`,
    );
    if (!version?.g) return null;
    return {
      globalVersion: version.g,
      cards: new Map(hotelRows.map((h) => [Number(h.id), { name: h.name, coverImageUrl: h.cover_image_url, address: h.address, region: h.region }])),
      amenities: new Map(amenityRows.map((a) => [Number(a.amenity_id), new Set(a.hotel_ids.map(Number))])),
    };
  }, snapshot);
}
