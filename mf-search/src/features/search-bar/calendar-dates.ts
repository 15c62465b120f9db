// The calendar's month arithmetic on 'YYYY-MM-DD' strings (UTC days, see stay-dates.ts).
import { DAY_MS, daysBetween, mondayWeekday, toUtcMs } from './stay-dates';

export { daysBetween, mondayWeekday };

function fromUtcMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function shiftDate(date: string, days: number): string {
  return fromUtcMs(toUtcMs(date) + days * DAY_MS);
}

/** 'YYYY-MM' of a date. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

export function shiftMonth(month: string, delta: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export function monthsBetween(from: string, to: string): number {
  const index = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7));
  return index(to) - index(from);
}

/** The month's days in Monday-first weeks; null pads the first and last week. */
export function monthWeeks(month: string): Array<Array<string | null>> {
  const first = `${month}-01`;
  const length = daysBetween(first, `${shiftMonth(month, 1)}-01`);
  const cells: Array<string | null> = Array.from({ length: mondayWeekday(first) }, () => null);
  for (let day = 0; day < length; day += 1) cells.push(shiftDate(first, day));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: Array<Array<string | null>> = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}
