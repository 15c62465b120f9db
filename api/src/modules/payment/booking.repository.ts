import { and, count, desc, eq } from 'drizzle-orm';
import type { Booking, MyBooking } from 'shared-contracts/schemas';
import type { Executor } from '../../db/database';
import { bookings, hotels, payments, roomTypes } from '../../db/schema';

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
    .where(and(eq(payments.bookingId, b.id), eq(payments.status, 'DONE')))
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
export async function pageOwnBookings(db: Executor, userId: number, page: number, size: number): Promise<{ total: number; content: MyBooking[] }> {
  const [totalRow] = await db.select({ n: count() }).from(bookings).where(eq(bookings.userId, userId));
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
    .where(eq(bookings.userId, userId))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
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
    })),
  };
}
