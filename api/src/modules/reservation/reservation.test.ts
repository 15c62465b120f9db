import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { HoldDetail, HoldResult } from 'shared-contracts/schemas';
import { build } from '../../build';
import { addDays } from '../../clock';
import { roomInventory } from '../../db/schema';
import { ManualClock } from '../../testing/auth-helpers';
import { TEST_NOW, TEST_TODAY } from '../../testing/test-clock';
import { authed, bookedNights, holdBody, MEMBER_ID, OTHER_MEMBER_ID, postHold, prepareStay, tokenFor } from './hold-test.fixtures';
import { RESERVATION_MESSAGES as M } from './reservation.messages';
import { HoldService } from './reservation.service';

const TTL = 900;

describe('holds', () => {
  let app: FastifyInstance;
  let clock: ManualClock;
  let member: string;
  let other: string;
  let checkIn = addDays(TEST_TODAY, 10);
  // Each test gets its own nights so earlier holds never interfere.
  const nextStay = async (nights = 2, allotment = 3, price = 80_000, hotelId = 1) => {
    const stay = await prepareStay(app, { hotelId, checkIn, nights, allotment, price });
    checkIn = addDays(checkIn, nights + 1);
    return stay;
  };
  const refreshTokens = async () => {
    member = await tokenFor(app, MEMBER_ID);
    other = await tokenFor(app, OTHER_MEMBER_ID);
  };
  // Access tokens live 15 minutes on the same clock: moving time re-signs them.
  const advance = async (seconds: number) => {
    clock.advance(seconds);
    await refreshTokens();
  };
  const detail = async (code: string, token = member) => {
    const res = await app.inject({ method: 'GET', url: `/api/reservations/hold/${code}`, headers: authed(token) });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<HoldDetail>();
  };
  const reprice = (code: string, couponCode: string | null, token = member) =>
    app.inject({ method: 'PUT', url: `/api/reservations/hold/${code}/reprice`, headers: authed(token), payload: { couponCode } });
  const release = (code: string, token = member) => app.inject({ method: 'DELETE', url: `/api/reservations/hold/${code}`, headers: authed(token) });

  before(async () => {
    clock = new ManualClock(TEST_NOW);
    // These tests are about one hold at a time and take many with one member; the per-member cap and
    // creation rate have their own file (hold-limits.test.ts) with the defaults.
    app = await build({ clock, env: { HOLD_MAX_ACTIVE_PER_USER: '100', HOLD_CREATE_RATE_MAX: '1000' } });
    await refreshTokens();
  });
  after(() => app.close());

  it('takes one room on every night and answers the hold for its owner', async () => {
    const stay = await nextStay(3, 3, 70_000);
    const res = await postHold(app, member, holdBody(stay, { guests: 2, guestName: ' 김민지 ', phone: '01030000001' }));
    assert.equal(res.statusCode, 201, res.body);
    const hold = res.json<HoldResult>();
    assert.match(hold.holdCode, /^H[2-9A-Z]{12}$/);
    assert.equal(hold.totalAmount, 210_000);
    assert.equal(hold.expiresAt, new Date(Date.parse(TEST_NOW) + TTL * 1000).toISOString());
    assert.deepEqual(await bookedNights(app, stay), [1, 1, 1]);

    const view = await detail(hold.holdCode);
    assert.equal(view.status, 'ACTIVE');
    assert.equal(view.hotelId, stay.hotelId);
    assert.ok(view.hotelName.length > 0 && view.roomTypeName.length > 0 && view.hotelAddress.length > 0);
    assert.equal(view.nights, 3);
    assert.equal(view.guests, 2);
    assert.equal(view.guestName, '김민지');
    assert.equal(view.phone, '010-3000-0001');
    assert.deepEqual(
      view.nightly,
      [0, 1, 2].map((i) => ({ date: addDays(stay.checkIn, i), price: 70_000 })),
    );
    assert.equal(view.subtotal, 210_000);
    assert.equal(view.discount, 0);
    assert.equal(view.totalAmount, 210_000);
    assert.equal(view.coupon, null);
    assert.equal(view.serverNow, clock.now().toISOString());
    assert.equal(view.bookingNo, null);
  });

  it('refuses invalid stays with Korean 400s', async () => {
    const stay = await nextStay(2);
    const cases: [Record<string, unknown>, string][] = [
      [{ checkIn: '2030/04/01' }, M.invalidDate],
      [{ checkIn: '2030-02-30', checkOut: '2030-03-02' }, M.invalidDate],
      [{ checkOut: stay.checkIn }, M.checkOutAfterCheckIn],
      [{ checkIn: addDays(TEST_TODAY, -1), checkOut: addDays(TEST_TODAY, 1) }, M.pastCheckIn],
      [{ checkOut: addDays(stay.checkIn, 31) }, M.tooManyNights],
      [{ guests: 0 }, M.guestsTooFew],
      [{ guests: stay.capacity + 1 }, M.overCapacity(stay.capacity)],
      [{ ratePlanId: 2 }, M.ratePlanNotFound],
      [{ phone: '02-123-4567' }, M.invalidPhone],
    ];
    for (const [change, message] of cases) {
      const res = await postHold(app, member, holdBody(stay, change));
      assert.equal(res.statusCode, 400, `${JSON.stringify(change)}: ${res.body}`);
      assert.equal(res.json<{ message: string }>().message, message);
    }
    const missing = await postHold(app, member, { hotelId: stay.hotelId, checkIn: stay.checkIn, checkOut: stay.checkOut });
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json<{ error: string }>().error, 'VALIDATION_ERROR');
    assert.deepEqual(await bookedNights(app, stay), [0, 0]);
  });

  it('allows a 30-night stay and check-in today', async () => {
    const today = await prepareStay(app, { hotelId: 2, checkIn: TEST_TODAY, nights: 30, allotment: 2, price: 50_000 });
    const res = await postHold(app, member, holdBody(today));
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.json<HoldResult>().totalAmount, 1_500_000);
  });

  it('needs a login, refuses a userId that is not the caller and unknown room types', async () => {
    const stay = await nextStay(1);
    const anonymous = await app.inject({ method: 'POST', url: '/api/reservations/hold', payload: holdBody(stay) });
    assert.equal(anonymous.statusCode, 401);
    const mismatch = await postHold(app, member, holdBody(stay, { userId: OTHER_MEMBER_ID }));
    assert.equal(mismatch.statusCode, 403);
    assert.equal(mismatch.json<{ message: string }>().message, M.userMismatch);
    assert.equal((await postHold(app, member, holdBody(stay, { userId: MEMBER_ID }))).statusCode, 201);
    // The token's subject as it is in the token: a digit string.
    assert.equal((await postHold(app, member, holdBody(stay, { userId: String(MEMBER_ID) }))).statusCode, 201);
    assert.equal((await postHold(app, member, holdBody(stay, { userId: String(OTHER_MEMBER_ID) }))).statusCode, 403);
    const wrongHotel = await postHold(app, member, holdBody(stay, { hotelId: stay.hotelId + 1 }));
    assert.equal(wrongHotel.statusCode, 404);
    assert.equal(wrongHotel.json<{ message: string }>().message, M.roomTypeNotFound);
  });

  it('takes nothing when one night is sold out or closed (409, all rolled back)', async () => {
    const stay = await nextStay(3, 2);
    const middle = addDays(stay.checkIn, 1);
    const setMiddle = (values: Partial<typeof roomInventory.$inferInsert>) =>
      app.db
        .update(roomInventory)
        .set(values)
        .where(and(eq(roomInventory.roomTypeId, stay.roomTypeId), eq(roomInventory.stayDate, middle)));
    await setMiddle({ booked: 2 });
    const soldOut = await postHold(app, member, holdBody(stay));
    assert.equal(soldOut.statusCode, 409);
    assert.deepEqual(
      { ...soldOut.json<Record<string, unknown>>(), errorId: undefined },
      { error: 'SOLD_OUT', message: M.soldOut, errorId: undefined },
    );
    assert.deepEqual(await bookedNights(app, stay), [0, 2, 0]);
    await setMiddle({ booked: 0, status: 'CLOSED' });
    assert.equal((await postHold(app, member, holdBody(stay))).statusCode, 409);
    assert.deepEqual(await bookedNights(app, stay), [0, 0, 0]);
    // Nights beyond the published inventory do not exist: not bookable.
    const farAway = await postHold(app, member, holdBody(stay, { checkIn: addDays(TEST_TODAY, 200), checkOut: addDays(TEST_TODAY, 201) }));
    assert.equal(farAway.statusCode, 409);
  });

  it('expires lazily when read: rooms back once, status EXPIRED, reprice 410', async () => {
    const stay = await nextStay(2, 1);
    const { holdCode } = (await postHold(app, member, holdBody(stay))).json<HoldResult>();
    assert.deepEqual(await bookedNights(app, stay), [1, 1]);
    await advance(TTL - 1);
    assert.equal((await detail(holdCode)).status, 'ACTIVE');
    await advance(1);
    assert.equal((await detail(holdCode)).status, 'EXPIRED');
    assert.deepEqual(await bookedNights(app, stay), [0, 0]);
    const late = await reprice(holdCode, null);
    assert.equal(late.statusCode, 410);
    assert.equal(late.json<{ message: string }>().message, M.holdExpired);
    // Releasing an expired hold changes nothing.
    assert.equal((await release(holdCode)).statusCode, 204);
    assert.deepEqual(await bookedNights(app, stay), [0, 0]);
    // The night is sellable again.
    assert.equal((await postHold(app, other, holdBody(stay))).statusCode, 201);
  });

  it('the expiry job releases every lapsed hold exactly once', async () => {
    const stay = await nextStay(2, 5);
    for (let i = 0; i < 3; i++) {
      const res = await postHold(app, member, holdBody(stay));
      assert.equal(res.statusCode, 201, res.body);
    }
    await advance(300);
    const fresh = (await postHold(app, member, holdBody(stay))).json<HoldResult>();
    assert.deepEqual(await bookedNights(app, stay), [4, 4]);
    const service = new HoldService(app.db, clock, app.config.holds);
    await advance(TTL - 300);
    const [first, second] = await Promise.all([service.expireDue(), service.expireDue()]);
    assert.ok(first && second);
    assert.ok(first.holds + second.holds >= 3);
    assert.deepEqual(await bookedNights(app, stay), [1, 1]);
    assert.deepEqual(await service.expireDue(), { holds: 0, nights: 0 });
    await refreshTokens();
    assert.equal((await detail(fresh.holdCode)).status, 'ACTIVE');
  });

  it('release gives the rooms back once; only the owner sees or touches a hold', async () => {
    const stay = await nextStay(2, 2);
    const { holdCode } = (await postHold(app, member, holdBody(stay))).json<HoldResult>();
    for (const res of [
      await app.inject({ method: 'GET', url: `/api/reservations/hold/${holdCode}`, headers: authed(other) }),
      await reprice(holdCode, null, other),
      await release(holdCode, other),
    ]) {
      assert.equal(res.statusCode, 404);
      assert.equal(res.json<{ message: string }>().message, M.holdNotFound);
    }
    assert.deepEqual(await bookedNights(app, stay), [1, 1]);
    assert.equal((await detail(holdCode)).status, 'ACTIVE');

    assert.equal((await release(holdCode)).statusCode, 204);
    assert.deepEqual(await bookedNights(app, stay), [0, 0]);
    assert.equal((await release(holdCode)).statusCode, 204);
    assert.deepEqual(await bookedNights(app, stay), [0, 0]);
    assert.equal((await detail(holdCode)).status, 'RELEASED');
    const afterRelease = await reprice(holdCode, null);
    assert.equal(afterRelease.statusCode, 409);
    assert.equal(afterRelease.json<{ message: string }>().message, M.holdNotActive);
    assert.equal((await release('HNOSUCHCODE00')).statusCode, 404);
  });
});
