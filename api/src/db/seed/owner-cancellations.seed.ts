import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { addDays } from '../../clock';
import { policyOf, refundAmountOf, refundTerms } from '../../modules/cancellation/cancellation-policy';
import { lastWeek } from '../../modules/settlement/business-weeks';
import { queryRows, type Transaction } from '../database';
import * as schema from '../schema';
import { Prng } from './prng';

const seoulTime = (date: string, hour: number, minute = 0) =>
  new Date(`${date}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00+09:00`);

/**
 * Cancellations of the owners' demo business: per hotel, bookings that were paid and cancelled by the guest before a
 * stay that would have checked out in one of the closed weeks — `weeksAgo` 1 is last week — `daysBefore` days ahead of
 * check-in. With the platform's default tiers: 4 days ahead refunds 50 %, 1 day ahead 20 %, 10 days ahead 100 %.
 */
const CANCELLATIONS = [
  { weeksAgo: 1, daysBefore: 4 },
  { weeksAgo: 3, daysBefore: 1 },
  { weeksAgo: 2, daysBefore: 10 },
] as const;

export interface SeedGuest {
  id: number;
  name: string;
  phone: string | null;
}

/**
 * Writes the cancellations for the hotels (decision 0013): the booking CANCELLED with its nights, the payment, the
 * refund the hotel's tiers gave on the day of cancelling, and the status history. A cancelled booking takes no room.
 * The kept part (paid − refunded) of each is settled on the statement of its original check-out week by the seed's
 * settlement run that follows; a full refund leaves nothing to settle.
 */
export async function seedOwnerCancellations(
  tx: Transaction,
  today: string,
  seed: number,
  hotelIds: readonly number[],
  guests: readonly SeedGuest[],
): Promise<void> {
  if (hotelIds.length === 0 || guests.length === 0) return;
  const prng = Prng.derive(seed, 'owner-cancellations');
  const last = lastWeek({ now: () => seoulTime(today, 12) });
  const types = await tx
    .select()
    .from(schema.roomTypes)
    .where(and(inArray(schema.roomTypes.hotelId, [...hotelIds]), isNull(schema.roomTypes.deletedAt), eq(schema.roomTypes.refundable, true)))
    .orderBy(asc(schema.roomTypes.id));

  for (const hotelId of [...hotelIds].sort((a, b) => a - b)) {
    const ofHotel = types.filter((t) => t.hotelId === hotelId);
    if (ofHotel.length === 0) continue;
    const policy = await policyOf(tx, hotelId);
    for (const { weeksAgo, daysBefore } of CANCELLATIONS) {
      const type = prng.pick(ofHotel);
      const guest = prng.pick(guests);
      const nights = prng.int(1, 2);
      const checkOut = addDays(last.start, -7 * (weeksAgo - 1) + prng.int(0, 6));
      const checkIn = addDays(checkOut, -nights);
      const price = type.basePrice + prng.int(0, 8) * 5_000;
      const total = price * nights;
      const cancelledOn = addDays(checkIn, -daysBefore);
      const terms = refundTerms(policy, { checkIn, nonRefundable: false, cancelled: false }, cancelledOn, false);
      const refund = refundAmountOf(total, terms.refundPercent);
      const bookedAt = seoulTime(addDays(cancelledOn, -prng.int(2, 20)), prng.int(8, 22), prng.int(0, 59));
      const cancelledAt = seoulTime(cancelledOn, prng.int(9, 21), prng.int(0, 59));

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
        status: 'CANCELLED',
        cancelReason: 'CHANGE_OF_PLAN',
        cancelledAt,
        createdAt: bookedAt,
        updatedAt: cancelledAt,
      });
      await tx
        .insert(schema.bookingItems)
        .values(Array.from({ length: nights }, (_, n) => ({ bookingId, roomTypeId: type.id, stayDate: addDays(checkIn, n), price })));
      const [payment] = await tx
        .insert(schema.payments)
        .values({
          bookingId,
          orderId: `ORD-${bookingNo}`,
          paymentKey: `sandbox_owner_${bookingId}`,
          amount: total,
          refundedAmount: refund,
          status: refund >= total ? 'CANCELED' : 'PARTIAL_CANCELED',
          provider: 'SANDBOX',
          method: '카드',
          approvedAt: bookedAt,
          cancelledAt,
          createdAt: bookedAt,
        })
        .returning({ id: schema.payments.id });
      await tx.insert(schema.refunds).values({
        bookingId,
        paymentId: payment!.id,
        amount: refund,
        refundPercent: terms.refundPercent,
        provider: 'SANDBOX',
        idempotencyKey: `refund-${bookingNo}`,
        status: 'SUCCEEDED',
        providerRef: `sandbox-refund-${bookingNo}`,
        reason: '일정 변경',
        attempts: 1,
        lastAttemptAt: cancelledAt,
        completedAt: cancelledAt,
        createdAt: cancelledAt,
      });
      await tx.insert(schema.bookingStatusHistory).values({
        bookingId,
        fromStatus: 'CONFIRMED',
        toStatus: 'CANCELLED',
        actorId: guest.id,
        actorRole: 'ROLE_USER',
        reason: '일정 변경',
        createdAt: cancelledAt,
      });
    }
  }
}
