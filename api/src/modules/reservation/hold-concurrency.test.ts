import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { build } from '../../build';
import { addDays } from '../../clock';
import { queryRows } from '../../db/database';
import { holds, roomInventory } from '../../db/schema';
import { createTemporaryDatabase, type TemporaryDatabase } from '../../db/test-database';
import { ManualClock } from '../../testing/auth-helpers';
import { TEST_NOW, TEST_TODAY } from '../../testing/test-clock';
import { bookedNights, holdBody, postHold, prepareStay, tokenFor, type Stay } from './hold-test.fixtures';
import { RESERVATION_MESSAGES as M } from './reservation.messages';
import { HoldService } from './reservation.service';

const REQUESTS = 60;
/** Seeded members 3..32 (the demo member and reviewers). */
const USER_IDS = Array.from({ length: 30 }, (_, i) => i + 3);

async function tokensFor(app: FastifyInstance): Promise<string[]> {
  return Promise.all(USER_IDS.map((id) => tokenFor(app, id)));
}

/** `allotment` rooms, all but one already booked: exactly one room left on every night. */
async function lastRoomStay(app: FastifyInstance, checkIn: string, nights: number, allotment: number, typeIndex = 0): Promise<Stay> {
  const stay = await prepareStay(app, { hotelId: 1, checkIn, nights, allotment, price: 100_000, typeIndex });
  await app.db
    .update(roomInventory)
    .set({ booked: allotment - 1 })
    .where(
      and(
        eq(roomInventory.roomTypeId, stay.roomTypeId),
        sql`${roomInventory.stayDate} >= ${stay.checkIn} and ${roomInventory.stayDate} < ${stay.checkOut}`,
      ),
    );
  return stay;
}

function tally(results: LightMyRequestResponse[]) {
  const won = results.filter((r) => r.statusCode === 201);
  const refused = results.filter((r) => r.statusCode === 409);
  for (const r of refused) assert.equal(r.json<{ message: string }>().message, M.soldOut);
  assert.equal(won.length + refused.length, results.length, results.map((r) => `${r.statusCode} ${r.body}`).join('\n'));
  return { won: won.length, refused: refused.length };
}

/** Nights where the rooms taken (booked) exceed the rooms there are, or differ from the active holds counted. */
async function inconsistentNights(app: FastifyInstance, stay: Stay, baseline: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    app.db,
    sql`select count(*)::int as n from room_inventory ri
        where ri.room_type_id = ${stay.roomTypeId} and ri.stay_date >= ${stay.checkIn}::date and ri.stay_date < ${stay.checkOut}::date
          and (ri.booked > ri.allotment or ri.booked <> ${baseline} + (
            select count(*) from holds h
            where h.room_type_id = ri.room_type_id and h.status = 'ACTIVE' and h.check_in <= ri.stay_date and h.check_out > ri.stay_date))`,
  );
  return Number(row?.n ?? -1);
}

describe(`no overbooking: ${REQUESTS} simultaneous holds for the last room`, () => {
  let app: FastifyInstance;
  let tokens: string[];

  before(async () => {
    app = await build({ clock: new ManualClock(TEST_NOW) });
    tokens = await tokensFor(app);
  });
  after(() => app.close());

  it('exactly one wins, the rest are 409, booked never exceeds the allotment', async () => {
    const stay = await lastRoomStay(app, addDays(TEST_TODAY, 7), 3, 4);
    const results = await Promise.all(Array.from({ length: REQUESTS }, (_, i) => postHold(app, tokens[i % tokens.length]!, holdBody(stay))));
    assert.deepEqual(tally(results), { won: 1, refused: REQUESTS - 1 });
    assert.deepEqual(await bookedNights(app, stay), [4, 4, 4]);
    assert.equal(await inconsistentNights(app, stay, 3), 0);
  });

  it('overlapping stays competing for single rooms never share a night', async () => {
    // One room on each of 5 nights; requests ask for 2-night windows starting on nights 0..3.
    const stay = await lastRoomStay(app, addDays(TEST_TODAY, 20), 5, 1, 1);
    const results = await Promise.all(
      Array.from({ length: REQUESTS }, (_, i) => {
        const checkIn = addDays(stay.checkIn, i % 4);
        return postHold(app, tokens[i % tokens.length]!, holdBody(stay, { checkIn, checkOut: addDays(checkIn, 2) }));
      }),
    );
    const { won } = tally(results);
    // Whichever window wins first, exactly one more disjoint window still fits in the 5 nights.
    assert.equal(won, 2);
    assert.equal(await inconsistentNights(app, stay, 0), 0);
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

describe('no overbooking with two API instances sharing one PostgreSQL', { skip: adminUrl ? false : 'needs TEST_DATABASE_URL' }, () => {
  let database: TemporaryDatabase;
  let first: FastifyInstance;
  let second: FastifyInstance;
  const clock = new ManualClock(TEST_NOW);

  before(async () => {
    database = await createTemporaryDatabase(adminUrl!);
    // One after the other: the first seeds, the second finds the seeded world (and the same JWT secret).
    first = await build({ database: { url: database.url }, clock });
    second = await build({ database: { url: database.url }, clock });
  });
  after(async () => {
    await first?.close();
    await second?.close();
    await database?.drop();
  });

  it(`${REQUESTS} holds split over both instances: exactly one wins`, async () => {
    const tokens = await tokensFor(first);
    const stay = await lastRoomStay(first, addDays(TEST_TODAY, 9), 2, 3);
    const results = await Promise.all(
      Array.from({ length: REQUESTS }, (_, i) => postHold(i % 2 === 0 ? first : second, tokens[i % tokens.length]!, holdBody(stay))),
    );
    assert.deepEqual(tally(results), { won: 1, refused: REQUESTS - 1 });
    assert.deepEqual(await bookedNights(second, stay), [3, 3]);
    assert.equal(await inconsistentNights(first, stay, 2), 0);
  });

  it('one member sending 20 holds at once over both instances gets exactly the cap', async () => {
    // A member without a hold yet (the previous test's winner may be anyone).
    const [idle] = await queryRows<{ id: number }>(
      first.db,
      sql`select u.id from users u where u.id in (${sql.join(
        USER_IDS.map((id) => sql`${id}`),
        sql`, `,
      )})
          and not exists (select 1 from holds h where h.user_id = u.id and h.status = 'ACTIVE') order by u.id limit 1`,
    );
    const token = await tokenFor(first, Number(idle!.id));
    const stay = await prepareStay(first, { hotelId: 3, checkIn: addDays(TEST_TODAY, 12), nights: 2, allotment: 25, price: 60_000 });
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => postHold(i % 2 === 0 ? first : second, token, holdBody(stay))));
    const cap = first.config.holds.maxActivePerUser;
    assert.equal(results.filter((r) => r.statusCode === 201).length, cap, results.map((r) => `${r.statusCode} ${r.body}`).join('\n'));
    for (const r of results.filter((res) => res.statusCode !== 201)) {
      assert.equal(r.statusCode, 409);
      assert.equal(r.json<{ error: string; message: string }>().message, M.holdLimitReached(cap));
    }
    assert.deepEqual(await bookedNights(first, stay), [cap, cap]);
    // Released again, so the member's quota is free for the next test.
    for (const r of results.filter((res) => res.statusCode === 201)) {
      const code = r.json<{ holdCode: string }>().holdCode;
      const res = await second.inject({ method: 'DELETE', url: `/api/reservations/hold/${code}`, headers: { authorization: `Bearer ${token}` } });
      assert.equal(res.statusCode, 204);
    }
  });

  it('both instances run the expiry job at once: every lapsed hold is released exactly once', async () => {
    const tokens = await tokensFor(first);
    const stay = await prepareStay(first, { hotelId: 2, checkIn: addDays(TEST_TODAY, 15), nights: 3, allotment: 40, price: 70_000 });
    const created = await Promise.all(Array.from({ length: 30 }, (_, i) => postHold(i % 2 === 0 ? first : second, tokens[i]!, holdBody(stay))));
    assert.ok(created.every((r) => r.statusCode === 201));
    assert.deepEqual(await bookedNights(first, stay), [30, 30, 30]);
    clock.advance(first.config.holds.ttlSeconds + 1);
    const jobs = [new HoldService(first.db, clock, first.config.holds), new HoldService(second.db, clock, second.config.holds)];
    const rounds = await Promise.all([...jobs, ...jobs].map((job) => job.expireDue()));
    // Every hold of this database has lapsed by now (the previous test's winner too): each counted once.
    const expired = await first.db.select().from(holds).where(eq(holds.status, 'EXPIRED'));
    assert.equal(
      rounds.reduce((sum, r) => sum + r.holds, 0),
      expired.length,
    );
    assert.equal((await first.db.select().from(holds).where(eq(holds.status, 'ACTIVE'))).length, 0);
    assert.deepEqual(await bookedNights(second, stay), [0, 0, 0]);
    assert.equal(await inconsistentNights(first, stay, 0), 0);
  });
});
