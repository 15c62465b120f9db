import { z } from 'zod/mini';
import { ROOM_TYPE_CODES, INVENTORY_STATUSES } from './owner-inventory.schema';

/**
 * The owner dashboard (member-and-operations §2 "Owner dashboard", §3 occupancy row / hotel summary / owner sales,
 * §7 "Owner", §9). Every date is a Korean calendar date (Asia/Seoul) as YYYY-MM-DD; a week runs Monday..Sunday.
 *
 * Definitions (the api computes them exactly so; its tests recount each one over the bookings):
 * - remainingRoomsToday: Σ over today's inventory rows of the hotel's room types that are OPEN of
 *   max(allotment − booked, 0) (booked counts confirmed stays and live holds; CLOSED nights sell nothing).
 * - bookingsThisWeek: bookings received (created) Monday 00:00 .. Sunday 24:00 this week, CANCELLED left out.
 * - checkInsToday: bookings with checkIn = today, CANCELLED left out.
 * - checkedInNow: CONFIRMED bookings in house at this instant: checkIn 15:00 <= now < checkOut 12:00 (hotel times).
 * - expectedSettlementThisWeek: the net of this week's settlement statement as it stands (CONFIRMED stays whose
 *   checkOut falls in this week, and the kept part — paid − refunded — of cancelled ones whose checkOut did; each
 *   amount less its 15 % fee, fee = round half up to the won; decision 0013).
 * - lastWeekSettlement: the net of last week's statement when it is SETTLED, otherwise 0 (SETTLED only).
 * - revenue (sales): the payment amount (booking totalAmount) of CONFIRMED bookings, on the Korean date the
 *   booking was made.
 * - averageDailyRevenueThisWeek: this week's revenue Monday..today ÷ the number of those days (1..7),
 *   rounded half up to the won.
 * - revenueThisMonth: revenue from the 1st of this month to today.
 */
export const SETTLEMENT_FEE_PERCENT = 15;
export const SALES_MODES = ['week', 'month'] as const;
export type SalesMode = (typeof SALES_MODES)[number];
export const SETTLEMENT_STATUSES = ['PENDING', 'SETTLED'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];
export const DASHBOARD_LIMITS = {
  /** Longest from..to a dashboard read may name (occupancy, daily bookings, sales). */
  maxRangeDays: 92,
  /** The screen checks every 60 s whether the week rolled over (spec §9). */
  weekCheckSeconds: 60,
} as const;

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** Optional from/to (inclusive). Absent: this week, Monday..Sunday. */
export const dashboardRangeQuerySchema = z.object({ from: z.optional(isoDate), to: z.optional(isoDate) });
export type DashboardRangeQuery = z.infer<typeof dashboardRangeQuerySchema>;

/** A Monday..Sunday week (or any inclusive period). */
export const periodSchema = z.object({ start: z.string(), end: z.string() });
export type Period = z.infer<typeof periodSchema>;

// GET .../analytics/room-type-occupancy?from&to
export const roomTypeOccupancySchema = z.object({
  roomTypeId: z.int(),
  roomTypeName: z.string(),
  typeCode: z.enum(ROOM_TYPE_CODES),
  /** bookedNights ÷ allotmentNights × 100, one decimal (0 when allotmentNights is 0): always within 0..100. */
  occupancyRate: z.number(),
  /** Rooms of CONFIRMED stays of this type on the nights from..to (past nights included), one per room and night. */
  bookedNights: z.int(),
  /**
   * Rooms the type had on those same nights: Σ of each night's allotment, or of the rooms sold that night when more
   * were sold than the night's row says (or it has none), so bookedNights ≤ allotmentNights.
   */
  allotmentNights: z.int(),
});
z.globalRegistry.add(roomTypeOccupancySchema, { id: 'RoomTypeOccupancy' });
export type RoomTypeOccupancy = z.infer<typeof roomTypeOccupancySchema>;
export const roomTypeOccupancyReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  items: z.array(roomTypeOccupancySchema),
});
export type RoomTypeOccupancyReport = z.infer<typeof roomTypeOccupancyReportSchema>;

// GET .../inventory/today
export const todayInventoryItemSchema = z.object({
  roomTypeId: z.int(),
  roomTypeName: z.string(),
  typeCode: z.enum(ROOM_TYPE_CODES),
  allotment: z.int(),
  booked: z.int(),
  /** Rooms still sellable tonight: 0 when CLOSED or SOLD_OUT or without inventory. */
  remaining: z.int(),
  /** null: no inventory row for today. */
  status: z.nullable(z.enum(INVENTORY_STATUSES)),
});
export const todayInventorySchema = z.object({
  date: z.string(),
  /** Σ remaining: the KPI 'remaining rooms today'. */
  remaining: z.int(),
  allotment: z.int(),
  booked: z.int(),
  items: z.array(todayInventoryItemSchema),
});
z.globalRegistry.add(todayInventorySchema, { id: 'TodayInventory' });
export type TodayInventory = z.infer<typeof todayInventorySchema>;

// GET .../bookings/daily?from&to
export const dailyBookingsSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Every date from..to, oldest first, zeros included. */
  days: z.array(
    z.object({
      date: z.string(),
      /** Bookings received that day, CANCELLED left out. */
      count: z.int(),
      /** Revenue of that day (CONFIRMED bookings' payment amounts). */
      amount: z.int(),
    }),
  ),
});
z.globalRegistry.add(dailyBookingsSchema, { id: 'DailyBookings' });
export type DailyBookings = z.infer<typeof dailyBookingsSchema>;

// GET .../bookings/weekly-count
export const weeklyBookingCountSchema = z.object({ weekStart: z.string(), weekEnd: z.string(), count: z.int() });
export type WeeklyBookingCount = z.infer<typeof weeklyBookingCountSchema>;
// GET .../bookings/today-checkin-count
export const todayCheckInCountSchema = z.object({ date: z.string(), count: z.int() });
export type TodayCheckInCount = z.infer<typeof todayCheckInCountSchema>;
// GET .../checkins/now-count
export const inHouseCountSchema = z.object({ at: z.string(), count: z.int() });
export type InHouseCount = z.infer<typeof inHouseCountSchema>;

// GET .../sales?mode&start&end (204 when the period has no revenue)
export const salesQuerySchema = z.object({
  mode: z.enum(SALES_MODES),
  /** Absent: this week's Monday (week) or the 1st of this month (month). */
  start: z.optional(isoDate),
  /** Absent: start's Sunday (week) or the last day of start's month (month). */
  end: z.optional(isoDate),
});
export type SalesQuery = z.infer<typeof salesQuerySchema>;
export const salesPointSchema = z.object({ date: z.string(), amount: z.int(), count: z.int() });
export type SalesPoint = z.infer<typeof salesPointSchema>;
export const salesSchema = z.object({
  mode: z.enum(SALES_MODES),
  start: z.string(),
  end: z.string(),
  /** One point per day start..end, zeros included. */
  points: z.array(salesPointSchema),
  total: z.int(),
  /** Highest daily amount (the chart's y maximum is 120 % of it). */
  peak: z.int(),
});
z.globalRegistry.add(salesSchema, { id: 'OwnerSales' });
export type Sales = z.infer<typeof salesSchema>;

// GET .../last-week-settlement
export const lastWeekSettlementSchema = z.object({
  weekStart: z.string(),
  weekEnd: z.string(),
  /** Net of last week's statement when SETTLED, otherwise 0. */
  sumSettled: z.int(),
  /** null: no statement for that week (no CONFIRMED check-out, or not computed yet). */
  status: z.nullable(z.enum(SETTLEMENT_STATUSES)),
});
z.globalRegistry.add(lastWeekSettlementSchema, { id: 'LastWeekSettlement' });
export type LastWeekSettlement = z.infer<typeof lastWeekSettlementSchema>;

// GET .../dashboard: the eight KPI cards and the summary line in one call
export const dashboardKpisSchema = z.object({
  remainingRoomsToday: z.int(),
  bookingsThisWeek: z.int(),
  checkInsToday: z.int(),
  checkedInNow: z.int(),
  expectedSettlementThisWeek: z.int(),
  lastWeekSettlement: z.int(),
  averageDailyRevenueThisWeek: z.int(),
  revenueThisMonth: z.int(),
});
export type DashboardKpis = z.infer<typeof dashboardKpisSchema>;
export const ownerDashboardSchema = z.object({
  hotel: z.object({ id: z.int(), name: z.string(), region: z.string(), businessNo: z.nullable(z.string()) }),
  /** Korean date the figures are for. */
  today: z.string(),
  week: periodSchema,
  lastWeek: periodSchema,
  month: periodSchema,
  kpis: dashboardKpisSchema,
  settlementFeePercent: z.int(),
  /** ISO instant of the app clock when computed. */
  generatedAt: z.string(),
});
z.globalRegistry.add(ownerDashboardSchema, { id: 'OwnerDashboard' });
export type OwnerDashboard = z.infer<typeof ownerDashboardSchema>;

// Settlement statements (owner dashboard figures; the admin back office lists and settles them)
export const settlementLineSchema = z.object({
  bookingId: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  /** The payment (booking totalAmount); for a cancelled booking, the part of its payment that was not refunded. */
  amount: z.int(),
  /** round half up of amount × 15 %. */
  fee: z.int(),
  /** amount − fee. */
  net: z.int(),
});
export type SettlementLine = z.infer<typeof settlementLineSchema>;
export const settlementStatementSchema = z.object({
  id: z.int(),
  hotelId: z.int(),
  hotelName: z.string(),
  weekStart: z.string(),
  weekEnd: z.string(),
  bookingCount: z.int(),
  /** Σ lines' amount, fee and net: the lines add up to these exactly. */
  grossAmount: z.int(),
  feeAmount: z.int(),
  netAmount: z.int(),
  status: z.enum(SETTLEMENT_STATUSES),
  computedAt: z.string(),
  settledAt: z.nullable(z.string()),
});
z.globalRegistry.add(settlementStatementSchema, { id: 'SettlementStatement' });
export type SettlementStatement = z.infer<typeof settlementStatementSchema>;
