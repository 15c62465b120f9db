import { addDays, businessToday, weekday, type Clock } from '../../clock';

/** Korean business weeks: Monday..Sunday (spec §9), as YYYY-MM-DD dates. */
export interface Week {
  start: string;
  end: string;
}

/** The Monday of the week a date falls in. */
export function mondayOf(isoDate: string): string {
  return addDays(isoDate, -((weekday(isoDate) + 6) % 7));
}

export function weekOf(isoDate: string): Week {
  const start = mondayOf(isoDate);
  return { start, end: addDays(start, 6) };
}

export function thisWeek(clock: Clock): Week {
  return weekOf(businessToday(clock));
}

export function lastWeek(clock: Clock): Week {
  return weekOf(addDays(businessToday(clock), -7));
}

/** The calendar month a date falls in. */
export function monthOf(isoDate: string): Week {
  const start = `${isoDate.slice(0, 7)}-01`;
  const next = addDays(`${start.slice(0, 8)}28`, 4);
  return { start, end: addDays(`${next.slice(0, 7)}-01`, -1) };
}

/** The UTC instant a Korean date begins (00:00 in Seoul). */
export function seoulMidnight(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00+09:00`);
}
