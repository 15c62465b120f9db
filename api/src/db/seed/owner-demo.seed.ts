import { and, asc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { addDays, daysBetween } from '../../clock';
import { takeRooms } from '../../modules/inventory/inventory.repository';
import { computeWeek, closedWeeks, SETTLEMENT_LOOKBACK_WEEKS } from '../../modules/settlement/settlement.service';
import { lastWeek } from '../../modules/settlement/business-weeks';
import { queryRows, type Transaction } from '../database';
import * as schema from '../schema';
import { seedOwnerCancellations } from './owner-cancellations.seed';
import { seedOwnersPastNights } from './owner-past-nights.seed';
import { Prng } from './prng';
import { DEMO_ACCOUNTS } from './world-people.builder';

const seoulTime = (date: string, hour: number, minute = 0) =>
  new Date(`${date}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00+09:00`);

/**
 * The owners' demo business (issue 11), so the dashboard, arrivals and settlements have something to show for
 * owner0001 and owner0002 from a fresh start: per owned hotel, paid stays that checked out in each of the last
 * weeks, guests in house tonight, arrivals today and in the coming days (rooms taken from inventory), most of
 * them booked this week or this month. Then the closed weeks' statements are computed by the settlement module
 * and the history is marked SETTLED: every week before last for both owners, last week too for owner0001
 * (owner0002's last week stays PENDING, waiting for the admin — its dashboard shows 0, 'SETTLED only').
 */
export async function seedOwnerDemo(tx: Transaction, today: string, seed: number): Promise<void> {
  const prng = new Prng(seed ^ 0x11);
  const owners = await tx
    .select({ id: schema.users.id, loginId: schema.users.loginId })
    .from(schema.users)
    .where(inArray(schema.users.loginId, [DEMO_ACCOUNTS.owner.loginId, DEMO_ACCOUNTS.owner2.loginId]));
  const guests = await tx
    .select({ id: schema.users.id, name: schema.users.name, phone: schema.users.phone })
    .from(schema.users)
    // Reviewer accounts, never the demo member (whose history the member area shows as it is).
    .where(and(eq(schema.users.role, 'ROLE_USER'), isNull(schema.users.deletedAt), ne(schema.users.loginId, DEMO_ACCOUNTS.member.loginId)))
    .orderBy(asc(schema.users.id))
    .limit(40);
  if (owners.length === 0 || guests.length === 0) return;
  const owned = await tx
    .select()
    .from(schema.hotelOwners)
    .where(
      inArray(
        schema.hotelOwners.userId,
        owners.map((o) => o.id),
      ),
    );

  for (const { hotelId } of owned) {
    const types = await tx
      .select()
      .from(schema.roomTypes)
      .where(and(eq(schema.roomTypes.hotelId, hotelId), isNull(schema.roomTypes.deletedAt)));
    if (types.length === 0) continue;
    // [check-in offset from today, nights, booked days before check-in]
    const stays: [number, number, number][] = [];
    for (let week = 1; week <= SETTLEMENT_LOOKBACK_WEEKS; week++) {
      for (let n = prng.int(2, 4); n > 0; n--) stays.push([-7 * week + prng.int(-3, 3) - 2, prng.int(1, 2), prng.int(1, 20)]);
    }
    stays.push([-1, 2, prng.int(0, 5)], [-2, 3, prng.int(0, 5)]);
    for (let n = prng.int(2, 3); n > 0; n--) stays.push([0, prng.int(1, 2), prng.int(0, 6)]);
    for (let n = 6; n > 0; n--) stays.push([prng.int(1, 14), prng.int(1, 3), prng.int(0, 3)]);

    for (const [offset, nights, leadDays] of stays) {
      const type = types[prng.int(0, types.length - 1)]!;
      const guest = guests[prng.int(0, guests.length - 1)]!;
      const checkIn = addDays(today, offset);
      const checkOut = addDays(checkIn, nights);
      const firstNight = checkIn > today ? checkIn : today;
      if (checkOut > today) {
        // Nights from today on take a room (the seed's inventory starts today): all of them open with one left, or skip.
        const needed = daysBetween(firstNight, checkOut);
        const [open] = await queryRows<{ n: number }>(
          tx,
          sql`select count(*)::int as n from room_inventory where room_type_id = ${type.id} and stay_date >= ${firstNight}::date
              and stay_date < ${checkOut}::date and status = 'OPEN' and booked < allotment`,
        );
        if (open?.n !== needed) continue;
        // Taken like any booking's rooms (inventory repository): the books of every night balance.
        await takeRooms(tx, [{ roomTypeId: type.id, checkIn: firstNight, checkOut, rooms: 1 }], seoulTime(today, 8));
      }
      const price = type.basePrice + prng.int(0, 8) * 5_000;
      const total = price * nights;
      const bookedOn = [addDays(checkIn, -leadDays), today].sort()[0]!;
      const bookedAt = seoulTime(bookedOn, prng.int(8, bookedOn === today ? 11 : 22), prng.int(0, 59));
      const [next] = await queryRows<{ id: number }>(tx, sql`select nextval(pg_get_serial_sequence('bookings', 'id'))::int as id`);
      const bookingId = Number(next!.id);
      const bookingNo = `HB${checkIn.replaceAll('-', '')}-${String(bookingId).padStart(6, '0')}`;
      await tx.insert(schema.bookings).values({
        id: bookingId,
        bookingNo,
        userId: guest.id,
        hotelId,
        roomTypeId: type.id,
        checkIn,
        checkOut,
        nights,
        guests: Math.min(type.capacity, 2),
        leadName: guest.name,
        leadPhone: guest.phone,
        subtotal: total,
        totalAmount: total,
        status: 'CONFIRMED',
        createdAt: bookedAt,
        updatedAt: bookedAt,
      });
      await tx
        .insert(schema.bookingItems)
        .values(Array.from({ length: nights }, (_, n) => ({ bookingId, roomTypeId: type.id, stayDate: addDays(checkIn, n), price })));
      await tx.insert(schema.payments).values({
        bookingId,
        orderId: `ORD-${bookingNo}`,
        paymentKey: `sandbox_owner_${bookingId}`,
        amount: total,
        status: 'DONE',
        provider: 'SANDBOX',
        method: '카드',
        approvedAt: bookedAt,
        createdAt: bookedAt,
      });
    }
  }

  // Guests who cancelled stays of the closed weeks: the statements below settle what was not refunded (decision 0013).
  await seedOwnerCancellations(
    tx,
    today,
    seed,
    owned.map((o) => o.hotelId),
    guests,
  );
  // Their hotels' nights before today, which the dashboard's occupancy of past weeks and months reads.
  await seedOwnersPastNights(
    tx,
    today,
    owned.map((o) => o.hotelId),
  );

  // The statements of the closed weeks, by the settlement module itself, then the paid-out history.
  const clock = { now: () => seoulTime(today, 12) };
  for (const week of closedWeeks(clock)) await computeWeek(tx, week, seoulTime(addDays(week.end, 1), 1));
  const last = lastWeek(clock);
  const first = owners.find((o) => o.loginId === DEMO_ACCOUNTS.owner.loginId);
  const hotelsOfFirst = owned.filter((o) => o.userId === first?.id).map((o) => o.hotelId);
  await tx
    .update(schema.settlementStatements)
    .set({ status: 'SETTLED', settledAt: sql`${schema.settlementStatements.weekEnd} + interval '3 days'` })
    .where(lt(schema.settlementStatements.weekStart, last.start));
  if (hotelsOfFirst.length > 0) {
    await tx
      .update(schema.settlementStatements)
      .set({ status: 'SETTLED', settledAt: seoulTime(today, 10) })
      .where(and(eq(schema.settlementStatements.weekStart, last.start), inArray(schema.settlementStatements.hotelId, hotelsOfFirst)));
  }
}
