import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { HoldDetail, HoldResult } from 'shared-contracts/schemas';
import { build } from '../../build';
import { addDays } from '../../clock';
import { queryRows } from '../../db/database';
import { ManualClock } from '../../testing/auth-helpers';
import { TEST_NOW, TEST_TODAY } from '../../testing/test-clock';
import { authed, holdBody, MEMBER_ID, OTHER_MEMBER_ID, postHold, prepareStay, tokenFor } from './hold-test.fixtures';
import { holdDeadline, repricedExpiry } from './hold-limits';
import { RESERVATION_MESSAGES as M } from './reservation.messages';

// The defaults under test: 3 active holds, 10 created per 600 s, a 900 s lifetime extended at most once.
const TTL = 900;
const MAX_ACTIVE = 3;
const RATE_MAX = 10;
const WINDOW = 600;

interface ErrorAnswer {
  error: string;
  message: string;
  errorId: string;
}

/** Rooms left per room type of a hotel for one night (allotment − booked), open nights only. */
async function roomsLeft(app: FastifyInstance, hotelId: number, night: string): Promise<Map<number, number>> {
  const rows = await queryRows<{ room_type_id: number; left: number }>(
    app.db,
    sql`select room_type_id, (allotment - booked)::int as left from room_inventory
        where hotel_id = ${hotelId} and stay_date = ${night}::date and status = 'OPEN' order by room_type_id`,
  );
  return new Map(rows.map((row) => [Number(row.room_type_id), Number(row.left)]));
}

const sum = (counts: Map<number, number>) => [...counts.values()].reduce((a, b) => a + b, 0);

describe('hold limits: one member cannot hoard a hotel', () => {
  let app: FastifyInstance;
  let clock: ManualClock;
  let member: string;
  let other: string;
  let checkIn = addDays(TEST_TODAY, 40);
  const nextStay = async (allotment = 30) => {
    const stay = await prepareStay(app, { hotelId: 2, checkIn, nights: 1, allotment, price: 50_000 });
    checkIn = addDays(checkIn, 2);
    return stay;
  };
  // Access tokens live 15 minutes on the same clock: moving time re-signs them.
  const advance = async (seconds: number) => {
    clock.advance(seconds);
    member = await tokenFor(app, MEMBER_ID);
    other = await tokenFor(app, OTHER_MEMBER_ID);
  };
  const release = (code: string) => app.inject({ method: 'DELETE', url: `/api/reservations/hold/${code}`, headers: authed(member) });
  const reprice = (code: string) =>
    app.inject({ method: 'PUT', url: `/api/reservations/hold/${code}/reprice`, headers: authed(member), payload: { couponCode: null } });
  const created = (res: LightMyRequestResponse) => {
    assert.equal(res.statusCode, 201, res.body);
    return res.json<HoldResult>();
  };
  /** Releases every hold the member still has, so each test starts with a free quota (the rate still counts). */
  const releaseAll = async (codes: string[]) => {
    for (const code of codes) assert.equal((await release(code)).statusCode, 204);
  };

  before(async () => {
    clock = new ManualClock(TEST_NOW);
    app = await build({ clock });
    await advance(0);
  });
  after(() => app.close());

  it('a member trying to take every room of a seeded hotel at once gets 3, the rest are refused in Korean', async () => {
    const night = addDays(TEST_TODAY, 21);
    const before = await roomsLeft(app, 1, night);
    const total = sum(before);
    assert.ok(total > MAX_ACTIVE * 2, `hotel 1 has ${total} rooms on ${night}`);
    // One request per room, every room type, all at once (PostgreSQL runs them on several connections).
    const requests = [...before].flatMap(([roomTypeId, left]) =>
      Array.from({ length: left }, () => postHold(app, member, { hotelId: 1, roomTypeId, checkIn: night, checkOut: addDays(night, 1), guests: 1 })),
    );
    const answers = await Promise.all(requests);
    const won = answers.filter((res) => res.statusCode === 201);
    const refused = answers.filter((res) => res.statusCode === 409);
    assert.equal(won.length, MAX_ACTIVE, answers.map((res) => `${res.statusCode} ${res.body}`).join('\n'));
    assert.equal(refused.length, total - MAX_ACTIVE);
    for (const res of refused) {
      const body = res.json<ErrorAnswer>();
      assert.equal(body.error, 'HOLD_LIMIT_REACHED');
      assert.equal(body.message, M.holdLimitReached(MAX_ACTIVE));
      assert.match(body.message, /최대 3개/);
      assert.equal(res.headers['x-error-id'], body.errorId);
    }
    // The hotel still has every other room for everyone else.
    const after = await roomsLeft(app, 1, night);
    assert.equal(sum(after), total - MAX_ACTIVE);
    const free = [...after].find(([, left]) => left > 0)![0];
    const someoneElse = await postHold(app, other, { hotelId: 1, roomTypeId: free, checkIn: night, checkOut: addDays(night, 1), guests: 1 });
    assert.equal(someoneElse.statusCode, 201, someoneElse.body);
    await releaseAll(won.map((res) => res.json<HoldResult>().holdCode));
    assert.equal(
      (await app.inject({ method: 'DELETE', url: `/api/reservations/hold/${someoneElse.json<HoldResult>().holdCode}`, headers: authed(other) }))
        .statusCode,
      204,
    );
  });

  it('a released or expired hold frees its place under the cap', async () => {
    await advance(WINDOW + 1);
    const stay = await nextStay();
    const codes = [];
    for (let i = 0; i < MAX_ACTIVE; i++) codes.push(created(await postHold(app, member, holdBody(stay))).holdCode);
    assert.equal((await postHold(app, member, holdBody(stay))).statusCode, 409);
    // Cancelling one makes room for one.
    await release(codes.shift()!);
    codes.push(created(await postHold(app, member, holdBody(stay))).holdCode);
    assert.equal((await postHold(app, member, holdBody(stay))).statusCode, 409);
    // A lapsed hold no longer counts, even before the expiry job has ended it.
    await advance(TTL);
    const [row] = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from holds where user_id = ${MEMBER_ID} and status = 'ACTIVE'`,
    );
    assert.equal(Number(row?.n), MAX_ACTIVE, 'still ACTIVE in the table');
    const fresh = [];
    for (let i = 0; i < MAX_ACTIVE; i++) fresh.push(created(await postHold(app, member, holdBody(stay))).holdCode);
    await releaseAll(fresh);
  });

  it('creating too many holds in the window answers 429 with Retry-After, then allows again', async () => {
    await advance(WINDOW + 1);
    const stay = await nextStay();
    const firstAt = clock.now().getTime();
    // Create-and-cancel never meets the cap; the rate limit stops the loop.
    for (let i = 0; i < RATE_MAX; i++) {
      await releaseAll([created(await postHold(app, member, holdBody(stay))).holdCode]);
      await advance(10);
    }
    const limited = await postHold(app, member, holdBody(stay));
    assert.equal(limited.statusCode, 429, limited.body);
    const body = limited.json<ErrorAnswer>();
    assert.equal(body.error, 'HOLD_RATE_LIMITED');
    // The oldest hold of the window leaves it WINDOW seconds after it was made.
    const wait = Math.ceil((firstAt + WINDOW * 1000 - clock.now().getTime()) / 1000);
    assert.equal(limited.headers['retry-after'], String(wait));
    assert.equal(body.message, M.holdRateLimited(wait));
    assert.match(body.message, /^짧은 시간에 예약을 너무 많이 시도했습니다\. 9분 후에 다시 시도해주세요\.$/);
    assert.equal(limited.headers['x-error-id'], body.errorId);
    // The limit is per member.
    const others = created(await postHold(app, other, holdBody(stay)));
    assert.equal((await app.inject({ method: 'DELETE', url: `/api/reservations/hold/${others.holdCode}`, headers: authed(other) })).statusCode, 204);
    // One second before the oldest leaves the window: still refused; at that moment: allowed.
    await advance(wait - 1);
    const almost = await postHold(app, member, holdBody(stay));
    assert.equal(almost.statusCode, 429);
    assert.equal(almost.headers['retry-after'], '1');
    await advance(1);
    await releaseAll([created(await postHold(app, member, holdBody(stay))).holdCode]);
  });

  it('reprice restarts the lifetime only up to the first 15 minutes plus one extension', async () => {
    await advance(WINDOW + 1);
    const stay = await nextStay();
    const start = clock.now().getTime();
    const at = (seconds: number) => new Date(start + seconds * 1000).toISOString();
    const hold = created(await postHold(app, member, holdBody(stay)));
    assert.equal(hold.expiresAt, at(TTL));
    await advance(600);
    const first = await reprice(hold.holdCode);
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.json<HoldDetail>().expiresAt, at(600 + TTL));
    // Later reprices stop at the deadline (30 minutes after creation) however often they come.
    await advance(800);
    assert.equal((await reprice(hold.holdCode)).json<HoldDetail>().expiresAt, at(2 * TTL));
    await advance(TTL * 2 - 1400 - 1);
    const last = (await reprice(hold.holdCode)).json<HoldDetail>();
    assert.equal(last.expiresAt, at(2 * TTL));
    assert.equal(last.status, 'ACTIVE');
    await advance(1);
    const late = await reprice(hold.holdCode);
    assert.equal(late.statusCode, 410);
    assert.equal(late.json<ErrorAnswer>().message, M.holdExpired);
  });
});

describe('hold lifetime rule', () => {
  const createdAt = new Date(TEST_NOW);
  const plus = (seconds: number) => new Date(createdAt.getTime() + seconds * 1000);

  it('HOLD_MAX_EXTENSIONS=0: reprice never extends; the remaining time never shrinks', () => {
    const none = { ttlSeconds: TTL, maxExtensions: 0 };
    assert.deepEqual(holdDeadline(createdAt, none), plus(TTL));
    assert.deepEqual(repricedExpiry({ createdAt, expiresAt: plus(TTL) }, plus(300), none), plus(TTL));
    // A hold that already had more time (the setting was lowered since) keeps it.
    assert.deepEqual(repricedExpiry({ createdAt, expiresAt: plus(TTL + 60) }, plus(300), none), plus(TTL + 60));
  });

  it('two extensions allowed: up to three lifetimes from creation', () => {
    const two = { ttlSeconds: TTL, maxExtensions: 2 };
    assert.deepEqual(repricedExpiry({ createdAt, expiresAt: plus(TTL) }, plus(800), two), plus(800 + TTL));
    assert.deepEqual(repricedExpiry({ createdAt, expiresAt: plus(1700) }, plus(2500), two), plus(3 * TTL));
  });
});
