import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

/** All business dates (stay nights, "today", weeks) are Korean calendar dates, whatever the server's zone. */
export const BUSINESS_TIME_ZONE = 'Asia/Seoul';

/** Injected wherever "now" matters, so tests can pin time instead of racing midnight. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function fixedClock(at: Date | string): Clock {
  const instant = new Date(at);
  return { now: () => new Date(instant) };
}

/**
 * Korea has kept UTC+9 without daylight saving since 1988, so "today" is plain arithmetic. It runs on every
 * search and detail request, where a time-zone library's Intl lookups cost a measurable share of a cached answer
 * (issue 15); clock.test.ts checks it against the zone database over the years.
 */
const SEOUL_OFFSET_MS = 9 * 3600_000;

/** Today's date in Korea as YYYY-MM-DD. */
export function businessToday(clock: Clock): string {
  return new Date(clock.now().getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 10);
}

/** YYYY-MM-DD plus n calendar days (pure date arithmetic, no zone involved). */
export function addDays(isoDate: string, days: number): string {
  return dayjs.utc(isoDate).add(days, 'day').format('YYYY-MM-DD');
}

/** Calendar days from one YYYY-MM-DD date to another (negative when `to` is earlier): a stay's nights, days before a check-in. */
export function daysBetween(from: string, to: string): number {
  return dayjs.utc(to).diff(dayjs.utc(from), 'day');
}

/** 0 = Sunday ... 6 = Saturday, for a YYYY-MM-DD date. */
export function weekday(isoDate: string): number {
  return dayjs.utc(isoDate).day();
}
