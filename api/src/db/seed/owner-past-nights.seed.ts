import { and, asc, count, inArray, isNull, sql } from 'drizzle-orm';
import { addDays, weekday } from '../../clock';
import { insertNightsWithTheirBookings, type NightColumns } from '../../modules/inventory/inventory.repository';
import { queryRows, type Transaction } from '../database';
import * as schema from '../schema';

/** How far back the owners' hotels keep their nights: the longest range the dashboard reads (DASHBOARD_LIMITS). */
export const PAST_NIGHTS = 92;

/**
 * The nights before the seed's business date for the owners' hotels. A running hotel keeps its inventory of past
 * nights (nothing deletes it), and the owner dashboard reads them: occupancy of a past month is rooms sold over the
 * rooms the hotel had on those nights. The seeded world's inventory starts today, while the owners' demo business,
 * reviews and cancellations go back weeks, so these hotels get the nights they would have had: every room of the
 * type on offer (or as many as were sold, should more have been), weekend nights dearer, `booked` derived from the
 * CONFIRMED bookings already written (inventory repository), like the rest of the world's nights.
 */
export async function seedOwnersPastNights(tx: Transaction, today: string, hotelIds: readonly number[]): Promise<void> {
  if (hotelIds.length === 0) return;
  const from = addDays(today, -PAST_NIGHTS);
  const types = await tx
    .select()
    .from(schema.roomTypes)
    .where(and(inArray(schema.roomTypes.hotelId, [...hotelIds]), isNull(schema.roomTypes.deletedAt)))
    .orderBy(asc(schema.roomTypes.id));
  if (types.length === 0) return;
  const typeIds = types.map((t) => t.id);
  const rooms = new Map(
    (
      await tx
        .select({ roomTypeId: schema.rooms.roomTypeId, n: count() })
        .from(schema.rooms)
        .where(and(inArray(schema.rooms.roomTypeId, typeIds), isNull(schema.rooms.deletedAt)))
        .groupBy(schema.rooms.roomTypeId)
    ).map((r) => [r.roomTypeId, r.n]),
  );
  const sold = new Map(
    (
      await queryRows<{ room_type_id: number; stay_date: string; n: number }>(
        tx,
        sql`select b.room_type_id, to_char(d, 'YYYY-MM-DD') as stay_date, sum(b.room_count)::int as n
            from ${schema.bookings} b
            cross join lateral generate_series(b.check_in::timestamp, b.check_out::timestamp - interval '1 day', interval '1 day') as d
            where b.status = 'CONFIRMED' and b.room_type_id in ${sql`(${sql.join(
              typeIds.map((id) => sql`${id}`),
              sql`, `,
            )})`}
              and d >= ${from}::timestamp and d < ${today}::timestamp
            group by b.room_type_id, d`,
      )
    ).map((r) => [`${r.room_type_id}:${r.stay_date}`, Number(r.n)]),
  );

  const nights: NightColumns = { roomTypeId: [], stayDate: [], hotelId: [], allotment: [], price: [], status: [] };
  for (const type of types) {
    for (let date = from; date < today; date = addDays(date, 1)) {
      const dow = weekday(date);
      nights.roomTypeId.push(type.id);
      nights.stayDate.push(date);
      nights.hotelId.push(type.hotelId);
      nights.allotment.push(Math.max(rooms.get(type.id) ?? 1, sold.get(`${type.id}:${date}`) ?? 0));
      nights.price.push(Math.round((type.basePrice * (dow === 5 || dow === 6 ? 1.25 : 1)) / 1000) * 1000);
      nights.status.push('OPEN');
    }
  }
  await insertNightsWithTheirBookings(tx, nights);
}
