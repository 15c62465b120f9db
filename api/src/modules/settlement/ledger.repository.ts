import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/database';
import { findUnexplainedNights } from '../inventory/inventory.repository';

/**
 * The ledger's invariants (issue 23 item 8), each as the rows that break it — an empty list is a kept ledger:
 * - every night's booked rooms are its CONFIRMED bookings' and ACTIVE holds' rooms;
 * - no night sells more rooms than it has;
 * - every statement's lines sum to Σ (paid − refunded) of its hotel's bookings whose stay ended that week (the kept
 *   part of cancellations included, decision 0013), and to the statement's own gross;
 * - no payment is refunded more than it took;
 * - no coupon is used by two bookings that hold it.
 */
export async function ledgerProblems(db: Executor): Promise<string[]> {
  const problems: string[] = [];
  for (const night of await findUnexplainedNights(db)) problems.push(`unexplained booked: ${JSON.stringify(night)}`);
  const oversold = await queryRows<{ room_type_id: number; stay_date: string; booked: number; allotment: number }>(
    db,
    sql`select room_type_id, stay_date::text, booked, allotment from room_inventory where booked > allotment or booked < 0`,
  );
  for (const night of oversold) problems.push(`oversold: ${JSON.stringify(night)}`);
  const statements = await queryRows<{ id: number; hotel_id: number; week_start: string; gross: number; lines: number; owed: number }>(
    db,
    sql`with paid as (
          select booking_id, sum(amount)::bigint as amount from payments
          where status in ('DONE', 'PARTIAL_CANCELED', 'CANCELED') and booking_id is not null group by booking_id
        ), refunded as (
          select booking_id, sum(amount)::bigint as amount from refunds group by booking_id
        ), owed as (
          select s.id, coalesce(sum(greatest(coalesce(p.amount, 0) - coalesce(r.amount, 0), 0)), 0)::bigint as owed
          from settlement_statements s
          left join bookings b on b.hotel_id = s.hotel_id and b.check_out between s.week_start and s.week_end
          left join paid p on p.booking_id = b.id
          left join refunded r on r.booking_id = b.id
          group by s.id
        )
        select s.id, s.hotel_id, s.week_start::text, s.gross_amount::bigint as gross,
          coalesce((select sum(l.amount) from settlement_lines l where l.statement_id = s.id), 0)::bigint as lines,
          o.owed
        from settlement_statements s join owed o on o.id = s.id
        where s.gross_amount <> o.owed
           or coalesce((select sum(l.amount) from settlement_lines l where l.statement_id = s.id), 0) <> s.gross_amount`,
  );
  for (const statement of statements) problems.push(`statement ≠ bookings of its week: ${JSON.stringify(statement)}`);
  const overRefunded = await queryRows<{ payment_id: number; amount: number; refunded: number }>(
    db,
    sql`select p.id as payment_id, p.amount, coalesce(sum(r.amount), 0)::bigint as refunded
        from payments p left join refunds r on r.payment_id = p.id
        group by p.id having coalesce(sum(r.amount), 0) > p.amount or max(p.refunded_amount) > p.amount`,
  );
  for (const payment of overRefunded) problems.push(`refunded more than paid: ${JSON.stringify(payment)}`);
  const couponsTwice = await queryRows<{ coupon_issuance_id: number; bookings: number }>(
    db,
    sql`select coupon_issuance_id, count(*)::int as bookings from bookings
        where coupon_issuance_id is not null and status <> 'CANCELLED'
        group by coupon_issuance_id having count(*) > 1`,
  );
  for (const coupon of couponsTwice) problems.push(`coupon used twice: ${JSON.stringify(coupon)}`);
  return problems;
}
