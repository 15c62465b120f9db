/**
 * `pnpm bench:holds` — hold creation under contention, over HTTP (issue 5 "Reliability", issue 15 §4).
 *
 * Starts the API on a small seeded world — on PostgreSQL as `--instances` separate server processes sharing one
 * database (bench-server.ts, one per process: the load generator never shares their event loop); on PGlite, which
 * one process alone can open, as one instance inside this process — then runs rounds: each round opens
 * `allotment` rooms on a fresh 2-night stay of one room type and fires `size` simultaneous
 * POST /api/reservations/hold at it from different members, spread over the instances. Every answer must be 201 or
 * 409; exactly `allotment` holds must win per round. Rounds are run for every size of `--sizes`, `--rounds` each,
 * and latency is reported per size. At the end it counts oversold nights — nights where booked exceeds the
 * allotment or disagrees with the ACTIVE holds covering it — which must be 0.
 *
 * Database: BENCH_DATABASE_URL (or DATABASE_URL), a PostgreSQL server URL — a temporary database is created
 * there and dropped afterwards; without it, an in-memory PGlite.
 * Options: --sizes=<n,n,…> (default 16,64,128; --concurrency=<n> = one size), --rounds=<n> per size (default 20),
 * --allotment=<n> (default 3), --instances=<n> (default 1; more needs PostgreSQL).
 * Prints a report and, as the last line, one JSON object
 * {database, instances, processes, rounds, sizes, allotment, requests, holds, holdsPerSecond, requestsPerSecond,
 *  p50Ms, p95Ms, p99Ms, bySize: [{size, rounds, requests, p50Ms, p95Ms, p99Ms, wrongRounds}], errors, wrongRounds,
 *  oversoldNights}.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { build } from '../src/build';
import { addDays, businessToday, systemClock } from '../src/clock';
import { openDatabase, queryRows, type Database } from '../src/db/database';
import { roomInventory, roomTypes } from '../src/db/schema';
import { createTemporaryDatabase } from '../src/db/test-database';
import { AccessTokens } from '../src/modules/auth/token.service';
import { startApiProcess, stopApiProcess } from './api-process';

const args = new Map(
  process.argv
    .slice(2)
    .filter((a) => a.startsWith('--'))
    .map((a) => {
      const [key, value] = a.slice(2).split('=');
      return [key!, value ?? 'true'] as const;
    }),
);
const sizes = (args.get('sizes') ?? args.get('concurrency') ?? '16,64,128')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const roundsPerSize = Number(args.get('rounds') ?? 20);
const allotment = Number(args.get('allotment') ?? 3);
const instances = Math.max(1, Number(args.get('instances') ?? 1));
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const log = (line: string) => console.log(`[bench:holds] ${line}`);
const NIGHTS = 2;
const SEED_HOTELS = 20;
// All load comes from one address (the per-client limits would refuse most of it), and 30 members take every room
// of every round: the per-member cap and creation rate (issue 13) would refuse most of them. This measures room
// contention, not those limits.
const JWT_SECRET = randomBytes(32).toString('hex');
const APP_ENV = {
  RATE_LIMIT_ENABLED: 'false',
  HOLD_MAX_ACTIVE_PER_USER: '1000',
  HOLD_CREATE_RATE_MAX: '100000',
  JWT_SECRET,
};
const MEMBERS = Array.from({ length: 30 }, (_, i) => i + 3);

if (instances > 1 && !serverUrl) throw new Error('--instances=2 needs PostgreSQL: set BENCH_DATABASE_URL');

interface Cluster {
  kind: 'PostgreSQL' | 'PGlite';
  processes: number;
  bases: string[];
  /** This process's own connection, for setting up rounds and counting oversold nights. */
  db: Database;
  close(): Promise<void>;
}

/** PostgreSQL: `instances` server processes on one temporary database; the first migrates and seeds it. */
async function postgresCluster(url: string): Promise<Cluster> {
  const temporary = await createTemporaryDatabase(url);
  const processes: Awaited<ReturnType<typeof startApiProcess>>[] = [];
  const closeAll = async () => {
    for (const p of processes) await stopApiProcess(p.child);
    await temporary.drop().catch(() => undefined);
  };
  try {
    processes.push(await startApiProcess({ database: { url: temporary.url }, seedHotels: SEED_HOTELS, appEnv: APP_ENV }));
    for (let i = 1; i < instances; i++) processes.push(await startApiProcess({ database: { url: temporary.url }, appEnv: APP_ENV }));
    const handle = await openDatabase({ kind: 'postgres', url: temporary.url });
    return {
      kind: 'PostgreSQL',
      processes: new Set(processes.map((p) => p.child.pid)).size,
      bases: processes.map((p) => p.base),
      db: handle.db,
      close: async () => {
        await handle.close();
        await closeAll();
      },
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
}

/** PGlite: one in-memory database, so one instance, in this process. */
async function pgliteCluster(): Promise<Cluster> {
  const app = await build({ database: 'fresh', seed: { hotels: SEED_HOTELS }, clock: systemClock, logLevel: 'silent', env: APP_ENV });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  return {
    kind: app.dbKind === 'postgres' ? 'PostgreSQL' : 'PGlite',
    processes: 1,
    bases: [`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`],
    db: app.db,
    close: () => app.close(),
  };
}

const pct = (sorted: number[], p: number) => Math.round((sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0) * 10) / 10;

const cluster = serverUrl ? await postgresCluster(serverUrl) : await pgliteCluster();
try {
  log(
    `${cluster.kind}, ${cluster.bases.length} instance(s) in ${cluster.processes} server process(es); sizes ${sizes.join(', ')} × ${roundsPerSize} rounds, ${allotment} room(s) each`,
  );
  const signer = new AccessTokens(JWT_SECRET, systemClock);
  const tokens = await Promise.all(
    MEMBERS.map(async (id) => {
      const [row] = await queryRows<{ id: number; role: 'ROLE_USER'; login_id: string; name: string }>(
        cluster.db,
        sql`select id, role, login_id, name from users where id = ${id}`,
      );
      if (!row) throw new Error(`seeded member ${id} missing`);
      return signer.sign({ sub: row.id, role: row.role, loginId: row.login_id, name: row.name });
    }),
  );
  const types = await cluster.db.select({ id: roomTypes.id, hotelId: roomTypes.hotelId }).from(roomTypes).orderBy(asc(roomTypes.id));
  const today = businessToday(systemClock);
  const stays: { roomTypeId: number; hotelId: number; checkIn: string; checkOut: string }[] = [];

  const all: number[] = [];
  const bySize: { size: number; rounds: number; requests: number; p50Ms: number; p95Ms: number; p99Ms: number; wrongRounds: number }[] = [];
  let holds = 0;
  let errors = 0;
  let wrongRounds = 0;
  let round = 0;
  const started = performance.now();
  for (const size of sizes) {
    const latencies: number[] = [];
    let wrongHere = 0;
    for (let r = 0; r < roundsPerSize; r++, round++) {
      const type = types[round % types.length]!;
      const checkIn = addDays(today, 5 + NIGHTS * Math.floor(round / types.length));
      const stay = { roomTypeId: type.id, hotelId: type.hotelId, checkIn, checkOut: addDays(checkIn, NIGHTS) };
      stays.push(stay);
      await cluster.db
        .update(roomInventory)
        .set({ allotment, booked: 0, status: 'OPEN' })
        .where(
          and(eq(roomInventory.roomTypeId, stay.roomTypeId), gte(roomInventory.stayDate, stay.checkIn), lt(roomInventory.stayDate, stay.checkOut)),
        );
      const answers = await Promise.all(
        Array.from({ length: size }, async (_, i) => {
          const t0 = performance.now();
          const res = await fetch(`${cluster.bases[i % cluster.bases.length]}/api/reservations/hold`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[i % tokens.length]}` },
            body: JSON.stringify({ ...stay, guests: 1 }),
          });
          await res.arrayBuffer();
          latencies.push(performance.now() - t0);
          return res.status;
        }),
      );
      const won = answers.filter((s) => s === 201).length;
      holds += won;
      errors += answers.filter((s) => s !== 201 && s !== 409).length;
      if (won !== allotment) wrongHere++;
    }
    latencies.sort((a, b) => a - b);
    all.push(...latencies);
    wrongRounds += wrongHere;
    const figures = {
      size,
      rounds: roundsPerSize,
      requests: latencies.length,
      p50Ms: pct(latencies, 50),
      p95Ms: pct(latencies, 95),
      p99Ms: pct(latencies, 99),
      wrongRounds: wrongHere,
    };
    bySize.push(figures);
    log(
      `round size ${size}: ${figures.requests} requests, p50 ${figures.p50Ms} ms, p95 ${figures.p95Ms} ms, p99 ${figures.p99Ms} ms, wrong rounds ${wrongHere}`,
    );
  }
  const seconds = (performance.now() - started) / 1000;

  let oversoldNights = 0;
  for (const stay of stays) {
    const [row] = await queryRows<{ n: number }>(
      cluster.db,
      sql`select count(*)::int as n from room_inventory ri
          where ri.room_type_id = ${stay.roomTypeId} and ri.stay_date >= ${stay.checkIn}::date and ri.stay_date < ${stay.checkOut}::date
            and (ri.booked > ri.allotment or ri.booked <> (
              select count(*) from holds h
              where h.room_type_id = ri.room_type_id and h.status = 'ACTIVE' and h.check_in <= ri.stay_date and h.check_out > ri.stay_date))`,
    );
    oversoldNights += Number(row?.n ?? 0);
  }

  all.sort((a, b) => a - b);
  const result = {
    database: cluster.kind === 'PostgreSQL' ? 'postgres' : 'pglite',
    instances: cluster.bases.length,
    processes: cluster.processes,
    rounds: round,
    sizes,
    allotment,
    requests: all.length,
    holds,
    holdsPerSecond: Math.round((holds / seconds) * 10) / 10,
    requestsPerSecond: Math.round((all.length / seconds) * 10) / 10,
    p50Ms: pct(all, 50),
    p95Ms: pct(all, 95),
    p99Ms: pct(all, 99),
    bySize,
    errors,
    wrongRounds,
    oversoldNights,
  };
  log(
    `${result.requests} hold requests in ${seconds.toFixed(1)} s: ${result.requestsPerSecond} req/s, ${result.holds} holds won (${result.holdsPerSecond}/s)`,
  );
  log(`rounds with a winner count other than ${allotment}: ${wrongRounds}; non-201/409 answers: ${errors}; oversold nights: ${oversoldNights}`);
  console.log(JSON.stringify(result));
  if (oversoldNights > 0 || errors > 0 || wrongRounds > 0) process.exitCode = 1;
} finally {
  await cluster.close().catch(() => undefined);
}
