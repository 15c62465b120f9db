import { daysBetween } from '../../clock';

/**
 * Stay restrictions (docs/decisions/0016), the one place the rule is written. A stay of a room type is
 * [checkIn, checkOut); it reads two inventory rows of that room type:
 * - the CHECK-IN date's row: the stay must last at least its `minStay` nights, and the row must not be
 *   closed to arrival;
 * - the CHECK-OUT date's row: it must not be closed to departure.
 * Nights in the middle of the stay are not restricted. A missing row puts no restriction.
 */

/** What the rule reads of one inventory night (room_inventory's restriction columns). */
export interface RestrictionNight {
  stayDate: string;
  minStay: number;
  closedToArrival: boolean;
  closedToDeparture: boolean;
}

export type StayRestrictionBreach = { kind: 'MIN_STAY'; minStay: number } | { kind: 'CLOSED_TO_ARRIVAL' } | { kind: 'CLOSED_TO_DEPARTURE' };

export type StayRestrictionKind = StayRestrictionBreach['kind'];

/**
 * The restriction the stay breaks, or null. `nights` are rows of ONE room type (any subset; the check-in and
 * check-out rows are picked from them). When several are broken, the first in this order is named: closed to
 * arrival, minimum stay, closed to departure (the arrival date is what the guest would change first).
 */
export function stayRestrictionBreach(nights: readonly RestrictionNight[], checkIn: string, checkOut: string): StayRestrictionBreach | null {
  const arrival = nights.find((night) => night.stayDate === checkIn);
  const departure = nights.find((night) => night.stayDate === checkOut);
  if (arrival?.closedToArrival) return { kind: 'CLOSED_TO_ARRIVAL' };
  if (arrival && daysBetween(checkIn, checkOut) < arrival.minStay) return { kind: 'MIN_STAY', minStay: arrival.minStay };
  if (departure?.closedToDeparture) return { kind: 'CLOSED_TO_DEPARTURE' };
  return null;
}
