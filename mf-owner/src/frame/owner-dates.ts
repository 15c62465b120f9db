import { todayInSeoul } from 'ui-kit';

/**
 * Calendar arithmetic on business dates ('YYYY-MM-DD', Asia/Seoul days) for the extranet's calendars. A date string
 * names a day, not an instant, so the arithmetic runs in UTC where no day is 23 or 25 hours long.
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

export const WEEKDAY_LABELS = ['월', '화', '수', '목', '금', '토', '일'] as const;
/** 1 = Monday … 7 = Sunday, as the API counts them. */
export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

function toUtc(date: string): number {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`not a date: ${date}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A real calendar date in the ISO form (2025-02-30 is not). */
export function isIsoDate(value: string | null | undefined): value is string {
  if (!value || !ISO_DATE.test(value)) return false;
  return fromUtc(toUtc(value)) === value;
}

/** Today in Korea; Date.now() is read each call so a page left open rolls over at midnight. */
export const seoulToday = () => todayInSeoul(Date.now());

export const addDays = (date: string, days: number) => fromUtc(toUtc(date) + days * DAY_MS);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => Math.round((toUtc(to) - toUtc(from)) / DAY_MS);

/** 1 = Monday … 7 = Sunday. */
export const isoWeekday = (date: string) => new Date(toUtc(date)).getUTCDay() || 7;

export const mondayOf = (date: string) => addDays(date, 1 - isoWeekday(date));

/** Every date of [from, to], both included. */
export function datesOf(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) dates.push(d);
  return dates;
}

export const minDate = (a: string, b: string) => (a <= b ? a : b);
export const maxDate = (a: string, b: string) => (a >= b ? a : b);
export const clampDate = (date: string, min: string, max: string) => minDate(maxDate(date, min), max);

/** '11월 24일 (월)'. */
export function dayLabel(date: string): string {
  const [, , month, day] = ISO_DATE.exec(date)!;
  return `${Number(month)}월 ${Number(day)}일 (${WEEKDAY_LABELS[isoWeekday(date) - 1]})`;
}

/** '11.24' for a calendar cell. */
export function shortDay(date: string): string {
  const [, , month, day] = ISO_DATE.exec(date)!;
  return `${Number(month)}.${Number(day)}`;
}
