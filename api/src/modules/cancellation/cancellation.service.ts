import type { CancelRequest, CancelResult, RefundQuote } from 'shared-contracts/schemas';
import { CANCEL_DETAIL_MAX, CANCEL_REASON_LABELS } from 'shared-contracts/schemas';
import { businessToday, type Clock } from '../../clock';
import type { Database, Transaction } from '../../db/database';
import type { UserRole } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { ownsHotel } from '../access/access.repository';
import { releaseAssignedRooms } from '../assignment/room-occupancy.repository';
import { writeAudit, type AuditActor } from '../audit/audit-log';
import { releaseRooms } from '../inventory/inventory.repository';
import { publishOwnerEvent } from '../owner/owner-events.service';
import { CANCELLATION_MESSAGES as M } from './cancellation.messages';
import { policyOf, refundAmountOf, refundTerms } from './cancellation-policy';
import {
  findBookingByNo,
  findRefundablePayment,
  insertStatusChange,
  isNonRefundable,
  lockBookingByNo,
  markBookingCancelled,
  returnCouponIfValid,
  type BookingRow,
} from './cancellation.repository';
import { leaseEnd, refundKeyOf } from './refund-rules';
import { insertPendingRefund, type RefundToAttempt } from './refund.repository';
import type { RefundService } from './refund.service';

type Actor = AuditActor & { kind: 'MEMBER' | 'OWNER' | 'ADMIN' };

const notFound = () => new AppError(404, 'BOOKING_NOT_FOUND', M.bookingNotFound);

/**
 * The one cancellation service (ARCHITECTURE §7): members cancel their own bookings by the hotel's tiers; owners
 * (their hotel's bookings) and admins cancel with a full refund. One transaction: the booking row is locked, the
 * status changes, the nights go back to inventory (search sees them at once), assigned rooms are released, the
 * coupon returns when still valid, the status history and the audit row are written, and the refund is recorded as
 * PENDING. Only after that commit is the payment provider asked (RefundService, decision 0015): no failure can leave
 * the money returned and the booking CONFIRMED, and a refund the provider has not confirmed is retried by a job.
 */
export class CancellationService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly refunds: RefundService,
  ) {}

  /** Who the caller is to this booking; anyone else does not see it (404). */
  private async actorFor(db: Database | Transaction, booking: BookingRow | undefined, caller: AuditActor): Promise<Actor> {
    if (!booking) throw notFound();
    if (booking.userId === caller.id) return { ...caller, kind: 'MEMBER' };
    if (caller.role === 'ROLE_ADMIN') return { ...caller, kind: 'ADMIN' };
    // The owner check of the owner scope (access module), for the one cancel route every role shares.
    if (caller.role === 'ROLE_OWNER' && (await ownsHotel(db, caller.id, booking.hotelId))) return { ...caller, kind: 'OWNER' };
    throw notFound();
  }

  private async quoteFor(db: Database | Transaction, booking: BookingRow, actor: Actor): Promise<RefundQuote> {
    // One after the other: inside the cancellation's transaction they share one connection.
    const nonRefundable = await isNonRefundable(db, booking.roomTypeId);
    const policy = await policyOf(db, booking.hotelId);
    const payment = await findRefundablePayment(db, booking.id);
    const byOperator = actor.kind !== 'MEMBER';
    const terms = refundTerms(
      policy,
      { checkIn: booking.checkIn, nonRefundable, cancelled: booking.status === 'CANCELLED' },
      businessToday(this.clock),
      byOperator,
    );
    const paidLeft = payment ? payment.amount - payment.refundedAmount : 0;
    return {
      bookingId: booking.bookingNo,
      cancellable: terms.cancellable,
      cancelDeadline: terms.cancelDeadline,
      paidAmount: payment?.amount ?? 0,
      refundAmount: terms.cancellable ? refundAmountOf(paidLeft, terms.refundPercent) : 0,
      refundPercent: terms.refundPercent,
      daysBeforeCheckIn: terms.daysBeforeCheckIn,
      nonRefundable,
      fullRefundByOperator: byOperator,
      tier: terms.tier,
      tierEndsAt: terms.tierEndsAt,
      nextTier: terms.nextTier,
      policy,
    };
  }

  async quote(caller: AuditActor, bookingNo: string): Promise<RefundQuote> {
    const booking = await findBookingByNo(this.db, bookingNo);
    return this.quoteFor(this.db, booking!, await this.actorFor(this.db, booking, caller));
  }

  async cancel(caller: AuditActor, bookingNo: string, request: CancelRequest): Promise<CancelResult> {
    const detail = request.detail?.trim() ?? '';
    if (request.reason === 'ETC' && !detail)
      throw new AppError(400, 'VALIDATION_ERROR', M.detailRequired, [{ field: 'detail', message: M.detailRequired }]);
    if ([...detail].length > CANCEL_DETAIL_MAX)
      throw new AppError(400, 'VALIDATION_ERROR', M.detailTooLong, [{ field: 'detail', message: M.detailTooLong }]);
    const reasonText =
      request.reason === 'ETC'
        ? `${CANCEL_REASON_LABELS.ETC}: ${detail}`
        : detail
          ? `${CANCEL_REASON_LABELS[request.reason]}: ${detail}`
          : CANCEL_REASON_LABELS[request.reason];

    const { result, refund } = await this.db.transaction(async (tx) => {
      // The lock makes a second cancel (or a room assignment) wait and then see CANCELLED.
      const booking = await lockBookingByNo(tx, bookingNo);
      const actor = await this.actorFor(tx, booking, caller);
      const b = booking!;
      if (b.status === 'CANCELLED') throw new AppError(409, 'BOOKING_ALREADY_CANCELLED', M.alreadyCancelled);
      const quote = await this.quoteFor(tx, b, actor);
      if (!quote.cancellable) throw new AppError(409, 'CANCELLATION_CLOSED', M.closed);
      const now = this.clock.now();

      await markBookingCancelled(tx, b.id, `${request.reason}${detail ? `: ${detail}` : ''}`, now);
      await releaseRooms(tx, [{ roomTypeId: b.roomTypeId, checkIn: b.checkIn, checkOut: b.checkOut, rooms: b.roomCount }], now);
      await releaseAssignedRooms(tx, b.id);
      const couponReturned = b.couponIssuanceId ? await returnCouponIfValid(tx, b.couponIssuanceId, businessToday(this.clock)) : false;
      await insertStatusChange(tx, {
        bookingId: b.id,
        fromStatus: b.status,
        actorId: actor.id,
        actorRole: actor.role as UserRole,
        reason: reasonText,
        at: now,
      });
      if (actor.kind !== 'MEMBER') {
        await writeAudit(tx, actor, {
          action: 'BOOKING_CANCELLED',
          entity: 'booking',
          entityId: b.bookingNo,
          hotelId: b.hotelId,
          before: { status: b.status },
          after: { status: 'CANCELLED', refundAmount: quote.refundAmount, reason: reasonText },
        });
      }
      // The refund is promised here, with everything else, and asked of the provider only once this has committed.
      const payment = await findRefundablePayment(tx, b.id);
      let pending: RefundToAttempt | null = null;
      if (payment && quote.refundAmount > 0) {
        pending = await insertPendingRefund(
          tx,
          {
            bookingId: b.id,
            bookingNo: b.bookingNo,
            paymentId: payment.id,
            paymentKey: payment.paymentKey,
            amount: quote.refundAmount,
            refundPercent: quote.refundPercent,
            provider: payment.provider,
            idempotencyKey: refundKeyOf(b.bookingNo),
            reason: reasonText,
          },
          now,
          leaseEnd(now),
        );
      }
      await publishOwnerEvent(tx, { type: 'booking.cancelled', hotelId: b.hotelId, bookingNo: b.bookingNo, at: now.toISOString() });
      const cancelled = {
        bookingId: b.bookingNo,
        status: 'CANCELLED' as const,
        refundAmount: quote.refundAmount,
        refundPercent: quote.refundPercent,
        cancelledAt: now.toISOString(),
        couponReturned,
      };
      return { result: cancelled, refund: pending };
    });

    if (!refund) return { ...result, refundStatus: 'NONE' };
    // Outside any transaction: whatever happens here, the booking is CANCELLED and the refund owed until it succeeds.
    const outcome = await this.refunds.attempt(refund);
    return { ...result, refundStatus: outcome === 'SUCCEEDED' ? 'SUCCEEDED' : 'PENDING' };
  }
}
