import type { InventoryDay } from 'shared-contracts/schemas';
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
  };
}
