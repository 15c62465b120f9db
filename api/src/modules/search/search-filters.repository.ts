import { sql, type SQL } from 'drizzle-orm';
import type { SearchSort } from './search.schemas';

// The filter side of the search statement (search.repository.ts): the criteria, and the conditions and sets a search's
// filters add. search-versions.repository.ts reads the same conditions to tell which cached answers a change reaches.

export interface HotelSearchCriteria {
  checkIn: string;
  checkOut: string;
  nights: number;
  /** Smallest room capacity that fits the party. */
  capacity: number;
  q?: string | undefined;
  region?: string | undefined;
  regionExact: boolean;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  grades: number[];
  ratingBands: number[];
  amenityIds: number[];
  sort: SearchSort;
  limit: number;
  offset: number;
}

/** `%text%` for LIKE with the wildcards of the text escaped (backslash is the default escape). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Lower-cased, whitespace removed: '서울 호텔' finds '서울호텔' and the other way round. */
export function normaliseSearchText(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/\s+/g, '');
}

export const normalised = (column: SQL) => sql`regexp_replace(lower(${column}), '\\s+', '', 'g')`;

export const inList = (values: number[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * The distinct pairs of adjacent characters (code points, as PostgreSQL counts them) of a normalised text: what
 * hotels.text_grams holds for the name and address keys (search_text_grams, migration 0021). Empty below two characters.
 */
export function textGrams(needle: string): string[] {
  const chars = Array.from(needle);
  return [...new Set(chars.slice(1).map((char, i) => chars[i]! + char))];
}

/**
 * Hotels whose name or address key contains the normalised text. A text of two characters or more first takes, through
 * the GIN index on text_grams, the hotels having all its pairs (a necessary condition: the pairs of the two keys are
 * kept apart); LIKE then tells which of those contain it. Normalised texts have no whitespace, so a space joins the pairs.
 */
export function keyContains(needle: string, keys: 'name or address' | 'address'): SQL {
  const pattern = containsPattern(needle);
  const like = keys === 'address' ? sql`h.address_key like ${pattern}` : sql`(h.name_key like ${pattern} or h.address_key like ${pattern})`;
  const grams = textGrams(needle);
  return grams.length > 0 ? sql`h.text_grams @> string_to_array(${grams.join(' ')}, ' ') and ${like}` : like;
}

/** Regions whose official or short name contains the pattern (17 rows: cheaper than testing every hotel's). */
export const regionsMatching = (pattern: string) =>
  sql`(select r2.id from regions r2 where ${normalised(sql`r2.name`)} like ${pattern} or ${normalised(sql`r2.short_name`)} like ${pattern})`;

/**
 * The hotel filters on a row source `t` with region_id, grade_level, rating, review_count and the hotel id in `id`:
 * hotels itself (longer stays) or hotel_stay_prices, which carries copies of those columns. Text filters read the
 * MATERIALIZED CTEs text_hotels and address_hotels (see below); amenities are one semi-join each. `amenities: false`
 * leaves them to the caller.
 */
export function hotelConditions(
  c: HotelSearchCriteria,
  t: SQL,
  id: SQL,
  options: { amenities: boolean; typedScope?: boolean } = { amenities: true },
): SQL[] {
  const conditions: SQL[] = [];
  // typedScope false: the caller reads the typed scope itself, as two ranges (typedScopeOf).
  const scope = options.typedScope === false ? typedScopeOf(c) : null;
  if (c.q && !scope) {
    const pattern = containsPattern(normaliseSearchText(c.q));
    conditions.push(sql`(${t}.region_id in ${regionsMatching(pattern)} or ${id} in (select id from text_hotels))`);
  }
  if (c.region) {
    // A scalar (names are unique): an index condition on hotel_stay_prices_search_idx (check_in, region_id, ...).
    if (c.regionExact) conditions.push(sql`${t}.region_id = (select r2.id from regions r2 where r2.name = ${c.region})`);
    else if (!scope) {
      const pattern = containsPattern(normaliseSearchText(c.region));
      conditions.push(sql`(${t}.region_id in ${regionsMatching(pattern)} or ${id} in (select id from address_hotels))`);
    }
  }
  if (c.grades.length > 0) conditions.push(sql`${t}.grade_level in (${inList(c.grades)})`);
  if (c.ratingBands.length > 0) {
    const bands = c.ratingBands.map((n) => (n >= 4 ? sql`${t}.rating >= 4` : sql`(${t}.rating >= ${n} and ${t}.rating < ${n + 1})`));
    conditions.push(sql`${t}.review_count > 0 and (${sql.join(bands, sql` or `)})`);
  }
  if (options.amenities && c.amenityIds.length > 0) conditions.push(amenityCondition(c, id));
  return conditions;
}

/**
 * Every amenity asked for, one semi-join each: the planner estimates each from hotel_amenities' statistics (thousands
 * of hotels for a common amenity). A grouped "having count(*) = n" set was estimated at a few dozen hotels, so the
 * planner drove the search from it and probed or rescanned the date's rows once per hotel (0.1-3 s).
 */
export const amenityCondition = (c: HotelSearchCriteria, id: SQL) =>
  sql.join(
    c.amenityIds.map((amenityId) => sql`${id} in (select ha.hotel_id from hotel_amenities ha where ha.amenity_id = ${amenityId})`),
    sql` and `,
  );

/**
 * The CTEs the text filters read: hotels whose text matches, leaving out those of a region the text names (the region
 * condition beside each set already takes them), so the set holds only the few hotels found by their text alone.
 * MATERIALIZED fences the plan: each is computed once. Text filters compare the stored name_key/address_key columns
 * instead of normalising every hotel's text, and only on the hotels text_grams' index leaves (keyContains).
 */
export function filterSets(c: HotelSearchCriteria): SQL[] {
  const sets: SQL[] = [];
  if (c.q) {
    const needle = normaliseSearchText(c.q);
    sets.push(sql`text_hotels as materialized (
      select h.id from hotels h
      where ${keyContains(needle, 'name or address')} and h.region_id not in ${regionsMatching(containsPattern(needle))})`);
  }
  if (c.region && !c.regionExact) {
    const needle = normaliseSearchText(c.region);
    sets.push(sql`address_hotels as materialized (
      select h.id from hotels h where ${keyContains(needle, 'address')} and h.region_id not in ${regionsMatching(containsPattern(needle))})`);
  }
  return sets;
}

/**
 * A search typed as one text (a place or brand, or a region not picked from the cards): its hotels are those of the
 * regions the text names plus the set found by text alone (filterSets). The stay branch reads them as two disjoint
 * parts — the regions' index range and the set's hotels by key — instead of testing every hotel of the date.
 */
export function typedScopeOf(c: HotelSearchCriteria): { pattern: string; set: SQL } | null {
  if (c.q && !c.region) return { pattern: containsPattern(normaliseSearchText(c.q)), set: sql`text_hotels` };
  if (c.region && !c.regionExact && !c.q) return { pattern: containsPattern(normaliseSearchText(c.region)), set: sql`address_hotels` };
  return null;
}
