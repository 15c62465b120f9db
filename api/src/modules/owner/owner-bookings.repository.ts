import { and, count, desc, eq, gte, ilike, lte, or } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { bookings, roomTypes, users } from '../../db/schema';

/** What the owner's booking list filters by (dates already checked to be real). */
export interface OwnerBookingFilter {
  hotelId: number;
  status?: 'CONFIRMED' | 'PENDING' | 'CANCELLED' | undefined;
  checkInFrom?: string | undefined;
  checkInTo?: string | undefined;
  text?: string | undefined;
}

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(filter: OwnerBookingFilter) {
  const text = filter.text;
  return and(
    eq(bookings.hotelId, filter.hotelId),
    filter.status ? eq(bookings.status, filter.status) : undefined,
    filter.checkInFrom ? gte(bookings.checkIn, filter.checkInFrom) : undefined,
    filter.checkInTo ? lte(bookings.checkIn, filter.checkInTo) : undefined,
    text
      ? or(ilike(bookings.bookingNo, like(text)), ilike(users.name, like(text)), ilike(users.loginId, like(text)), ilike(roomTypes.name, like(text)))
      : undefined,
  );
}

/** One page of a hotel's bookings, newest first, and how many match in all. */
export async function ownerBookingPage(db: Executor, filter: OwnerBookingFilter, size: number, offset: number) {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        bookingId: bookings.bookingNo,
        userName: users.name,
        userLoginId: users.loginId,
        roomTypeName: roomTypes.name,
        checkIn: bookings.checkIn,
        checkOut: bookings.checkOut,
        nights: bookings.nights,
        guests: bookings.guests,
        totalAmount: bookings.totalAmount,
        status: bookings.status,
        createdAt: bookings.createdAt,
      })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.userId))
      .innerJoin(roomTypes, eq(roomTypes.id, bookings.roomTypeId))
      .where(where)
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(size)
      .offset(offset),
    db
      .select({ n: count() })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.userId))
      .innerJoin(roomTypes, eq(roomTypes.id, bookings.roomTypeId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
