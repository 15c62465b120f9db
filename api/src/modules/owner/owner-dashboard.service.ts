import { and, asc, eq, gte, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import {
  SETTLEMENT_FEE_PERCENT,
  type DailyBookings,
  type DashboardKpis,
  type InHouseCount,
  type LastWeekSettlement,
  type OwnerDashboard,
  type RoomTypeOccupancyReport,
  type Sales,
  type SalesMode,
  type TodayCheckInCount,
  type TodayInventory,
  type WeeklyBookingCount,
} from 'shared-contracts/schemas';
import { addDays, businessToday, type Clock } from '../../clock';
import { queryRows, type Executor } from '../../db/database';
import { bookingItems, bookings, hotels, regions, roomInventory, roomTypes } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { period } from '../inventory/inventory-dates';
import { lastWeek, monthOf, seoulMidnight, thisWeek, weekOf, type Week } from '../settlement/business-weeks';
import { lastWeekSettled, liveWeekFigures } from '../settlement/settlement.service';

/** Hotel check-in and check-out hours (guest-core: 15:00 / 12:00), Korean time. */
const CHECK_IN_HOUR = 15;
const CHECK_OUT_HOUR = 12;

/** The Korean date of a timestamptz column, whatever the session's time zone (Korea has no daylight saving). */
const seoulDate = (column: typeof bookings.createdAt) => sql<string>`to_char((${column} at time zone 'UTC') + interval '9 hours', 'YYYY-MM-DD')`;

/** Rounds a ÷ b half up to the won (a ≥ 0, b > 0). */
export function divideHalfUp(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

/** Every date from..to inclusive. */
function datesOf(range: Week): string[] {
  const out: string[] = [];
  for (let d = range.start; d <= range.end; d = addDays(d, 1)) out.push(d);
  return out;
}

/**
 * The owner dashboard's figures (member-and-operations §2 "Owner dashboard"); the definitions are written once, in
 * shared-contracts' owner-dashboard.schema.ts, and every figure here follows them. Settlement figures come from the
 * settlement module.
 */
export class OwnerDashboardService {
  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
  ) {}

  /** from/to (default: this week), real dates, from ≤ to, at most the longest range. */
  range(from: string | undefined, to: string | undefined): Week {
    const week = thisWeek(this.clock);
    const picked = period(from ?? (to && to < week.start ? to : week.start), to ?? (from && from > week.end ? from : week.end));
    return { start: picked.from, end: picked.to };
  }

  async todayInventory(hotelId: number): Promise<TodayInventory> {
    const today = businessToday(this.clock);
    const rows = await this.db
      .select({
        roomTypeId: roomTypes.id,
        roomTypeName: roomTypes.name,
        typeCode: roomTypes.typeCode,
        allotment: roomInventory.allotment,
        booked: roomInventory.booked,
        status: roomInventory.status,
      })
      .from(roomTypes)
      .leftJoin(roomInventory, and(eq(roomInventory.roomTypeId, roomTypes.id), eq(roomInventory.stayDate, today)))
      .where(and(eq(roomTypes.hotelId, hotelId), isNull(roomTypes.deletedAt)))
      .orderBy(asc(roomTypes.id));
    const items = rows.map((r) => {
      const allotment = r.allotment ?? 0;
      const booked = r.booked ?? 0;
      const left = Math.max(allotment - booked, 0);
      const status = r.status === null ? null : r.status === 'OPEN' && left === 0 ? ('SOLD_OUT' as const) : r.status;
      return { roomTypeId: r.roomTypeId, roomTypeName: r.roomTypeName, typeCode: r.typeCode, allotment, booked, remaining: r.status === 'OPEN' ? left : 0, status };
    });
    const sum = (key: 'allotment' | 'booked' | 'remaining') => items.reduce((acc, item) => acc + item[key], 0);
    return { date: today, remaining: sum('remaining'), allotment: sum('allotment'), booked: sum('booked'), items };
  }

  /** Bookings received in the week, CANCELLED left out. */
  async weeklyCount(hotelId: number): Promise<WeeklyBookingCount> {
    const week = thisWeek(this.clock);
    return { weekStart: week.start, weekEnd: week.end, count: await this.receivedCount(hotelId, week) };
  }

  private async receivedCount(hotelId: number, days: Week): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(
        and(
          eq(bookings.hotelId, hotelId),
          gte(bookings.createdAt, seoulMidnight(days.start)),
          lt(bookings.createdAt, seoulMidnight(addDays(days.end, 1))),
          ne(bookings.status, 'CANCELLED'),
        ),
      );
    return row?.n ?? 0;
  }

  async todayCheckIns(hotelId: number): Promise<TodayCheckInCount> {
    const today = businessToday(this.clock);
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(and(eq(bookings.hotelId, hotelId), eq(bookings.checkIn, today), ne(bookings.status, 'CANCELLED')));
    return { date: today, count: row?.n ?? 0 };
  }

  /** CONFIRMED stays in house now: checkIn 15:00 ≤ now < checkOut 12:00 (Korean time). */
  async inHouse(hotelId: number): Promise<InHouseCount> {
    const now = this.clock.now();
    const today = businessToday(this.clock);
    const hour = new Date(now.getTime() + 9 * 3600_000).getUTCHours();
    const latestCheckIn = hour >= CHECK_IN_HOUR ? today : addDays(today, -1);
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(
        and(
          eq(bookings.hotelId, hotelId),
          eq(bookings.status, 'CONFIRMED'),
          lte(bookings.checkIn, latestCheckIn),
          hour < CHECK_OUT_HOUR ? gte(bookings.checkOut, today) : sql`${bookings.checkOut} > ${today}`,
        ),
      );
    return { at: now.toISOString(), count: row?.n ?? 0 };
  }

  /** Revenue (CONFIRMED bookings' payments) and received bookings (not CANCELLED) per Korean date of booking. */
  async daily(hotelId: number, days: Week): Promise<DailyBookings> {
    const day = seoulDate(bookings.createdAt);
    const rows = await this.db
      .select({
        date: day,
        count: sql<number>`(count(*) filter (where ${bookings.status} <> 'CANCELLED'))::int`,
        amount: sql<string>`coalesce(sum(${bookings.totalAmount}) filter (where ${bookings.status} = 'CONFIRMED'), 0)`,
      })
      .from(bookings)
      .where(and(eq(bookings.hotelId, hotelId), gte(bookings.createdAt, seoulMidnight(days.start)), lt(bookings.createdAt, seoulMidnight(addDays(days.end, 1)))))
      .groupBy(day);
    const byDate = new Map(rows.map((r) => [r.date, { count: r.count, amount: Number(r.amount) }]));
    return { from: days.start, to: days.end, days: datesOf(days).map((date) => ({ date, count: 0, amount: 0, ...byDate.get(date) })) };
  }

  /** The revenue chart: one point per day of the period; null when the period has no revenue (the route's 204). */
  async sales(hotelId: number, mode: SalesMode, start: string | undefined, end: string | undefined): Promise<Sales | null> {
    const today = businessToday(this.clock);
    const anchor = start ?? today;
    const natural = mode === 'week' ? weekOf(anchor) : monthOf(anchor);
    const range = start === undefined ? this.range(natural.start, end ?? natural.end) : this.range(start, end ?? natural.end);
    const { days } = await this.daily(hotelId, range);
    const points = days.map((d) => ({ date: d.date, amount: d.amount, count: d.count }));
    const total = points.reduce((acc, p) => acc + p.amount, 0);
    if (total === 0) return null;
    return { mode, start: range.start, end: range.end, points, total, peak: Math.max(...points.map((p) => p.amount)) };
  }

  private async revenue(hotelId: number, days: Week): Promise<number> {
    const [row] = await this.db
      .select({ sum: sql<string>`coalesce(sum(${bookings.totalAmount}), 0)` })
      .from(bookings)
      .where(
        and(
          eq(bookings.hotelId, hotelId),
          eq(bookings.status, 'CONFIRMED'),
          gte(bookings.createdAt, seoulMidnight(days.start)),
          lt(bookings.createdAt, seoulMidnight(addDays(days.end, 1))),
        ),
      );
    return Number(row?.sum ?? 0);
  }

  async occupancy(hotelId: number, range: Week): Promise<RoomTypeOccupancyReport> {
    const rows = await queryRows<{ room_type_id: number; name: string; type_code: RoomTypeOccupancyReport['items'][number]['typeCode']; allotment: string; booked: string }>(
      this.db,
      sql`select rt.id as room_type_id, rt.name, rt.type_code,
                 coalesce((select sum(ri.allotment) from ${roomInventory} ri
                           where ri.room_type_id = rt.id and ri.stay_date between ${range.start} and ${range.end}), 0) as allotment,
                 (select count(*) from ${bookingItems} bi join ${bookings} b on b.id = bi.booking_id
                  where bi.room_type_id = rt.id and bi.stay_date between ${range.start} and ${range.end} and b.status = 'CONFIRMED') as booked
          from ${roomTypes} rt where rt.hotel_id = ${hotelId} and rt.deleted_at is null order by rt.id`,
    );
    return {
      from: range.start,
      to: range.end,
      items: rows.map((r) => {
        const allotmentNights = Number(r.allotment);
        const bookedNights = Number(r.booked);
        return {
          roomTypeId: r.room_type_id,
          roomTypeName: r.name,
          typeCode: r.type_code,
          occupancyRate: allotmentNights === 0 ? 0 : Math.round((bookedNights * 1000) / allotmentNights) / 10,
          bookedNights,
          allotmentNights,
        };
      }),
    };
  }

  lastWeekSettlement(hotelId: number): Promise<LastWeekSettlement> {
    return lastWeekSettled(this.db, hotelId, this.clock);
  }

  async kpis(hotelId: number): Promise<DashboardKpis> {
    const today = businessToday(this.clock);
    const week = thisWeek(this.clock);
    const month = monthOf(today);
    const soFar = { start: week.start, end: today };
    const [inventory, weekly, checkIns, inHouse, expected, settled, weekRevenue, monthRevenue] = await Promise.all([
      this.todayInventory(hotelId),
      this.receivedCount(hotelId, week),
      this.todayCheckIns(hotelId),
      this.inHouse(hotelId),
      liveWeekFigures(this.db, hotelId, week),
      this.lastWeekSettlement(hotelId),
      this.revenue(hotelId, soFar),
      this.revenue(hotelId, { start: month.start, end: today }),
    ]);
    const daysSoFar = datesOf(soFar).length;
    return {
      remainingRoomsToday: inventory.remaining,
      bookingsThisWeek: weekly,
      checkInsToday: checkIns.count,
      checkedInNow: inHouse.count,
      expectedSettlementThisWeek: expected.netAmount,
      lastWeekSettlement: settled.sumSettled,
      averageDailyRevenueThisWeek: divideHalfUp(weekRevenue, daysSoFar),
      revenueThisMonth: monthRevenue,
    };
  }

  async dashboard(hotelId: number): Promise<OwnerDashboard> {
    const today = businessToday(this.clock);
    const [[hotel], kpis] = await Promise.all([
      this.db
        .select({ id: hotels.id, name: hotels.name, region: regions.name, businessNo: hotels.businessNo })
        .from(hotels)
        .innerJoin(regions, eq(regions.id, hotels.regionId))
        .where(eq(hotels.id, hotelId)),
      this.kpis(hotelId),
    ]);
    if (!hotel) throw AppError.of(404, 'NOT_FOUND');
    const last = lastWeek(this.clock);
    return {
      hotel,
      today,
      week: thisWeek(this.clock),
      lastWeek: last,
      month: monthOf(today),
      kpis,
      settlementFeePercent: SETTLEMENT_FEE_PERCENT,
      generatedAt: this.clock.now().toISOString(),
    };
  }
}
