import type { InventoryPreview, InventoryRegister, NightValues } from 'shared-contracts/schemas';
import { NIGHT_FIELDS, NO_RESTRICTIONS, sameValues, valuesOf } from './inventory-day';
import type { NightChanges, NightKey, NightRow } from './inventory.repository';

/**
 * What a bulk apply or a registration would write, night by night (docs/decisions/0017): the same plan answers the
 * dry run and is written by the real call, so the preview shows exactly what 적용 does.
 */
export interface PlannedNight extends NightKey {
  /** Rooms booked or held on the night when planned. */
  booked: number;
  /** null: a new night (registration creates it). */
  before: NightValues | null;
  after: NightValues;
}

const byKey = (a: NightKey, b: NightKey) => a.roomTypeId - b.roomTypeId || a.stayDate.localeCompare(b.stayDate);

/** A night with the fields of `changes` that are not null set. */
export function changedNight(night: NightRow, changes: NightChanges): PlannedNight {
  const before = valuesOf(night);
  const after = { ...before };
  for (const field of NIGHT_FIELDS) {
    const value = changes[field];
    if (value !== null) (after as Record<string, unknown>)[field] = value;
  }
  return { roomTypeId: night.roomTypeId, stayDate: night.stayDate, booked: night.booked, before, after };
}

/** The request's values; an absent restriction is null (unchanged on an existing night). */
export function registerChanges(input: InventoryRegister): NightChanges {
  return {
    allotment: input.allotment,
    price: input.price,
    status: input.status,
    minStay: input.minStay ?? null,
    closedToArrival: input.closedToArrival ?? null,
    closedToDeparture: input.closedToDeparture ?? null,
  };
}

/** New nights get the request's values (restrictions default to none); existing ones are planned only when overwritten. */
export function registerPlan(input: InventoryRegister, existing: readonly NightRow[], fresh: readonly NightKey[]): PlannedNight[] {
  const changes = registerChanges(input);
  const created: NightValues = {
    allotment: input.allotment,
    price: input.price,
    status: input.status,
    minStay: input.minStay ?? NO_RESTRICTIONS.minStay,
    closedToArrival: input.closedToArrival ?? NO_RESTRICTIONS.closedToArrival,
    closedToDeparture: input.closedToDeparture ?? NO_RESTRICTIONS.closedToDeparture,
  };
  const planned = fresh.map((key) => ({ ...key, booked: 0, before: null, after: created }));
  const overwritten = input.overwrite ? existing.map((night) => changedNight(night, changes)) : [];
  return [...planned, ...overwritten].sort(byKey);
}

/** The nights a plan really changes (new ones, or any field different). */
export const changedOnly = (plan: readonly PlannedNight[]) => plan.filter((night) => !night.before || !sameValues(night.before, night.after));

export const previewOf = (plan: readonly PlannedNight[]): InventoryPreview => ({
  days: plan.map(({ roomTypeId, stayDate, booked, before, after }) => ({ roomTypeId, stayDate, booked, before, after })),
});
