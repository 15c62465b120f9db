import { and, asc, count, desc, eq, gte, inArray, ne } from 'drizzle-orm';
import type { Booking, MyBooking } from 'shared-contracts/schemas';
import type { Executor } from '../../db/database';
import { bookings, hotels, payments, roomTypes } from '../../db/schema';
import { isCancellable } from '../cancellation/cancellation-policy';

/** A booking with its hotel and room names and its completed payment, for its owner only. */
export async function findOwnBooking(db: Executor, userId: number, where: { bookingNo: string } | { id: number }): Promise<Booking | undefined> {
  const [row] = await db
    .select({
      booking: bookings,
      hotelName: hotels.name,
      hotelAddress: hotels.address1,
      coverImageUrl: hotels.coverImageUrl,
      roomTypeName: roomTypes.name,
    })
    .from(bookings)
    .innerJoin(hotels, eq(hotels.id, bookings.hotelId))
    .innerJoin(roomTypes, eq(roomTypes.id, bookings.roomTypeId))
    .where(and(eq(bookings.userId, userId), 'id' in where ? eq(bookings.id, where.id) : eq(bookings.bookingNo, where.bookingNo)));
  if (!row) return undefined;
  const b = row.booking;
  const [payment] = await db
    .select()
    .from(payments)
    // The payment that paid for it, also when it has since been refunded in part or in full.
    .where(and(eq(payments.bookingId, b.id), inArray(payments.status, ['DONE', 'PARTIAL_CANCELED', 'CANCELED'])))
    .orderBy(desc(payments.id))
    .limit(1);
  return {
    bookingNo: b.bookingNo,
    status: b.status,
    hotelId: b.hotelId,
    hotelName: row.hotelName,
    hotelAddress: row.hotelAddress,
    coverImageUrl: row.coverImageUrl,
    roomTypeId: b.roomTypeId,
    roomTypeName: row.roomTypeName,
    checkIn: b.checkIn,
    checkOut: b.checkOut,
    nights: b.nights,
    guests: b.guests,
    leadName: b.leadName,
    leadPhone: b.leadPhone,
    subtotal: b.subtotal,
    discount: b.discount,
    totalAmount: b.totalAmount,
    createdAt: b.createdAt.toISOString(),
    payment: payment
      ? {
          orderId: payment.orderId,
          provider: payment.provider,
          method: payment.method,
          amount: payment.amount,
          approvedAt: payment.approvedAt?.toISOString() ?? null,
        }
      : null,
  };
}

/** The user's bookings, newest first (id breaks ties so pages never overlap). */
/** The member's receipt page; Toss payments have the provider's receipt as well, linked from that page. */
export const receiptPath = (bookingNo: string) => `/mypage/bookings/${encodeURIComponent(bookingNo)}/receipt`;

export async function pageOwnBookings(
  db: Executor,
  userId: number,
  page: number,
  size: number,
  options: { upcoming: boolean; today: string },
): Promise<{ total: number; content: MyBooking[] }> {
  const where = options.upcoming
    ? and(eq(bookings.userId, userId), ne(bookings.status, 'CANCELLED'), gte(bookings.checkOut, options.today))
    : eq(bookings.userId, userId);
  const [totalRow] = await db.select({ n: count() }).from(bookings).where(where);
  const rows = await db
    .select({
      booking: bookings,
      hotelName: hotels.name,
      coverImageUrl: hotels.coverImageUrl,
      roomTypeName: roomTypes.name,
    })
    .from(bookings)
    .innerJoin(hotels, eq(hotels.id, bookings.hotelId))
    .innerJoin(roomTypes, eq(roomTypes.id, bookings.roomTypeId))
    .where(where)
    // Upcoming stays soonest first; the whole history newest booking first.
    .orderBy(...(options.upcoming ? [asc(bookings.checkIn), asc(bookings.id)] : [desc(bookings.createdAt), desc(bookings.id)]))
    .limit(size)
    .offset(page * size);
  return {
    total: Number(totalRow?.n ?? 0),
    content: rows.map(({ booking: b, hotelName, coverImageUrl, roomTypeName }) => ({
      bookingNo: b.bookingNo,
      status: b.status,
      hotelId: b.hotelId,
      hotelName,
      coverImageUrl,
      roomTypeName,
      checkIn: b.checkIn,
      checkOut: b.checkOut,
      nights: b.nights,
      guests: b.guests,
      totalAmount: b.totalAmount,
      createdAt: b.createdAt.toISOString(),
      bookingId: b.bookingNo,
      currency: 'KRW' as const,
      ticketAvailable: b.status === 'CONFIRMED',
      receiptUrl: b.status === 'PENDING' ? null : receiptPath(b.bookingNo),
      cancellable: isCancellable({ cancelled: b.status === 'CANCELLED', checkIn: b.checkIn }, options.today),
    })),
  };
}
