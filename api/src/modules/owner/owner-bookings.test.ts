import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { OwnerBookingPage, OwnerHotel } from 'shared-contracts/schemas';
import { build } from '../../build';
import { addDays } from '../../clock';
import { bookings, roomTypes, users } from '../../db/schema';
import { TEST_TODAY, testClock } from '../../testing/test-clock';

describe('GET /api/owner/hotels/{hotelId}/bookings', () => {
  let app: FastifyInstance;
  let token: string;
  let hotelId = 0;
  const list = async (query = '') => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/owner/hotels/${hotelId}/bookings${query}`,
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<OwnerBookingPage>();
  };

  before(async () => {
    app = await build({ clock: testClock });
    const [owner] = await app.db.select().from(users).where(eq(users.loginId, 'owner0001'));
    token = await app.accessTokens.sign({ sub: owner!.id, role: 'ROLE_OWNER', loginId: 'owner0001', name: 'o' });
    const hotels = (await app.inject({ method: 'GET', url: '/api/owner/hotels', headers: { authorization: `Bearer ${token}` } })).json<
      OwnerHotel[]
    >();
    hotelId = hotels[0]!.id;
    const [member] = await app.db.select().from(users).where(eq(users.loginId, 'member0001'));
    const [type] = await app.db.select().from(roomTypes).where(eq(roomTypes.hotelId, hotelId));
    const add = (no: string, checkIn: string, status: 'CONFIRMED' | 'PENDING' | 'CANCELLED', minutesAgo: number, amount = 90000) => ({
      bookingNo: no,
      userId: member!.id,
      hotelId,
      roomTypeId: type!.id,
      checkIn,
      checkOut: addDays(checkIn, 1),
      nights: 1,
      guests: 2,
      leadName: '김민지',
      subtotal: amount,
      totalAmount: amount,
      status,
      createdAt: new Date(Date.parse('2030-03-15T03:00:00Z') - minutesAgo * 60_000),
    });
    await app.db
      .insert(bookings)
      .values([
        add('OWNTEST-1', addDays(TEST_TODAY, 2), 'CONFIRMED', 1, 120000),
        add('OWNTEST-2', TEST_TODAY, 'CONFIRMED', 2, 90000),
        add('OWNTEST-3', addDays(TEST_TODAY, -1), 'CONFIRMED', 3, 150000),
        add('OWNTEST-4', addDays(TEST_TODAY, 5), 'CANCELLED', 4, 90000),
        add('OWNTEST-5', addDays(TEST_TODAY, 6), 'PENDING', 5, 70000),
        add('=HYPERLINK("http://x")', addDays(TEST_TODAY, 7), 'CONFIRMED', 6, 10000),
      ]);
  });
  after(() => app.close());

  it('lists newest first with the cancel rule: not cancelled and check-in today or later', async () => {
    const page = await list('?q=OWNTEST');
    assert.deepEqual(
      page.content.map((b) => [b.bookingId, b.cancellable]),
      [
        ['OWNTEST-1', true],
        ['OWNTEST-2', true],
        ['OWNTEST-3', false],
        ['OWNTEST-4', false],
        ['OWNTEST-5', true],
      ],
    );
    assert.equal(page.content[0]!.userLoginId, 'member0001');
    assert.equal(page.size, 20);
  });

  it('filters by status, check-in range, and text over name, login id and room type', async () => {
    assert.deepEqual(
      (await list('?q=OWNTEST&status=CANCELLED')).content.map((b) => b.bookingId),
      ['OWNTEST-4'],
    );
    const range = await list(`?q=OWNTEST&from=${TEST_TODAY}&to=${addDays(TEST_TODAY, 2)}`);
    assert.deepEqual(
      range.content.map((b) => b.bookingId),
      ['OWNTEST-1', 'OWNTEST-2'],
    );
    const byLogin = await list('?q=member0001');
    assert.ok(byLogin.totalElements >= 5);
    const none = await list(`?q=${encodeURIComponent('100%')}`);
    assert.equal(none.totalElements, 0);
  });

  it('sorts by the asked column in either direction, ties broken the same way on every page', async () => {
    const ids = async (sort: string) => (await list(`?q=OWNTEST&sort=${sort}`)).content.map((b) => b.bookingId);
    assert.deepEqual(await ids('-totalAmount'), ['OWNTEST-3', 'OWNTEST-1', 'OWNTEST-4', 'OWNTEST-2', 'OWNTEST-5']);
    assert.deepEqual(await ids('totalAmount'), ['OWNTEST-5', 'OWNTEST-2', 'OWNTEST-4', 'OWNTEST-1', 'OWNTEST-3']);
    assert.deepEqual(await ids('checkIn'), ['OWNTEST-3', 'OWNTEST-2', 'OWNTEST-1', 'OWNTEST-4', 'OWNTEST-5']);
    assert.deepEqual(await ids('createdAt'), ['OWNTEST-5', 'OWNTEST-4', 'OWNTEST-3', 'OWNTEST-2', 'OWNTEST-1']);
    // Equal amounts (OWNTEST-2 and -4 at 90,000): pages of one row each never repeat or skip a booking.
    const paged: string[] = [];
    for (let page = 0; page < 5; page++)
      paged.push(...(await list(`?q=OWNTEST&sort=-totalAmount&size=1&page=${page}`)).content.map((b) => b.bookingId));
    assert.deepEqual(paged, await ids('-totalAmount'));
    for (const bad of ['password', '-', '--createdAt', 'totalAmount,desc', 'createdAt;drop']) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/owner/hotels/${hotelId}/bookings?sort=${encodeURIComponent(bad)}`,
        headers: { authorization: `Bearer ${token}` },
      });
      assert.equal(res.statusCode, 400, bad);
      assert.match(res.json<{ message: string }>().message, /[가-힣]/);
    }
  });

  it("exports the filtered list as CSV: BOM, Korean header, the list's order, formula cells neutralised", async () => {
    const csv = async (query: string) => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/owner/hotels/${hotelId}/bookings.csv${query}`,
        headers: { authorization: `Bearer ${token}` },
      });
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.headers['content-type'], 'text/csv; charset=utf-8');
      assert.match(String(res.headers['content-disposition']), /^attachment; filename="bookings_\d+_\d{4}-\d{2}-\d{2}\.csv"/);
      assert.ok(res.rawPayload.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf])), 'starts with the UTF-8 BOM');
      return res.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
    };
    const lines = await csv('?q=OWNTEST&status=CONFIRMED&sort=-totalAmount');
    assert.equal(lines[0], '"예약번호","예약 일시","고객","아이디","객실 유형","체크인","체크아웃","숙박(박)","인원","결제 금액","상태"');
    assert.deepEqual(
      lines.slice(1).map((l) => l.split(',')[0]),
      ['"OWNTEST-3"', '"OWNTEST-1"', '"OWNTEST-2"'],
    );
    assert.match(
      lines[1]!,
      /^"OWNTEST-3","2030-03-15 \d{2}:\d{2}",".+","member0001",".+","\d{4}-\d{2}-\d{2}","\d{4}-\d{2}-\d{2}","1","2","150000","확정"$/,
    );
    const range = await csv(`?q=OWNTEST&from=${TEST_TODAY}&to=${addDays(TEST_TODAY, 2)}`);
    assert.equal(range.length, 3);
    const formula = await csv('?q=HYPERLINK');
    assert.equal(formula.length, 2);
    assert.ok(formula[1]!.startsWith(`"'=HYPERLINK(""http://x"")"`), formula[1]);
    const bad = await app.inject({
      method: 'GET',
      url: `/api/owner/hotels/${hotelId}/bookings.csv?to=2030-02-30`,
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(bad.statusCode, 400);
  });

  it("never shows another hotel's bookings", async () => {
    // A booking of another hotel, found by the same text: never in this hotel's list.
    await app.db
      .execute(sql`insert into bookings (booking_no, user_id, hotel_id, room_type_id, check_in, check_out, nights, guests, lead_name, subtotal, total_amount, status)
      select 'OWNTEST-OTHER', user_id, rt.hotel_id, rt.id, check_in, check_out, nights, guests, lead_name, subtotal, total_amount, status
      from bookings b, (select id, hotel_id from room_types where hotel_id <> ${hotelId} limit 1) rt where b.booking_no = 'OWNTEST-1'`);
    const all = await list('?q=OWNTEST&size=200');
    assert.equal(all.totalElements, 5);
    assert.ok(!all.content.some((b) => b.bookingId === 'OWNTEST-OTHER'));
    const invalid = await app.inject({
      method: 'GET',
      url: `/api/owner/hotels/${hotelId}/bookings?from=2030-02-31`,
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(invalid.statusCode, 400);
  });
});
