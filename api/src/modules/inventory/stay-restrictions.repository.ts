import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { roomInventory } from '../../db/schema';
import type { RestrictionNight } from './stay-restrictions';

/**
 * The rows the stay restrictions read for a stay of one room type: its check-in and check-out dates (either may be
 * missing). Runs in the caller's transaction (the hold's).
 */
export async function findRestrictionNights(db: Executor, roomTypeId: number, checkIn: string, checkOut: string): Promise<RestrictionNight[]> {
  return db
    .select({
      stayDate: roomInventory.stayDate,
      minStay: roomInventory.minStay,
      closedToArrival: roomInventory.closedToArrival,
      closedToDeparture: roomInventory.closedToDeparture,
    })
    .from(roomInventory)
    .where(and(eq(roomInventory.roomTypeId, roomTypeId), inArray(roomInventory.stayDate, [checkIn, checkOut])));
}
