import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DailyBookings, OwnerDashboard, OwnerHotel, RoomTypeOccupancyReport, Sales } from 'shared-contracts/schemas';
import { build } from '../../build';
import { addDays } from '../../clock';
import { bookingItems, bookings, roomInventory, roomTypes, settlementStatements, users } from '../../db/schema';
import { Prng } from '../../db/seed/prng';
import { ManualClock } from '../../testing/auth-helpers';
import { TEST_NOW } from '../../testing/test-clock';
import { runSettlementRound } from '../settlement/settlement.service';

/**
 * Each KPI of the dashboard equals a brute-force recount over every booking of the hotel, done here with
 * Intl's Asia/Seoul calendar (not the service's arithmetic), at several instants around the check-in and
 * check-out hours and across a week boundary.
 */
const seoul = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});
function seoulParts(at: Date): { date: string; hour: number } {
  const parts = Object.fromEntries(seoul.formatToParts(at).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

type Row = typeof bookings.$inferSelect;

function bruteForce(rows: Row[], inventory: { allotment: number; booked: number; status: 'OPEN' | 'CLOSED' }[], now: Date, settledLastWeek: number) {
  const { date: today, hour } = seoulParts(now);
  // Walk back to Monday one day at a time.
  let monday = today;
  while (new Date(`${monday}T00:00:00Z`).getUTCDay() !== 1) monday = addDays(monday, -1);
  const sunday = addDays(monday, 6);
  const madeOn = (b: Row) => seoulParts(b.createdAt).date;
  const confirmed = rows.filter((b) => b.status === 'CONFIRMED');
  const live = rows.filter((b) => b.status !== 'CANCELLED');
  const revenue = (from: string, to: string) => confirmed.filter((b) => madeOn(b) >= from && madeOn(b) <= to).reduce((s, b) => s + b.totalAmount, 0);
  let daysSoFar = 0;
  for (let d = monday; d <= today; d = addDays(d, 1)) daysSoFar++;
  const inHouse = confirmed.filter((b) => {
    const started = b.checkIn < today || (b.checkIn === today && hour >= 15);
    const notLeft = b.checkOut > today || (b.checkOut === today && hour < 12);
    return started && notLeft;
  });
  const weekStays = confirmed.filter((b) => b.checkOut >= monday && b.checkOut <= sunday);
  const net = weekStays.reduce((s, b) => s + (b.totalAmount - Math.round(b.totalAmount * 0.15 + 1e-9)), 0);
  return {
    remainingRoomsToday: inventory.filter((i) => i.status === 'OPEN').reduce((s, i) => s + Math.max(0, i.allotment - i.booked), 0),
    bookingsThisWeek: live.filter((b) => madeOn(b) >= monday && madeOn(b) <= sunday).length,
    checkInsToday: live.filter((b) => b.checkIn === today).length,
    checkedInNow: inHouse.length,
    expectedSettlementThisWeek: net,
    lastWeekSettlement: settledLastWeek,
    averageDailyRevenueThisWeek: Math.round(revenue(monday, today) / daysSoFar),
    revenueThisMonth: revenue(`${today.slice(0, 7)}-01`, today),
  };
}

describe('owner dashboard KPIs', () => {
  let app: FastifyInstance;
  let token: string;
  let hotelId = 0;
  const clock = new ManualClock(TEST_NOW);
  let ownerId = 0;
  const get = async <T>(path: string, status = 200) => {
    // The manual clock moves by days: a token signed now is valid now.
    token = await app.accessTokens.sign({ sub: ownerId, role: 'ROLE_OWNER', loginId: 'owner0001', name: 'o' });
    const res = await app.inject({ method: 'GET', url: `/api/owner/hotels/${hotelId}${path}`, headers: { authorization: `Bearer ${token}` } });
    assert.equal(res.statusCode, status, res.body);
    return (status === 200 ? res.json() : null) as T;
  };

  before(async () => {
    app = await build({ clock });
    const [owner] = await app.db.select().from(users).where(eq(users.loginId, 'owner0001'));
    ownerId = owner!.id;
    token = await app.accessTokens.sign({ sub: owner!.id, role: 'ROLE_OWNER', loginId: 'owner0001', name: 'o' });
    const hotels = (await app.inject({ method: 'GET', url: '/api/owner/hotels', headers: { authorization: `Bearer ${token}` } })).json<
      OwnerHotel[]
    >();
    hotelId = hotels[0]!.id;
    const [member] = await app.db.select().from(users).where(eq(users.loginId, 'member0001'));
    const types = await app.db
      .select()
      .from(roomTypes)
      .where(and(eq(roomTypes.hotelId, hotelId), isNull(roomTypes.deletedAt)));
    // 300 bookings around "now": made -45..0 days ago, stays -20..+10 days, odd amounts, every status.
    const prng = new Prng(11);
    const now = Date.parse(TEST_NOW);
    for (let i = 0; i < 300; i++) {
      const type = types[prng.int(0, types.length - 1)]!;
      const checkIn = addDays('2030-03-15', prng.int(-20, 10));
      const nights = prng.int(1, 3);
      const amount = prng.int(1, 400_000);
      const status = prng.chance(0.15) ? 'CANCELLED' : prng.chance(0.05) ? 'PENDING' : 'CONFIRMED';
      const [row] = await app.db
        .insert(bookings)
        .values({
          bookingNo: `DASH-${i}`,
          userId: member!.id,
          hotelId,
          roomTypeId: type.id,
          checkIn,
          checkOut: addDays(checkIn, nights),
          nights,
          guests: 2,
          leadName: '김민지',
          subtotal: amount,
          totalAmount: amount,
          status,
          createdAt: new Date(now - prng.int(0, 45 * 24 * 60) * 60_000 + 3 * 3600_000),
        })
        .returning({ id: bookings.id });
      await app.db
        .insert(bookingItems)
        .values(
          Array.from({ length: nights }, (_, n) => ({ bookingId: row!.id, roomTypeId: type.id, stayDate: addDays(checkIn, n), price: amount })),
        );
    }
    // Last week settled through the settlement module itself.
    await runSettlementRound(app.db, clock);
    await app.db
      .update(settlementStatements)
      .set({ status: 'SETTLED', settledAt: new Date() })
      .where(and(eq(settlementStatements.hotelId, hotelId), eq(settlementStatements.weekStart, '2030-03-04')));
  });
  after(() => app.close());

  const expected = async () => {
    const rows = await app.db.select().from(bookings).where(eq(bookings.hotelId, hotelId));
    const today = seoulParts(clock.now()).date;
    const inventory = await app.db
      .select()
      .from(roomInventory)
      .where(and(eq(roomInventory.hotelId, hotelId), eq(roomInventory.stayDate, today)));
    const { date } = seoulParts(clock.now());
    let monday = date;
    while (new Date(`${monday}T00:00:00Z`).getUTCDay() !== 1) monday = addDays(monday, -1);
    const [statement] = await app.db
      .select()
      .from(settlementStatements)
      .where(and(eq(settlementStatements.hotelId, hotelId), eq(settlementStatements.weekStart, addDays(monday, -7))));
    return bruteForce(rows, inventory, clock.now(), statement?.status === 'SETTLED' ? statement.netAmount : 0);
  };

  // Friday 12:00 (TEST_NOW), then 11:59/12:00 on Saturday morning, 14:59/15:00, Sunday 23:59 and Monday 00:00 (the week rolls over).
  const instants = [
    '2030-03-15T03:00:00Z',
    '2030-03-16T02:59:00Z',
    '2030-03-16T03:00:00Z',
    '2030-03-16T05:59:00Z',
    '2030-03-16T06:00:00Z',
    '2030-03-17T14:59:00Z',
    '2030-03-17T15:00:00Z',
  ];
  for (const at of instants) {
    it(`equals the brute-force count at ${at}`, async () => {
      clock.advance((Date.parse(at) - clock.now().getTime()) / 1000);
      const dashboard = await get<OwnerDashboard>('/dashboard');
      assert.deepEqual(dashboard.kpis, await expected());
      assert.equal(dashboard.settlementFeePercent, 15);
      // The §7 calls answer the same figures.
      assert.equal((await get<{ remaining: number }>('/inventory/today')).remaining, dashboard.kpis.remainingRoomsToday);
      assert.equal((await get<{ count: number }>('/bookings/weekly-count')).count, dashboard.kpis.bookingsThisWeek);
      assert.equal((await get<{ count: number }>('/bookings/today-checkin-count')).count, dashboard.kpis.checkInsToday);
      assert.equal((await get<{ count: number }>('/checkins/now-count')).count, dashboard.kpis.checkedInNow);
      assert.equal((await get<{ sumSettled: number }>('/last-week-settlement')).sumSettled, dashboard.kpis.lastWeekSettlement);
    });
  }

  it('covers a non-zero figure for every KPI at TEST_NOW (the fixture is not vacuous)', async () => {
    clock.advance((Date.parse(TEST_NOW) - clock.now().getTime()) / 1000);
    const { kpis } = await get<OwnerDashboard>('/dashboard');
    for (const [name, value] of Object.entries(kpis)) assert.ok(value > 0, `${name} is 0`);
  });

  it('sales: one point per day, totals equal the daily bookings, 204 for a period without revenue', async () => {
    clock.advance((Date.parse(TEST_NOW) - clock.now().getTime()) / 1000);
    const week = await get<Sales>('/sales?mode=week');
    assert.equal(week.start, '2030-03-11');
    assert.equal(week.end, '2030-03-17');
    assert.equal(week.points.length, 7);
    const month = await get<Sales>('/sales?mode=month&start=2030-02-01');
    assert.equal(month.end, '2030-02-28');
    assert.equal(month.points.length, 28);
    assert.equal(
      month.total,
      month.points.reduce((s, p) => s + p.amount, 0),
    );
    assert.equal(month.peak, Math.max(...month.points.map((p) => p.amount)));
    const daily = await get<DailyBookings>('/bookings/daily?from=2030-02-01&to=2030-02-28');
    assert.deepEqual(
      daily.days.map((d) => d.amount),
      month.points.map((p) => p.amount),
    );
    await get('/sales?mode=month&start=2029-01-01', 204);
    for (const bad of [
      'mode=year',
      'mode=week&start=2030-02-30',
      'mode=week&start=2030-03-10&end=2030-03-01',
      'mode=month&start=1999-01-01&end=2030-01-01',
      `mode=week&start=${'9'.repeat(400)}`,
    ]) {
      token = await app.accessTokens.sign({ sub: ownerId, role: 'ROLE_OWNER', loginId: 'owner0001', name: 'o' });
      const res = await app.inject({
        method: 'GET',
        url: `/api/owner/hotels/${hotelId}/sales?${bad}`,
        headers: { authorization: `Bearer ${token}` },
      });
      assert.equal(res.statusCode, 400, `${bad}: ${res.body}`);
      assert.match(res.json<{ message: string }>().message, /[가-힣]/);
    }
  });

  it('room-type occupancy: rooms sold of CONFIRMED stays over the rooms had on the same nights, never above 100 %', async () => {
    const report = await get<RoomTypeOccupancyReport>('/analytics/room-type-occupancy?from=2030-03-01&to=2030-03-21');
    const rows = await app.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.hotelId, hotelId), eq(bookings.status, 'CONFIRMED')));
    const items = await app.db.select().from(bookingItems);
    const confirmedIds = new Set(rows.map((b) => b.id));
    for (const item of report.items) {
      const inventory = await app.db.select().from(roomInventory).where(eq(roomInventory.roomTypeId, item.roomTypeId));
      let [sold, had] = [0, 0];
      for (let date = '2030-03-01'; date <= '2030-03-21'; date = addDays(date, 1)) {
        const night = items.filter((i) => confirmedIds.has(i.bookingId) && i.roomTypeId === item.roomTypeId && i.stayDate === date).length;
        // The fixture sells more rooms than some nights have (and nights before the seed's inventory): those count full.
        sold += night;
        had += Math.max(inventory.find((i) => i.stayDate === date)?.allotment ?? 0, night);
      }
      assert.deepEqual([item.bookedNights, item.allotmentNights], [sold, had]);
      assert.equal(item.occupancyRate, had === 0 ? 0 : Math.round((sold / had) * 1000) / 10);
      assert.ok(item.occupancyRate >= 0 && item.occupancyRate <= 100, `${item.roomTypeName}: ${item.occupancyRate}`);
    }
    assert.ok(report.items.some((i) => i.bookedNights > 0));
  });
});
