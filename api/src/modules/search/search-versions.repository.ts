import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/database';
import type { StayChange } from './search-cache-changes';
import { filterSets, hotelConditions, type HotelSearchCriteria } from './search-filters.repository';

/**
 * The versions of what a search for one check-in date reads (migrations 0007, 0019), bumped inside the writing
 * transaction from one never-reset sequence:
 * - global: any change of hotels, regions or hotel_amenities (or a bulk change of hotel_stay_prices);
 * - date: any change of a hotel_stay_prices row of that check-in, each recorded in search_stay_changes.
 * A date nobody has written yet reads 0.
 */
export interface SearchVersions {
  global: string;
  date: string;
}

export type VersionRow = { g: string | number | null; d: string | number | null };

export function versionsOf(row: VersionRow | undefined): SearchVersions | null {
  if (row?.g === null || row?.g === undefined) return null;
  return { global: String(row.g), date: String(row.d ?? 0) };
}

export const versionColumns = (checkIn: string) =>
  sql`(select version from search_global_version where id = 1) as g,
      (select version from search_date_versions where check_in = ${checkIn}::date) as d`;

/** null when the global row is missing: then nothing is cached. */
export async function readSearchVersions(db: Executor, checkIn: string): Promise<SearchVersions | null> {
  const [row] = await queryRows<VersionRow>(db, sql`select ${versionColumns(checkIn)}`);
  return versionsOf(row);
}

export interface StayChangesSince {
  versions: SearchVersions | null;
  /** False when changes after `since` were pruned from the log: the answer cannot be checked. */
  complete: boolean;
  changes: StayChange[];
}

/**
 * In one statement (one snapshot): the versions of the criteria's check-in date and every hotel whose stays at that
 * date changed after date version `since` and that passes the criteria's non-price filters, with its cheapest total
 * for the criteria's stay slot before its first change (the log's old prices) and now (hotel_stay_prices).
 */
export async function readStayChangesSince(db: Executor, c: HotelSearchCriteria, since: string): Promise<StayChangesSince> {
  const slot = (prices: ReturnType<typeof sql>) => sql`(${prices})[${c.capacity}::int][${c.nights}::int]`;
  const changed = sql`changed as (
    select distinct on (l.hotel_id) l.hotel_id, ${slot(sql`l.old_prices`)} as old_price
    from search_stay_changes l
    where l.check_in = ${c.checkIn}::date and l.version > ${since}::bigint
    order by l.hotel_id, l.version)`;
  const conditions = hotelConditions(c, sql`h`, sql`h.id`);
  const [row] = await queryRows<
    VersionRow & { floor: string | number | null; changes: [number, number | null, number | null, number, number | null, number][] | null }
  >(
    db,
    sql`with ${sql.join([...filterSets(c), changed], sql`, `)}
    select ${versionColumns(c.checkIn)},
      (select log_floor from search_date_versions where check_in = ${c.checkIn}::date) as floor,
      (select json_agg(json_build_array(ch.hotel_id, ch.old_price, ${slot(sql`sp.prices`)}, h.grade_level,
                                        case when h.review_count > 0 then h.rating end, h.review_count))
       from changed ch
       join hotels h on h.id = ch.hotel_id
       left join hotel_stay_prices sp on sp.hotel_id = ch.hotel_id and sp.check_in = ${c.checkIn}::date
       ${conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``}) as changes`,
  );
  const num = (value: number | string | null) => (value === null ? null : Number(value));
  return {
    versions: versionsOf(row),
    complete: BigInt(row?.floor ?? 0) <= BigInt(since),
    changes: (row?.changes ?? []).map(([hotelId, oldPrice, newPrice, gradeLevel, rating, reviewCount]) => ({
      hotelId: Number(hotelId),
      oldPrice: num(oldPrice),
      newPrice: num(newPrice),
      gradeLevel: Number(gradeLevel),
      rating: num(rating),
      reviewCount: Number(reviewCount),
    })),
  };
}

/**
 * Drops the change log's rows recorded more than `retentionSeconds` ago by the database's clock (the one that stamped
 * them), raising their dates' log floors; returns how many.
 */
export async function pruneStayChanges(db: Executor, retentionSeconds: number): Promise<number> {
  const [row] = await queryRows<{ dropped: number }>(
    db,
    sql`select search_prune_stay_changes(now() - make_interval(secs => ${retentionSeconds})) as dropped`,
  );
  return Number(row?.dropped ?? 0);
}

/**
 * Folds every group of search_stay_counts holding more than one row (the deltas writers added) into one row with their
 * sum; answers how many rows it folded. Concurrent writers' deltas stay beside the sum (migration 0020).
 */
export async function compactStayCounts(db: Executor): Promise<number> {
  const [row] = await queryRows<{ folded: number }>(db, sql`select search_compact_stay_counts() as folded`);
  return Number(row?.folded ?? 0);
}
