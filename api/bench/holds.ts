/**
 * `pnpm bench:holds` — hold creation under contention, over HTTP (issue 5, "Reliability").
 *
 * Starts the API (one instance, or two sharing one PostgreSQL with --instances=2) on a small seeded world, then
 * runs rounds: each round opens `allotment` rooms on a fresh 2-night stay of one room type and fires
 * `concurrency` simultaneous POST /api/reservations/hold at it from different members. Every answer must be
 * 201 or 409; exactly `allotment` holds must win per round. At the end it counts oversold nights — nights where
 * booked exceeds the allotment or disagrees with the ACTIVE holds covering it — which must be 0.
 *
 * Database: BENCH_DATABASE_URL (or DATABASE_URL), a PostgreSQL server URL — a temporary database is created
 * there and dropped afterwards; without it, an in-memory PGlite.
 * Options: --rounds=<n> (default 40), --concurrency=<n> (default 64), --allotment=<n> (default 3),
 * --instances=<1|2> (default 1; 2 needs PostgreSQL).
 * Prints a report and, as the last line, one JSON object
 * {database, instances, rounds, concurrency, allotment, requests, holds, holdsPerSecond, requestsPerSecond,
 *  p50Ms, p95Ms, p99Ms, errors, wrongRounds, oversoldNights}.
 */
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { build } from '../src/build';
import { addDays, businessToday, systemClock } from '../src/clock';
import { queryRows } from '../src/db/database';
import { roomInventory, roomTypes } from '../src/db/schema';
import { createTemporaryDatabase, type TemporaryDatabase } from '../src/db/test-database';

const args = new Map(
  process.argv
    .slice(2)
    .filter((a) => a.startsWith('--'))
    .map((a) => {
      const [key, value] = a.slice(2).split('=');
      return [key!, value ?? 'true'] as const;
    }),
);
const rounds = Number(args.get('rounds') ?? 40);
const concurrency = Number(args.get('concurrency') ?? 64);
const allotment = Number(args.get('allotment') ?? 3);
const instances = Number(args.get('instances') ?? 1);
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const log = (line: string) => console.log(`[bench:holds] ${line}`);
const NIGHTS = 2;
// All load comes from one address: the per-client limits would refuse most of it.
const BENCH_ENV = { RATE_LIMIT_ENABLED: 'false' };
const MEMBERS = Array.from({ length: 30 }, (_, i) => i + 3);

if (instances > 1 && !serverUrl) throw new Error('--instances=2 needs PostgreSQL: set BENCH_DATABASE_URL');

let temporary: TemporaryDatabase | undefined;
const apps: FastifyInstance[] = [];
try {
  temporary = serverUrl ? await createTemporaryDatabase(serverUrl) : undefined;
  for (let i = 0; i < Math.max(1, instances); i++) {
    // One after the other: the first migrates and seeds, the others find the world.
    // 30 members take every room of every round: the per-member cap and creation rate (issue 13) would refuse
    // most of them, and this measures room contention, not those limits.
    const env = { ...BENCH_ENV, HOLD_MAX_ACTIVE_PER_USER: '1000', HOLD_CREATE_RATE_MAX: '100000' };
    apps.push(await build({ database: temporary ? { url: temporary.url } : 'fresh', seed: { hotels: 20 }, clock: systemClock, logLevel: 'silent', env }));
  }
  const first = apps[0]!;
  const bases: string[] = [];
  for (const app of apps) {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    bases.push(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
  }
  // 'fresh' is PostgreSQL too when TEST_DATABASE_URL is set: report what the app actually opened.
  log(`${first.dbKind === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${apps.length} instance(s), ${rounds} rounds × ${concurrency} holds, ${allotment} room(s) each`);

  const tokens = await Promise.all(
    MEMBERS.map(async (id) => {
      const [row] = await queryRows<{ id: number; role: 'ROLE_USER'; login_id: string; name: string }>(
        first.db,
        sql`select id, role, login_id, name from users where id = ${id}`,
      );
      if (!row) throw new Error(`seeded member ${id} missing`);
      return first.accessTokens.sign({ sub: row.id, role: row.role, loginId: row.login_id, name: row.name });
    }),
  );
  const types = await first.db.select({ id: roomTypes.id, hotelId: roomTypes.hotelId }).from(roomTypes).orderBy(asc(roomTypes.id));
  const today = businessToday(systemClock);
  const stays: { roomTypeId: number; hotelId: number; checkIn: string; checkOut: string }[] = [];

  const latencies: number[] = [];
  let holds = 0;
  let errors = 0;
  let wrongRounds = 0;
  const started = performance.now();
  for (let round = 0; round < rounds; round++) {
    const type = types[round % types.length]!;
    const checkIn = addDays(today, 5 + NIGHTS * Math.floor(round / types.length));
    const stay = { roomTypeId: type.id, hotelId: type.hotelId, checkIn, checkOut: addDays(checkIn, NIGHTS) };
    stays.push(stay);
    await first.db
      .update(roomInventory)
      .set({ allotment, booked: 0, status: 'OPEN' })
      .where(and(eq(roomInventory.roomTypeId, stay.roomTypeId), gte(roomInventory.stayDate, stay.checkIn), lt(roomInventory.stayDate, stay.checkOut)));
    const answers = await Promise.all(
      Array.from({ length: concurrency }, async (_, i) => {
        const t0 = performance.now();
        const res = await fetch(`${bases[i % bases.length]}/api/reservations/hold`, {
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
    if (won !== allotment) wrongRounds++;
  }
  const seconds = (performance.now() - started) / 1000;

  let oversoldNights = 0;
  for (const stay of stays) {
    const [row] = await queryRows<{ n: number }>(
      first.db,
      sql`select count(*)::int as n from room_inventory ri
          where ri.room_type_id = ${stay.roomTypeId} and ri.stay_date >= ${stay.checkIn}::date and ri.stay_date < ${stay.checkOut}::date
            and (ri.booked > ri.allotment or ri.booked <> (
              select count(*) from holds h
              where h.room_type_id = ri.room_type_id and h.status = 'ACTIVE' and h.check_in <= ri.stay_date and h.check_out > ri.stay_date))`,
    );
    oversoldNights += Number(row?.n ?? 0);
  }

  latencies.sort((a, b) => a - b);
  const pct = (p: number) => Math.round((latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0) * 10) / 10;
  const result = {
    database: first.dbKind,
    instances: apps.length,
    rounds,
    concurrency,
    allotment,
    requests: latencies.length,
    holds,
    holdsPerSecond: Math.round((holds / seconds) * 10) / 10,
    requestsPerSecond: Math.round((latencies.length / seconds) * 10) / 10,
    p50Ms: pct(50),
    p95Ms: pct(95),
    p99Ms: pct(99),
    errors,
    wrongRounds,
    oversoldNights,
  };
  log(`${result.requests} hold requests in ${seconds.toFixed(1)} s: ${result.requestsPerSecond} req/s, ${result.holds} holds won (${result.holdsPerSecond}/s)`);
  log(`latency p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms, p99 ${result.p99Ms} ms`);
  log(`rounds with a winner count other than ${allotment}: ${wrongRounds}; non-201/409 answers: ${errors}; oversold nights: ${oversoldNights}`);
  console.log(JSON.stringify(result));
  if (oversoldNights > 0 || errors > 0 || wrongRounds > 0) process.exitCode = 1;
} finally {
  for (const app of apps) await app.close().catch(() => undefined);
  await temporary?.drop().catch(() => undefined);
}
