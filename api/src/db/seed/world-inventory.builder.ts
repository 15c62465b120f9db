import { addDays, weekday } from '../../clock';
import type { CatalogWorld } from './world-hotels.builder';
import { Prng } from './prng';

export const INVENTORY_DAYS = 120;
/** A guest stay that fills sold-out nights lasts at most this many nights. */
const GUEST_STAY_MAX_NIGHTS = 3;

/**
 * Column-wise rows: one array per column keeps 100k+ rows cheap and feeds `unnest` inserts directly. No `booked`
 * column: every night starts with nothing booked, and only real bookings and holds take rooms (inventory repository).
 */
export interface InventoryColumns {
  roomTypeId: number[];
  stayDate: string[];
  hotelId: number[];
  allotment: number[];
  price: number[];
  status: ('OPEN' | 'CLOSED')[];
}

/** One room of a type booked by a guest for consecutive sold-out nights, at those nights' prices. */
export interface GuestStay {
  roomTypeId: number;
  hotelId: number;
  checkIn: string;
  prices: number[];
}

export interface InventoryWorld extends InventoryColumns {
  /** The bookings that sell the sold-out nights (the seed writes them and takes their rooms like any booking). */
  guestStays: GuestStay[];
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/**
 * 120 nights from `today` for every room type. `allotment` is what the hotel offers here that night: all its rooms
 * on quiet nights, fewer on busy ones (busy weekends, near dates: it sells the rest elsewhere). On purpose some nights
 * have exactly one room on offer, and some are sold out — a room or two on offer, every one taken by a guest's booking
 * (`guestStays`), so each sold room has a booking behind it and the UI states have real data.
 */
export function buildInventory(seed: number, catalog: CatalogWorld, today: string): InventoryWorld {
  const prng = Prng.derive(seed, 'inventory');
  const world: InventoryWorld = { roomTypeId: [], stayDate: [], hotelId: [], allotment: [], price: [], status: [], guestStays: [] };
  const dates = Array.from({ length: INVENTORY_DAYS }, (_, i) => addDays(today, i));
  const roomCount = new Map<number, number>();
  for (const room of catalog.rooms) roomCount.set(room.roomTypeId, (roomCount.get(room.roomTypeId) ?? 0) + 1);
  // A few hotels are fully booked tonight, so "no price tonight" (startingFrom null) exists in every world.
  const fullTonight = new Set(catalog.hotels.filter(() => prng.chance(0.04)).map((h) => h.id));

  for (const type of catalog.roomTypes) {
    const rooms = roomCount.get(type.id) ?? 1;
    const popularity = catalog.popularity.get(type.hotelId) ?? 0.5;
    // The guest stays that took last night's rooms and may go on tonight.
    let staying: GuestStay[] = [];
    dates.forEach((date, dayIndex) => {
      const dow = weekday(date);
      // Friday and Saturday nights are the weekend nights in Korean hotel pricing.
      const weekend = dow === 5 || dow === 6;
      const seasonal = 1 + 0.05 * Math.sin((dayIndex + type.hotelId) / 9);
      const price = roundTo(type.basePrice * (weekend ? 1.25 : 1) * seasonal * (0.97 + prng.next() * 0.06), 1000);

      const nearTerm = dayIndex < 14 ? 0.12 : 0;
      const farOff = dayIndex / (INVENTORY_DAYS * 2);
      const occupancy = Math.max(0, Math.min(1, popularity + (weekend ? 0.15 : 0) + nearTerm - farOff));
      let allotment: number;
      let soldOut = false;
      const roll = prng.next();
      if ((dayIndex === 0 && fullTonight.has(type.hotelId)) || roll < 0.05 + (weekend ? 0.03 : 0)) {
        allotment = Math.min(rooms, weekend ? 2 : 1);
        soldOut = true;
      } else if (roll < 0.13) {
        allotment = 1;
      } else {
        const soldElsewhere = Math.min(Math.max(0, rooms - 2), Math.round(rooms * occupancy * prng.next()));
        allotment = rooms - soldElsewhere;
      }
      const status = prng.chance(0.01) ? 'CLOSED' : 'OPEN';
      world.roomTypeId.push(type.id);
      world.stayDate.push(date);
      world.hotelId.push(type.hotelId);
      world.allotment.push(allotment);
      world.price.push(price);
      world.status.push(status);

      // Fill a sold-out night with guests: stays of last night go on (up to three nights), new ones check in.
      const guests = soldOut && status === 'OPEN' ? allotment : 0;
      const tonight = staying.filter((stay) => stay.prices.length < GUEST_STAY_MAX_NIGHTS).slice(0, guests);
      for (const stay of tonight) stay.prices.push(price);
      while (tonight.length < guests) {
        const stay: GuestStay = { roomTypeId: type.id, hotelId: type.hotelId, checkIn: date, prices: [price] };
        world.guestStays.push(stay);
        tonight.push(stay);
      }
      staying = tonight;
    });
  }
  return world;
}
