import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { HOLD_ERROR_CODES, type HoldResult, type HotelDetail } from 'shared-contracts/schemas';
import { build } from '../../build';
import { addDays } from '../../clock';
import { roomInventory, roomTypes } from '../../db/schema';
import { DEMO_MIN_STAY, demoMinStayDate } from '../../db/seed/stay-restrictions.seed';
import { testClock, TEST_TODAY } from '../../testing/test-clock';
import { authed, bookedNights, holdBody, MEMBER_ID, postHold, prepareStay, tokenFor, type Stay } from './hold-test.fixtures';

type Restriction = Partial<{ minStay: number; closedToArrival: boolean; closedToDeparture: boolean }>;

describe('holds refuse a stay that breaks the stay restrictions (docs/decisions/0016)', () => {
  let app: FastifyInstance;
  let member: string;
  // Every test takes its own week of hotel 3's first room type.
  let weekStart = addDays(TEST_TODAY, 50);

  /** A clean week: nights D … D+6 open with rooms and no restriction; `d(n)` is the date n days after D. */
  async function cleanWeek(): Promise<{ stay: Stay; d: (n: number) => string }> {
    const start = weekStart;
    weekStart = addDays(weekStart, 10);
    const stay = await prepareStay(app, { hotelId: 3, checkIn: start, nights: 7, allotment: 5, price: 70_000 });
    await app.db
      .update(roomInventory)
      .set({ minStay: 1, closedToArrival: false, closedToDeparture: false })
      .where(and(eq(roomInventory.roomTypeId, stay.roomTypeId), gte(roomInventory.stayDate, start), lte(roomInventory.stayDate, addDays(start, 7))));
    return { stay, d: (n: number) => addDays(start, n) };
  }

  const restrict = (stay: Stay, date: string, values: Restriction) =>
    app.db
      .update(roomInventory)
      .set(values)
      .where(and(eq(roomInventory.roomTypeId, stay.roomTypeId), eq(roomInventory.stayDate, date)));

  const hold = (stay: Stay, checkIn: string, checkOut: string) => postHold(app, member, holdBody({ ...stay, checkIn, checkOut }));

  /** A refused hold: 409 STAY_RESTRICTED with its Korean text and kind, and no room taken. */
  async function assertRefused(res: LightMyRequestResponse, stay: Stay, expected: { message: string; restriction: string; minStay?: number }) {
    assert.equal(res.statusCode, 409, res.body);
    const body = res.json<{ error: string; message: string; restriction: string; minStay?: number }>();
    assert.equal(body.error, HOLD_ERROR_CODES.stayRestricted);
    assert.equal(body.message, expected.message);
    assert.equal(body.restriction, expected.restriction);
    assert.equal(body.minStay, expected.minStay);
    assert.deepEqual(await bookedNights(app, stay), [0, 0, 0, 0, 0, 0, 0], 'the refused hold took no room');
  }

  /** An allowed hold is created, then released so the member's quota stays free. */
  async function assertHeld(res: LightMyRequestResponse) {
    assert.equal(res.statusCode, 201, res.body);
    const { holdCode } = res.json<HoldResult>();
    const released = await app.inject({ method: 'DELETE', url: `/api/reservations/hold/${holdCode}`, headers: authed(member) });
    assert.equal(released.statusCode, 204);
  }

  before(async () => {
    app = await build({ clock: testClock });
    member = await tokenFor(app, MEMBER_ID);
  });
  after(() => app.close());

  it('a one-night stay arriving on a 2-night minimum is 409 "최소 2박부터 예약할 수 있어요"; two nights are held', async () => {
    const { stay, d } = await cleanWeek();
    await restrict(stay, d(2), { minStay: 2 });
    await assertRefused(await hold(stay, d(2), d(3)), stay, { message: '최소 2박부터 예약할 수 있어요', restriction: 'MIN_STAY', minStay: 2 });
    await assertHeld(await hold(stay, d(2), d(4)));
    // The minimum is the arrival's: a one-night stay the day before, or through the night, is not restricted by it.
    await assertHeld(await hold(stay, d(1), d(2)));
    await assertHeld(await hold(stay, d(1), d(3)));
  });

  it('arriving on a date closed to arrival is 409 "이 날짜에는 체크인할 수 없어요"; staying through it is held', async () => {
    const { stay, d } = await cleanWeek();
    await restrict(stay, d(3), { closedToArrival: true });
    await assertRefused(await hold(stay, d(3), d(5)), stay, { message: '이 날짜에는 체크인할 수 없어요', restriction: 'CLOSED_TO_ARRIVAL' });
    await assertHeld(await hold(stay, d(2), d(4)));
    await assertHeld(await hold(stay, d(2), d(3)));
  });

  it('checking out on a date closed to departure is 409 "이 날짜에는 체크아웃할 수 없어요"; arriving on it or staying through is held', async () => {
    const { stay, d } = await cleanWeek();
    await restrict(stay, d(4), { closedToDeparture: true });
    await assertRefused(await hold(stay, d(2), d(4)), stay, { message: '이 날짜에는 체크아웃할 수 없어요', restriction: 'CLOSED_TO_DEPARTURE' });
    await assertHeld(await hold(stay, d(2), d(5)));
    await assertHeld(await hold(stay, d(4), d(5)));
  });

  it('the seeded world has a two-night minimum a one-night guest meets on the hotel page and at the hold', async () => {
    const night = demoMinStayDate(TEST_TODAY);
    assert.equal(new Date(`${night}T00:00:00Z`).getUTCDay(), 6, 'a Saturday');
    const [type] = await app.db.select().from(roomTypes).where(eq(roomTypes.hotelId, DEMO_MIN_STAY.hotelId)).orderBy(asc(roomTypes.id)).limit(1);
    const detail = async (checkOut: string) =>
      (
        await app.inject({ method: 'GET', url: `/api/hotels/${DEMO_MIN_STAY.hotelId}?checkIn=${night}&checkOut=${checkOut}&guests=1` })
      ).json<HotelDetail>();
    const offerOf = (body: HotelDetail) => body.roomTypes.find((offer) => offer.roomTypeId === type!.id);
    assert.deepEqual(offerOf(await detail(addDays(night, 1)))?.restriction, {
      kind: 'MIN_STAY',
      minStay: 2,
      message: '최소 2박부터 예약할 수 있어요',
    });
    assert.equal(offerOf(await detail(addDays(night, 2)))?.restriction, null);
    const stay = { hotelId: DEMO_MIN_STAY.hotelId, roomTypeId: type!.id, capacity: type!.capacity, checkIn: night, checkOut: addDays(night, 1) };
    const res = await hold(stay, night, addDays(night, 1));
    assert.equal(res.statusCode, 409, res.body);
    assert.equal(res.json<{ message: string }>().message, '최소 2박부터 예약할 수 있어요');
  });

  it("another room type's restriction does not refuse this one", async () => {
    const { stay, d } = await cleanWeek();
    const other = await prepareStay(app, { hotelId: 3, checkIn: d(0), nights: 7, allotment: 5, price: 90_000, typeIndex: 1 });
    await restrict(other, d(1), { minStay: 3, closedToArrival: true });
    await assertHeld(await hold(stay, d(1), d(2)));
  });
});
