/**
 * `pnpm bench:search-profile` — what one search statement costs, by kind of search, with nothing else running.
 *
 * Runs every search of the fixed mix (search-mix.reference.ts) through the repository's statement on one connection,
 * --rounds times (default 5), and keeps each search's fastest run: the statement's own cost (PostgreSQL plus the
 * driver), without HTTP, queueing or the cache. Prints p50/p95/mean over the mix, the mean per kind of search (scope,
 * amenity filters, sort) and the slowest searches, so a change to the statement shows where it helps.
 *
 * Then the same for the nationwide searches through the in-memory stay grids (search-grid-store.ts, decision 0027):
 * what reading the hotel directory and a grid costs the first time, and what a search from a current grid costs (the
 * small statement reading the versions and changes, then the scan in memory).
 *
 * Needs the world `pnpm bench:search` builds: DATABASE_URL names that database (it refuses any other).
 */
import { businessToday, systemClock } from '../src/clock';
import { openDatabase } from '../src/db/database';
import { searchHotelCards, type HotelSearchCriteria } from '../src/modules/search/search.repository';
import { buildSearchMix, type MixSearch } from '../src/modules/search/search-mix.reference';
import { HOTEL_STAY_PRICE_MAX_NIGHTS } from '../src/db/schema';
import type { Database } from '../src/db/database';
import { StayGridStore } from '../src/modules/search/search-grid-store';
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

/** The nationwide searches of the mix through a store of stay grids: first searches (reading grids) and current ones. */
async function profileGrids(db: Database, mix: MixSearch[]): Promise<void> {
  const nationwide = mix.map(mixCriteria).filter((c) => StayGridStore.answers(c, HOTEL_STAY_PRICE_MAX_NIGHTS));
  const store = new StayGridStore(db, nationwide.length);
  const memoryBefore = process.memoryUsage();
  const first: number[] = [];
  const best = nationwide.map(() => Number.POSITIVE_INFINITY);
  for (let round = 0; round <= rounds; round++) {
    for (const [i, c] of nationwide.entries()) {
      const loads = store.stats.gridLoads + store.stats.directoryLoads;
      const started = performance.now();
      if (!(await store.search(c))) throw new Error(`no answer from the grid: ${JSON.stringify(c)}`);
      const took = performance.now() - started;
      if (store.stats.gridLoads + store.stats.directoryLoads > loads) first.push(took);
      else best[i] = Math.min(best[i]!, took);
    }
  }
  const sorted = [...best].sort((a, b) => a - b);
  const firstSorted = [...first].sort((a, b) => a - b);
  const memoryAfter = process.memoryUsage();
  const mb = (key: 'heapUsed' | 'arrayBuffers') => ((memoryAfter[key] - memoryBefore[key]) / 2 ** 20).toFixed(1);
  log(`grids: ${nationwide.length} nationwide searches, ${store.size} grids (${store.stats.directoryLoads} directory read)`);
  log(`  memory: ${mb('arrayBuffers')} MB of typed arrays, heap ${mb('heapUsed')} MB more (the directory, and garbage not yet collected)`);
  log(`  a search reading its grid: p50 ${ms(quantile(firstSorted, 0.5))} · max ${ms(firstSorted.at(-1) ?? 0)} ms (${first.length} searches)`);
  log(`  a search from a current grid: p50 ${ms(quantile(sorted, 0.5))} · p95 ${ms(quantile(sorted, 0.95))} · mean ${ms(mean(best))} ms`);
}

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
    await profileGrids(handle.db, mix);
  } finally {
    await handle.close();
  }
}

await main();
