import { INVENTORY_LIMITS } from 'shared-contracts/schemas';
import { daysBetween } from '../../clock';
import { AppError } from '../../errors/app-error';
import { INVENTORY_MESSAGES as M } from './inventory.messages';

/** A real calendar date (2030-02-30 is not), or a 400. */
export function realDate(value: string, field: string): string {
  const at = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== value) {
    throw new AppError(400, 'VALIDATION_ERROR', M.invalidDate, [{ field, message: M.invalidDate }]);
  }
  return value;
}

/** A period of real dates, from ≤ to, at most maxRangeDays long. */
export function period(from: string, to: string): { from: string; to: string } {
  realDate(from, 'from');
  realDate(to, 'to');
  if (to < from) throw new AppError(400, 'VALIDATION_ERROR', M.rangeReversed, [{ field: 'to', message: M.rangeReversed }]);
  if (daysBetween(from, to) + 1 > INVENTORY_LIMITS.maxRangeDays) throw new AppError(400, 'VALIDATION_ERROR', M.rangeTooLong);
  return { from, to };
}

/** Weekday numbers 1 (Monday) … 7 (Sunday); an empty or absent list means every day. */
export function weekdayMask(weekdays: readonly number[] | undefined): number[] {
  const unique = [...new Set(weekdays ?? [])].sort();
  return unique.length ? unique : [1, 2, 3, 4, 5, 6, 7];
}
