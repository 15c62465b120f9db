import { z } from 'zod/mini';
import { isIsoDate } from '../../frame/owner-dates';
import { INVENTORY_LIMITS } from '../owner.constants';
import { wholeNumber } from './inventory-parts';
import { inventoryMessages as t } from './inventory.messages';

// The owner's inventory forms (member-and-operations §5 "Owner inventory register", "Bulk apply", "Day editor") as
// zod/mini schemas over what the forms hold (typed numbers are text). A message the spec gives as the form's alert is
// reported at `root`, one at a time in the spec's order; a number's message at its field.

type Report = { addIssue(issue: { code: 'custom'; path: [string]; message: string }): void };
const report = (ctx: Report, path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });

/** A whole number of at most `max` (thousands separators allowed); `empty` says what an empty field counts as. */
const wholeUpTo = (text: string, max: number, empty: 'allowed' | 'refused') => {
  const value = wholeNumber(text);
  if (value === null) return empty === 'allowed';
  return !Number.isNaN(value) && value <= max;
};

/** A minimum stay typed as text: 1–30 nights (empty allowed where it means "no change"). */
const minStayOk = (text: string, empty: 'allowed' | 'refused') => {
  const value = wholeNumber(text);
  if (value === null) return empty === 'allowed';
  return !Number.isNaN(value) && value >= 1 && value <= INVENTORY_LIMITS.maxMinStay;
};

/** A bulk restriction flag: '' leaves it, 'on' sets it, 'off' clears it. */
export const flagOf = (choice: '' | 'on' | 'off') => (choice === '' ? null : choice === 'on');

const dayValues = z.object({
  price: z.string(),
  allotment: z.string(),
  status: z.enum(['OPEN', 'CLOSED']),
  minStay: z.string(),
  closedToArrival: z.boolean(),
  closedToDeparture: z.boolean(),
});
export type DayEditorValues = z.infer<typeof dayValues>;

/** Day editor: price and allotment are whole numbers; a night without inventory yet needs an allotment of 1 or more. */
export function dayEditorSchema({ isNew }: { isNew: boolean }) {
  return dayValues.check(
    z.superRefine((values, ctx) => {
      if (!wholeUpTo(values.price, INVENTORY_LIMITS.maxPrice, 'refused')) report(ctx, 'price', t.numberRequired);
      if (!wholeUpTo(values.allotment, INVENTORY_LIMITS.maxAllotment, 'refused')) report(ctx, 'allotment', t.numberRequired);
      else if (isNew && (wholeNumber(values.allotment) ?? 0) < 1) report(ctx, 'allotment', t.newDayAllotment);
      if (!minStayOk(values.minStay, 'refused')) report(ctx, 'minStay', t.minStayRange);
    }),
  );
}

const flag = z.enum(['', 'on', 'off']);
const bulkValues = z.object({
  allotment: z.string(),
  price: z.string(),
  status: z.enum(['', 'OPEN', 'CLOSED']),
  minStay: z.string(),
  closedToArrival: flag,
  closedToDeparture: flag,
});
export type BulkApplyValues = z.infer<typeof bulkValues>;

/**
 * Bulk apply: a period wholly in the past is refused; an empty allotment or price means "no change", a typed one must
 * be a whole number; and something must change.
 */
export function bulkApplySchema({ entirelyPast }: { entirelyPast: boolean }) {
  return bulkValues.check(
    z.superRefine((values, ctx) => {
      if (entirelyPast) return report(ctx, 'root', t.entirelyPast);
      if (!wholeUpTo(values.allotment, INVENTORY_LIMITS.maxAllotment, 'allowed')) return report(ctx, 'allotment', t.numberRequired);
      if (!wholeUpTo(values.price, INVENTORY_LIMITS.maxPrice, 'allowed')) return report(ctx, 'price', t.numberRequired);
      if (!minStayOk(values.minStay, 'allowed')) return report(ctx, 'minStay', t.minStayRange);
      const restrictions = values.minStay.trim() || values.closedToArrival || values.closedToDeparture;
      if (!values.allotment.trim() && !values.price.trim() && !values.status && !restrictions) report(ctx, 'root', t.nothingToChange);
    }),
  );
}

const registerValues = z.object({
  from: z.string(),
  to: z.string(),
  weekdays: z.array(z.number()),
  roomTypeIds: z.array(z.number()),
  allotment: z.string(),
  price: z.string(),
  status: z.enum(['OPEN', 'CLOSED']),
  overwrite: z.boolean(),
  minStay: z.string(),
  closedToArrival: z.boolean(),
  closedToDeparture: z.boolean(),
});
export type RegisterValues = z.infer<typeof registerValues>;

/**
 * Register: at least one room type ('select room types to register'), a period from today to 30 days ahead, then
 * allotment and price as whole numbers (empty is sent as 0).
 */
export function registerSchema(range: { min: string; max: string }) {
  return registerValues.check(
    z.superRefine((values, ctx) => {
      if (values.roomTypeIds.length === 0) return report(ctx, 'root', t.selectRoomTypes);
      const { from, to } = values;
      if (!isIsoDate(from) || !isIsoDate(to) || from < range.min || to > range.max || to < from) return report(ctx, 'root', t.registerRange);
      if (!wholeUpTo(values.allotment, INVENTORY_LIMITS.maxAllotment, 'allowed') || !wholeUpTo(values.price, INVENTORY_LIMITS.maxPrice, 'allowed')) {
        return report(ctx, 'root', t.numberRequired);
      }
      if (!minStayOk(values.minStay, 'refused')) report(ctx, 'minStay', t.minStayRange);
    }),
  );
}
