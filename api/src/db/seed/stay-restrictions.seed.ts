import { and, asc, eq, isNull } from 'drizzle-orm';
import { addDays, weekday } from '../../clock';
import type { Transaction } from '../database';
import * as schema from '../schema';

/**
 * The demo world's stay restriction (docs/decisions/0016), so a guest can meet one: hotel 2's first room type
 * takes guests arriving on the first Saturday at least a week ahead for two nights at least. A one-night stay
 * arriving then is refused ("최소 2박부터 예약할 수 있어요"); two nights, or arriving the day before, are fine.
 */
export const DEMO_MIN_STAY = { hotelId: 2, minStay: 2, fromDays: 8 } as const;

/** The restricted arrival date: the first Saturday on or after `today` + DEMO_MIN_STAY.fromDays. */
export function demoMinStayDate(today: string): string {
  const from = addDays(today, DEMO_MIN_STAY.fromDays);
  return addDays(from, (6 - weekday(from) + 7) % 7);
}

export async function seedStayRestrictions(tx: Transaction, today: string): Promise<void> {
  const [type] = await tx
    .select({ id: schema.roomTypes.id })
    .from(schema.roomTypes)
    .where(and(eq(schema.roomTypes.hotelId, DEMO_MIN_STAY.hotelId), isNull(schema.roomTypes.deletedAt)))
    .orderBy(asc(schema.roomTypes.id))
    .limit(1);
  if (!type) return;
  await tx
    .update(schema.roomInventory)
    .set({ minStay: DEMO_MIN_STAY.minStay })
    .where(and(eq(schema.roomInventory.roomTypeId, type.id), eq(schema.roomInventory.stayDate, demoMinStayDate(today))));
}
