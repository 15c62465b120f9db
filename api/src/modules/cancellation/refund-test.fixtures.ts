import assert from 'node:assert/strict';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { build } from '../../build';
import { addDays } from '../../clock';
import { bookings, payments, refunds, roomTypes, users } from '../../db/schema';
import { ManualClock } from '../../testing/auth-helpers';
import { TEST_NOW, TEST_TODAY } from '../../testing/test-clock';
import { authed, MEMBER_ID, prepareStay, tokenFor, type Stay } from '../reservation/hold-test.fixtures';
import { bookStay } from './cancellation-test.fixtures';
import { RefundService } from './refund.service';
import { startFakeToss, type FakeToss } from './toss-fake.fixtures';

const HOTEL_OF_OWNER1 = 3;

/** An app paying through a fake Toss on a manual clock, with what the refund tests do to it. */
export interface RefundWorld {
  app: FastifyInstance;
  toss: FakeToss;
  clock: ManualClock;
  tokens(): Promise<{ member: string; owner: string; admin: string }>;
  /** A fresh refundable one-night stay (its own date), booked and paid through Toss by the member. */
  book(price?: number): Promise<{ stay: Stay; bookingNo: string }>;
  cancel(bookingNo: string, token?: string, payload?: Record<string, unknown>): Promise<LightMyRequestResponse>;
  bookingOf(bookingNo: string): Promise<typeof bookings.$inferSelect>;
  refundOf(bookingNo: string): Promise<typeof refunds.$inferSelect | undefined>;
  paymentOf(bookingNo: string): Promise<typeof payments.$inferSelect>;
  /** The retry job's round, as every instance runs it (a shorter provider timeout when given). */
  retry(timeoutMs?: number): ReturnType<RefundService['retryDue']>;
  /** Moves the clock past an attempt's lease and a first retry's delay. */
  later(minutes: number): void;
  /** Makes one statement fail inside the database (a trigger raising an error) until the returned function is called. */
  failOn(table: 'refunds' | 'payments' | 'audit_log', event: 'insert' | 'update', when: string): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export async function refundWorld(): Promise<RefundWorld> {
  const toss = await startFakeToss();
  const clock = new ManualClock(TEST_NOW);
  // Many bookings by one member in a few minutes: the per-member hold rate limit is not what these tests are about.
  const app = await build({
    clock,
    env: {
      TOSS_CLIENT_KEY: 'test_ck_demo',
      TOSS_SECRET_KEY: 'test_sk_demo',
      TOSS_API_URL: toss.url,
      HOLD_CREATE_RATE_MAX: '1000',
      RATE_LIMIT_ENABLED: 'false',
    },
  });
  let nextCheckIn = addDays(TEST_TODAY, 12);
  let triggers = 0;
  const tossConfig = app.config.payments.toss!;
  const tokens = async () => {
    const id = async (loginId: string) => (await app.db.select().from(users).where(eq(users.loginId, loginId)))[0]!.id;
    return {
      member: await tokenFor(app, MEMBER_ID),
      owner: await tokenFor(app, await id('owner0001')),
      admin: await tokenFor(app, await id('admin0001')),
    };
  };
  const bookingOf = async (bookingNo: string) => (await app.db.select().from(bookings).where(eq(bookings.bookingNo, bookingNo)))[0]!;
  return {
    app,
    toss,
    clock,
    tokens,
    book: async (price = 90_000) => {
      const stay = await prepareStay(app, { hotelId: HOTEL_OF_OWNER1, checkIn: nextCheckIn, nights: 1, allotment: 1, price });
      nextCheckIn = addDays(nextCheckIn, 1);
      await app.db.update(roomTypes).set({ refundable: true }).where(eq(roomTypes.id, stay.roomTypeId));
      const booking = await bookStay(app, (await tokens()).member, stay);
      return { stay, bookingNo: booking.bookingNo };
    },
    cancel: async (bookingNo, token, payload = { reason: 'CHANGE_OF_PLAN' }) =>
      app.inject({ method: 'POST', url: `/api/bookings/${bookingNo}/cancel`, headers: authed(token ?? (await tokens()).member), payload }),
    bookingOf,
    refundOf: async (bookingNo) =>
      (
        await app.db
          .select()
          .from(refunds)
          .where(eq(refunds.bookingId, (await bookingOf(bookingNo)).id))
      )[0],
    paymentOf: async (bookingNo) =>
      (
        await app.db
          .select()
          .from(payments)
          .where(eq(payments.bookingId, (await bookingOf(bookingNo)).id))
      )[0]!,
    retry: (timeoutMs) => new RefundService(app.db, clock, timeoutMs ? { ...tossConfig, timeoutMs } : tossConfig).retryDue(),
    later: (minutes) => clock.advance(minutes * 60),
    failOn: async (table, event, when) => {
      const name = `injected_failure_${++triggers}`;
      await app.db.execute(
        sql.raw(`create function ${name}() returns trigger language plpgsql as $$ begin raise exception 'injected failure'; end $$`),
      );
      await app.db.execute(sql.raw(`create trigger ${name} before ${event} on ${table} for each row when (${when}) execute function ${name}()`));
      return async () => {
        await app.db.execute(sql.raw(`drop trigger ${name} on ${table}`));
        await app.db.execute(sql.raw(`drop function ${name}()`));
      };
    },
    close: async () => {
      await app.close();
      await toss.close();
    },
  };
}

/** The money and the booking agree: CANCELLED, the refund SUCCEEDED once, the payment refunded exactly that once. */
export async function assertRefundedOnce(world: RefundWorld, bookingNo: string, amount: number): Promise<void> {
  const key = `refund-${bookingNo}`;
  assert.equal((await world.bookingOf(bookingNo)).status, 'CANCELLED');
  assert.deepEqual(world.toss.refunded.get(key), [amount], 'the provider gave the money back once');
  const refund = await world.refundOf(bookingNo);
  assert.deepEqual([refund?.status, refund?.providerRef, refund?.amount], ['SUCCEEDED', `tx-${key}`, amount]);
  assert.ok(refund?.completedAt);
  const payment = await world.paymentOf(bookingNo);
  assert.deepEqual([payment.refundedAmount, payment.status], [amount, amount >= payment.amount ? 'CANCELED' : 'PARTIAL_CANCELED']);
  assert.ok(
    world.toss.cancelsFor(key).every((call) => call.idempotencyKey === key && call.body.cancelAmount === amount),
    'every call asked the same refund with the same key',
  );
}
