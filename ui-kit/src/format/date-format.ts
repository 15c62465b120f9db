import { SEOUL_TZ, dayjs, toSeoul, type DateInput } from './seoul-dayjs';

const EMPTY = '-';

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';

/** A date in Seoul, e.g. '2024-05-01'; '-' for missing or invalid input. */
export function formatDate(value: DateInput | null | undefined, format: string = DATE_FORMAT): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  const date = toSeoul(value);
  return date.isValid() ? date.format(format) : EMPTY;
}

/** A date and time in Seoul, e.g. '2024-05-01 14:30'. */
export function formatDateTime(value: DateInput | null | undefined, format: string = DATE_TIME_FORMAT): string {
  return formatDate(value, format);
}

/** Today's date in Korea (YYYY-MM-DD), whatever zone the browser or server runs in. */
export function todayInSeoul(now: Date | number = Date.now()): string {
  return dayjs(now).tz(SEOUL_TZ).format(DATE_FORMAT);
}

/**
 * Calendar arithmetic on Seoul dates: addDays('2024-02-28', 1) → '2024-02-29'. Instants are first
 * converted to their Seoul date, so check-out defaults never drift across the UTC midnight.
 */
export function addDays(value: DateInput, days: number): string {
  const date = toSeoul(value);
  if (!date.isValid()) throw new RangeError(`addDays: invalid date ${String(value)}`);
  return date.add(days, 'day').format(DATE_FORMAT);
}

/** Whole nights between two Seoul dates (check-out minus check-in). */
export function nightsBetween(checkIn: DateInput, checkOut: DateInput): number {
  const start = toSeoul(formatDate(checkIn));
  const end = toSeoul(formatDate(checkOut));
  if (!start.isValid() || !end.isValid()) return 0;
  return end.diff(start, 'day');
}
