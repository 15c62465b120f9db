import type { InventoryDay, NightValues } from 'shared-contracts/schemas';
import type { NightRow } from './inventory.repository';

/** How a night looks to the owner: SOLD_OUT is derived at 0 remaining; sellable = open, a room left, not past. */
export function inventoryDayOf(night: NightRow, today: string): InventoryDay {
  const remainingQty = Math.max(night.allotment - night.booked, 0);
  const status = night.status === 'CLOSED' ? 'CLOSED' : remainingQty === 0 ? 'SOLD_OUT' : 'OPEN';
  return {
    stayDate: night.stayDate,
    price: night.price,
    allotment: night.allotment,
    booked: night.booked,
    remainingQty,
    status,
    sellable: status === 'OPEN' && night.stayDate >= today,
    minStay: night.minStay,
    closedToArrival: night.closedToArrival,
    closedToDeparture: night.closedToDeparture,
  };
}

/** The values an owner sets on a night, without its ledger count and key. */
export const valuesOf = (night: NightValues): NightValues => ({
  allotment: night.allotment,
  price: night.price,
  status: night.status,
  minStay: night.minStay,
  closedToArrival: night.closedToArrival,
  closedToDeparture: night.closedToDeparture,
});

export const NIGHT_FIELDS = ['allotment', 'price', 'status', 'minStay', 'closedToArrival', 'closedToDeparture'] as const;

export const sameValues = (a: NightValues, b: NightValues) => NIGHT_FIELDS.every((field) => a[field] === b[field]);

/** Restriction defaults of a new night (docs/decisions/0016): no minimum, open to arrival and departure. */
export const NO_RESTRICTIONS = { minStay: 1, closedToArrival: false, closedToDeparture: false } as const;
