import {
  parseSortQuery,
  type AdminBookingDetail,
  type AdminBookingPage,
  type AdminBookingRow,
  type AdminBookingsQuery,
} from 'shared-contracts/schemas';
import { businessToday, type Clock } from '../../clock';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { bookingDetailOf } from '../cancellation/booking-detail';
import { findOwnBooking } from '../payment/booking.repository';
import { ADMIN_MESSAGES as M } from './admin.messages';
import { auditOf } from './admin-audit.service';
import {
  adminBookingWhere,
  bookingMoneyAndNights,
  bookingRows,
  countBookings,
  findBookingHead,
  type AdminBookingListRow,
} from './admin-bookings.repository';
import { dateRange, iso, pageOf } from './admin-query';
import { isCancellable } from '../cancellation/cancellation-policy';

/** A booking of the back-office list as answered, with whether it may still be cancelled today. */
export function adminBookingRowOf(row: AdminBookingListRow, today: string): AdminBookingRow {
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

/** Every hotel's bookings for the back office (issue 12 item 5). */
export class AdminBookingsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async page(query: AdminBookingsQuery): Promise<AdminBookingPage> {
    const { page, size, offset } = pageOf(query);
    const { from, to } = dateRange(query.from, query.to);
    const where = adminBookingWhere({
      status: query.status,
      checkInFrom: from,
      checkInTo: to,
      hotelId: query.hotelId,
      userId: query.userId,
      q: query.q,
    });
    const [rows, totalElements] = await Promise.all([
      bookingRows(this.db, where, size, offset, parseSortQuery(query.sort)),
      countBookings(this.db, where),
    ]);
    const today = businessToday(this.clock);
    const content = rows.map((row) => adminBookingRowOf(row, today));
    return { content, page, size, totalElements };
  }

  /** The member's detail of the booking, plus its guest, hotel state, payment state, rooms and audit trail. */
  async detail(bookingNo: string): Promise<AdminBookingDetail> {
    const head = await findBookingHead(this.db, bookingNo);
    if (!head) throw new AppError(404, 'BOOKING_NOT_FOUND', M.bookingNotFound);
    const booking = await findOwnBooking(this.db, head.userId, { bookingNo });
    if (!booking) throw new AppError(404, 'BOOKING_NOT_FOUND', M.bookingNotFound);
    const [detail, { paymentStatus, refundedAmount, nights }, audit] = await Promise.all([
      bookingDetailOf(this.db, this.clock, booking),
      bookingMoneyAndNights(this.db, head.id),
      auditOf(this.db, { entity: 'booking', entityId: bookingNo }),
    ]);
    return {
      ...detail,
      guest: { id: head.userId, loginId: head.loginId, name: head.name, email: head.email, phone: head.phone },
      hotelStatus: head.hotelStatus,
      refundedAmount,
      paymentStatus,
      rooms: nights.map((n) => ({ date: n.date, roomNo: n.roomNo ?? null })),
      audit,
    };
  }
}
