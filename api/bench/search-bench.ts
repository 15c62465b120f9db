/**
 * `pnpm bench:search` — search performance on a 10,000-hotel world (issue 4 "Performance", issue 15 §1–2).
 *
 * 1. Opens the database DATABASE_URL names (PostgreSQL; the database is created when missing) or a file-backed
 *    PGlite under the OS temp folder, and builds the world there unless a fitting one is already present. The naive
 *    reference gets what a competent DBA would give it: a covering index on the daily stock.
 * 2. Starts the API twice, each in its own process: with its exact result cache and without it (SEARCH_CACHE_SIZE=0).
 *    Sends every search of the fixed mix once to each (warm-up, answers kept) and checks that every answer equals the
 *    naive query's (total, ids in order, prices) before anything is timed.
 * 3. Timed, interleaved: slices of --slice seconds take turns — API with cache, API without, naive reference — each
 *    with the same 16 connections, so all three see the same machine. The APIs get --duration seconds each; the naive
 *    side goes on until its p95 is stable (at least two passes over the mix, and the last slice moves it ≤ 5 %), up to
 *    three times the duration. Meanwhile a write mix runs against the API: --writes per second, half holds, half owner
 *    price edits, on the dates the mix searches; the cache's hit rate under those writes is counted from each answer's
 *    Server-Timing.
 * 4. Prints a report and, as the last line, one JSON object {hotels, rows, grids, p50, p95, rps, baselineP95, ratio, cached,
 *    uncached, writes} (milliseconds; ratio = API p95 / naive p95): the top-level figures are the cached API's, or the
 *    uncached one's with --no-cache; `cached` and `uncached` carry both, with their ratios.
 *
 * Options: --duration=<s> per API side (default 30), --slice=<s> (default 5), --connections=<n> (default 16),
 * --writes=<per second> (default 10; 0 = read-only), --rebuild (build the world again), --no-cache (see 4),
 * --api-only (no naive run, no JSON line), --no-grid (no in-memory stay grids: every search by the statement),
 * --soak=<s> (only the write mix for that long first: see search-soak.ts), --hotels=<n> (a smaller world, for trying the script itself quickly; the figures that count use the default 10,000).
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { businessToday, systemClock } from '../src/clock';
import { openDatabase, queryRows, type DatabaseTarget } from '../src/db/database';
import { startApiProcess, stopApiProcess } from './api-process';
import { startAutovacuumStandIn } from './autovacuum-stand-in';
import { buildSearchMix, MIX_HORIZON_DAYS, type MixSearch } from '../src/modules/search/search-mix.reference';
import { apiAnswers, assertApisAgree, assertNaiveAgrees } from './search-answers';
import { soakWrites, writesSeen } from './search-soak';
import { apiSlice, emptySamples, naiveSlice, p95Stable, summarise } from './search-load';
import { buildBenchWorld, readBenchMarker, worldFits, type BenchWorldSpec } from './search-world';
import { ensureWriteActors, startWriteMix, type WriteStats } from './search-writes';

const args = new Map(
  process.argv
    .slice(2)
    .filter((a) => a.startsWith('--'))
    .map((a) => {
      const [key, value] = a.slice(2).split('=');
      return [key!, value ?? 'true'] as const;
    }),
);
const WORLD: Omit<BenchWorldSpec, 'start'> = { hotels: Number(args.get('hotels') ?? 10_000), roomTypes: 4, days: 180 };
const durationSeconds = Number(args.get('duration') ?? 30);
const connections = Number(args.get('connections') ?? 16);
const sliceSeconds = Number(args.get('slice') ?? 5);
const writesPerSecond = Number(args.get('writes') ?? 10);
const soakSeconds = Number(args.get('soak') ?? 0);
const log = (line: string) => console.log(`[bench:search] ${line}`);

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

const NAIVE_COVERING_INDEX = `create index if not exists bench_naive_daily_stock
  on room_inventory (stay_date, room_type_id) include (hotel_id, price, status, allotment, booked)`;

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
    // The naive reference's index, as a competent DBA would add it for that query: the stay's nights of every room
    // type by date, covering what it reads, so it runs as an index-only scan instead of visiting the heap.
    const started = performance.now();
    await handle.db.execute(sql.raw(NAIVE_COVERING_INDEX));
    await handle.db.execute(sql`vacuum analyze room_inventory`);
    log(`naive's covering index and visibility map ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const [counts] = await queryRows<{ hotels: number; rows: number }>(
      handle.db,
      sql`select (select count(*) from hotels)::int as hotels, (select count(*) from room_inventory)::int as rows`,
    );
    return counts!;
  } finally {
    await handle.close();
  }
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
  const vacuum = databaseUrl ? await startAutovacuumStandIn(databaseUrl, log) : null;
  await vacuum?.catchUp();
  const mix = buildSearchMix(today);
  log(`mix: ${describeMix(mix)}`);

  // PGlite opens in one process only: there the API processes own the database and the naive side waits for them.
  const shared = !!databaseUrl;
  const secret = randomBytes(32).toString('hex');
  const database = databaseUrl ? { url: databaseUrl } : { dataDir: pgliteDir };
  // 20 bench members take every hold of the write mix: the per-member cap and creation rate (issue 13) would refuse
  // all but their first few, and the mix would stop writing.
  const appEnv = {
    JWT_SECRET: secret,
    HOLD_MAX_ACTIVE_PER_USER: '1000',
    HOLD_CREATE_RATE_MAX: '100000',
    // --no-grid: nationwide searches by the statement too, as before decision 0027.
    ...(args.has('no-grid') ? { SEARCH_GRID_SIZE: '0' } : {}),
  };
  const cached = await startApiProcess({ database, appEnv });
  const uncached = shared ? await startApiProcess({ database, appEnv: { ...appEnv, SEARCH_CACHE_SIZE: '0' } }) : null;
  const handle = shared ? await openDatabase(target) : null;
  const sides = { cached: emptySamples(), uncached: emptySamples(), naive: emptySamples() };
  let writes: WriteStats | null = null;
  try {
    const actors = handle && writesPerSecond > 0 ? await ensureWriteActors(handle.db, secret) : null;
    if (actors && soakSeconds > 0) {
      const soak = await soakWrites({
        base: cached.base,
        db: handle!.db,
        actors,
        mix,
        today,
        hotels: world.hotels,
        perSecond: writesPerSecond,
        seconds: soakSeconds,
        log,
      });
      log(
        `soak ${JSON.stringify({ ...soak, latencies: undefined, holdP95: latencyP95(soak.latencies.hold), priceEditP95: latencyP95(soak.latencies.priceEdit) })}`,
      );
    } else if (handle) {
      const seen = await writesSeen(handle.db);
      log(`since it was built the world has seen ${seen.holds} holds and ${seen.priceEdits} price edits of the bench`);
    }
    const answers = await apiAnswers(cached.base, mix);
    if (uncached) await assertApisAgree({ cached: cached.base, uncached: uncached.base }, mix, log, 'before the load');
    if (handle && !args.has('api-only')) await assertNaiveAgrees(handle, cached.base, mix, answers, log);
    const writer = actors && handle ? startWriteMix(cached.base, handle.db, actors, mix, today, writesPerSecond, world.hotels) : null;
    log(
      `timed: ${connections} connections, slices of ${sliceSeconds} s in turn, ${durationSeconds} s per API side; ${writer ? `${writesPerSecond} writes/s` : 'no writes'}`,
    );
    const cursors = { cached: { next: 0 }, uncached: { next: 0 }, naive: { next: 0 } };
    const naiveWanted = handle && !args.has('api-only');
    const maxNaiveSeconds = durationSeconds * 3;
    let lastNaiveSlice = 0;
    for (;;) {
      const apiLeft = sides.cached.seconds < durationSeconds || (!!uncached && sides.uncached.seconds < durationSeconds);
      const naiveLeft =
        !!naiveWanted &&
        sides.naive.seconds < maxNaiveSeconds &&
        (sides.naive.seconds < durationSeconds || !p95Stable(sides.naive.latencies, lastNaiveSlice, 2 * mix.length));
      if (!apiLeft && !naiveLeft) break;
      if (sides.cached.seconds < durationSeconds) await apiSlice(cached.base, mix, cursors.cached, connections, sliceSeconds, sides.cached);
      if (uncached && sides.uncached.seconds < durationSeconds)
        await apiSlice(uncached.base, mix, cursors.uncached, connections, sliceSeconds, sides.uncached);
      if (naiveLeft) {
        const before = sides.naive.latencies.length;
        await naiveSlice(handle!, mix, cursors.naive, connections, sliceSeconds, sides.naive);
        lastNaiveSlice = sides.naive.latencies.length - before;
      }
    }
    writes = writer ? await writer.stop() : null;
    // Still exact after the writes: the cached side (answers kept through the change log or recomputed) against the
    // uncached one, which matched the naive query before the load.
    if (writes && uncached) await assertApisAgree({ cached: cached.base, uncached: uncached.base }, mix, log, 'after the writes');
  } finally {
    await vacuum?.stop();
    await handle?.close();
    await stopApiProcess(cached.child);
    if (uncached) await stopApiProcess(uncached.child);
  }
  for (const [name, samples] of Object.entries(sides)) {
    if (samples.errors > 0) throw new Error(`${samples.errors} ${name} requests failed during the load`);
  }
  const cachedStats = summarise(sides.cached);
  const uncachedStats = summarise(sides.uncached);
  log(`API with cache    ${JSON.stringify(cachedStats)}`);
  if (uncached) log(`API without cache ${JSON.stringify(uncachedStats)}`);
  if (writes)
    log(
      `writes ${JSON.stringify({ ...writes, latencies: undefined, holdP95: latencyP95(writes.latencies.hold), priceEditP95: latencyP95(writes.latencies.priceEdit) })}`,
    );
  if (args.has('api-only') || !handle) {
    if (!handle) log('PGlite: one process at a time, so no naive reference and no uncached side here; use PostgreSQL for the figures');
    return;
  }
  const naiveStats = summarise(sides.naive);
  log(`naive ${JSON.stringify(naiveStats)} (${(sides.naive.latencies.length / mix.length).toFixed(1)} passes over the mix)`);
  const ratio = (p95: number) => Math.round((p95 / naiveStats.p95) * 1000) / 1000;
  const top = args.has('no-cache') ? uncachedStats : cachedStats;
  console.log(
    JSON.stringify({
      hotels: world.hotels,
      rows: world.rows,
      // Both APIs answer nationwide searches from in-memory stay grids unless --no-grid (decision 0027).
      grids: !args.has('no-grid'),
      p50: top.p50,
      p95: top.p95,
      rps: top.rps,
      baselineP95: naiveStats.p95,
      ratio: ratio(top.p95),
      cached: {
        p50: cachedStats.p50,
        p95: cachedStats.p95,
        rps: cachedStats.rps,
        ratio: ratio(cachedStats.p95),
        hitRate: cachedStats.hitRate ?? null,
        keptRate: cachedStats.keptRate ?? null,
      },
      uncached: { p50: uncachedStats.p50, p95: uncachedStats.p95, rps: uncachedStats.rps, ratio: ratio(uncachedStats.p95) },
      writes: writes && {
        perSecond: round2(writes.holds / writes.seconds + writes.priceEdits / writes.seconds),
        holds: writes.holds,
        priceEdits: writes.priceEdits,
        refused: writes.refused,
        errors: writes.errors,
        ...(writes.errors > 0 ? { errorStatuses: writes.errorStatuses } : {}),
        seconds: round2(writes.seconds),
        holdP95: latencyP95(writes.latencies.hold),
        priceEditP95: latencyP95(writes.latencies.priceEdit),
      },
    }),
  );
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const latencyP95 = (latencies: number[]) => summarise({ latencies, seconds: 1, errors: 0, outcomes: { hit: 0, kept: 0, miss: 0, off: 0 } }).p95;

await main();
