import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { addDays } from '../../clock';
import { takeRooms } from '../../modules/inventory/inventory.repository';
import { queryRows, type Transaction } from '../database';
import * as schema from '../schema';
import { DEMO_ACCOUNTS } from './world-people.builder';

const seoulTime = (date: string, hour: number) => new Date(`${date}T${String(hour).padStart(2, '0')}:00:00+09:00`);

interface DemoStay {
  /** Days from the seed's business date to check-in. */
  inDays: number;
  nights: number;
  bookedDaysAgo: number;
  cancelled?: { daysAgo: number; refundPercent: number; reason: string };
}

/** Two paid stays to come (one to try the ticket, one to cancel) and one the member already cancelled with a refund. */
const STAYS: DemoStay[] = [
  { inDays: 12, nights: 2, bookedDaysAgo: 3 },
  { inDays: 30, nights: 1, bookedDaysAgo: 1 },
  { inDays: 9, nights: 1, bookedDaysAgo: 20, cancelled: { daysAgo: 6, refundPercent: 100, reason: '일정 변경' } },
];

/**
 * The demo member's bookings for the member area (issue 9): upcoming stays with their rooms taken from inventory and a
 * cancelled one with its refund and history, at refundable room types of hotels they have not booked. Runs inside the
 * seed transaction after the world, so the nights it takes are really taken.
 */
export async function seedMemberBookings(tx: Transaction, today: string): Promise<void> {
  const [member] = await tx
    .select({ id: schema.users.id, name: schema.users.name, phone: schema.users.phone })
    .from(schema.users)
    .where(eq(schema.users.loginId, DEMO_ACCOUNTS.member.loginId));
  if (!member) return;
  const rooms = await tx
    .select({ hotelId: schema.roomTypes.hotelId, roomTypeId: schema.roomTypes.id, capacity: schema.roomTypes.capacity })
    .from(schema.roomTypes)
    .innerJoin(schema.hotels, eq(schema.hotels.id, schema.roomTypes.hotelId))
    .where(and(eq(schema.hotels.status, 'ACTIVE'), eq(schema.roomTypes.refundable, true), eq(schema.roomTypes.typeCode, 'DELUXE')))
    .orderBy(asc(schema.hotels.id))
    .limit(STAYS.length + 6);

  let used = 0;
  for (const stay of STAYS) {
    const checkIn = addDays(today, stay.inDays);
    const checkOut = addDays(checkIn, stay.nights);
    // The first hotel whose nights are all open with a room left.
    let picked: (typeof rooms)[number] | undefined;
    let nights: { stayDate: string; price: number }[] = [];
    while (!picked && used < rooms.length) {
      const candidate = rooms[used++]!;
      const open = await tx
        .select({ stayDate: schema.roomInventory.stayDate, price: schema.roomInventory.price })
        .from(schema.roomInventory)
        .where(
          and(
            eq(schema.roomInventory.roomTypeId, candidate.roomTypeId),
            gte(schema.roomInventory.stayDate, checkIn),
            lt(schema.roomInventory.stayDate, checkOut),
            eq(schema.roomInventory.status, 'OPEN'),
            sql`${schema.roomInventory.booked} < ${schema.roomInventory.allotment}`,
          ),
        )
        .orderBy(asc(schema.roomInventory.stayDate));
      if (open.length === stay.nights) [picked, nights] = [candidate, open];
    }
    if (!picked) continue;

    const total = nights.reduce((sum, n) => sum + n.price, 0);
    const bookedAt = seoulTime(addDays(today, -stay.bookedDaysAgo), 20);
    const [next] = await queryRows<{ id: number }>(tx, sql`select nextval(pg_get_serial_sequence('bookings', 'id'))::int as id`);
    const bookingId = Number(next!.id);
    const bookingNo = `HB${checkIn.replaceAll('-', '')}-${String(bookingId).padStart(6, '0')}`;
    const cancelledAt = stay.cancelled ? seoulTime(addDays(today, -stay.cancelled.daysAgo), 11) : null;
    await tx.insert(schema.bookings).values({
      id: bookingId,
      bookingNo,
      userId: member.id,
      hotelId: picked.hotelId,
      roomTypeId: picked.roomTypeId,
      checkIn,
      checkOut,
      nights: stay.nights,
      guests: Math.min(picked.capacity, 2),
      leadName: member.name,
      leadPhone: member.phone,
      subtotal: total,
      discount: 0,
      totalAmount: total,
      status: stay.cancelled ? 'CANCELLED' : 'CONFIRMED',
      cancelReason: stay.cancelled ? `CHANGE_OF_PLAN` : null,
      cancelledAt,
      createdAt: bookedAt,
      updatedAt: cancelledAt ?? bookedAt,
    });
    await tx
      .insert(schema.bookingItems)
      .values(nights.map((n) => ({ bookingId, roomTypeId: picked.roomTypeId, stayDate: n.stayDate, price: n.price })));
    const refund = stay.cancelled ? Math.floor((total * stay.cancelled.refundPercent) / 100) : 0;
    const [payment] = await tx
      .insert(schema.payments)
      .values({
        bookingId,
        orderId: `ORD-${bookingNo}`,
        paymentKey: `sandbox_demo_${bookingId}`,
        amount: total,
        refundedAmount: refund,
        status: stay.cancelled ? (refund >= total ? 'CANCELED' : 'PARTIAL_CANCELED') : 'DONE',
        provider: 'SANDBOX',
        method: '카드',
        approvedAt: bookedAt,
        cancelledAt,
        createdAt: bookedAt,
      })
      .returning({ id: schema.payments.id });
    if (stay.cancelled) {
      await tx.insert(schema.refunds).values({
        bookingId,
        paymentId: payment!.id,
        amount: refund,
        refundPercent: stay.cancelled.refundPercent,
        provider: 'SANDBOX',
        idempotencyKey: `refund-${bookingNo}`,
        status: 'SUCCEEDED',
        providerRef: `sandbox-refund-${bookingNo}`,
        reason: stay.cancelled.reason,
        attempts: 1,
        lastAttemptAt: cancelledAt!,
        completedAt: cancelledAt!,
        createdAt: cancelledAt!,
      });
      await tx.insert(schema.bookingStatusHistory).values({
        bookingId,
        fromStatus: 'CONFIRMED',
        toStatus: 'CANCELLED',
        actorId: member.id,
        actorRole: 'ROLE_USER',
        reason: stay.cancelled.reason,
        createdAt: cancelledAt!,
      });
    } else {
      // A paid stay holds its rooms: search and holds see them taken.
      const taken = await takeRooms(tx, [{ roomTypeId: picked.roomTypeId, checkIn, checkOut, rooms: 1 }], bookedAt);
      if (taken.length !== stay.nights) throw new Error(`seed: ${bookingNo} could not take its nights`);
    }
  }
}
