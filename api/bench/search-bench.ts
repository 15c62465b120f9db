/**
 * `pnpm bench:search` — search performance on a 10,000-hotel world (issue 4, "Performance").
 *
 * 1. Opens the database DATABASE_URL names (PostgreSQL; the database is created when missing) or a file-backed
 *    PGlite under the OS temp folder, and builds the world there unless a fitting one is already present.
 * 2. Starts the API in a child process and sends every search of the fixed mix once (warm-up, answers kept),
 *    then loads it with autocannon (16 connections) for --duration seconds.
 * 3. Runs the same mix as the naive reference query straight against the database with the same concurrency,
 *    after checking that every naive answer equals the API's (total, ids in order, prices).
 * 4. Prints a report and, as the last line, one JSON object {hotels, rows, p50, p95, rps, baselineP95, ratio}
 *    (milliseconds; ratio = API p95 / naive p95).
 *
 * Options: --duration=<s> (default 30), --connections=<n> (default 16), --rebuild (build the world again),
 * --no-cache (the API without its exact result cache: the queries alone),
 * --api-only (stop after the API load: no naive run, no JSON line), --hotels=<n> (a smaller world, for trying the
 * script itself quickly; the figures that count use the default 10,000).
 */
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { businessToday, systemClock } from '../src/clock';
import { openDatabase, queryRows, type DatabaseHandle, type DatabaseTarget } from '../src/db/database';
import { startApiProcess, stopApiProcess } from './api-process';
import { naiveSearchQuery } from './naive-search';
import { buildSearchMix, MIX_HORIZON_DAYS, searchPath, type MixSearch } from './search-mix';
import { buildBenchWorld, readBenchMarker, worldFits, type BenchWorldSpec } from './search-world';


const args = new Map(
  process.argv.slice(2).filter((a) => a.startsWith('--')).map((a) => {
    const [key, value] = a.slice(2).split('=');
    return [key!, value ?? 'true'] as const;
  }),
);
const WORLD: Omit<BenchWorldSpec, 'start'> = { hotels: Number(args.get('hotels') ?? 10_000), roomTypes: 4, days: 180 };
const durationSeconds = Number(args.get('duration') ?? 30);
const connections = Number(args.get('connections') ?? 16);
const log = (line: string) => console.log(`[bench:search] ${line}`);

interface Answer {
  total: number;
  items: { hotelId: number; startingFrom: number }[];
}

const round1 = (n: number) => Math.round(n * 10) / 10;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

function summarise(latencies: number[], seconds: number) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: round1(percentile(sorted, 0.5)),
    p95: round1(percentile(sorted, 0.95)),
    p99: round1(percentile(sorted, 0.99)),
    max: round1(sorted[sorted.length - 1] ?? NaN),
    rps: round1(sorted.length / seconds),
  };
}

async function ensurePostgresDatabase(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      log(`creating database ${name}`);
      await client.query(`create database "${name.replace(/"/g, '""')}"`);
    }
  } finally {
    await client.end();
  }
}

async function prepareWorld(target: DatabaseTarget, today: string): Promise<{ hotels: number; rows: number }> {
  const handle = await openDatabase(target);
  try {
    let marker = await readBenchMarker(handle.db);
    if (args.has('rebuild') || !worldFits(marker, WORLD, today, MIX_HORIZON_DAYS)) {
      log(`building the world: ${WORLD.hotels} hotels × ${WORLD.roomTypes} room types × ${WORLD.days} days`);
      marker = await buildBenchWorld(handle.db, { ...WORLD, start: today }, log);
      log(`built in ${marker.buildSeconds} s`);
    } else {
      log(`reusing the world built ${marker!.builtAt} (${marker!.rows} inventory rows)`);
      // A migration may just have rewritten the precomputed table: fresh statistics and visibility map, as
      // autovacuum would leave them on a server that has been up for a while.
      await handle.db.execute(sql`vacuum analyze hotel_stay_prices, hotels`);
    }
    const [counts] = await queryRows<{ hotels: number; rows: number }>(
      handle.db,
      sql`select (select count(*) from hotels)::int as hotels, (select count(*) from room_inventory)::int as rows`,
    );
    return counts!;
  } finally {
    await handle.close();
  }
}

/** Every search once, in order: warms the caches and keeps the answers for the comparison with the naive query. */
async function apiAnswers(base: string, mix: MixSearch[]): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (const search of mix) {
    const response = await fetch(base + searchPath(search));
    if (!response.ok) throw new Error(`${searchPath(search)} → ${response.status} ${await response.text()}`);
    const body = (await response.json()) as Answer;
    answers.push({ total: body.total, items: body.items.map((i) => ({ hotelId: i.hotelId, startingFrom: i.startingFrom })) });
  }
  return answers;
}

async function loadApi(base: string, mix: MixSearch[]): Promise<{ latencies: number[]; seconds: number; errors: number }> {
  const paths = mix.map(searchPath);
  let next = 0;
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        duration: durationSeconds,
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }) }],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) latencies.push(responseTime);
      else errors++;
    });
  });
  return { latencies, seconds: (performance.now() - started) / 1000, errors: errors + result.errors + result.timeouts };
}

function naiveAnswer(rows: { total: number; hotel_id: number | null; starting_from: number }[]): Answer {
  return {
    total: rows[0]?.total ?? 0,
    items: rows
      .filter((r) => r.hotel_id !== null)
      .map((r) => ({ hotelId: Number(r.hotel_id), startingFrom: Number(r.starting_from) })),
  };
}

/** Whole passes over the mix with `connections` workers until the duration is used (at least one pass). */
async function loadNaive(handle: DatabaseHandle, mix: MixSearch[]): Promise<{ latencies: number[]; seconds: number }> {
  const latencies: number[] = [];
  const started = performance.now();
  let passes = 0;
  do {
    let next = 0;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        for (let i = next++; i < mix.length; i = next++) {
          const t0 = performance.now();
          await handle.db.execute(naiveSearchQuery(mix[i]!));
          latencies.push(performance.now() - t0);
        }
      }),
    );
    passes++;
  } while ((performance.now() - started) / 1000 < durationSeconds);
  log(`naive: ${passes} pass(es) over the mix`);
  return { latencies, seconds: (performance.now() - started) / 1000 };
}

function describeMix(mix: MixSearch[]): string {
  const share = (f: (s: MixSearch) => boolean) => `${Math.round((mix.filter(f).length / mix.length) * 100)}%`;
  return [
    `${mix.length} searches`,
    `nationwide ${share((s) => !s.region && !s.q)}`,
    `region card ${share((s) => !!s.regionExact)}`,
    `typed region ${share((s) => !!s.region && !s.regionExact)}`,
    `q ${share((s) => !!s.q)}`,
    `with filters ${share((s) => !!(s.grades || s.ratingBands || s.amenityIds || s.priceMin !== undefined))}`,
    `nights 1-7 (mean ${(mix.reduce((a, s) => a + s.nights, 0) / mix.length).toFixed(1)})`,
    `later pages ${share((s) => s.offset > 0)}`,
  ].join(', ');
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  const pgliteDir = path.join(os.tmpdir(), 'hotel-search-bench-pglite');
  const target: DatabaseTarget = databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir: pgliteDir };
  log(databaseUrl ? `PostgreSQL ${new URL(databaseUrl).pathname.slice(1)}` : `PGlite at ${pgliteDir}`);
  if (databaseUrl) await ensurePostgresDatabase(databaseUrl);

  const today = businessToday(systemClock);
  const world = await prepareWorld(target, today);
  const mix = buildSearchMix(today);
  log(`mix: ${describeMix(mix)}`);

  const noCache = args.has('no-cache');
  log(noCache ? 'API without its result cache (--no-cache): every search runs its query' : 'API with its exact result cache (SEARCH_CACHE_SIZE)');
  const { child, base } = await startApiProcess({
    database: databaseUrl ? { url: databaseUrl } : { dataDir: pgliteDir },
    appEnv: noCache ? { SEARCH_CACHE_SIZE: '0' } : {},
  });
  let answers: Answer[];
  let api: Awaited<ReturnType<typeof loadApi>>;
  try {
    answers = await apiAnswers(base, mix);
    log(`API: ${connections} connections for ${durationSeconds} s`);
    api = await loadApi(base, mix);
  } finally {
    await stopApiProcess(child);
  }
  if (api.errors > 0) throw new Error(`${api.errors} API requests failed during the load`);
  const apiStats = summarise(api.latencies, api.seconds);
  log(`API   ${JSON.stringify(apiStats)}`);
  if (args.has('api-only')) return;

  const handle = await openDatabase(
    databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir: pgliteDir },
  );
  let naive: Awaited<ReturnType<typeof loadNaive>>;
  try {
    let differing = 0;
    for (const [i, search] of mix.entries()) {
      const expected = naiveAnswer(await queryRows(handle.db, naiveSearchQuery(search)));
      if (JSON.stringify(expected) !== JSON.stringify(answers[i])) {
        differing++;
        if (differing <= 3) log(`DIFFERENT ${searchPath(search)}\n  api   ${JSON.stringify(answers[i])}\n  naive ${JSON.stringify(expected)}`);
      }
    }
    if (differing > 0) throw new Error(`${differing} of ${mix.length} API answers differ from the naive query`);
    log(`all ${mix.length} API answers equal the naive query's (total, hotel ids in order, prices)`);
    log(`naive reference: ${connections} concurrent queries`);
    naive = await loadNaive(handle, mix);
  } finally {
    await handle.close();
  }

  const naiveStats = summarise(naive.latencies, naive.seconds);
  log(`naive ${JSON.stringify(naiveStats)}`);
  console.log(
    JSON.stringify({
      hotels: world.hotels,
      rows: world.rows,
      p50: apiStats.p50,
      p95: apiStats.p95,
      rps: apiStats.rps,
      baselineP95: naiveStats.p95,
      ratio: Math.round((apiStats.p95 / naiveStats.p95) * 1000) / 1000,
    }),
  );
}

await main();
