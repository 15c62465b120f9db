/**
 * `pnpm bench:owner` — the owner extranet's heavy calls (issue 11, "Performance").
 *
 * Builds the API on a small seeded world, gives owner0001 a hotel with the four room types, 150 rooms and
 * 10,000 bookings, then times, through app.inject (the server's handling, without a network):
 * - bulk apply: POST …/inventory/register of 4 room types × 30 days with a weekday mask (Mon, Wed, Fri, Sat),
 *   overwrite on — one call; and PUT …/inventory/bulk of 30 days with the same mask for each of the 4 types;
 * - the dashboard: GET …/dashboard (the eight KPIs) and the screen's full set at once (dashboard + sales week +
 *   room-type occupancy) for the hotel with 10,000 bookings;
 * - assign all: POST …/assignments/rooms/by-items for 200 arrivals of one day over 150 rooms (the previous
 *   round's assignments are cleared between rounds).
 * Targets (PostgreSQL): bulk p95 ≤ 100 ms, dashboard p95 ≤ 150 ms, assign all ≤ 100 ms.
 *
 * Database: BENCH_DATABASE_URL (or DATABASE_URL), a PostgreSQL server URL — a temporary database is created there
 * and dropped afterwards; without it, an in-memory PGlite. Options: --rounds=<n> (default 40).
 * Prints a report and, as the last line, one JSON object with every figure.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { build } from '../src/build';
import { addDays, businessToday, systemClock } from '../src/clock';
import { queryRows } from '../src/db/database';
import { bookingItems, hotelOwners, hotels, rooms, roomTypes, users } from '../src/db/schema';
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
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const log = (line: string) => console.log(`[bench:owner] ${line}`);
const BOOKINGS = 10_000;
const ROOMS = 150;
const ARRIVALS = 200;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! * 10) / 10;
}
const summary = (values: number[]) => ({ p50: percentile(values, 50), p95: percentile(values, 95), max: percentile(values, 100) });

let temporary: TemporaryDatabase | undefined;
let app: FastifyInstance | undefined;
try {
  temporary = serverUrl ? await createTemporaryDatabase(serverUrl) : undefined;
  app = await build({
    database: temporary ? { url: temporary.url } : 'fresh',
    seed: { hotels: 20 },
    clock: systemClock,
    logLevel: 'silent',
    env: { RATE_LIMIT_ENABLED: 'false' },
  });
  const db = app.db;
  const today = businessToday(systemClock);
  const [owner] = await db.select().from(users).where(eq(users.loginId, 'owner0001'));
  const token = await app.accessTokens.sign({ sub: owner!.id, role: 'ROLE_OWNER', loginId: 'owner0001', name: owner!.name });
  const headers = { authorization: `Bearer ${token}` };

  // A hotel of owner0001 with all four room types.
  const owned = await db.select({ hotelId: hotelOwners.hotelId }).from(hotelOwners).where(eq(hotelOwners.userId, owner!.id));
  let hotelId = 0;
  for (const { hotelId: id } of owned) {
    const types = await db
      .select()
      .from(roomTypes)
      .where(and(eq(roomTypes.hotelId, id), isNull(roomTypes.deletedAt)));
    if (types.length === 4) hotelId = id;
  }
  if (!hotelId) {
    const [four] = await queryRows<{ hotel_id: number }>(
      db,
      sql`select hotel_id from room_types where deleted_at is null group by hotel_id having count(*) = 4 order by hotel_id limit 1`,
    );
    hotelId = four!.hotel_id;
    await db.insert(hotelOwners).values({ userId: owner!.id, hotelId });
  }
  const types = await db
    .select()
    .from(roomTypes)
    .where(and(eq(roomTypes.hotelId, hotelId), isNull(roomTypes.deletedAt)))
    .orderBy(asc(roomTypes.id));
  const [hotel] = await db.select({ name: hotels.name }).from(hotels).where(eq(hotels.id, hotelId));
  log(`hotel ${hotelId} (${hotel!.name}), ${types.length} room types, database ${temporary ? 'PostgreSQL' : 'PGlite'}`);

  // 150 rooms (replacing the seeded ones' numbers), spread over the four types.
  await db.execute(sql`update rooms set deleted_at = now(), room_no = room_no || '-old' where hotel_id = ${hotelId}`);
  await db.insert(rooms).values(
    Array.from({ length: ROOMS }, (_, i) => ({
      hotelId,
      roomTypeId: types[i % 4]!.id,
      roomNo: String(200 + Math.floor(i / 20) * 100 + (i % 20) + 1),
      floor: 2 + Math.floor(i / 20),
    })),
  );
  // 10,000 paid bookings over the last 120 days and the next 60, made up to 40 days before check-in.
  const member = (await db.select({ id: users.id }).from(users).where(eq(users.role, 'ROLE_USER')).limit(1))[0]!;
  const started = performance.now();
  await db.execute(sql`
    insert into bookings (booking_no, user_id, hotel_id, room_type_id, check_in, check_out, nights, guests, lead_name, subtotal, total_amount, status, created_at)
    select 'BENCH-' || g, ${member.id}, ${hotelId}, (array[${sql.join(
      types.map((t) => sql`${t.id}::int`),
      sql`, `,
    )}])[1 + g % 4],
           ${today}::date + (g % 180 - 120), ${today}::date + (g % 180 - 120) + 1 + g % 3, 1 + g % 3, 2, '벤치', 90000 + g % 7 * 10000, 90000 + g % 7 * 10000,
           (case when g % 10 = 0 then 'CANCELLED' else 'CONFIRMED' end)::booking_status,
           least(now(), (((${today}::date + (g % 180 - 120) - g % 40)::timestamp + interval '1 hour') at time zone 'UTC'))
    from generate_series(1, ${BOOKINGS}) g`);
  await db.execute(sql`
    insert into booking_items (booking_id, room_type_id, stay_date, price)
    select b.id, b.room_type_id, b.check_in + n, b.total_amount / b.nights from bookings b, generate_series(0, 2) n
    where b.booking_no like 'BENCH-%' and n < b.nights`);
  await db.execute(sql`analyze`);
  log(`${BOOKINGS} bookings written in ${Math.round(performance.now() - started)} ms`);

  const time = async (call: () => Promise<{ statusCode: number; body: string }>, ok = [200, 204]) => {
    const t0 = performance.now();
    const res = await call();
    const ms = performance.now() - t0;
    if (!ok.includes(res.statusCode)) throw new Error(`${res.statusCode} ${res.body}`);
    return ms;
  };
  const url = (path: string) => `/api/owner/hotels/${hotelId}${path}`;

  // Bulk apply.
  const register: number[] = [];
  const bulk: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const price = 100_000 + r * 100;
    register.push(
      await time(() =>
        app!.inject({
          method: 'POST',
          url: url('/inventory/register'),
          headers,
          payload: {
            roomTypeIds: types.map((t) => t.id),
            from: today,
            to: addDays(today, 29),
            weekdays: [1, 3, 5, 6],
            allotment: 40,
            price,
            status: 'OPEN',
            overwrite: true,
          },
        }),
      ),
    );
    const t0 = performance.now();
    for (const type of types) {
      await time(() =>
        app!.inject({
          method: 'PUT',
          url: url('/inventory/bulk'),
          headers,
          payload: { roomTypeId: type.id, from: today, to: addDays(today, 29), weekdays: [1, 3, 5, 6], price: price + 1 },
        }),
      );
    }
    bulk.push(performance.now() - t0);
  }

  // Dashboard.
  const dashboard: number[] = [];
  const screen: number[] = [];
  for (let r = 0; r < rounds; r++) {
    dashboard.push(await time(() => app!.inject({ method: 'GET', url: url('/dashboard'), headers })));
    const t0 = performance.now();
    await Promise.all([
      time(() => app!.inject({ method: 'GET', url: url('/dashboard'), headers })),
      time(() => app!.inject({ method: 'GET', url: url('/sales?mode=week'), headers })),
      time(() => app!.inject({ method: 'GET', url: url('/analytics/room-type-occupancy'), headers })),
    ]);
    screen.push(performance.now() - t0);
  }

  // Assign all: 200 one-night arrivals 90 days ahead (no bench booking there), 150 rooms.
  const arrival = addDays(today, 90);
  await db.execute(sql`
    insert into bookings (booking_no, user_id, hotel_id, room_type_id, check_in, check_out, nights, guests, lead_name, subtotal, total_amount, status)
    select 'ARRIVE-' || g, ${member.id}, ${hotelId}, (array[${sql.join(
      types.map((t) => sql`${t.id}::int`),
      sql`, `,
    )}])[1 + g % 4], ${arrival}::date, ${arrival}::date + 1, 1, 1, '도착', 90000, 90000, 'CONFIRMED'
    from generate_series(1, ${ARRIVALS}) g`);
  await db.execute(
    sql`insert into booking_items (booking_id, room_type_id, stay_date, price) select id, room_type_id, check_in, 90000 from bookings where booking_no like 'ARRIVE-%'`,
  );
  const items = await queryRows<{ id: number }>(
    db,
    sql`select bi.id from booking_items bi join bookings b on b.id = bi.booking_id where b.booking_no like 'ARRIVE-%'`,
  );
  const assign: number[] = [];
  let placed = 0;
  for (let r = 0; r < rounds; r++) {
    await db
      .update(bookingItems)
      .set({ roomId: null, assignedAt: null })
      .where(sql`${bookingItems.stayDate} = ${arrival}`);
    const t0 = performance.now();
    const res = await app.inject({ method: 'POST', url: url('/assignments/rooms/by-items'), headers, payload: { itemIds: items.map((i) => i.id) } });
    assign.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    placed = Object.keys(res.json<Record<string, unknown>>()).length;
  }

  const result = {
    database: temporary ? 'postgres' : 'pglite',
    rounds,
    bookings: BOOKINGS,
    registerMs: summary(register),
    bulkFourTypesMs: summary(bulk),
    dashboardMs: summary(dashboard),
    dashboardScreenMs: summary(screen),
    assignAllMs: summary(assign),
    assignAllPlaced: placed,
  };
  log(`bulk apply, register 4 types × 30 days (mask Mon/Wed/Fri/Sat), one call: p50 ${result.registerMs.p50} ms, p95 ${result.registerMs.p95} ms`);
  log(`bulk apply, PUT bulk 30 days × 4 types (4 calls): p50 ${result.bulkFourTypesMs.p50} ms, p95 ${result.bulkFourTypesMs.p95} ms`);
  log(`dashboard (8 KPIs), ${BOOKINGS} bookings: p50 ${result.dashboardMs.p50} ms, p95 ${result.dashboardMs.p95} ms`);
  log(`dashboard screen (dashboard + sales + occupancy at once): p50 ${result.dashboardScreenMs.p50} ms, p95 ${result.dashboardScreenMs.p95} ms`);
  log(`assign all, ${ARRIVALS} arrivals over ${ROOMS} rooms (${placed} placed): p50 ${result.assignAllMs.p50} ms, p95 ${result.assignAllMs.p95} ms`);
  console.log(JSON.stringify(result));
} finally {
  await app?.close();
  await temporary?.drop();
}
