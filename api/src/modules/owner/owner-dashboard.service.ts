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
import type { Executor } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { period } from '../inventory/inventory-dates';
import { lastWeek, monthOf, seoulMidnight, thisWeek, weekOf, type Week } from '../settlement/business-weeks';
import { lastWeekSettled, liveWeekFigures } from '../settlement/settlement.service';
import {
  countBookingsMade,
  countCheckIns,
  countInHouse,
  dailyBookingFigures,
  findHotelSummary,
  findNightInventory,
  roomTypeOccupancy,
  sumRevenue,
  type Instants,
} from './owner-dashboard.repository';

/** Hotel check-in and check-out hours (guest-core: 15:00 / 12:00), Korean time. */
const CHECK_IN_HOUR = 15;
const CHECK_OUT_HOUR = 12;

/** Rounds a ÷ b half up to the won (a ≥ 0, b > 0). */
export function divideHalfUp(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

/** The instants of Korean dates start..end: [start 00:00, the day after end 00:00). */
const instantsOf = (days: Week): Instants => ({ from: seoulMidnight(days.start), to: seoulMidnight(addDays(days.end, 1)) });

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
    const rows = await findNightInventory(this.db, hotelId, today);
    const items = rows.map((r) => {
      const allotment = r.allotment ?? 0;
      const booked = r.booked ?? 0;
      const left = Math.max(allotment - booked, 0);
      const status = r.status === null ? null : r.status === 'OPEN' && left === 0 ? ('SOLD_OUT' as const) : r.status;
      return {
        roomTypeId: r.roomTypeId,
        roomTypeName: r.roomTypeName,
        typeCode: r.typeCode,
        allotment,
        booked,
        remaining: r.status === 'OPEN' ? left : 0,
        status,
      };
    });
    const sum = (key: 'allotment' | 'booked' | 'remaining') => items.reduce((acc, item) => acc + item[key], 0);
    return { date: today, remaining: sum('remaining'), allotment: sum('allotment'), booked: sum('booked'), items };
  }

  /** Bookings received in the week, CANCELLED left out. */
  async weeklyCount(hotelId: number): Promise<WeeklyBookingCount> {
    const week = thisWeek(this.clock);
    return { weekStart: week.start, weekEnd: week.end, count: await this.receivedCount(hotelId, week) };
  }

  private receivedCount(hotelId: number, days: Week): Promise<number> {
    return countBookingsMade(this.db, hotelId, instantsOf(days));
  }

  async todayCheckIns(hotelId: number): Promise<TodayCheckInCount> {
    const today = businessToday(this.clock);
    return { date: today, count: await countCheckIns(this.db, hotelId, today) };
  }

  /** CONFIRMED stays in house now: checkIn 15:00 ≤ now < checkOut 12:00 (Korean time). */
  async inHouse(hotelId: number): Promise<InHouseCount> {
    const now = this.clock.now();
    const today = businessToday(this.clock);
    const hour = new Date(now.getTime() + 9 * 3600_000).getUTCHours();
    const latestCheckIn = hour >= CHECK_IN_HOUR ? today : addDays(today, -1);
    return { at: now.toISOString(), count: await countInHouse(this.db, hotelId, latestCheckIn, today, hour < CHECK_OUT_HOUR) };
  }

  /** Revenue (CONFIRMED bookings' payments) and received bookings (not CANCELLED) per Korean date of booking. */
  async daily(hotelId: number, days: Week): Promise<DailyBookings> {
    const rows = await dailyBookingFigures(this.db, hotelId, instantsOf(days));
    const byDate = new Map(rows.map((r) => [r.date, { count: r.count, amount: r.amount }]));
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

  private revenue(hotelId: number, days: Week): Promise<number> {
    return sumRevenue(this.db, hotelId, instantsOf(days));
  }

  /**
   * Room-type occupancy over from..to, past nights included: rooms sold ÷ rooms the hotel had on the very same
   * nights × 100, one decimal — always within 0..100 (owner-dashboard.repository roomTypeOccupancy).
   */
  async occupancy(hotelId: number, range: Week): Promise<RoomTypeOccupancyReport> {
    const rows = await roomTypeOccupancy(this.db, hotelId, range.start, range.end);
    return {
      from: range.start,
      to: range.end,
      items: rows.map((r) => ({ ...r, occupancyRate: r.allotmentNights === 0 ? 0 : Math.round((r.bookedNights * 1000) / r.allotmentNights) / 10 })),
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
    const [hotel, kpis] = await Promise.all([findHotelSummary(this.db, hotelId), this.kpis(hotelId)]);
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
