import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { HoldResult } from 'shared-contracts/schemas';
import { build } from '../../build';
import { addDays, businessToday } from '../../clock';
import { queryRows } from '../../db/database';
import { roomTypes, users } from '../../db/schema';
import { Prng } from '../../db/seed/prng';
import { createTemporaryDatabaseFrom, type TemporaryDatabase } from '../../db/test-database';
import { ManualClock } from '../../testing/auth-helpers';
import { TEST_NOW } from '../../testing/test-clock';
import { HoldService } from '../reservation/reservation.service';
import { tokenFor } from '../reservation/hold-test.fixtures';
import { naiveSearchQuery } from './naive-search.reference';
import { buildSearchMix, searchPath } from './search-mix.reference';
import { compactStayCounts } from './search-versions.repository';
import { storedAndExpectedStayCounts, storedAndExpectedStayPrices } from './stay-prices.reference-reader';

/** owner0001's hotel: the owner's edits go there; holds go to any hotel. */
const OWNED_HOTEL = 3;
const ROUNDS = Number(process.env.DRIFT_ROUNDS || 8);
const SEED = Number(process.env.DRIFT_SEED || 20261127);
const HORIZON_DAYS = 20;
/** A small world keeps the slow reference cheap; owner0001's hotel is among its hotels. */
const HOTELS = 8;

type Step = 'hold' | 'release' | 'lapse' | 'edit' | 'restrict' | 'bulk';

/*
 * Issue 28 item 0: what search reads (hotel_stay_prices, kept by triggers, and the result cache) never drifts from
 * the daily stock. Rounds of concurrent writes of every kind a day brings — holds, releases, lapsed holds expired by
 * the job, owner edits of a night, stay restrictions, one statement over many hotels — on two API instances sharing a
 * PostgreSQL database (one instance on PGlite); after each round the precomputed table equals its definition and
 * every search of a mix equals the naive query over room_inventory. DRIFT_SEED replays a run.
 */
describe('search never drifts from the daily stock under concurrent writes', () => {
  const clock = new ManualClock(TEST_NOW);
  const random = new Prng(SEED);
  let database: TemporaryDatabase | undefined;
  let apps: FastifyInstance[] = [];
  let members: number[] = [];
  let ownerId = 0;
  let types: { id: number; hotelId: number }[] = [];
  const openHolds: { code: string; memberId: number; app: FastifyInstance }[] = [];

  before(async () => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    const env = { HOLD_CREATE_RATE_MAX: '10000', HOLD_MAX_ACTIVE_PER_USER: '50' };
    const seed = { hotels: HOTELS };
    if (adminUrl) {
      // A copy of the seeded template; both instances find the seeded world (and share the JWT secret).
      database = await createTemporaryDatabaseFrom(adminUrl, { ...seed, today: businessToday(clock) });
      apps.push(await build({ database: { url: database.url }, clock, env, seed }));
      apps.push(await build({ database: { url: database.url }, clock, env, seed }));
    } else {
      apps = [await build({ clock, env, seed })];
    }
    const db = apps[0]!.db;
    const people = await db.select({ id: users.id, loginId: users.loginId, role: users.role }).from(users);
    members = people
      .filter((p) => p.role === 'ROLE_USER')
      .slice(0, 8)
      .map((p) => p.id);
    ownerId = people.find((p) => p.loginId === 'owner0001')!.id;
    types = await db.select({ id: roomTypes.id, hotelId: roomTypes.hotelId }).from(roomTypes);
    // Small allotments so holds sell nights out and releases bring them back.
    await db.execute(sql`update room_inventory set allotment = least(allotment, 2), booked = least(booked, least(allotment, 2))
                         where booked = 0`);
  });
  after(async () => {
    for (const app of apps) await app.close();
    await database?.drop();
  });

  const anyApp = () => random.pick(apps);
  const call = async (
    app: FastifyInstance,
    userId: number,
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse> =>
    app.inject({ method, url, headers: { authorization: `Bearer ${await tokenFor(app, userId)}` }, ...(payload ? { payload } : {}) });
  const handled = (res: LightMyRequestResponse, step: string) => assert.ok(res.statusCode < 500, `${step}: ${res.statusCode} ${res.body}`);
  const night = () => addDays(businessToday(clock), random.int(0, HORIZON_DAYS));

  const steps: Record<Step, () => Promise<string>> = {
    hold: async () => {
      const app = anyApp();
      const memberId = random.pick(members);
      const type = random.pick(types);
      const checkIn = night();
      const body = { hotelId: type.hotelId, roomTypeId: type.id, checkIn, checkOut: addDays(checkIn, random.int(1, 4)), guests: 1 };
      const res = await call(app, memberId, 'POST', '/api/reservations/hold', body);
      handled(res, 'hold');
      if (res.statusCode === 201) openHolds.push({ code: res.json<HoldResult>().holdCode, memberId, app });
      return `hold ${res.statusCode}`;
    },
    release: async () => {
      const hold = openHolds.splice(random.int(0, Math.max(openHolds.length - 1, 0)), 1)[0];
      if (!hold) return 'release (none)';
      const res = await call(anyApp(), hold.memberId, 'DELETE', `/api/reservations/hold/${hold.code}`);
      handled(res, 'release');
      return `release ${res.statusCode}`;
    },
    lapse: async () => {
      // Every instance's expiry job at once, as on a real deployment.
      const jobs = apps.map((app) => new HoldService(app.db, clock, app.config.holds).expireDue());
      const done = await Promise.all(jobs);
      return `lapse ${done.map((d) => d.holds).join('+')}`;
    },
    edit: async () => {
      const type = random.pick(types.filter((t) => t.hotelId === OWNED_HOTEL));
      const res = await call(anyApp(), ownerId, 'PUT', `/api/owner/hotels/${OWNED_HOTEL}/inventory/day`, {
        roomTypeId: type.id,
        date: night(),
        price: random.int(5, 15) * 10_000,
        allotment: random.int(0, 3),
        status: random.chance(0.85) ? 'OPEN' : 'CLOSED',
      });
      handled(res, 'edit');
      return `edit ${res.statusCode}`;
    },
    restrict: async () => {
      const type = random.pick(types);
      const date = night();
      await apps[0]!.db.execute(sql`update room_inventory
        set min_stay = ${random.pick([1, 1, 2, 3, 5, 8])}, closed_to_arrival = ${random.chance(0.3)},
            closed_to_departure = ${random.chance(0.3)}
        where room_type_id = ${type.id} and stay_date = ${date}::date`);
      return `restrict ${type.id} ${date}`;
    },
    bulk: async () => {
      const from = night();
      await anyApp().db.execute(
        sql`update room_inventory set price = price + 1000 where stay_date between ${from}::date and ${addDays(from, 3)}::date`,
      );
      return `bulk ${from}`;
    },
  };
  const weights: [Step, number][] = [
    ['hold', 8],
    ['release', 3],
    ['lapse', 1],
    ['edit', 3],
    ['restrict', 2],
    ['bulk', 1],
  ];
  const pickStep = (): Step => {
    let roll = random.int(
      1,
      weights.reduce((n, [, w]) => n + w, 0),
    );
    return weights.find(([, w]) => (roll -= w) <= 0)![0];
  };

  // The same searches every round (a fixed mix of the day) and a fresh random one: cached answers of the fixed mix are
  // checked against the changes since they were computed (search-cache-changes.ts), not merely recomputed.
  const cacheOutcomes = { hit: 0, kept: 0, miss: 0 };
  const assertSearchesExact = async (label: string) => {
    const app = anyApp();
    const today = businessToday(clock);
    for (const search of [...buildSearchMix(today, 24, 4242), ...buildSearchMix(today, 8, random.int(1, 1_000_000))]) {
      const res = await app.inject({ method: 'GET', url: searchPath(search) });
      assert.equal(res.statusCode, 200, res.body);
      const outcome = /desc=(hit|kept|miss)/.exec(String(res.headers['server-timing']))?.[1] as keyof typeof cacheOutcomes | undefined;
      if (outcome) cacheOutcomes[outcome]++;
      const body = res.json<{ total: number; items: { hotelId: number; startingFrom: number }[] }>();
      const rows = await queryRows<{ total: number; hotel_id: number | null; starting_from: number }>(app.db, naiveSearchQuery(search));
      const naive = {
        total: Number(rows[0]?.total ?? 0),
        items: rows.filter((r) => r.hotel_id !== null).map((r) => ({ hotelId: Number(r.hotel_id), startingFrom: Number(r.starting_from) })),
      };
      const api = { total: body.total, items: body.items.map((i) => ({ hotelId: i.hotelId, startingFrom: i.startingFrom })) };
      assert.deepEqual(api, naive, `${label}: ${searchPath(search)}`);
    }
  };

  it(`keeps search exact through ${ROUNDS} rounds of concurrent writes (seed ${SEED})`, async () => {
    const trail: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // A round: six writes at once over the instances, then sometimes an hour or a day passes.
      // Every other round one instance folds the count deltas (the minute's upkeep) while the writes run.
      const folding = round % 2 === 1 ? compactStayCounts(apps[round % apps.length]!.db).then((n) => `fold ${n}`) : Promise.resolve('no fold');
      trail.push(...(await Promise.all([...Array.from({ length: 6 }, () => steps[pickStep()]()), folding])));
      if (random.chance(0.3)) clock.advance(random.chance(0.5) ? 3600 : 86_400);
      const { stored, expected } = await storedAndExpectedStayPrices(apps[0]!.db);
      assert.deepEqual(stored, expected, `hotel_stay_prices after round ${round + 1} (seed ${SEED}):\n${trail.join('\n')}`);
      const counts = await storedAndExpectedStayCounts(apps[0]!.db);
      assert.deepEqual(counts.stored, counts.expected, `search_stay_counts after round ${round + 1} (seed ${SEED})`);
      await assertSearchesExact(`round ${round + 1}`);
    }
    assert.ok(
      trail.some((t) => t === 'hold 201'),
      `no hold succeeded:\n${trail.join('\n')}`,
    );
    assert.ok(
      trail.some((t) => t === 'edit 200'),
      `no owner edit succeeded:\n${trail.join('\n')}`,
    );
    assert.ok(cacheOutcomes.kept > 0 && cacheOutcomes.miss > 0, `cached answers were kept and recomputed: ${JSON.stringify(cacheOutcomes)}`);
    const [held] = await queryRows<{ n: number }>(apps[0]!.db, sql`select count(*)::int as n from holds where status <> 'ACTIVE'`);
    assert.ok(Number(held?.n) > 0, 'some holds ended (released or lapsed)');
  });
});
