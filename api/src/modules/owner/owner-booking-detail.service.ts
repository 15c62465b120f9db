import type { OwnerBookingDetail } from 'shared-contracts/schemas';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { bookingDetailOf } from '../cancellation/booking-detail';
import { findOwnBooking } from '../payment/booking.repository';
import { bookingMoneyOf, findHotelBooking, roomsOfBooking } from './owner-bookings.repository';
import { OWNER_BOOKING_MESSAGES as M } from './owner-bookings.messages';

/**
 * The owner's booking detail (issue 24 item 2): the member's detail (built once, in the cancellation module) plus the
 * booking member, refund total, payment state and the room of each night, as the admin's detail has them; the
 * payment record itself stays out (no card data for the hotel). The hotel in the path is the caller's (owner scope);
 * a booking of any other hotel is not found.
 */
export class OwnerBookingDetailService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async detail(hotelId: number, bookingNo: string): Promise<OwnerBookingDetail> {
    const head = await findHotelBooking(this.db, hotelId, bookingNo);
    const booking = head ? await findOwnBooking(this.db, head.userId, { bookingNo }) : undefined;
    if (!head || !booking) throw new AppError(404, 'BOOKING_NOT_FOUND', M.bookingNotFound);
    const [{ payment, ...detail }, money, rooms] = await Promise.all([
      bookingDetailOf(this.db, this.clock, booking),
      bookingMoneyOf(this.db, head.id),
      roomsOfBooking(this.db, head.id),
    ]);
    return {
      ...detail,
      guest: { id: head.userId, loginId: head.loginId, name: head.name },
      ...money,
      paidAmount: payment?.amount ?? 0,
      paidAt: payment?.approvedAt ?? null,
      rooms,
    };
  }
}
