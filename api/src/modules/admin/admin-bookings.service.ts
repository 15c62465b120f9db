import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { AdminBookingDetail, AdminBookingPage, AdminBookingRow, AdminBookingsQuery } from 'shared-contracts/schemas';
import { businessToday, type Clock } from '../../clock';
import type { Database, Executor } from '../../db/database';
import { bookingItems, bookings, hotels, payments, rooms, roomTypes, users } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { bookingDetailOf } from '../cancellation/booking-detail';
import { findOwnBooking } from '../payment/booking.repository';
import { ADMIN_MESSAGES as M } from './admin.messages';
import { auditOf } from './admin-audit.service';
import { allWordsMatch, dateRange, iso, pageOf } from './admin-query';
import { isCancellable } from '../cancellation/cancellation-policy';

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

type Row = {
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

function rowOf(row: Row, today: string): AdminBookingRow {
  return {
    bookingId: row.bookingNo,
    status: row.status,
    hotel: { id: row.hotelId, name: row.hotelName },
    roomTypeName: row.roomTypeName,
    guest: { id: row.userId, loginId: row.loginId, name: row.userName },
    leadName: row.leadName,
    leadPhone: row.leadPhone,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    nights: row.nights,
    guests: row.guests,
    totalAmount: row.totalAmount,
    refundedAmount: Number(row.refundedAmount),
    createdAt: row.createdAt.toISOString(),
    cancelledAt: iso(row.cancelledAt),
    cancellable: isCancellable({ cancelled: row.status === 'CANCELLED', checkIn: row.checkIn }, today),
  };
}

/** Rows of bookings matching `where`, newest first: the list page and a user's detail share it. */
export async function bookingRows(db: Executor, clock: Clock, where: SQL | undefined, limit: number, offset: number): Promise<AdminBookingRow[]> {
  const rows: Row[] = await db
    .select(rowColumns)
    .from(bookings)
    .innerJoin(hotels, eq(hotels.id, bookings.hotelId))
    .innerJoin(roomTypes, eq(roomTypes.id, bookings.roomTypeId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(where)
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(limit)
    .offset(offset);
  const today = businessToday(clock);
  return rows.map((row) => rowOf(row, today));
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

/** Every hotel's bookings for the back office (issue 12 item 5). */
export class AdminBookingsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async page(query: AdminBookingsQuery): Promise<AdminBookingPage> {
    const { page, size, offset } = pageOf(query);
    const { from, to } = dateRange(query.from, query.to);
    const where = and(
      query.status ? eq(bookings.status, query.status) : undefined,
      from ? gte(bookings.checkIn, from) : undefined,
      to ? lte(bookings.checkIn, to) : undefined,
      query.hotelId !== undefined ? eq(bookings.hotelId, query.hotelId) : undefined,
      query.userId !== undefined ? eq(bookings.userId, query.userId) : undefined,
      allWordsMatch(
        query.q,
        (p) =>
          sql`${bookings.bookingNo} ilike ${p} or ${users.loginId} ilike ${p} or ${users.name} ilike ${p} or ${users.email} ilike ${p}
              or ${users.phone} ilike ${p} or ${bookings.leadName} ilike ${p} or ${bookings.leadPhone} ilike ${p} or ${hotels.name} ilike ${p}`,
      ),
    );
    const [content, totalElements] = await Promise.all([bookingRows(this.db, this.clock, where, size, offset), countBookings(this.db, where)]);
    return { content, page, size, totalElements };
  }

  /** The member's detail of the booking, plus its guest, hotel state, payment state, rooms and audit trail. */
  async detail(bookingNo: string): Promise<AdminBookingDetail> {
    const [head] = await this.db
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
    if (!head) throw new AppError(404, 'BOOKING_NOT_FOUND', M.bookingNotFound);
    const booking = await findOwnBooking(this.db, head.userId, { bookingNo });
    if (!booking) throw new AppError(404, 'BOOKING_NOT_FOUND', M.bookingNotFound);
    const [detail, [payment], [money], nights, audit] = await Promise.all([
      bookingDetailOf(this.db, this.clock, booking),
      this.db
        .select({ status: payments.status })
        .from(payments)
        .where(eq(payments.bookingId, head.id))
        .orderBy(desc(payments.id))
        .limit(1),
      this.db.select({ refunded: refunded }).from(bookings).where(eq(bookings.id, head.id)),
      this.db
        .select({ date: bookingItems.stayDate, roomNo: rooms.roomNo })
        .from(bookingItems)
        .leftJoin(rooms, eq(rooms.id, bookingItems.roomId))
        .where(eq(bookingItems.bookingId, head.id))
        .orderBy(asc(bookingItems.stayDate), asc(bookingItems.id)),
      auditOf(this.db, { entity: 'booking', entityId: bookingNo }),
    ]);
    return {
      ...detail,
      guest: { id: head.userId, loginId: head.loginId, name: head.name, email: head.email, phone: head.phone },
      hotelStatus: head.hotelStatus,
      refundedAmount: Number(money?.refunded ?? 0),
      paymentStatus: payment?.status ?? null,
      rooms: nights.map((n) => ({ date: n.date, roomNo: n.roomNo ?? null })),
      audit,
    };
  }
}
