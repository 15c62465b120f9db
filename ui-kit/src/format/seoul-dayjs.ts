import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Every business date (stays, inventory, settlements) is a calendar day in Korea. */
export const SEOUL_TZ = 'Asia/Seoul';

export type DateInput = string | number | Date | Dayjs;

// Strings with Z or ±hh:mm are instants; anything else ('2024-05-01', '2024-05-01T10:00:00',
// what a LocalDate/LocalDateTime API sends) is Seoul wall time, never the browser's zone.
const HAS_ZONE = /(Z|[+-]\d{2}:?\d{2})$/i;

/** Parses into a Dayjs in Asia/Seoul; invalid input yields an invalid Dayjs (check `.isValid()`). */
export function toSeoul(value: DateInput): Dayjs {
  if (typeof value === 'string' && !HAS_ZONE.test(value.trim())) {
    try {
      return dayjs.tz(value.trim(), SEOUL_TZ);
    } catch {
      // dayjs.tz throws on unparseable text instead of returning an invalid date.
      return dayjs(NaN);
    }
  }
  const parsed = dayjs.isDayjs(value) ? value : dayjs(value);
  return parsed.isValid() ? parsed.tz(SEOUL_TZ) : parsed;
}

export { dayjs };
export type { Dayjs };
