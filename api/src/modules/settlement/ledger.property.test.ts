import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { HoldResult, PaymentRedirect, PreparedPayment } from 'shared-contracts/schemas';
import { build } from '../../build';
import { addDays, businessToday } from '../../clock';
import { bookings, holds, roomInventory, roomTypes, users } from '../../db/schema';
import { Prng } from '../../db/seed/prng';
import { ManualClock } from '../../testing/auth-helpers';
import { TEST_NOW } from '../../testing/test-clock';
import { HoldService } from '../reservation/reservation.service';
import { tokenFor } from '../reservation/hold-test.fixtures';
import { ledgerProblems } from './ledger.repository';
import { runSettlementRound } from './settlement.service';

/** The hotel of owner0001 the run books (its owner edits its nights), and how far ahead its stays start. */
const HOTEL = 3;
const HORIZON_DAYS = 12;
const STEPS = Number(process.env.LEDGER_STEPS || 90);
const SEED = Number(process.env.LEDGER_SEED || 20261127);
const COUPON_CODE = 'WELCOME-STAYON';

type Step = 'hold' | 'pay' | 'release' | 'cancel' | 'edit' | 'time';

/**
 * The ledger check (issue 23 item 8): random sequences of holds (some with a coupon), payments, releases,
 * cancellations by the member, the owner and the admin at every refund tier, owner inventory edits, and days passing
 * (holds lapse, weeks close, settlement rounds run) — after every step the ledger's invariants hold
 * (ledger.repository.ts). Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set; LEDGER_SEED replays a run.
 */
describe('the ledger stays whole under random bookings, refunds, edits and settlements', () => {
  let app: FastifyInstance;
  const clock = new ManualClock(TEST_NOW);
  const random = new Prng(SEED);
  const members: number[] = [];
  let ownerId = 0;
  let adminId = 0;
  let typeIds: number[] = [];
  const openHolds: { code: string; memberId: number }[] = [];
  const paid: { bookingNo: string; memberId: number }[] = [];

  before(async () => {
    app = await build({ clock, env: { HOLD_CREATE_RATE_MAX: '10000', HOLD_MAX_ACTIVE_PER_USER: '3' } });
    const people = await app.db.select({ id: users.id, loginId: users.loginId }).from(users);
    const idOf = (loginId: string) => people.find((p) => p.loginId === loginId)!.id;
    for (let n = 1; n <= 6; n++) members.push(idOf(`member000${n}`));
    ownerId = idOf('owner0001');
    adminId = idOf('admin0001');
    typeIds = (await app.db.select({ id: roomTypes.id }).from(roomTypes).where(eq(roomTypes.hotelId, HOTEL))).map((t) => t.id);
    // Small allotments over the horizon, so rooms run out and edits meet bookings; refundable rooms, so every tier
    // of the hotel's policy is met by the member's cancellations.
    await app.db.update(roomTypes).set({ refundable: true }).where(eq(roomTypes.hotelId, HOTEL));
    await app.db
      .update(roomInventory)
      .set({ allotment: 2, status: 'OPEN', price: 80_000 })
      .where(and(inArray(roomInventory.roomTypeId, typeIds), eq(roomInventory.booked, 0)));
    // Every member claims the demo code (5,000 won, once per member) and may use it on one stay at a time.
    for (const memberId of members) {
      const claimed = await call(memberId, 'POST', '/api/coupons/claim', { code: COUPON_CODE });
      assert.ok([200, 201, 409].includes(claimed.statusCode), claimed.body);
    }
    assert.deepEqual(await ledgerProblems(app.db), [], 'the seeded world keeps the ledger');
  });
  after(() => app.close());

  const as = async (userId: number) => ({ authorization: `Bearer ${await tokenFor(app, userId)}` });
  const call = async (userId: number, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object): Promise<LightMyRequestResponse> =>
    app.inject({ method, url, headers: await as(userId), ...(payload ? { payload } : {}) });
  /** An answer the step may meet: success, or a refusal in Korean (sold out, limits, closed) — never a 5xx. */
  const expectHandled = (res: LightMyRequestResponse, step: string) => {
    assert.ok(res.statusCode < 500, `${step}: ${res.statusCode} ${res.body}`);
    if (res.statusCode >= 400) assert.match(res.json<{ message: string }>().message, /[가-힣]/, `${step}: ${res.body}`);
  };

  const steps: Record<Step, () => Promise<string>> = {
    hold: async () => {
      const memberId = random.pick(members);
      const checkIn = addDays(businessToday(clock), random.int(0, HORIZON_DAYS));
      const couponCode = random.chance(0.3) ? COUPON_CODE : undefined;
      const body = {
        hotelId: HOTEL,
        roomTypeId: random.pick(typeIds),
        checkIn,
        checkOut: addDays(checkIn, random.int(1, 3)),
        guests: 1,
        ...(couponCode ? { couponCode } : {}),
      };
      const res = await call(memberId, 'POST', '/api/reservations/hold', body);
      expectHandled(res, 'hold');
      if (res.statusCode === 201) openHolds.push({ code: res.json<HoldResult>().holdCode, memberId });
      return `hold ${res.statusCode}`;
    },
    pay: async () => {
      const hold = openHolds.splice(random.int(0, Math.max(openHolds.length - 1, 0)), 1)[0];
      if (!hold) return 'pay (no hold)';
      const prepared = await call(hold.memberId, 'POST', '/api/payments/prepare', { holdCode: hold.code });
      expectHandled(prepared, 'prepare');
      if (prepared.statusCode !== 200) return `prepare ${prepared.statusCode}`;
      const order = prepared.json<PreparedPayment>();
      const approved = await call(hold.memberId, 'POST', `/api/payments/sandbox/${order.orderId}/approve`);
      expectHandled(approved, 'approve');
      if (approved.statusCode !== 200) return `approve ${approved.statusCode}`;
      const redirect = new URL(approved.json<PaymentRedirect>().redirectUrl, 'http://localhost');
      const confirmed = await call(hold.memberId, 'POST', '/api/payments/confirm', {
        paymentKey: redirect.searchParams.get('paymentKey') ?? '',
        orderId: redirect.searchParams.get('orderId') ?? '',
        amount: Number(redirect.searchParams.get('amount')),
      });
      expectHandled(confirmed, 'confirm');
      if (confirmed.statusCode === 200) paid.push({ bookingNo: confirmed.json<{ bookingNo: string }>().bookingNo, memberId: hold.memberId });
      return `pay ${confirmed.statusCode}`;
    },
    release: async () => {
      const hold = openHolds.splice(random.int(0, Math.max(openHolds.length - 1, 0)), 1)[0];
      if (!hold) return 'release (no hold)';
      const res = await call(hold.memberId, 'DELETE', `/api/reservations/hold/${hold.code}`);
      expectHandled(res, 'release');
      return `release ${res.statusCode}`;
    },
    cancel: async () => {
      const booking = paid.splice(random.int(0, Math.max(paid.length - 1, 0)), 1)[0];
      if (!booking) return 'cancel (no booking)';
      const who = random.pick(['member', 'member', 'owner', 'admin'] as const);
      const caller = who === 'member' ? booking.memberId : who === 'owner' ? ownerId : adminId;
      const res = await call(caller, 'POST', `/api/bookings/${booking.bookingNo}/cancel`, {
        reason: random.pick(['CHANGE_OF_PLAN', 'PRICE_ISSUE', 'HOTEL_ISSUE']),
      });
      expectHandled(res, `cancel by ${who}`);
      return `cancel by ${who} ${res.statusCode}`;
    },
    edit: async () => {
      const date = addDays(businessToday(clock), random.int(0, HORIZON_DAYS + 3));
      const res = await call(ownerId, 'PUT', `/api/owner/hotels/${HOTEL}/inventory/day`, {
        roomTypeId: random.pick(typeIds),
        date,
        price: random.int(5, 15) * 10_000,
        allotment: random.int(0, 3),
        status: random.chance(0.9) ? 'OPEN' : 'CLOSED',
      });
      expectHandled(res, 'owner edit');
      return `edit ${res.statusCode}`;
    },
    time: async () => {
      clock.advance(random.int(1, 3) * 86_400 + random.int(0, 3600));
      const lapsed = await new HoldService(app.db, clock, app.config.holds).expireDue();
      await runSettlementRound(app.db, clock);
      // Bookings whose check-in day has passed can no longer be cancelled; holds that lapsed cannot be paid.
      const live = new Set((await app.db.select({ code: holds.code }).from(holds).where(eq(holds.status, 'ACTIVE'))).map((h) => h.code));
      openHolds.splice(0, openHolds.length, ...openHolds.filter((h) => live.has(h.code)));
      const today = businessToday(clock);
      const open = new Set(
        (await app.db.select({ no: bookings.bookingNo, checkIn: bookings.checkIn }).from(bookings).where(eq(bookings.status, 'CONFIRMED')))
          .filter((b) => b.checkIn >= today)
          .map((b) => b.no),
      );
      paid.splice(0, paid.length, ...paid.filter((b) => open.has(b.bookingNo)));
      return `time → ${today} (${lapsed.holds} holds lapsed)`;
    },
  };
  const weights: [Step, number][] = [
    ['hold', 5],
    ['pay', 4],
    ['release', 1],
    ['cancel', 3],
    ['edit', 2],
    ['time', 1],
  ];

  it(`keeps every invariant after each of ${STEPS} random steps (seed ${SEED})`, async () => {
    const total = weights.reduce((n, [, w]) => n + w, 0);
    const trail: string[] = [];
    for (let i = 0; i < STEPS; i++) {
      let roll = random.int(1, total);
      const step = weights.find(([, w]) => (roll -= w) <= 0)![0];
      trail.push(await steps[step]());
      const problems = await ledgerProblems(app.db);
      assert.deepEqual(problems, [], `after step ${i + 1} of seed ${SEED}:\n${trail.join('\n')}`);
    }
    // The run met what it is meant to: paid stays, refunds by every role, owners' edits and closed weeks.
    for (const expected of ['pay 200', 'cancel by member 200', 'cancel by owner 200', 'cancel by admin 200', 'edit 200']) {
      assert.ok(
        trail.some((done) => done.startsWith(expected)),
        `the run never did "${expected}":\n${trail.join('\n')}`,
      );
    }
  });
});
