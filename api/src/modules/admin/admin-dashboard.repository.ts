import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/database';

export interface DashboardCounts {
  todayBookings: number;
  todayRevenue: number;
  todayCancellations: number;
  weekBookings: number;
  weekGmv: number;
  applicationsWaiting: number;
  ticketsWaiting: number;
  reportedReviewsWaiting: number;
  suspendedHotels: number;
}

type Row = { [K in keyof DashboardCounts]: number | string };

/**
 * The back office's first-page counts in one round trip, between instants (Korean midnights): bookings made in the day
 * and in the week while not cancelled, what they were paid, the day's cancellations, and the queues waiting.
 */
export async function dashboardCounts(db: Executor, day: { from: Date; to: Date }, week: { from: Date; to: Date }): Promise<DashboardCounts> {
  const [f] = await queryRows<Row>(
    db,
    sql`with week as (
          select total_amount, created_at from bookings
          where created_at >= ${week.from.toISOString()}::timestamptz and created_at < ${week.to.toISOString()}::timestamptz and status <> 'CANCELLED'
        ), today as (
          select total_amount from week where created_at >= ${day.from.toISOString()}::timestamptz and created_at < ${day.to.toISOString()}::timestamptz
        )
        select
          (select count(*)::int from today) as "todayBookings",
          (select coalesce(sum(total_amount), 0)::bigint from today) as "todayRevenue",
          (select count(*)::int from bookings where status = 'CANCELLED'
            and cancelled_at >= ${day.from.toISOString()}::timestamptz and cancelled_at < ${day.to.toISOString()}::timestamptz) as "todayCancellations",
          (select count(*)::int from week) as "weekBookings",
          (select coalesce(sum(total_amount), 0)::bigint from week) as "weekGmv",
          (select count(*)::int from hotel_applications where status in ('PENDING', 'UNDER_REVIEW')) as "applicationsWaiting",
          (select count(*)::int from support_tickets where status = 'UPLOADED') as "ticketsWaiting",
          (select count(distinct rr.review_id)::int from review_reports rr join reviews r on r.id = rr.review_id
            where rr.status = 'PENDING' and r.deleted_at is null) as "reportedReviewsWaiting",
          (select count(*)::int from hotels where status = 'SUSPENDED' and deleted_at is null) as "suspendedHotels"`,
  );
  const counts = {} as DashboardCounts;
  for (const key of Object.keys(f ?? {}) as (keyof DashboardCounts)[]) counts[key] = Number(f?.[key] ?? 0);
  return counts;
}
