import { sql } from 'drizzle-orm';
import { PLATFORM_COMMISSION_PERCENT, type AdminDashboard } from 'shared-contracts/schemas';
import { addDays, businessToday, weekday, type Clock } from '../../clock';
import { queryRows, type Executor } from '../../db/database';

/** Korean midnight of a date as an ISO instant. */
const seoulMidnight = (date: string) => new Date(`${date}T00:00:00+09:00`).toISOString();

/** Monday of the week (Monday to Sunday) holding the date. */
export const mondayOf = (date: string) => addDays(date, -((weekday(date) + 6) % 7));

type Figures = {
  today_bookings: number;
  today_revenue: number | string;
  today_cancellations: number;
  week_bookings: number;
  week_gmv: number | string;
  week_commission: number | string;
  applications_waiting: number;
  tickets_waiting: number;
  reported_reviews_waiting: number;
  suspended_hotels: number;
};

/**
 * The back office's first page (issue 12 item 4), in one round trip. A booking counts on the Korean day (and week,
 * Monday–Sunday) it was made, while it is not cancelled; revenue and GMV are what the guests paid for them, the
 * commission 15 % of each payment rounded down to the won (as a settlement deducts it).
 */
export async function dashboard(db: Executor, clock: Clock): Promise<AdminDashboard> {
  const today = businessToday(clock);
  const weekFrom = mondayOf(today);
  const weekTo = addDays(weekFrom, 6);
  const dayStart = seoulMidnight(today);
  const dayEnd = seoulMidnight(addDays(today, 1));
  const weekStart = seoulMidnight(weekFrom);
  const weekEnd = seoulMidnight(addDays(weekTo, 1));
  const [f] = await queryRows<Figures>(
    db,
    sql`with week as (
          select total_amount, created_at from bookings
          where created_at >= ${weekStart}::timestamptz and created_at < ${weekEnd}::timestamptz and status <> 'CANCELLED'
        )
        select
          (select count(*)::int from week where created_at >= ${dayStart}::timestamptz and created_at < ${dayEnd}::timestamptz) as today_bookings,
          (select coalesce(sum(total_amount), 0)::bigint from week where created_at >= ${dayStart}::timestamptz and created_at < ${dayEnd}::timestamptz) as today_revenue,
          (select count(*)::int from bookings where status = 'CANCELLED' and cancelled_at >= ${dayStart}::timestamptz and cancelled_at < ${dayEnd}::timestamptz) as today_cancellations,
          (select count(*)::int from week) as week_bookings,
          (select coalesce(sum(total_amount), 0)::bigint from week) as week_gmv,
          -- The settlement's fee per payment, rounded half up (commissionOf, settlement.service).
          (select coalesce(sum((total_amount::bigint * ${PLATFORM_COMMISSION_PERCENT} + 50) / 100), 0)::bigint from week) as week_commission,
          (select count(*)::int from hotel_applications where status in ('PENDING', 'UNDER_REVIEW')) as applications_waiting,
          (select count(*)::int from support_tickets where status = 'UPLOADED') as tickets_waiting,
          (select count(distinct rr.review_id)::int from review_reports rr join reviews r on r.id = rr.review_id
            where rr.status = 'PENDING' and r.deleted_at is null) as reported_reviews_waiting,
          (select count(*)::int from hotels where status = 'SUSPENDED' and deleted_at is null) as suspended_hotels`,
  );
  return {
    today,
    weekFrom,
    weekTo,
    todayBookings: Number(f?.today_bookings ?? 0),
    todayRevenue: Number(f?.today_revenue ?? 0),
    todayCancellations: Number(f?.today_cancellations ?? 0),
    weekBookings: Number(f?.week_bookings ?? 0),
    weekGmv: Number(f?.week_gmv ?? 0),
    weekCommission: Number(f?.week_commission ?? 0),
    commissionPercent: PLATFORM_COMMISSION_PERCENT,
    applicationsWaiting: Number(f?.applications_waiting ?? 0),
    ticketsWaiting: Number(f?.tickets_waiting ?? 0),
    reportedReviewsWaiting: Number(f?.reported_reviews_waiting ?? 0),
    suspendedHotels: Number(f?.suspended_hotels ?? 0),
    generatedAt: clock.now().toISOString(),
  };
}
