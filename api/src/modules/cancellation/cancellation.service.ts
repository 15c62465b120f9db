import { and, desc, eq, sql } from 'drizzle-orm';
import type { CancelRequest, CancelResult, RefundQuote } from 'shared-contracts/schemas';
import { CANCEL_DETAIL_MAX, CANCEL_REASON_LABELS } from 'shared-contracts/schemas';
import { businessToday, type Clock } from '../../clock';
import type { PaymentConfig } from '../../config';
import type { Database, Transaction } from '../../db/database';
import { bookings, bookingStatusHistory, couponIssuances, payments, refunds, roomTypes, type UserRole } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { releaseAssignedRooms } from '../assignment/room-occupancy.repository';
import { writeAudit, type AuditActor } from '../audit/audit-log';
import { releaseRooms } from '../inventory/inventory.repository';
import { SandboxGateway, TossGateway, type PaymentGateway } from '../payment/payment-gateway';
import { CANCELLATION_MESSAGES as M } from './cancellation.messages';
import { policyOf, refundAmountOf, refundTerms } from './cancellation-policy';
import { ownsHotel } from '../access/access.repository';

type Booking = typeof bookings.$inferSelect;
type Actor = AuditActor & { kind: 'MEMBER' | 'OWNER' | 'ADMIN' };

const notFound = () => new AppError(404, 'BOOKING_NOT_FOUND', M.bookingNotFound);

/**
 * The one cancellation service (ARCHITECTURE §7): members cancel their own bookings by the hotel's tiers; owners
 * (their hotel's bookings) and admins cancel with a full refund. One transaction: the booking row is locked, the
 * status changes, the nights go back to inventory (search sees them at once), assigned rooms are released, the
 * coupon returns when still valid, and the payment is refunded through its provider with an idempotency key.
 */
export class CancellationService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly toss: PaymentConfig['toss'],
  ) {}

  private gatewayFor(provider: 'SANDBOX' | 'TOSS'): PaymentGateway {
    const now = () => this.clock.now();
    return provider === 'TOSS' && this.toss ? new TossGateway(this.toss, now) : new SandboxGateway(now);
  }

  /** Who the caller is to this booking; anyone else does not see it (404). */
  private async actorFor(db: Database | Transaction, booking: Booking | undefined, caller: AuditActor): Promise<Actor> {
    if (!booking) throw notFound();
    if (booking.userId === caller.id) return { ...caller, kind: 'MEMBER' };
    if (caller.role === 'ROLE_ADMIN') return { ...caller, kind: 'ADMIN' };
    // The owner check of the owner scope (access module), for the one cancel route every role shares.
    if (caller.role === 'ROLE_OWNER' && (await ownsHotel(db, caller.id, booking.hotelId))) return { ...caller, kind: 'OWNER' };
    throw notFound();
  }

  private async paymentOf(db: Database | Transaction, bookingId: number) {
    const [payment] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, bookingId), sql`${payments.status} in ('DONE', 'PARTIAL_CANCELED')`))
      .orderBy(desc(payments.id))
      .limit(1);
    return payment;
  }

  private async quoteFor(db: Database | Transaction, booking: Booking, actor: Actor): Promise<RefundQuote> {
    const [type] = await db.select({ refundable: roomTypes.refundable }).from(roomTypes).where(eq(roomTypes.id, booking.roomTypeId));
    const policy = await policyOf(db, booking.hotelId);
    const payment = await this.paymentOf(db, booking.id);
    const byOperator = actor.kind !== 'MEMBER';
    const terms = refundTerms(policy, { checkIn: booking.checkIn, nonRefundable: type?.refundable === false, cancelled: booking.status === 'CANCELLED' }, businessToday(this.clock), byOperator);
    const paidLeft = payment ? payment.amount - payment.refundedAmount : 0;
    return {
      bookingId: booking.bookingNo,
      cancellable: terms.cancellable,
      cancelDeadline: terms.cancelDeadline,
      paidAmount: payment?.amount ?? 0,
      refundAmount: terms.cancellable ? refundAmountOf(paidLeft, terms.refundPercent) : 0,
      refundPercent: terms.refundPercent,
      daysBeforeCheckIn: terms.daysBeforeCheckIn,
      nonRefundable: type?.refundable === false,
      fullRefundByOperator: byOperator,
      tier: terms.tier,
      tierEndsAt: terms.tierEndsAt,
      nextTier: terms.nextTier,
      policy,
    };
  }

  async quote(caller: AuditActor, bookingNo: string): Promise<RefundQuote> {
    const [booking] = await this.db.select().from(bookings).where(eq(bookings.bookingNo, bookingNo));
    return this.quoteFor(this.db, booking!, await this.actorFor(this.db, booking, caller));
  }

  async cancel(caller: AuditActor, bookingNo: string, request: CancelRequest): Promise<CancelResult> {
    const detail = request.detail?.trim() ?? '';
    if (request.reason === 'ETC' && !detail) throw new AppError(400, 'VALIDATION_ERROR', M.detailRequired, [{ field: 'detail', message: M.detailRequired }]);
    if ([...detail].length > CANCEL_DETAIL_MAX) throw new AppError(400, 'VALIDATION_ERROR', M.detailTooLong, [{ field: 'detail', message: M.detailTooLong }]);
    const reasonText = request.reason === 'ETC' ? `${CANCEL_REASON_LABELS.ETC}: ${detail}` : detail ? `${CANCEL_REASON_LABELS[request.reason]}: ${detail}` : CANCEL_REASON_LABELS[request.reason];

    return this.db.transaction(async (tx) => {
      // The lock makes a second cancel (or a room assignment) wait and then see CANCELLED.
      const [booking] = await tx.select().from(bookings).where(eq(bookings.bookingNo, bookingNo)).for('update');
      const actor = await this.actorFor(tx, booking, caller);
      if (booking!.status === 'CANCELLED') throw new AppError(409, 'BOOKING_ALREADY_CANCELLED', M.alreadyCancelled);
      const quote = await this.quoteFor(tx, booking!, actor);
      if (!quote.cancellable) throw new AppError(409, 'CANCELLATION_CLOSED', M.closed);
      const now = this.clock.now();
      const b = booking!;

      await tx.update(bookings).set({ status: 'CANCELLED', cancelReason: `${request.reason}${detail ? `: ${detail}` : ''}`, cancelledAt: now, updatedAt: now }).where(eq(bookings.id, b.id));
      await releaseRooms(tx, [{ roomTypeId: b.roomTypeId, checkIn: b.checkIn, checkOut: b.checkOut, rooms: b.roomCount }], now);
      await releaseAssignedRooms(tx, b.id);
      const couponReturned = await this.returnCoupon(tx, b);

      const payment = await this.paymentOf(tx, b.id);
      if (payment && quote.refundAmount > 0) {
        const idempotencyKey = `refund-${b.bookingNo}`;
        const { providerRef } = payment.paymentKey
          ? await this.gatewayFor(payment.provider).refund({ paymentKey: payment.paymentKey, amount: quote.refundAmount, reason: reasonText, idempotencyKey })
          : { providerRef: null };
        const refunded = payment.refundedAmount + quote.refundAmount;
        await tx
          .update(payments)
          .set({ refundedAmount: refunded, status: refunded >= payment.amount ? 'CANCELED' : 'PARTIAL_CANCELED', cancelledAt: now })
          .where(eq(payments.id, payment.id));
        await tx.insert(refunds).values({ bookingId: b.id, paymentId: payment.id, amount: quote.refundAmount, refundPercent: quote.refundPercent, provider: payment.provider, providerRef, idempotencyKey, createdAt: now });
      }
      await tx.insert(bookingStatusHistory).values({ bookingId: b.id, fromStatus: b.status, toStatus: 'CANCELLED', actorId: actor.id, actorRole: actor.role as UserRole, reason: reasonText, createdAt: now });
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
      return { bookingId: b.bookingNo, status: 'CANCELLED' as const, refundAmount: quote.refundAmount, refundPercent: quote.refundPercent, cancelledAt: now.toISOString(), couponReturned };
    });
  }

  /** The coupon the booking spent goes back to the box when it is still valid today. */
  private async returnCoupon(tx: Transaction, booking: Booking): Promise<boolean> {
    if (!booking.couponIssuanceId) return false;
    const today = businessToday(this.clock);
    const back = await tx
      .update(couponIssuances)
      .set({ status: 'AVAILABLE', usedAt: null })
      .where(and(eq(couponIssuances.id, booking.couponIssuanceId), eq(couponIssuances.status, 'USED'), sql`${couponIssuances.validTo} >= ${today}::date`))
      .returning({ id: couponIssuances.id });
    return back.length > 0;
  }
}
