import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { OwnerEvent } from 'shared-contracts/schemas';
import { build } from '../../build';
import { addDays } from '../../clock';
import { createTemporaryDatabaseFrom, type TemporaryDatabase } from '../../db/test-database';
import { users } from '../../db/schema';
import { ManualClock } from '../../testing/auth-helpers';
import { TEST_NOW, TEST_TODAY } from '../../testing/test-clock';
import { bookStay } from '../cancellation/cancellation-test.fixtures';
import { authed, MEMBER_ID, prepareStay, tokenFor } from '../reservation/hold-test.fixtures';
import { listening, openStream, type OpenStream } from './owner-events-test.fixtures';
import { publishOwnerEvent } from './owner-events.service';

const HOTEL_OF_OWNER1 = 3;

async function ownerToken(app: FastifyInstance, loginId: string): Promise<string> {
  const [user] = await app.db.select().from(users).where(eq(users.loginId, loginId));
  return tokenFor(app, user!.id);
}

/** A one-night stay of the member at owner0001's hotel, paid (CONFIRMED); answers its booking number. */
async function bookOne(app: FastifyInstance, checkIn: string): Promise<string> {
  const stay = await prepareStay(app, { hotelId: HOTEL_OF_OWNER1, checkIn, nights: 1, allotment: 3, price: 90_000 });
  return (await bookStay(app, await tokenFor(app, MEMBER_ID), stay)).bookingNo;
}

async function cancelAsMember(app: FastifyInstance, bookingNo: string): Promise<void> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingNo}/cancel`,
    headers: authed(await tokenFor(app, MEMBER_ID)),
    payload: { reason: 'CHANGE_OF_PLAN' },
  });
  assert.equal(res.statusCode, 200, res.body);
}

describe('GET /api/owner/hotels/{hotelId}/events: live bookings for the hotel’s owner', () => {
  let app: FastifyInstance;
  let base = '';
  let owner1 = '';
  const clock = new ManualClock(TEST_NOW);
  const streams: OpenStream[] = [];
  const open = async (hotelId: number, token: string | null) => {
    const stream = await openStream(base, hotelId, token);
    streams.push(stream);
    return stream;
  };

  before(async () => {
    app = await build({ clock });
    base = await listening(app);
    owner1 = await ownerToken(app, 'owner0001');
  });
  after(async () => {
    for (const stream of streams) stream.close();
    await app.close();
  });

  it('refuses a caller without a token, a member, and another owner (before any stream opens)', async () => {
    assert.equal((await open(HOTEL_OF_OWNER1, null)).status, 401);
    assert.equal((await open(HOTEL_OF_OWNER1, await tokenFor(app, MEMBER_ID))).status, 403);
    const refused = await open(HOTEL_OF_OWNER1, await ownerToken(app, 'owner0002'));
    assert.equal(refused.status, 403);
    assert.match(refused.contentType ?? '', /json/);
  });

  it('opens as text/event-stream with a ready message, uncompressed', async () => {
    const stream = await open(HOTEL_OF_OWNER1, owner1);
    assert.equal(stream.status, 200);
    assert.equal(stream.contentType, 'text/event-stream; charset=utf-8');
    assert.equal(stream.contentEncoding, null);
    assert.deepEqual((await stream.next('ready')).data, { hotelId: HOTEL_OF_OWNER1 });
    stream.close();
  });

  it('sends booking.created once a booking is paid, and booking.cancelled once it is cancelled', async () => {
    const stream = await open(HOTEL_OF_OWNER1, owner1);
    await stream.next('ready');
    const started = Date.now();
    const bookingNo = await bookOne(app, addDays(TEST_TODAY, 20));
    const created = (await stream.next('booking.created', 2000)).data as OwnerEvent;
    assert.equal(created.bookingNo, bookingNo);
    assert.equal(created.hotelId, HOTEL_OF_OWNER1);
    assert.equal(created.type, 'booking.created');
    await cancelAsMember(app, bookingNo);
    const cancelled = (await stream.next('booking.cancelled', 2000)).data as OwnerEvent;
    assert.equal(cancelled.bookingNo, bookingNo);
    assert.ok(Date.now() - started < 10_000);
    stream.close();
  });

  it("does not tell one hotel's owner about another hotel's bookings", async () => {
    const owner2 = await ownerToken(app, 'owner0002');
    const hotelOf2 = (await app.inject({ method: 'GET', url: '/api/owner/hotels', headers: authed(owner2) })).json<{ id: number }[]>()[0]!.id;
    const other = await open(hotelOf2, owner2);
    const mine = await open(HOTEL_OF_OWNER1, owner1);
    await Promise.all([other.next('ready'), mine.next('ready')]);
    const bookingNo = await bookOne(app, addDays(TEST_TODAY, 22));
    assert.equal(((await mine.next('booking.created')).data as OwnerEvent).bookingNo, bookingNo);
    // A later event on the other hotel's stream proves it was open all along and received nothing before it.
    await app.db.transaction((tx) => publishOwnerEvent(tx, { type: 'booking.created', hotelId: hotelOf2, bookingNo: 'HB-MARKER', at: TEST_NOW }));
    assert.equal(((await other.next('booking.created')).data as OwnerEvent).bookingNo, 'HB-MARKER');
    assert.deepEqual(other.seen.filter((m) => m.event.startsWith('booking.')).length, 1);
    other.close();
    mine.close();
  });

  it('notifies only when the transaction commits: a rolled-back booking sends nothing', async () => {
    const stream = await open(HOTEL_OF_OWNER1, owner1);
    await stream.next('ready');
    await assert.rejects(
      app.db.transaction(async (tx) => {
        await publishOwnerEvent(tx, { type: 'booking.created', hotelId: HOTEL_OF_OWNER1, bookingNo: 'HB-ROLLED-BACK', at: TEST_NOW });
        throw new Error('refused after the notify');
      }),
    );
    await app.db.transaction((tx) =>
      publishOwnerEvent(tx, { type: 'booking.created', hotelId: HOTEL_OF_OWNER1, bookingNo: 'HB-COMMITTED', at: TEST_NOW }),
    );
    assert.equal(((await stream.next('booking.created')).data as OwnerEvent).bookingNo, 'HB-COMMITTED');
    assert.ok(!stream.seen.some((m) => (m.data as OwnerEvent).bookingNo === 'HB-ROLLED-BACK'));
    stream.close();
  });
});

describe(
  'owner events across two API instances on one PostgreSQL',
  { skip: process.env.TEST_DATABASE_URL ? false : 'needs TEST_DATABASE_URL' },
  () => {
    let database: TemporaryDatabase;
    let first: FastifyInstance;
    let second: FastifyInstance;

    before(async () => {
      database = await createTemporaryDatabaseFrom(process.env.TEST_DATABASE_URL!, { hotels: 20, today: TEST_TODAY });
      const clock = new ManualClock(TEST_NOW);
      first = await build({ database: { url: database.url }, clock });
      second = await build({ database: { url: database.url }, clock });
    });
    after(async () => {
      await first?.close();
      await second?.close();
      await database?.drop();
    });

    it('a booking paid and cancelled on one instance reaches the stream open on the other', async () => {
      const stream = await openStream(await listening(second), HOTEL_OF_OWNER1, await ownerToken(second, 'owner0001'));
      try {
        await stream.next('ready');
        const bookingNo = await bookOne(first, addDays(TEST_TODAY, 24));
        assert.equal(((await stream.next('booking.created', 2000)).data as OwnerEvent).bookingNo, bookingNo);
        await cancelAsMember(first, bookingNo);
        assert.equal(((await stream.next('booking.cancelled', 2000)).data as OwnerEvent).bookingNo, bookingNo);
      } finally {
        stream.close();
      }
    });
  },
);
