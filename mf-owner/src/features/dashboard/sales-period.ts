import { addDays, mondayOf } from '../../frame/owner-dates';

export type SalesMode = 'week' | 'month';

export interface SalesPeriod {
  mode: SalesMode;
  start: string;
  end: string;
}

const firstOfMonth = (date: string) => `${date.slice(0, 7)}-01`;
function lastOfMonth(date: string): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** The week (Monday–Sunday) or month that contains `date`. */
export function periodOf(mode: SalesMode, date: string): SalesPeriod {
  if (mode === 'week') {
    const start = mondayOf(date);
    return { mode, start, end: addDays(start, 6) };
  }
  return { mode, start: firstOfMonth(date), end: lastOfMonth(date) };
}

/** The period before (-1) or after (+1). */
export function shiftPeriod(period: SalesPeriod, step: -1 | 1): SalesPeriod {
  if (period.mode === 'week') return periodOf('week', addDays(period.start, 7 * step));
  return periodOf('month', step < 0 ? addDays(period.start, -1) : addDays(period.end, 1));
}

/** Next is disabled when the next period would start in the future. */
export const hasNext = (period: SalesPeriod, today: string) => shiftPeriod(period, 1).start <= today;
