/**
 * `pnpm bench:search-profile` — what one search statement costs, by kind of search, with nothing else running.
 *
 * Runs every search of the fixed mix (search-mix.reference.ts) through the repository's statement on one connection,
 * --rounds times (default 5), and keeps each search's fastest run: the statement's own cost (PostgreSQL plus the
 * driver), without HTTP, queueing or the cache. Prints p50/p95/mean over the mix, the mean per kind of search (scope,
 * amenity filters, sort) and the slowest searches, so a change to the statement shows where it helps.
 *
 * Needs the world `pnpm bench:search` builds: DATABASE_URL names that database (it refuses any other).
 */
import { businessToday, systemClock } from '../src/clock';
import { openDatabase } from '../src/db/database';
import { searchHotelCards, type HotelSearchCriteria } from '../src/modules/search/search.repository';
import { buildSearchMix, type MixSearch } from '../src/modules/search/search-mix.reference';
import { readBenchMarker } from './search-world';

const rounds = Number(process.argv.find((a) => a.startsWith('--rounds='))?.split('=')[1] ?? 5);
const log = (line: string) => console.log(`[bench:search-profile] ${line}`);

/** The criteria the search service derives from a mix entry (search.service.ts searchHotels). */
export function mixCriteria(s: MixSearch): HotelSearchCriteria {
  return {
    checkIn: s.checkIn,
    checkOut: s.checkOut,
    nights: s.nights,
    capacity: s.adults + Math.max(s.children - 2, 0),
    q: s.q,
    region: s.region,
    regionExact: !!s.regionExact,
    priceMin: s.priceMin,
    priceMax: s.priceMax,
    grades: s.grades ?? [],
    ratingBands: s.ratingBands ?? [],
    amenityIds: s.amenityIds ?? [],
    sort: s.sort,
    limit: s.limit,
    offset: s.offset,
  };
}

/**
 * nationwide | region card | typed region | typed text; filtered or not; and for unfiltered nationwide searches whether
 * the sort is by price or by a hotel column (the latter are counted: search.repository.ts isCountedSearch).
 */
function kindOf(s: MixSearch): string {
  const scope = s.q ? 'typed text' : s.region && s.regionExact ? 'region card' : s.region ? 'typed region' : 'nationwide';
  const filtered = s.grades || s.ratingBands || s.amenityIds || s.priceMin !== undefined || s.priceMax !== undefined;
  const sort = scope === 'nationwide' && !filtered ? (s.sort.startsWith('price') ? ', price sort' : ', hotel sort') : '';
  return `${scope}, ${filtered ? 'filtered' : 'unfiltered'}${sort}`;
}

const quantile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
const ms = (value: number) => value.toFixed(1);

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('set DATABASE_URL to the database pnpm bench:search built');
  const handle = await openDatabase({ kind: 'postgres', url, poolMax: 1 });
  try {
    const marker = await readBenchMarker(handle.db);
    if (!marker) throw new Error('no benchmark world in DATABASE_URL: run pnpm bench:search first');
    const mix = buildSearchMix(businessToday(systemClock));
    const best = mix.map(() => Number.POSITIVE_INFINITY);
    for (let round = 0; round < rounds; round++) {
      for (const [i, search] of mix.entries()) {
        const started = performance.now();
        await searchHotelCards(handle.db, mixCriteria(search));
        best[i] = Math.min(best[i]!, performance.now() - started);
      }
    }
    const sorted = [...best].sort((a, b) => a - b);
    log(`world: ${marker.hotels} hotels, ${marker.rows} inventory rows; ${mix.length} searches, best of ${rounds} rounds, one connection`);
    log(`statement p50 ${ms(quantile(sorted, 0.5))} · p95 ${ms(quantile(sorted, 0.95))} · max ${ms(sorted.at(-1) ?? 0)} · mean ${ms(mean(best))} ms`);
    const kinds = new Map<string, number[]>();
    mix.forEach((search, i) => kinds.set(kindOf(search), [...(kinds.get(kindOf(search)) ?? []), best[i]!]));
    for (const [kind, times] of [...kinds].sort(([a], [b]) => a.localeCompare(b))) {
      const share = (100 * times.length) / mix.length;
      log(`  ${kind.padEnd(36)} ${String(times.length).padStart(3)} searches (${share.toFixed(0).padStart(2)} %)  mean ${ms(mean(times))} ms`);
    }
    log('slowest:');
    const slowest = best
      .map((time, i) => ({ time, search: mix[i]! }))
      .sort((a, b) => b.time - a.time)
      .slice(0, 5);
    for (const { time, search } of slowest) log(`  ${ms(time)} ms  ${JSON.stringify(mixCriteria(search))}`);
  } finally {
    await handle.close();
  }
}

await main();
