// The two date helpers the bar itself needs (its first chunk); the calendar's month arithmetic builds on
// them in calendar-dates.ts. Dates are 'YYYY-MM-DD' taken as UTC days: a day is always 86,400,000 ms there,
// so no browser time zone or daylight-saving change can shift a date.

export const DAY_MS = 86_400_000;

export function toUtcMs(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}

export function daysBetween(from: string, to: string): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS);
}

/** 0 = Monday … 6 = Sunday: the calendar's weeks start on Monday. */
export function mondayWeekday(date: string): number {
  return (new Date(toUtcMs(date)).getUTCDay() + 6) % 7;
}
