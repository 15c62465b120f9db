import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { hotelOwners } from '../../db/schema';

/** Whether the user is one of the hotel's owners: the one query behind every hotel-ownership check. */
export async function ownsHotel(db: Database | Transaction, userId: number, hotelId: number): Promise<boolean> {
  const [row] = await db
    .select({ hotelId: hotelOwners.hotelId })
    .from(hotelOwners)
    .where(and(eq(hotelOwners.userId, userId), eq(hotelOwners.hotelId, hotelId)));
  return row !== undefined;
}
