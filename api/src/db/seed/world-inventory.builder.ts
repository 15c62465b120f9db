import { addDays, weekday } from '../../clock';
import type { CatalogWorld } from './world-hotels.builder';
import { Prng } from './prng';

export const INVENTORY_DAYS = 120;

/** Column-wise rows: one array per column keeps 100k+ rows cheap and feeds `unnest` inserts directly. */
export interface InventoryColumns {
  roomTypeId: number[];
  stayDate: string[];
  hotelId: number[];
  allotment: number[];
  booked: number[];
  price: number[];
  status: ('OPEN' | 'CLOSED')[];
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/**
 * 120 nights from `today` for every room type. Busy weekends, quieter far-off dates, and on purpose some nights
 * sold out (booked = allotment) and some with exactly one room left, so the UI states have real data.
 */
export function buildInventory(seed: number, catalog: CatalogWorld, today: string): InventoryColumns {
  const prng = Prng.derive(seed, 'inventory');
  const cols: InventoryColumns = { roomTypeId: [], stayDate: [], hotelId: [], allotment: [], booked: [], price: [], status: [] };
  const dates = Array.from({ length: INVENTORY_DAYS }, (_, i) => addDays(today, i));
  const roomCount = new Map<number, number>();
  for (const room of catalog.rooms) roomCount.set(room.roomTypeId, (roomCount.get(room.roomTypeId) ?? 0) + 1);
  // A few hotels are fully booked tonight, so "no price tonight" (startingFrom null) exists in every world.
  const fullTonight = new Set(catalog.hotels.filter(() => prng.chance(0.04)).map((h) => h.id));

  for (const type of catalog.roomTypes) {
    const allotment = roomCount.get(type.id) ?? 1;
    const popularity = catalog.popularity.get(type.hotelId) ?? 0.5;
    dates.forEach((date, dayIndex) => {
      const dow = weekday(date);
      // Friday and Saturday nights are the weekend nights in Korean hotel pricing.
      const weekend = dow === 5 || dow === 6;
      const seasonal = 1 + 0.05 * Math.sin((dayIndex + type.hotelId) / 9);
      const price = roundTo(type.basePrice * (weekend ? 1.25 : 1) * seasonal * (0.97 + prng.next() * 0.06), 1000);

      const nearTerm = dayIndex < 14 ? 0.12 : 0;
      const farOff = dayIndex / (INVENTORY_DAYS * 2);
      const occupancy = Math.max(0, Math.min(1, popularity + (weekend ? 0.15 : 0) + nearTerm - farOff));
      let booked: number;
      const roll = prng.next();
      if ((dayIndex === 0 && fullTonight.has(type.hotelId)) || roll < 0.05 + (weekend ? 0.03 : 0)) {
        booked = allotment;
      } else if (roll < 0.13) {
        booked = allotment - 1;
      } else {
        booked = Math.min(Math.max(0, allotment - 2), Math.round(allotment * occupancy * prng.next()));
      }
      cols.roomTypeId.push(type.id);
      cols.stayDate.push(date);
      cols.hotelId.push(type.hotelId);
      cols.allotment.push(allotment);
      cols.booked.push(booked);
      cols.price.push(price);
      cols.status.push(prng.chance(0.01) ? 'CLOSED' : 'OPEN');
    });
  }
  return cols;
}
