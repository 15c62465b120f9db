import { PLATFORM_COMMISSION_PERCENT, type AdminDashboard } from 'shared-contracts/schemas';
import { addDays, businessToday, type Clock } from '../../clock';
import type { Executor } from '../../db/database';
import { seoulMidnight, weekOf } from '../settlement/business-weeks';
import { liveWeekFigures } from '../settlement/settlement.service';
import { dashboardCounts } from './admin-dashboard.repository';

/**
 * The back office's first page (issue 12 item 4), in two reads. A booking counts on the Korean day (and week,
 * Monday–Sunday) it was made, while it is not cancelled; revenue and GMV are what the guests paid for them. The
 * week's commission is the settlement's own figure (decision 0013): the fee the statements of this week will charge
 * — stays checking out Monday–Sunday and the kept part of cancelled ones, 15 % of each rounded half up to the won —
 * so it equals the week's statements once the week closes.
 */
export async function dashboard(db: Executor, clock: Clock): Promise<AdminDashboard> {
  const today = businessToday(clock);
  const week = weekOf(today);
  const [counts, settlement] = await Promise.all([
    dashboardCounts(
      db,
      { from: seoulMidnight(today), to: seoulMidnight(addDays(today, 1)) },
      { from: seoulMidnight(week.start), to: seoulMidnight(addDays(week.end, 1)) },
    ),
    liveWeekFigures(db, undefined, week),
  ]);
  return {
    today,
    weekFrom: week.start,
    weekTo: week.end,
    ...counts,
    weekCommission: settlement.feeAmount,
    commissionPercent: PLATFORM_COMMISSION_PERCENT,
    generatedAt: clock.now().toISOString(),
  };
}
