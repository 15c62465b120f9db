import type { Booking, BookingDetail } from 'shared-contracts/schemas';
import { businessToday, type Clock } from '../../clock';
import type { Database } from '../../db/database';
import { policyOf, isCancellable } from './cancellation-policy';
import {
  findBookingDetailRow,
  findHotelContact,
  findNightlyPrices,
  findSpentCoupon,
  findStatusHistory,
  isNonRefundable,
} from './cancellation.repository';
import { progressOf } from './refund-rules';
import { findRefundsOfBooking } from './refund.repository';

/**
 * The member's booking detail (issue 9): the booking as the success page shows it, plus the nightly prices, the
 * coupon, the status history, the refunds, and the hotel's cancellation policy and phone for the voucher.
 */
export async function bookingDetailOf(db: Database, clock: Clock, booking: Booking): Promise<BookingDetail> {
  const row = (await findBookingDetailRow(db, booking.bookingNo))!;
  const [hotel, nonRefundable, nights, history, refundRows, coupon, policy] = await Promise.all([
    findHotelContact(db, booking.hotelId),
    isNonRefundable(db, booking.roomTypeId),
    findNightlyPrices(db, row.id),
    findStatusHistory(db, row.id),
    findRefundsOfBooking(db, row.id),
    row.couponIssuanceId ? findSpentCoupon(db, row.couponIssuanceId) : Promise.resolve(null),
    policyOf(db, booking.hotelId),
  ]);
  const today = businessToday(clock);
  const confirmedAt = booking.payment?.approvedAt ?? booking.createdAt;
  return {
    ...booking,
    bookingId: booking.bookingNo,
    currency: 'KRW',
    hotelPhone: hotel?.phone ?? null,
    hotelPostcode: hotel?.postcode ?? null,
    nightly: nights,
    coupon: coupon ? { title: coupon.title, amount: Math.min(coupon.amount, booking.discount || coupon.amount) } : null,
    // The booking's own start, then every recorded change.
    history: [
      { from: null, to: booking.status === 'PENDING' ? 'PENDING' : 'CONFIRMED', at: confirmedAt, reason: null, byRole: null },
      ...history.map((h) => ({ from: h.fromStatus, to: h.toStatus, at: h.createdAt.toISOString(), reason: h.reason, byRole: h.actorRole })),
    ],
    // A refund the provider has not confirmed is shown as such (환불 처리 중), failed attempts included (decision 0015).
    refunds: refundRows.map((r) => ({
      amount: r.amount,
      refundPercent: r.refundPercent,
      at: r.createdAt.toISOString(),
      provider: r.provider,
      status: progressOf(r.status),
      completedAt: r.completedAt?.toISOString() ?? null,
    })),
    policy,
    nonRefundable,
    cancelReason: row.cancelReason,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    ticketAvailable: booking.status === 'CONFIRMED',
    cancellable: isCancellable({ cancelled: booking.status === 'CANCELLED', checkIn: booking.checkIn }, today),
  };
}
