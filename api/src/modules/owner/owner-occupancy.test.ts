import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import type { OwnerHotel, RoomTypeOccupancyReport } from 'shared-contracts/schemas';
import { build } from '../../build';
import { addDays, daysBetween } from '../../clock';
import { bookingItems, bookings, roomInventory, roomTypes, users } from '../../db/schema';
import { PAST_NIGHTS } from '../../db/seed/owner-past-nights.seed';
import { TEST_TODAY, testClock } from '../../testing/test-clock';

/**
 * Room-type occupancy (issue 23 item 3): rooms sold over the rooms the type had on the very same nights, past nights
 * included, so the rate is what really happened and never above 100 %. TEST_TODAY is Friday 2030-03-15.
 */
describe('owner room-type occupancy', () => {
  let app: FastifyInstance;
  let hotels: OwnerHotel[] = [];
  let sign: () => Promise<string>;
  /** The room type the first test builds by hand (it has no night on 02-25 on purpose). */
  let handMade = 0;
  const occupancy = async (hotelId: number, from?: string, to?: string) => {
    const query = [from && `from=${from}`, to && `to=${to}`].filter(Boolean).join('&');
    const res = await app.inject({
      method: 'GET',
      url: `/api/owner/hotels/${hotelId}/analytics/room-type-occupancy?${query}`,
      headers: { authorization: `Bearer ${await sign()}` },
    });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<RoomTypeOccupancyReport>();
  };

  /** Rooms sold per night of a type, counted from the booking items of its CONFIRMED bookings. */
  async function soldNights(roomTypeIds: number[]): Promise<Map<string, number>> {
    const items = await app.db
      .select({ roomTypeId: bookingItems.roomTypeId, stayDate: bookingItems.stayDate })
      .from(bookingItems)
      .innerJoin(bookings, eq(bookings.id, bookingItems.bookingId))
      .where(and(inArray(bookingItems.roomTypeId, roomTypeIds), eq(bookings.status, 'CONFIRMED')));
    const sold = new Map<string, number>();
    for (const i of items) sold.set(`${i.roomTypeId}:${i.stayDate}`, (sold.get(`${i.roomTypeId}:${i.stayDate}`) ?? 0) + 1);
    return sold;
  }

  before(async () => {
    app = await build({ clock: testClock });
    const [owner] = await app.db.select().from(users).where(eq(users.loginId, 'owner0001'));
    sign = () => app.accessTokens.sign({ sub: owner!.id, role: 'ROLE_OWNER', loginId: 'owner0001', name: 'o' });
    const res = await app.inject({ method: 'GET', url: '/api/owner/hotels', headers: { authorization: `Bearer ${await sign()}` } });
    hotels = res.json<OwnerHotel[]>();
    assert.ok(hotels.length > 0);
  });
  after(() => app.close());

  it('a past month of a type built by hand reads its real rooms sold over rooms had, and a range into the future too', async () => {
    const hotelId = hotels[0]!.id;
    const [member] = await app.db.select().from(users).where(eq(users.loginId, 'member0001'));
    const [type] = await app.db
      .insert(roomTypes)
      .values({ hotelId, typeCode: 'SUITE', name: '점유율 시험 스위트', capacity: 2, areaSqm: 40, basePrice: 100_000 })
      .returning();
    handMade = type!.id;
    // February: four rooms a night (the 10th closed), no row on the 25th (a stay sold there all the same);
    // March: four rooms a night. `booked` follows the CONFIRMED stays below.
    const stays = [
      { no: 'OCC-A', checkIn: '2030-02-03', nights: 3, rooms: 1, status: 'CONFIRMED' },
      { no: 'OCC-B', checkIn: '2030-02-19', nights: 2, rooms: 2, status: 'CONFIRMED' },
      { no: 'OCC-C', checkIn: '2030-02-10', nights: 2, rooms: 1, status: 'CANCELLED' },
      { no: 'OCC-D', checkIn: '2030-02-14', nights: 1, rooms: 1, status: 'PENDING' },
      { no: 'OCC-E', checkIn: '2030-01-30', nights: 3, rooms: 1, status: 'CONFIRMED' },
      { no: 'OCC-F', checkIn: '2030-02-28', nights: 2, rooms: 1, status: 'CONFIRMED' },
      { no: 'OCC-G', checkIn: '2030-02-25', nights: 1, rooms: 1, status: 'CONFIRMED' },
      { no: 'OCC-H', checkIn: '2030-03-14', nights: 3, rooms: 2, status: 'CONFIRMED' },
    ] as const;
    const nightsOf = (s: (typeof stays)[number]) => Array.from({ length: s.nights }, (_, n) => addDays(s.checkIn, n));
    const booked = (date: string) => stays.filter((s) => s.status === 'CONFIRMED' && nightsOf(s).includes(date)).reduce((n, s) => n + s.rooms, 0);
    const rows = [];
    for (let date = '2030-01-25'; date <= '2030-03-31'; date = addDays(date, 1)) {
      if (date === '2030-02-25') continue;
      rows.push({
        roomTypeId: type!.id,
        hotelId,
        stayDate: date,
        allotment: 4,
        booked: booked(date),
        price: 100_000,
        status: date === '2030-02-10' ? ('CLOSED' as const) : ('OPEN' as const),
      });
    }
    await app.db.insert(roomInventory).values(rows);
    for (const s of stays) {
      const [b] = await app.db
        .insert(bookings)
        .values({
          bookingNo: s.no,
          userId: member!.id,
          hotelId,
          roomTypeId: type!.id,
          checkIn: s.checkIn,
          checkOut: addDays(s.checkIn, s.nights),
          nights: s.nights,
          guests: 2,
          roomCount: s.rooms,
          leadName: '김민지',
          subtotal: 1,
          totalAmount: 1,
          status: s.status,
        })
        .returning();
      await app.db
        .insert(bookingItems)
        .values(
          nightsOf(s).flatMap((stayDate) => Array.from({ length: s.rooms }, () => ({ bookingId: b!.id, roomTypeId: type!.id, stayDate, price: 1 }))),
        );
    }

    const february = (await occupancy(hotelId, '2030-02-01', '2030-02-28')).items.find((i) => i.roomTypeId === type!.id)!;
    // Sold: A 3 + B 2×2 + E 1 (02-01) + F 1 (02-28) + G 1 = 10. Had: 27 nights × 4 rooms + the 25th's one room sold = 109.
    assert.deepEqual([february.bookedNights, february.allotmentNights, february.occupancyRate], [10, 109, 9.2]);

    const across = (await occupancy(hotelId, '2030-02-20', '2030-03-25')).items.find((i) => i.roomTypeId === type!.id)!;
    // Sold: B 2 (02-20) + F 2 + G 1 + H 3×2 = 11. Had: 34 nights, 33 rows × 4 + 1 = 133.
    assert.deepEqual([across.bookedNights, across.allotmentNights, across.occupancyRate], [11, 133, 8.3]);
  });

  it('a past month of the seeded owner business reads the nights the hotels kept, not 0 sellable', async () => {
    for (const hotel of hotels) {
      const report = await occupancy(hotel.id, '2030-02-01', '2030-02-28');
      const types = report.items.map((i) => i.roomTypeId);
      const sold = await soldNights(types);
      const nights = await app.db
        .select()
        .from(roomInventory)
        .where(and(inArray(roomInventory.roomTypeId, types)));
      for (const item of report.items.filter((i) => i.roomTypeId !== handMade)) {
        let [soldSum, had] = [0, 0];
        for (let date = '2030-02-01'; date <= '2030-02-28'; date = addDays(date, 1)) {
          const night = sold.get(`${item.roomTypeId}:${date}`) ?? 0;
          const row = nights.find((n) => n.roomTypeId === item.roomTypeId && n.stayDate === date);
          assert.ok(row || daysBetween(date, TEST_TODAY) > PAST_NIGHTS, `${hotel.name} ${item.roomTypeName} keeps its night ${date}`);
          soldSum += night;
          had += Math.max(row?.allotment ?? 0, night);
        }
        assert.deepEqual([item.bookedNights, item.allotmentNights], [soldSum, had], `${hotel.name} ${item.roomTypeName}`);
      }
    }
  });

  it('stays within 0..100 % for any range of the seeded world, past and future, and counts every room sold', async () => {
    const hotelTypes = new Map<number, number[]>();
    for (const hotel of hotels)
      hotelTypes.set(
        hotel.id,
        (await occupancy(hotel.id)).items.map((i) => i.roomTypeId),
      );
    const sold = await soldNights([...hotelTypes.values()].flat());
    const ranges = fc.record({
      hotel: fc.constantFrom(...hotels.map((h) => h.id)),
      start: fc.integer({ min: -130, max: 60 }),
      length: fc.integer({ min: 1, max: 92 }),
    });
    await fc.assert(
      fc.asyncProperty(ranges, async ({ hotel, start, length }) => {
        const from = addDays(TEST_TODAY, start);
        const to = addDays(from, length - 1);
        const report = await occupancy(hotel, from, to);
        for (const item of report.items) {
          assert.ok(item.occupancyRate >= 0 && item.occupancyRate <= 100, `${from}..${to} ${item.roomTypeName}: ${item.occupancyRate} %`);
          assert.ok(item.bookedNights <= item.allotmentNights);
          let expected = 0;
          for (let date = from; date <= to; date = addDays(date, 1)) expected += sold.get(`${item.roomTypeId}:${date}`) ?? 0;
          assert.equal(item.bookedNights, expected, `${from}..${to} ${item.roomTypeName}`);
        }
      }),
      { numRuns: 40, seed: 23 },
    );
    // This week (the default) spans nights already past and nights to come.
    for (const hotel of hotels)
      for (const item of (await occupancy(hotel.id)).items) assert.ok(item.occupancyRate <= 100, `${hotel.name}: ${item.occupancyRate}`);
  });
});
