import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

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

/** Today's date in Korea as YYYY-MM-DD. */
export function businessToday(clock: Clock): string {
  return dayjs(clock.now()).tz(BUSINESS_TIME_ZONE).format('YYYY-MM-DD');
}

/** YYYY-MM-DD plus n calendar days (pure date arithmetic, no zone involved). */
export function addDays(isoDate: string, days: number): string {
  return dayjs.utc(isoDate).add(days, 'day').format('YYYY-MM-DD');
}

/** 0 = Sunday ... 6 = Saturday, for a YYYY-MM-DD date. */
export function weekday(isoDate: string): number {
  return dayjs.utc(isoDate).day();
}
