import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AdminBookingDetail, AdminHotelDetail, AdminHotelPage, HoldResult, HotelSearchResult } from 'shared-contracts/schemas';
import { build } from '../../build';
import { addDays } from '../../clock';
import { holds, hotels } from '../../db/schema';
import { testClock, TEST_TODAY } from '../../testing/test-clock';
import { bookStay } from '../cancellation/cancellation-test.fixtures';
import { bookedNights, holdBody, postHold, prepareStay } from '../reservation/hold-test.fixtures';
import { RESERVATION_MESSAGES } from '../reservation/reservation.messages';
import { ADMIN_MESSAGES } from './admin.messages';
import { assertAudited, assertKorean400, caller, failure, ok, seededTokens, type Call, type SeededTokens } from './admin-test-world';

/*
 * Suspension (issue 12 item 6): the hotel leaves every search form at once — also answers the result cache already
 * holds — and its page, it cannot be held, open holds are released, bookings are kept; resuming brings it back.
 */
describe('admin hotels: search, detail, suspend and resume', () => {
  let app: FastifyInstance;
  let t: SeededTokens;
  let admin: Call;
  let guest: Call;
  const HOTEL = 3;
  let name = '';
  const checkIn = addDays(TEST_TODAY, 12);
  const stayQuery = `checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}&adults=1&limit=50`;
  const longQuery = `checkIn=${checkIn}&checkOut=${addDays(checkIn, 10)}&adults=1&limit=50`;

  /** Every way a guest finds a hotel: by name, the whole date's list, a long stay, suggestions, the cards' prices. */
  const findings = async () => {
    const byName = ok<HotelSearchResult>(await guest('GET', `/api/search/hotels?${stayQuery}&q=${encodeURIComponent(name)}`));
    const all = ok<HotelSearchResult>(await guest('GET', `/api/search/hotels?${stayQuery}&sort=price_asc`));
    const long = ok<HotelSearchResult>(await guest('GET', `/api/search/hotels?${longQuery}`));
    const suggest = ok<{ hotelId: number }[]>(await guest('GET', `/api/search/suggest?q=${encodeURIComponent(name)}`));
    const prices = ok<Record<string, number>>(await guest('GET', `/api/search/min-prices?hotelIds=${HOTEL}`));
    return {
      byName: byName.items.some((i) => i.hotelId === HOTEL),
      all: all.items.some((i) => i.hotelId === HOTEL),
      long: long.items.some((i) => i.hotelId === HOTEL),
      suggest: suggest.some((s) => s.hotelId === HOTEL),
      prices: String(HOTEL) in prices,
    };
  };
  const everywhere = { byName: true, all: true, long: true, suggest: true, prices: true };
  const nowhere = { byName: false, all: false, long: false, suggest: false, prices: false };

  before(async () => {
    app = await build({ clock: testClock });
    t = await seededTokens(app);
    admin = caller(app, t.admin);
    guest = caller(app, null);
    name = (await app.db.select({ name: hotels.name }).from(hotels).where(eq(hotels.id, HOTEL)))[0]!.name;
    // Cheap, sellable nights for 10 days on every room type: the hotel is on the first page of every search form.
    for (const typeIndex of [0, 1, 2, 3]) {
      await prepareStay(app, { hotelId: HOTEL, checkIn, nights: 10, allotment: 5, price: 1000 + typeIndex, typeIndex }).catch(() => undefined);
    }
  });
  after(() => app.close());

  it('lists hotels by name, owner and status, and shows one with its owners and counts', async () => {
    const byName = ok<AdminHotelPage>(await admin('GET', `/api/admin/hotels?q=${encodeURIComponent(name)}`));
    assert.ok(byName.content.some((h) => h.id === HOTEL));
    assert.deepEqual(Object.keys(byName).sort(), ['content', 'page', 'size', 'totalElements']);
    const byOwner = ok<AdminHotelPage>(await admin('GET', '/api/admin/hotels?q=owner0001&size=100'));
    assert.ok(byOwner.content.length >= 1 && byOwner.content.every((h) => h.owners.some((o) => o.loginId === 'owner0001')));
    const byId = ok<AdminHotelPage>(await admin('GET', `/api/admin/hotels?q=${HOTEL}`));
    assert.ok(byId.content.some((h) => h.id === HOTEL));
    const paged = ok<AdminHotelPage>(await admin('GET', '/api/admin/hotels?page=1&size=5'));
    assert.equal(paged.page, 1);
    assert.equal(paged.size, 5);
    assert.equal(paged.content.length, 5);
    const detail = ok<AdminHotelDetail>(await admin('GET', `/api/admin/hotels/${HOTEL}`));
    assert.equal(detail.name, name);
    assert.equal(detail.status, 'ACTIVE');
    assert.ok(detail.roomCount > 0 && detail.roomTypeCount > 0);
    assert.ok(detail.sellableNights30 > 0);
    assert.equal(failure(await admin('GET', '/api/admin/hotels/999999')).status, 404);
  });

  it('suspends: gone from every search at once (cached answers too), no page, no hold, open holds released, bookings kept', async () => {
    assert.deepEqual(await findings(), everywhere);
    // Twice: the second round is answered by the result cache.
    assert.deepEqual(await findings(), everywhere);

    const stay = await prepareStay(app, { hotelId: HOTEL, checkIn: addDays(TEST_TODAY, 30), nights: 2, allotment: 3, price: 90_000 });
    const booking = await bookStay(app, t.member, stay);
    const open = await postHold(app, t.other, holdBody(stay));
    assert.equal(open.statusCode, 201, open.body);
    const holdCode = open.json<HoldResult>().holdCode;
    assert.deepEqual(await bookedNights(app, stay), [2, 2]);

    assertKorean400(await admin('POST', `/api/admin/hotels/${HOTEL}/suspend`, { reason: '   ' }), 'blank reason');
    assertKorean400(await admin('POST', `/api/admin/hotels/${HOTEL}/suspend`, {}), 'no reason');
    const suspended = ok<AdminHotelDetail>(await admin('POST', `/api/admin/hotels/${HOTEL}/suspend`, { reason: '위생 점검 불합격' }));
    assert.equal(suspended.status, 'SUSPENDED');
    assert.equal(suspended.suspendReason, '위생 점검 불합격');
    assert.ok(suspended.upcomingBookings >= 1);

    assert.deepEqual(await findings(), nowhere);
    const page = failure(await guest('GET', `/api/hotels/${HOTEL}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}`));
    // The page says the hotel takes no bookings now (410), rather than that it does not exist.
    assert.equal(page.status, 410);
    assert.equal(page.error, 'HOTEL_SUSPENDED');
    assert.equal(page.message, '지금은 예약을 받지 않는 숙소입니다.');

    const refused = failure(await postHold(app, t.other, holdBody(stay)));
    assert.deepEqual(refused, { status: 409, error: 'HOTEL_SUSPENDED', message: RESERVATION_MESSAGES.hotelSuspended });
    const [released] = await app.db.select().from(holds).where(eq(holds.code, holdCode));
    assert.equal(released?.status, 'RELEASED');
    assert.deepEqual(await bookedNights(app, stay), [1, 1], 'the hold gave its rooms back, the booking keeps its own');

    const kept = ok<AdminBookingDetail>(await admin('GET', `/api/admin/bookings/${booking.bookingNo}`));
    assert.equal(kept.status, 'CONFIRMED');
    assert.equal(kept.hotelStatus, 'SUSPENDED');
    const mine = ok<{ content: { bookingNo: string }[] }>(await caller(app, t.member)('GET', '/api/my/bookings?size=50'));
    assert.ok(
      mine.content.some((b) => b.bookingNo === booking.bookingNo),
      'the guest still has the booking',
    );

    await assertAudited(app, 'HOTEL_SUSPENDED', HOTEL, t.adminId, {
      entity: 'hotel',
      hotelId: HOTEL,
      after: { status: 'SUSPENDED', suspendReason: '위생 점검 불합격', releasedHolds: 1 },
    });
    const listed = ok<AdminHotelPage>(await admin('GET', '/api/admin/hotels?status=SUSPENDED'));
    assert.deepEqual(
      listed.content.map((h) => h.id),
      [HOTEL],
    );
    assert.equal(failure(await admin('POST', `/api/admin/hotels/${HOTEL}/suspend`, { reason: '다시' })).status, 409);
  });

  it('resumes: back in search and bookable at once', async () => {
    const resumed = ok<AdminHotelDetail>(await admin('POST', `/api/admin/hotels/${HOTEL}/resume`, { memo: '재점검 통과' }));
    assert.equal(resumed.status, 'ACTIVE');
    assert.equal(resumed.suspendedAt, null);
    assert.deepEqual(await findings(), everywhere);
    const stay = await prepareStay(app, { hotelId: HOTEL, checkIn: addDays(TEST_TODAY, 40), nights: 1, allotment: 1, price: 80_000 });
    assert.equal((await postHold(app, t.other, holdBody(stay))).statusCode, 201);
    await assertAudited(app, 'HOTEL_RESUMED', HOTEL, t.adminId, {
      entity: 'hotel',
      hotelId: HOTEL,
      after: { status: 'ACTIVE', memo: '재점검 통과' },
    });
    const resumedAgain = failure(await admin('POST', `/api/admin/hotels/${HOTEL}/resume`));
    assert.deepEqual(resumedAgain, { status: 409, error: 'HOTEL_NOT_SUSPENDED', message: ADMIN_MESSAGES.hotelNotSuspended });
    const detail = ok<AdminHotelDetail>(await admin('GET', `/api/admin/hotels/${HOTEL}`));
    assert.deepEqual(
      detail.audit.slice(0, 2).map((e) => e.action),
      ['HOTEL_RESUMED', 'HOTEL_SUSPENDED'],
    );
    const still = await app.db
      .select()
      .from(hotels)
      .where(and(eq(hotels.id, HOTEL), eq(hotels.status, 'ACTIVE')));
    assert.equal(still.length, 1);
  });
});
