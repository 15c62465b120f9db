import type { OwnerRoomType } from 'shared-contracts/schemas/owner';
import { addDays, datesOf, isoWeekday, maxDate, minDate, mondayOf } from '../../frame/owner-dates';
import { INVENTORY_LIMITS, ROOM_TYPE_ABBREVIATIONS, ROOM_TYPE_CODES } from '../owner.constants';

/** The calendars' rules as plain functions (member-and-operations §2 "Owner inventory", §5, §9). */

export const OVERVIEW_DAYS = 14;
/** Register and bulk apply reach today … today + 30. */
export const WINDOW_DAYS = INVENTORY_LIMITS.windowDays;

export const abbreviation = (type: Pick<OwnerRoomType, 'typeCode'>) => ROOM_TYPE_ABBREVIATIONS[type.typeCode];

/** The hotel's room types in the order STANDARD, DELUXE, SUITE, PREMIUM (then by id). */
export function orderedTypes(types: readonly OwnerRoomType[]): OwnerRoomType[] {
  const rank = (t: OwnerRoomType) => ROOM_TYPE_CODES.indexOf(t.typeCode);
  return [...types].sort((a, b) => rank(a) - rank(b) || a.id - b.id);
}

/** The overview's two rows of 7 days from `monday` (the current week's Monday unless paged). */
export function overviewWeeks(monday: string): string[][] {
  const days = datesOf(monday, addDays(monday, OVERVIEW_DAYS - 1));
  return [days.slice(0, 7), days.slice(7)];
}

export interface WeekCell {
  date: string;
  /** Inside the searched period. */
  inRange: boolean;
  past: boolean;
}

/**
 * The by-type grid: Monday-first weeks covering [from, to], past weeks included (read only: what sold, at what price).
 * Days outside the period stay in their week as blank cells.
 */
export function typeWeeks(from: string, to: string, today: string): WeekCell[][] {
  const first = mondayOf(from);
  const weeks: WeekCell[][] = [];
  for (let monday = first; monday <= to; monday = addDays(monday, 7)) {
    weeks.push(datesOf(monday, addDays(monday, 6)).map((date) => ({ date, inRange: date >= from && date <= to, past: date < today })));
  }
  return weeks;
}

/** Empty weekdays mean every day (§5). */
export const weekdaySet = (weekdays: readonly number[]) => new Set(weekdays.length ? weekdays : [1, 2, 3, 4, 5, 6, 7]);

/** The days of [from, to] on the chosen weekdays. */
export function matchingDates(from: string, to: string, weekdays: readonly number[]): string[] {
  if (from > to) return [];
  const days = weekdaySet(weekdays);
  return datesOf(from, to).filter((date) => days.has(isoWeekday(date)));
}

/** The dates a bulk apply changes: matching days from today (a past start moves to today) up to today + 30. */
export function bulkTargets(from: string, to: string, weekdays: readonly number[], today: string): string[] {
  return matchingDates(maxDate(from, today), minDate(to, addDays(today, WINDOW_DAYS)), weekdays);
}

/** A bulk period that lies wholly before today is refused with the 'entirely past' alert. */
export const entirelyPast = (to: string, today: string) => to < today;

/** The register dialog's window: today … today + 30. */
export const registerWindow = (today: string) => ({ min: today, max: addDays(today, WINDOW_DAYS) });
