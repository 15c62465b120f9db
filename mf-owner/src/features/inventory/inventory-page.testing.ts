import type { InventoryDay, OverviewDay } from 'shared-contracts/schemas/owner';
import { HOTEL, plusDays, today } from '../../testing/owner.fixtures';

// Test data of the inventory page, shared by inventory-page.test.tsx and inventory-register.test.tsx
// (not a test file itself: jest only runs *.test.ts(x)).

export const BASE = `/owner/hotels/${HOTEL.id}/inventory`;
/** No stay restriction. */
export const FREE = { minStay: 1, closedToArrival: false, closedToDeparture: false };

/** Overview days from Monday: STANDARD (11) has inventory every day, DELUXE (12) only from today on. */
export function overview(url: URLSearchParams): OverviewDay[] {
  const days: OverviewDay[] = [];
  for (let d = url.get('from')!; d <= url.get('to')!; d = plusDays(1, d)) {
    const items: OverviewDay['items'] = [{ roomTypeId: 11, typeCode: 'STANDARD', price: 90000, allotment: 5, remaining: 3, status: 'OPEN', ...FREE }];
    if (d >= today()) items.push({ roomTypeId: 12, typeCode: 'DELUXE', price: 120000, allotment: 2, remaining: 0, status: 'SOLD_OUT', ...FREE });
    days.push({ date: d, items });
  }
  return days;
}
/** One day of a room type's inventory as the owner API answers it (sellable from today on), with `over` applied. */
export const day = (stayDate: string, over: Partial<InventoryDay> = {}): InventoryDay => ({
  stayDate,
  price: 90000,
  allotment: 5,
  booked: 2,
  remainingQty: 3,
  status: 'OPEN',
  sellable: stayDate >= today(),
  ...FREE,
  ...over,
});
