import { and, asc, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/database';
import { queryPreparedRows } from '../../db/prepared-statements';
import { HOTEL_STAY_PRICE_MAX_NIGHTS, hotels, regions, roomInventory, roomTypes } from '../../db/schema';
import type { HotelCard, SearchSort, Suggestion } from './search.schemas';
import {
  amenityCondition,
  containsPattern,
  filterSets,
  hotelConditions,
  inList,
  keyContains,
  normaliseSearchText,
  regionsMatching,
  typedScopeOf,
  type HotelSearchCriteria,
} from './search-filters.repository';

export { normaliseSearchText, type HotelSearchCriteria };

const listable = and(eq(hotels.status, 'ACTIVE'), isNull(hotels.deletedAt));

export async function countListableHotels(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(hotels).where(listable);
  return row?.n ?? 0;
}

/**
 * Hotel cards ordered by id. startingFrom is the lowest OPEN price for `night` among room types with at least
 * one room left (SOLD_OUT is derived: allotment - booked = 0), or null when nothing is sellable that night.
 */
export function findHotelCards(db: Executor, night: string, limit: number, offset: number): Promise<HotelCard[]> {
  const startingFrom = sql<number | null>`(
    select min(${roomInventory.price}) from ${roomInventory}
    join ${roomTypes} on ${roomTypes.id} = ${roomInventory.roomTypeId} and ${roomTypes.deletedAt} is null
    where ${roomInventory.hotelId} = ${hotels.id}
      and ${roomInventory.stayDate} = ${night}
      and ${roomInventory.status} = 'OPEN'
      and ${roomInventory.allotment} - ${roomInventory.booked} > 0
  )`.mapWith(Number);
  return db
    .select({
      hotelId: hotels.id,
      name: hotels.name,
      coverImageUrl: hotels.coverImageUrl,
      startingFrom,
      address: hotels.address1,
      region: regions.name,
      gradeLevel: hotels.gradeLevel,
      // A hotel nobody has reviewed has no rating (not a rating of 0, which would read as '별로예요').
      rating: sql<number | null>`case when ${hotels.reviewCount} > 0 then ${hotels.rating} end`.mapWith(Number),
      reviewCount: hotels.reviewCount,
    })
    .from(hotels)
    .innerJoin(regions, eq(regions.id, hotels.regionId))
    .where(listable)
    .orderBy(asc(hotels.id))
    .limit(limit)
    .offset(offset);
}

const SORTS: Record<SearchSort, SQL> = {
  rating: sql`rating desc nulls last, hotel_id asc`,
  price_asc: sql`starting_from asc, hotel_id asc`,
  price_desc: sql`starting_from desc, hotel_id asc`,
  // NULLS LAST on columns that are never NULL, as their indexes are declared (hotel_stay_prices_grade_idx, …_reviews_idx).
  grade_desc: sql`grade_level desc nulls last, hotel_id asc`,
  reviews_desc: sql`review_count desc nulls last, hotel_id asc`,
};

/** The sorts whose order does not depend on the stay's price: each has an index on hotel_stay_prices (check_in, key, hotel_id). */
const INDEXED_SORTS: ReadonlySet<SearchSort> = new Set(['rating', 'grade_desc', 'reviews_desc']);

/**
 * A nationwide search without filters: its total is read from search_stay_counts instead of counted over every hotel of
 * the date. Sorted by a hotel column, its page is read from the sort's index, stopping after the page; sorted by price,
 * the date is read once into a top-N sort, without keeping every row for a count.
 */
function isCountedSearch(c: HotelSearchCriteria): boolean {
  const filtered =
    c.q || c.region || c.priceMin !== undefined || c.priceMax !== undefined || c.grades.length || c.ratingBands.length || c.amenityIds.length;
  return c.nights <= HOTEL_STAY_PRICE_MAX_NIGHTS && !filtered;
}

/**
 * The page walks the sort's index while the stay's hotels are at least 1 in COUNTED_PAGE_SPREAD of the rows it passes on
 * average, i.e. while the total is at least COUNTED_PAGE_SPREAD × (offset + limit) (at most ~COUNTED_PAGE_SPREAD × that
 * many rows read, each with a heap visit for its prices); a rarer stay is listed by the date's range scan instead.
 */
const COUNTED_PAGE_SPREAD = 20;

/**
 * One query: hotels that pass the filters with the cheapest sellable total of the stay → price filter → count and
 * one sorted page, whose hotels alone are joined for their card texts. Ties always break on hotel id so pages are
 * stable. Stays up to HOTEL_STAY_PRICE_MAX_NIGHTS read hotel_stay_prices: one index-only range scan over the
 * check-in date (prices and the hotel's filter and sort columns in the index), kept exact by triggers. Longer stays
 * aggregate room_inventory per room type of the candidate hotels through its primary key. Both honour the stay
 * restrictions (docs/decisions/0016): arrival row's min_stay and closed_to_arrival, check-out row's
 * closed_to_departure. docs/performance.md.
 */
export async function searchHotelCards(db: Executor, c: HotelSearchCriteria): Promise<{ total: number; items: HotelCard[] }> {
  const priceFilters: SQL[] = [];
  if (c.priceMin !== undefined) priceFilters.push(sql`starting_from >= ${c.priceMin}`);
  if (c.priceMax !== undefined) priceFilters.push(sql`starting_from <= ${c.priceMax}`);

  let listed: SQL | undefined;
  let counted: SQL | undefined;
  if (c.nights <= HOTEL_STAY_PRICE_MAX_NIGHTS) {
    const price = sql`sp.prices[${c.capacity}::int][${c.nights}::int]`;
    // Amenities are tested on the date's rows, never the other way round: the fenced subquery (offset 0) keeps the
    // date's index-only range scan whole, and each amenity's semi-join is applied to its rows (amenityCondition).
    const conditions = [
      sql`sp.check_in = ${c.checkIn}::date`,
      sql`${price} is not null`,
      ...hotelConditions(c, sql`sp`, sql`sp.hotel_id`, { amenities: false, typedScope: false }),
    ];
    const stayRows = (part?: SQL) => sql`
        select sp.hotel_id, sp.grade_level, sp.rating, sp.review_count, (${price})::int as starting_from
        from hotel_stay_prices sp
        where ${sql.join(part ? [...conditions, part] : conditions, sql` and `)}`;
    if (isCountedSearch(c)) {
      const byIndex = sql`(select total from counted) >= ${COUNTED_PAGE_SPREAD * (c.offset + c.limit)}`;
      counted = sql`counted as (
        select coalesce(sum(n.hotels), 0)::int as total from search_stay_counts n
        where n.check_in = ${c.checkIn}::date and n.capacity = ${c.capacity} and n.nights = ${c.nights}
      )`;
      listed = INDEXED_SORTS.has(c.sort)
        ? sql`listed as (
        select * from (${stayRows(byIndex)} order by ${SORTS[c.sort]} limit ${c.limit} offset ${c.offset}) walked
        union all
        -- offset 0 fences the range scan: a rare stay's few hotels are sorted, not sought along the sort's index.
        select * from (select * from (${stayRows(sql`not ${byIndex}`)} offset 0) rare order by ${SORTS[c.sort]} limit ${c.limit} offset ${c.offset}) ranged
      )`
        : sql`listed as (${stayRows()} order by ${SORTS[c.sort]} limit ${c.limit} offset ${c.offset})`;
    }
    const scope = typedScopeOf(c);
    const outer = [...priceFilters, ...(c.amenityIds.length > 0 ? [amenityCondition(c, sql`s.hotel_id`)] : [])];
    listed ??= sql`listed as (
      select * from (
        ${
          scope
            ? sql`${stayRows(sql`sp.region_id in ${regionsMatching(scope.pattern)}`)}
        union all
        ${stayRows(sql`sp.hotel_id in (select id from ${scope.set})`)}`
            : stayRows()
        }
        offset 0
      ) s
      ${outer.length > 0 ? sql`where ${sql.join(outer, sql` and `)}` : sql``}
    )`;
  } else {
    const conditions = [sql`h.status = 'ACTIVE'`, sql`h.deleted_at is null`, ...hotelConditions(c, sql`h`, sql`h.id`)];
    listed = sql`candidate as materialized (
      select h.id, h.grade_level, case when h.review_count > 0 then h.rating end as rating, h.review_count
      from hotels h
      where ${sql.join(conditions, sql` and `)}
    ),
    sellable as (
      select rt.hotel_id, sum(inv.price) as total
      from room_types rt
      join candidate ch on ch.id = rt.hotel_id
      join room_inventory inv on inv.room_type_id = rt.id
       and inv.stay_date >= ${c.checkIn}::date and inv.stay_date < ${c.checkOut}::date
      where rt.deleted_at is null and rt.capacity >= ${c.capacity}
        and not exists (
          select 1 from room_inventory dep
          where dep.room_type_id = rt.id and dep.stay_date = ${c.checkOut}::date and dep.closed_to_departure)
      group by rt.id, rt.hotel_id
      having count(*) = ${c.nights} and min(inv.allotment - inv.booked) >= 1 and bool_and(inv.status = 'OPEN')
        and bool_and(inv.stay_date <> ${c.checkIn}::date or (inv.min_stay <= ${c.nights} and not inv.closed_to_arrival))
    ),
    listed as (
      select * from (
        select ch.id as hotel_id, ch.grade_level, ch.rating, ch.review_count, s.starting_from
        from (select hotel_id, min(total)::int as starting_from from sellable group by hotel_id) s
        join candidate ch on ch.id = s.hotel_id
      ) s
      ${priceFilters.length > 0 ? sql`where ${sql.join(priceFilters, sql` and `)}` : sql``}
    )`;
  }

  // Prepared: planning this statement is ~0.5 ms of its cost, and its shapes are few (db/prepared-statements.ts).
  const rows = await queryPreparedRows<{
    total: number;
    hotel_id: number | null;
    name: string;
    cover_image_url: string | null;
    starting_from: number;
    address: string;
    region: string;
    grade_level: number;
    rating: string | number | null;
    review_count: number;
  }>(
    db,
    sql`
    with ${sql.join([...filterSets(c), ...(counted ? [counted] : []), listed], sql`, `)}
    select t.total, p.*
    from ${counted ? sql`counted` : sql`(select count(*)::int as total from listed)`} t
    left join lateral (
      select l.hotel_id, h.name, h.cover_image_url, h.address1 as address, r.name as region, l.grade_level, l.rating,
             l.review_count, l.starting_from
      from ${counted ? sql`listed` : sql`(select * from listed order by ${SORTS[c.sort]} limit ${c.limit} offset ${c.offset})`} l
      join hotels h on h.id = l.hotel_id
      join regions r on r.id = h.region_id
      order by ${SORTS[c.sort]}
    ) p on true`,
  );
  const total = rows[0]?.total ?? 0;
  const items: HotelCard[] = rows
    .filter((row) => row.hotel_id !== null)
    .map((row) => ({
      hotelId: row.hotel_id!,
      name: row.name,
      coverImageUrl: row.cover_image_url,
      startingFrom: Number(row.starting_from),
      address: row.address,
      region: row.region,
      gradeLevel: Number(row.grade_level),
      rating: row.rating === null ? null : Number(row.rating),
      reviewCount: Number(row.review_count),
    }));
  return { total, items };
}

/**
 * Hotels whose name, region or address contains the text (whitespace and case ignored); name prefixes first. Reads the
 * stored keys: the hotels found through text_grams' index (keyContains) or by the region's index, never every hotel
 * (72-90 → 1-8 ms a keystroke on the 10,000-hotel world).
 */
export async function suggestHotels(db: Executor, text: string, limit: number): Promise<Suggestion[]> {
  const needle = normaliseSearchText(text);
  const pattern = containsPattern(needle);
  const prefix = `${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await queryRows<{ hotel_id: number; name: string; region: string; address: string }>(
    db,
    sql`
    select h.id as hotel_id, h.name, r.name as region, h.address1 as address
    from hotels h join regions r on r.id = h.region_id
    where h.status = 'ACTIVE' and h.deleted_at is null
      -- = any(array(…)): an index condition, so the two arms are one BitmapOr of the two indexes.
      and (${keyContains(needle, 'name or address')} or h.region_id = any(array${regionsMatching(pattern)}))
    order by case when h.name_key like ${prefix} then 0 when h.name_key like ${pattern} then 1 else 2 end, h.id
    limit ${limit}`,
  );
  return rows.map((row) => ({ hotelId: row.hotel_id, name: row.name, region: row.region, address: row.address }));
}

/** Lowest OPEN single-night price from `from` on with a room left, per hotel; hotels with none are absent. */
export async function minPrices(db: Executor, hotelIds: number[], from: string): Promise<Map<number, number>> {
  const rows = await queryRows<{ hotel_id: number; price: number }>(
    db,
    sql`
    select inv.hotel_id, min(inv.price)::int as price
    from room_inventory inv
    join room_types rt on rt.id = inv.room_type_id and rt.deleted_at is null
    join hotels h on h.id = inv.hotel_id and h.status = 'ACTIVE' and h.deleted_at is null
    where inv.hotel_id in (${inList(hotelIds)}) and inv.stay_date >= ${from}::date
      and inv.status = 'OPEN' and inv.allotment - inv.booked >= 1
    group by inv.hotel_id`,
  );
  return new Map(rows.map((row) => [Number(row.hotel_id), Number(row.price)]));
}
