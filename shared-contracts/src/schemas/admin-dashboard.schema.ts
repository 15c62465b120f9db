import { z } from 'zod/mini';

/**
 * GET /api/admin/dashboard (issue 12 item 4): the figures of the back office's first page, each linking to its page.
 * Days and weeks are Korean dates; the week runs Monday to Sunday. Money is integer won.
 */
export const adminDashboardSchema = z.object({
  /** Today (Asia/Seoul), YYYY-MM-DD. */
  today: z.string(),
  /** Monday and Sunday of the current week. */
  weekFrom: z.string(),
  weekTo: z.string(),
  /** Bookings made today that are not cancelled, and what they were paid. */
  todayBookings: z.int(),
  todayRevenue: z.int(),
  /** Bookings cancelled today (whenever they were made). */
  todayCancellations: z.int(),
  /** Gross value of the bookings made this week that are not cancelled. */
  weekBookings: z.int(),
  weekGmv: z.int(),
  /**
   * The platform's commission of the week as its settlement statements charge it (decision 0013): the fee on the stays
   * checking out Monday–Sunday and on the kept part of cancelled ones — 15 % of each, rounded half up to the won.
   */
  weekCommission: z.int(),
  commissionPercent: z.int(),
  /** Listing applications waiting for a reviewer (PENDING and UNDER_REVIEW). */
  applicationsWaiting: z.int(),
  /** Support tickets waiting for an answer (UPLOADED). */
  ticketsWaiting: z.int(),
  /** Reviews with at least one report nobody has decided on. */
  reportedReviewsWaiting: z.int(),
  /** Hotels an administrator has suspended. */
  suspendedHotels: z.int(),
  generatedAt: z.string(),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
