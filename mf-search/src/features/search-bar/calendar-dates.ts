// Calendar arithmetic on 'YYYY-MM-DD' strings through UTC milliseconds: a day is always 86,400,000 ms there,
// so no browser time zone or daylight-saving change can shift a date.

const DAY_MS = 86_400_000;

function toUtcMs(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}

function fromUtcMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function shiftDate(date: string, days: number): string {
  return fromUtcMs(toUtcMs(date) + days * DAY_MS);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS);
}

/** 0 = Monday … 6 = Sunday: the calendar's weeks start on Monday. */
export function mondayWeekday(date: string): number {
  return (new Date(toUtcMs(date)).getUTCDay() + 6) % 7;
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
