import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { AdminBookingRow, AdminBookingSortKey, ListSort } from 'shared-contracts/schemas';
import type { Executor } from '../../db/database';
import { bookingItems, bookings, hotels, payments, rooms, roomTypes, users } from '../../db/schema';
import { allWordsMatch } from './admin-search.repository';

// The outer row named in full: drizzle may write a lone column without its table, which the subquery would take as its own.
const refunded = sql<number>`(select coalesce(sum(r.amount), 0)::int from refunds r where r.booking_id = "bookings"."id")`;

const rowColumns = {
  bookingNo: bookings.bookingNo,
  status: bookings.status,
  hotelId: hotels.id,
  hotelName: hotels.name,
  roomTypeName: roomTypes.name,
  userId: users.id,
  loginId: users.loginId,
  userName: users.name,
  leadName: bookings.leadName,
  leadPhone: bookings.leadPhone,
  checkIn: bookings.checkIn,
  checkOut: bookings.checkOut,
  nights: bookings.nights,
  guests: bookings.guests,
  totalAmount: bookings.totalAmount,
  refundedAmount: refunded,
  createdAt: bookings.createdAt,
  cancelledAt: bookings.cancelledAt,
};

/** A booking of the back-office list as read: with its hotel, room type, member and the amount refunded so far. */
export type AdminBookingListRow = {
  bookingNo: string;
  status: AdminBookingRow['status'];
  hotelId: number;
  hotelName: string;
  roomTypeName: string;
  userId: number;
  loginId: string;
  userName: string;
  leadName: string;
  leadPhone: string | null;
  checkIn: string;
  checkOut: string;
  nights: number;
  guests: number;
  totalAmount: number;
  refundedAmount: number;
  createdAt: Date;
  cancelledAt: Date | null;
};

/** What the back-office booking list filters by (dates already checked to be real). */
export interface AdminBookingFilter {
  status?: AdminBookingRow['status'] | undefined;
  checkInFrom?: string | undefined;
  checkInTo?: string | undefined;
  hotelId?: number | undefined;
  userId?: number | undefined;
  q?: string | undefined;
}

/** The filter as a condition; every word of q matches the booking number, the member, the lead guest or the hotel. */
export function adminBookingWhere(filter: AdminBookingFilter): SQL | undefined {
  return and(
    filter.status ? eq(bookings.status, filter.status) : undefined,
    filter.checkInFrom ? gte(bookings.checkIn, filter.checkInFrom) : undefined,
    filter.checkInTo ? lte(bookings.checkIn, filter.checkInTo) : undefined,
    filter.hotelId !== undefined ? eq(bookings.hotelId, filter.hotelId) : undefined,
    filter.userId !== undefined ? eq(bookings.userId, filter.userId) : undefined,
    allWordsMatch(
      filter.q,
      (p) =>
        sql`${bookings.bookingNo} ilike ${p} or ${users.loginId} ilike ${p} or ${users.name} ilike ${p} or ${users.email} ilike ${p}
              or ${users.phone} ilike ${p} or ${bookings.leadName} ilike ${p} or ${bookings.leadPhone} ilike ${p} or ${hotels.name} ilike ${p}`,
    ),
  );
}

/** Each sort key's column (decision 0020); the booking's id always breaks ties, so pages never overlap. */
const SORT_COLUMNS = {
  createdAt: bookings.createdAt,
  checkIn: bookings.checkIn,
  totalAmount: bookings.totalAmount,
  status: bookings.status,
} as const satisfies Record<AdminBookingSortKey, unknown>;

function orderOf(sort: ListSort<AdminBookingSortKey> | undefined) {
  if (!sort) return [desc(bookings.createdAt), desc(bookings.id)];
  const direction = sort.direction === 'asc' ? asc : desc;
  return [direction(SORT_COLUMNS[sort.key]), direction(bookings.id)];
}

/** Rows of bookings matching `where` in the asked order (newest first by default): the list page and a user's detail share it. */
export async function bookingRows(
  db: Executor,
  where: SQL | undefined,
  limit: number,
  offset: number,
  sort?: ListSort<AdminBookingSortKey>,
): Promise<AdminBookingListRow[]> {
  return db
    .select(rowColumns)
    .from(bookings)
    .innerJoin(hotels, eq(hotels.id, bookings.hotelId))
    .innerJoin(roomTypes, eq(roomTypes.id, bookings.roomTypeId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(where)
    .orderBy(...orderOf(sort))
    .limit(limit)
    .offset(offset);
}

export async function countBookings(db: Executor, where: SQL | undefined): Promise<number> {
  const [total] = await db
    .select({ n: count() })
    .from(bookings)
    .innerJoin(hotels, eq(hotels.id, bookings.hotelId))
    .innerJoin(roomTypes, eq(roomTypes.id, bookings.roomTypeId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(where);
  return total?.n ?? 0;
}

/** The booking's id, its member's contact and its hotel's state, by booking number. */
export async function findBookingHead(db: Executor, bookingNo: string) {
  const [head] = await db
    .select({
      id: bookings.id,
      userId: bookings.userId,
      loginId: users.loginId,
      name: users.name,
      email: users.email,
      phone: users.phone,
      hotelStatus: hotels.status,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(hotels, eq(hotels.id, bookings.hotelId))
    .where(eq(bookings.bookingNo, bookingNo));
  return head;
}

/** The booking's payment state (its latest payment), its refunded sum and its nights with the rooms assigned. */
export async function bookingMoneyAndNights(db: Executor, bookingId: number) {
  const [[payment], [money], nights] = await Promise.all([
    db.select({ status: payments.status }).from(payments).where(eq(payments.bookingId, bookingId)).orderBy(desc(payments.id)).limit(1),
    db.select({ refunded: refunded }).from(bookings).where(eq(bookings.id, bookingId)),
    db
      .select({ date: bookingItems.stayDate, roomNo: rooms.roomNo })
      .from(bookingItems)
      .leftJoin(rooms, eq(rooms.id, bookingItems.roomId))
      .where(eq(bookingItems.bookingId, bookingId))
      .orderBy(asc(bookingItems.stayDate), asc(bookingItems.id)),
  ]);
  return { paymentStatus: payment?.status ?? null, refundedAmount: Number(money?.refunded ?? 0), nights };
}
