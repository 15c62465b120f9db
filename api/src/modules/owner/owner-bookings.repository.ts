import { and, asc, count, desc, eq, gte, ilike, lte, or, sql } from 'drizzle-orm';
import type { ListSort, OwnerBookingSortKey } from 'shared-contracts/schemas';
import type { Executor } from '../../db/database';
import { bookingItems, bookings, payments, refunds, rooms, roomTypes, users } from '../../db/schema';

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

/** Each sort key's column (decision 0020); the booking's id always breaks ties, so pages never overlap. */
const SORT_COLUMNS = {
  bookingId: bookings.bookingNo,
  userName: users.name,
  roomTypeName: roomTypes.name,
  checkIn: bookings.checkIn,
  nights: bookings.nights,
  totalAmount: bookings.totalAmount,
  createdAt: bookings.createdAt,
} as const;

function orderOf(sort: ListSort<OwnerBookingSortKey> | undefined) {
  if (!sort) return [desc(bookings.createdAt), desc(bookings.id)];
  const direction = sort.direction === 'asc' ? asc : desc;
  return [direction(SORT_COLUMNS[sort.key]), direction(bookings.id)];
}

/** One page of a hotel's bookings in the asked order (newest first by default), and how many match in all. */
export async function ownerBookingPage(
  db: Executor,
  filter: OwnerBookingFilter,
  sort: ListSort<OwnerBookingSortKey> | undefined,
  size: number,
  offset: number,
) {
  const where = whereOf(filter);
  const [rows, total] = await Promise.all([
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
      .orderBy(...orderOf(sort))
      .limit(size)
      .offset(offset),
    countOwnerBookings(db, filter),
  ]);
  return { rows, total };
}

/** How many of the hotel's bookings match the filter. */
export async function countOwnerBookings(db: Executor, filter: OwnerBookingFilter): Promise<number> {
  const [total] = await db
    .select({ n: count() })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(roomTypes, eq(roomTypes.id, bookings.roomTypeId))
    .where(whereOf(filter));
  return total?.n ?? 0;
}

/** A booking of this hotel by its number, with the member who booked it; undefined for any other hotel's booking. */
export async function findHotelBooking(db: Executor, hotelId: number, bookingNo: string) {
  const [row] = await db
    .select({ id: bookings.id, userId: bookings.userId, loginId: users.loginId, name: users.name })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(and(eq(bookings.hotelId, hotelId), eq(bookings.bookingNo, bookingNo)));
  return row;
}

/** What was refunded in all (every refund row, confirmed or pending) and the state of the latest payment. */
export async function bookingMoneyOf(db: Executor, bookingId: number) {
  const [[refunded], [payment]] = await Promise.all([
    db
      .select({ total: sql<number>`coalesce(sum(${refunds.amount}), 0)::int` })
      .from(refunds)
      .where(eq(refunds.bookingId, bookingId)),
    db.select({ status: payments.status }).from(payments).where(eq(payments.bookingId, bookingId)).orderBy(desc(payments.id)).limit(1),
  ]);
  return { refundedAmount: Number(refunded?.total ?? 0), paymentStatus: payment?.status ?? null };
}

/** The room assigned to each night of the booking (null while unassigned), in night order. */
export async function roomsOfBooking(db: Executor, bookingId: number) {
  const nights = await db
    .select({ date: bookingItems.stayDate, roomNo: rooms.roomNo })
    .from(bookingItems)
    .leftJoin(rooms, eq(rooms.id, bookingItems.roomId))
    .where(eq(bookingItems.bookingId, bookingId))
    .orderBy(asc(bookingItems.stayDate), asc(bookingItems.id));
  return nights.map((n) => ({ date: n.date, roomNo: n.roomNo ?? null }));
}
