import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import { addDays } from '../../clock';
import { recomputeHotelRating } from '../../modules/review/review.repository';
import { queryRows, type Transaction } from '../database';
import * as schema from '../schema';
import { DEMO_ACCOUNTS } from './world-people.builder';

/** The claimable demo code listed in the README: 5,000 won, valid 90 days from the claim. */
export const DEMO_CLAIM_COUPON = { code: 'WELCOME-STAYON', title: '스테이온 웰컴 쿠폰', amount: 5000, validDays: 90 } as const;

/** Two ended campaigns whose copies member0001 holds: one spent on a past stay, one lapsed unused. */
const USED_COUPON = { code: 'AUTUMN-TRIP', title: '가을 여행 할인 쿠폰', amount: 20000, validDays: 30 } as const;
const LAPSED_COUPON = { code: 'SPRING-HELLO', title: '봄맞이 할인 쿠폰', amount: 3000, validDays: 30 } as const;

const seoulTime = (date: string, hour: number) => new Date(`${date}T${String(hour).padStart(2, '0')}:00:00+09:00`);

/**
 * The member area's demo data (issue 9), added after the generated world: the claimable code, and for the demo
 * member a USED coupon (spent on an extra reviewed stay 75 days ago, their review to manage on my page) and an
 * EXPIRED one (still AVAILABLE but past validTo, which counts as expired). The two checked-out stays that wait
 * for a review stay untouched. Runs inside the seed transaction, after the sequences were moved past the world.
 */
export async function seedMemberArea(tx: Transaction, today: string): Promise<void> {
  const [member] = await tx
    .select({ id: schema.users.id, name: schema.users.name, phone: schema.users.phone })
    .from(schema.users)
    .where(eq(schema.users.loginId, DEMO_ACCOUNTS.member.loginId));
  const inserted = await tx
    .insert(schema.coupons)
    .values([
      { ...DEMO_CLAIM_COUPON, active: true },
      { ...USED_COUPON, active: true, claimFrom: addDays(today, -120), claimTo: addDays(today, -90) },
      { ...LAPSED_COUPON, active: true, claimFrom: addDays(today, -200), claimTo: addDays(today, -170) },
    ])
    .returning({ id: schema.coupons.id, code: schema.coupons.code });
  if (!member) return;
  const couponId = (code: string) => inserted.find((row) => row.code === code)!.id;

  const usedFrom = addDays(today, -100);
  const [usedIssuance] = await tx
    .insert(schema.couponIssuances)
    .values([
      {
        couponId: couponId(USED_COUPON.code),
        userId: member.id,
        status: 'USED',
        validFrom: usedFrom,
        validTo: addDays(usedFrom, USED_COUPON.validDays - 1),
        issuedAt: seoulTime(usedFrom, 10),
        usedAt: seoulTime(addDays(today, -90), 21),
      },
      {
        couponId: couponId(LAPSED_COUPON.code),
        userId: member.id,
        status: 'AVAILABLE',
        validFrom: addDays(today, -180),
        validTo: addDays(today, -151),
        issuedAt: seoulTime(addDays(today, -180), 9),
      },
    ])
    .returning({ id: schema.couponIssuances.id });

  // A hotel the member has not stayed at yet, with its cheapest room type.
  const visited = tx.select({ id: schema.bookings.hotelId }).from(schema.bookings).where(eq(schema.bookings.userId, member.id));
  const [room] = await tx
    .select({
      hotelId: schema.roomTypes.hotelId,
      roomTypeId: schema.roomTypes.id,
      price: schema.roomTypes.basePrice,
      capacity: schema.roomTypes.capacity,
    })
    .from(schema.roomTypes)
    .innerJoin(schema.hotels, eq(schema.hotels.id, schema.roomTypes.hotelId))
    .where(and(eq(schema.hotels.status, 'ACTIVE'), notInArray(schema.hotels.id, visited)))
    .orderBy(asc(schema.hotels.id), asc(schema.roomTypes.basePrice), asc(schema.roomTypes.id))
    .limit(1);
  if (!room || !usedIssuance) return;

  const checkIn = addDays(today, -75);
  const nights = 2;
  const checkOut = addDays(checkIn, nights);
  const subtotal = room.price * nights;
  const discount = Math.min(USED_COUPON.amount, subtotal);
  const bookedAt = seoulTime(addDays(today, -90), 21);
  const [next] = await queryRows<{ id: number }>(tx, sql`select nextval(pg_get_serial_sequence('bookings', 'id'))::int as id`);
  const bookingId = Number(next!.id);
  const bookingNo = `HB${checkIn.replaceAll('-', '')}-${String(bookingId).padStart(6, '0')}`;
  await tx.insert(schema.bookings).values({
    id: bookingId,
    bookingNo,
    userId: member.id,
    hotelId: room.hotelId,
    roomTypeId: room.roomTypeId,
    checkIn,
    checkOut,
    nights,
    guests: Math.min(room.capacity, 2),
    leadName: member.name,
    leadPhone: member.phone,
    subtotal,
    discount,
    totalAmount: subtotal - discount,
    couponIssuanceId: usedIssuance.id,
    status: 'CONFIRMED',
    createdAt: bookedAt,
    updatedAt: bookedAt,
  });
  await tx
    .insert(schema.bookingItems)
    .values(Array.from({ length: nights }, (_, n) => ({ bookingId, roomTypeId: room.roomTypeId, stayDate: addDays(checkIn, n), price: room.price })));
  await tx.insert(schema.payments).values({
    bookingId,
    orderId: `ORD-${bookingNo}`,
    paymentKey: `sandbox_member_area_${bookingId}`,
    amount: subtotal - discount,
    status: 'DONE',
    provider: 'SANDBOX',
    method: '카드',
    approvedAt: bookedAt,
    createdAt: bookedAt,
  });
  const writtenAt = seoulTime(addDays(checkOut, 1), 20);
  await tx.insert(schema.reviews).values({
    hotelId: room.hotelId,
    userId: member.id,
    bookingId,
    roomTypeId: room.roomTypeId,
    rating: 5,
    createdAt: writtenAt,
    comment: '직원분들이 친절하고 객실이 깨끗했어요. 쿠폰 덕분에 저렴하게 잘 쉬다 갑니다.',
  });
  await recomputeHotelRating(tx, room.hotelId, new Date());
}
