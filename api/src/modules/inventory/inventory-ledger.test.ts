import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Booking, HoldResult, PaymentRedirect, PreparedPayment } from 'shared-contracts/schemas';
import { build } from '../../build';
import { addDays } from '../../clock';
import { queryRows } from '../../db/database';
import { hotelOwners, users } from '../../db/schema';
import { ManualClock } from '../../testing/auth-helpers';
import { TEST_NOW, TEST_TODAY } from '../../testing/test-clock';
import { authed, MEMBER_ID, tokenFor } from '../reservation/hold-test.fixtures';
import { findUnexplainedNights } from './inventory.repository';

interface FreeStay {
  hotelId: number;
  roomTypeId: number;
  checkIn: string;
  checkOut: string;
}

/**
 * The inventory ledger (issue 23): on every night, booked = the rooms of the CONFIRMED bookings + the ACTIVE holds
 * staying on it. Checked on the seeded world as it is, then after each flow that moves rooms: hold, release, pay,
 * member cancel, owner cancel, lapse — always through the API, never by setting counts.
 */
describe('inventory ledger: booked is the rooms of bookings and live holds', () => {
  let app: FastifyInstance;
  let clock: ManualClock;
  let member: string;
  let owner: string;
  let ownedHotel = 0;

  const balanced = async (step: string) => assert.deepEqual(await findUnexplainedNights(app.db), [], `after ${step}`);
  const bookedOf = async (stay: FreeStay) =>
    (
      await queryRows<{ booked: number }>(
        app.db,
        sql`select booked from room_inventory where room_type_id = ${stay.roomTypeId}
            and stay_date >= ${stay.checkIn}::date and stay_date < ${stay.checkOut}::date order by stay_date`,
      )
    ).map((r) => Number(r.booked));
  /** Two open nights of a room type of the hotel with two rooms left each, from `offset` days on. */
  const freeStay = async (hotelId: number, offset: number): Promise<FreeStay> => {
    const [row] = await queryRows<{ room_type_id: number; stay_date: string }>(
      app.db,
      sql`select a.room_type_id, a.stay_date::text as stay_date from room_inventory a
          join room_inventory b on b.room_type_id = a.room_type_id and b.stay_date = a.stay_date + 1
          where a.hotel_id = ${hotelId} and a.stay_date >= ${addDays(TEST_TODAY, offset)}::date
            and a.status = 'OPEN' and b.status = 'OPEN' and a.allotment - a.booked >= 2 and b.allotment - b.booked >= 2
          order by a.stay_date, a.room_type_id limit 1`,
    );
    assert.ok(row, `two free nights at hotel ${hotelId} from day ${offset}`);
    return { hotelId, roomTypeId: Number(row.room_type_id), checkIn: row.stay_date, checkOut: addDays(row.stay_date, 2) };
  };
  const post = (url: string, token: string, payload?: Record<string, unknown>) =>
    app.inject({ method: 'POST', url, headers: authed(token), ...(payload ? { payload } : {}) });
  const hold = async (stay: FreeStay) => {
    const res = await post('/api/reservations/hold', member, { ...stay, guests: 1 });
    assert.equal(res.statusCode, 201, res.body);
    return res.json<HoldResult>().holdCode;
  };
  const pay = async (holdCode: string) => {
    const order = (await post('/api/payments/prepare', member, { holdCode })).json<PreparedPayment>();
    const approved = await post(`/api/payments/sandbox/${order.orderId}/approve`, member);
    const url = new URL(approved.json<PaymentRedirect>().redirectUrl, 'http://localhost');
    const confirmed = await post('/api/payments/confirm', member, {
      paymentKey: url.searchParams.get('paymentKey'),
      orderId: url.searchParams.get('orderId'),
      amount: Number(url.searchParams.get('amount')),
    });
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    return confirmed.json<Booking>().bookingNo;
  };
  const cancel = async (bookingNo: string, token: string, reason: string) => {
    const res = await post(`/api/bookings/${bookingNo}/cancel`, token, { reason });
    assert.equal(res.statusCode, 200, res.body);
  };

  before(async () => {
    clock = new ManualClock(TEST_NOW);
    app = await build({ clock });
    member = await tokenFor(app, MEMBER_ID);
    const [ownerRow] = await app.db.select().from(users).where(eq(users.loginId, 'owner0001'));
    owner = await tokenFor(app, ownerRow!.id);
    ownedHotel = (await app.db.select().from(hotelOwners).where(eq(hotelOwners.userId, ownerRow!.id)))[0]!.hotelId;
  });
  after(() => app.close());

  it('balances on the seeded world, whose sold-out nights are sold to seeded guests', async () => {
    await balanced('the seed');
    const [soldOut] = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from room_inventory where status = 'OPEN' and booked = allotment and booked > 0`,
    );
    assert.ok(Number(soldOut!.n) > 0);
  });

  it('balances after a hold and after its release', async () => {
    const stay = await freeStay(ownedHotel, 20);
    const before = await bookedOf(stay);
    const code = await hold(stay);
    assert.deepEqual(
      await bookedOf(stay),
      before.map((n) => n + 1),
    );
    await balanced('a hold');
    assert.equal((await app.inject({ method: 'DELETE', url: `/api/reservations/hold/${code}`, headers: authed(member) })).statusCode, 204);
    assert.deepEqual(await bookedOf(stay), before);
    await balanced('the release');
  });

  it('balances after a payment and after the member and the owner cancel', async () => {
    const mine = await freeStay(ownedHotel, 30);
    const before = await bookedOf(mine);
    const bookingNo = await pay(await hold(mine));
    assert.deepEqual(
      await bookedOf(mine),
      before.map((n) => n + 1),
      "the booking keeps the hold's rooms",
    );
    await balanced('a payment');
    await cancel(bookingNo, member, 'CHANGE_OF_PLAN');
    assert.deepEqual(await bookedOf(mine), before);
    await balanced("the member's cancel");

    const theirs = await freeStay(ownedHotel, 40);
    const theirsBefore = await bookedOf(theirs);
    await cancel(await pay(await hold(theirs)), owner, 'HOTEL_ISSUE');
    assert.deepEqual(await bookedOf(theirs), theirsBefore);
    await balanced("the owner's cancel");
  });

  it('balances after a hold lapses and is expired when read', async () => {
    const stay = await freeStay(ownedHotel, 50);
    const before = await bookedOf(stay);
    const code = await hold(stay);
    clock.advance(24 * 3600);
    member = await tokenFor(app, MEMBER_ID);
    const read = await app.inject({ method: 'GET', url: `/api/reservations/hold/${code}`, headers: authed(member) });
    assert.equal(read.json<{ status: string }>().status, 'EXPIRED', read.body);
    assert.deepEqual(await bookedOf(stay), before);
    await balanced('the expiry');
  });

  it("balances after an administrator suspends a hotel with an open hold (released in the suspension's transaction)", async () => {
    const [adminRow] = await app.db.select().from(users).where(eq(users.loginId, 'admin0001'));
    const admin = await tokenFor(app, adminRow!.id);
    const [other] = await queryRows<{ id: number }>(
      app.db,
      sql`select id from hotels where id <> ${ownedHotel} and status = 'ACTIVE' order by id desc limit 1`,
    );
    const stay = await freeStay(Number(other!.id), 15);
    const before = await bookedOf(stay);
    await hold(stay);
    const suspended = await post(`/api/admin/hotels/${stay.hotelId}/suspend`, admin, { reason: '위생 점검 불합격' });
    assert.equal(suspended.statusCode, 200, suspended.body);
    assert.deepEqual(await bookedOf(stay), before);
    await balanced('the suspension');
  });

  it('names a night whose count no booking explains', async () => {
    const stay = await freeStay(ownedHotel, 60);
    await app.db.execute(
      sql`update room_inventory set booked = booked + 1 where room_type_id = ${stay.roomTypeId} and stay_date = ${stay.checkIn}::date`,
    );
    const unexplained = await findUnexplainedNights(app.db, [ownedHotel]);
    assert.deepEqual(
      unexplained.map((n) => [n.roomTypeId, n.stayDate]),
      [[stay.roomTypeId, stay.checkIn]],
    );
    assert.equal(unexplained[0]!.booked, unexplained[0]!.bookingRooms + unexplained[0]!.holdRooms + 1);
  });
});
