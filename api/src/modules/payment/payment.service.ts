import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  PAYMENT_FAIL_PATH,
  PAYMENT_SUCCESS_PATH,
  type Booking,
  type PaymentRedirect,
  type PreparedPayment,
  type PreparePaymentRequest,
  type SandboxOrder,
} from 'shared-contracts/schemas';
import { daysBetween, type Clock } from '../../clock';
import type { PaymentConfig } from '../../config';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { markCouponUsed } from '../coupon/coupon.repository';
import { normaliseName, normalisePhone, stayDates } from '../reservation/hold-input';
import { findHoldView, updateHoldGuest, type HoldRow } from '../reservation/reservation.repository';
import { HOLD_ERRORS, type HoldService } from '../reservation/reservation.service';
import { publishOwnerEvent } from '../owner/owner-events.service';
import { findOwnBooking } from './booking.repository';
import { SandboxGateway, TossGateway, type PaymentGateway } from './payment-gateway';
import { PAYMENT_MESSAGES as M, SANDBOX_DECLINE_CODE } from './payment.messages';
import {
  approveSandboxOrder,
  completePayment,
  convertHold,
  extendHoldForPayment,
  failOrder,
  findPaymentByOrderId,
  findUser,
  insertBooking,
  insertPayment,
  lockHold,
  lockPayment,
  nextBookingId,
  type PaymentRow,
} from './payment.repository';

/** How long a hold is kept out of the expiry job's reach while the provider charges it. */
const PAYMENT_GRACE_SECONDS = 120;
const ORDER_SUFFIX_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

const ERRORS = {
  orderNotFound: () => new AppError(404, 'ORDER_NOT_FOUND', M.orderNotFound),
  amountMismatch: () => new AppError(400, 'AMOUNT_MISMATCH', M.amountMismatch),
  invalidPaymentKey: () => new AppError(400, 'INVALID_PAYMENT_KEY', M.invalidPaymentKey),
  orderClosed: () => new AppError(409, 'ORDER_CLOSED', M.orderClosed),
  holdExpired: () => new AppError(410, 'HOLD_EXPIRED', M.holdExpired),
  holdNotActive: () => new AppError(409, 'HOLD_NOT_ACTIVE', M.holdNotActive),
  couponSpent: () => new AppError(409, 'COUPON_NOT_USABLE', M.couponSpent),
};

/** Raised inside the booking transaction to roll it back; the charge is then cancelled with the provider. */
class BookingRefused extends Error {
  constructor(readonly appError: AppError) {
    super(appError.message);
  }
}

/** Card payment of a hold: prepare an order, approve it (sandbox) or let Toss do it, confirm into a booking. */
export class PaymentService {
  private readonly gateway: PaymentGateway;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly holds: HoldService,
    private readonly config: PaymentConfig,
    private readonly log: FastifyBaseLogger,
  ) {
    const now = () => this.clock.now();
    this.gateway = config.toss ? new TossGateway(config.toss, now) : new SandboxGateway(now);
  }

  async prepare(userId: number, request: PreparePaymentRequest): Promise<PreparedPayment> {
    const hold = await this.holds.activeHold(userId, request.holdCode);
    const guest = {
      ...(request.guestName !== undefined ? { guestName: normaliseName(request.guestName) } : {}),
      ...(request.phone !== undefined ? { phone: normalisePhone(request.phone) } : {}),
    };
    await updateHoldGuest(this.db, hold.id, guest);
    if (hold.couponIssuanceId !== null && !(await this.holds.attachedCouponUsable(userId, hold.couponIssuanceId))) {
      throw ERRORS.couponSpent();
    }
    const view = await findHoldView(this.db, hold.code);
    const user = await findUser(this.db, userId);
    if (!view || !user) throw HOLD_ERRORS.notFound();
    // A free stay (coupon covering everything) cannot go through a card provider: it is confirmed in the sandbox.
    const provider = this.config.toss && view.amount > 0 ? 'TOSS' : 'SANDBOX';
    const payment = await insertPayment(this.db, {
      orderId: newOrderId(hold.code),
      holdCode: hold.code,
      amount: view.amount,
      provider,
      status: 'READY',
      createdAt: this.clock.now(),
    });
    return {
      orderId: payment.orderId,
      amount: payment.amount,
      orderName: orderName(view.hotelName, view.roomTypeName, daysBetween(view.checkIn, view.checkOut)),
      customerName: view.guestName ?? user.name,
      customerEmail: user.email,
      provider,
      ...(provider === 'TOSS' && this.config.toss ? { clientKey: this.config.toss.clientKey } : {}),
      holdCode: hold.code,
      expiresAt: view.expiresAt.toISOString(),
      successPath: PAYMENT_SUCCESS_PATH,
      failPath: PAYMENT_FAIL_PATH,
    };
  }

  /** What the sandbox checkout shows. */
  async sandboxOrder(userId: number, orderId: string): Promise<SandboxOrder> {
    const { payment, hold } = await this.ownSandboxOrder(userId, orderId);
    const view = await findHoldView(this.db, hold.code);
    const user = await findUser(this.db, userId);
    if (!view || !user) throw ERRORS.orderNotFound();
    return {
      orderId: payment.orderId,
      orderName: orderName(view.hotelName, view.roomTypeName, daysBetween(view.checkIn, view.checkOut)),
      amount: payment.amount,
      customerName: view.guestName ?? user.name,
      status: payment.status,
      expiresAt: view.expiresAt.toISOString(),
    };
  }

  /** The test card is approved: the order gets a paymentKey and the browser goes to the success page. */
  async sandboxApprove(userId: number, orderId: string): Promise<PaymentRedirect> {
    const { payment } = await this.ownSandboxOrder(userId, orderId);
    let paymentKey = payment.paymentKey;
    if (payment.status !== 'READY' && !(payment.status === 'DONE' && paymentKey)) throw ERRORS.orderClosed();
    if (!paymentKey) {
      const approved = await approveSandboxOrder(this.db, orderId, `sandbox_${randomBytes(12).toString('hex')}`, M.cardMethod);
      // Lost a race with another approve or a decline: answer whatever the order became.
      const current = approved ?? (await findPaymentByOrderId(this.db, orderId));
      if (!current?.paymentKey || current.status === 'FAILED') throw ERRORS.orderClosed();
      paymentKey = current.paymentKey;
    }
    const query = new URLSearchParams({ paymentKey, orderId, amount: String(payment.amount) });
    return { redirectUrl: `${PAYMENT_SUCCESS_PATH}?${query.toString()}` };
  }

  /** The test card is declined: the order fails and the browser goes to the fail page with the reason. */
  async sandboxDecline(userId: number, orderId: string): Promise<PaymentRedirect> {
    const { payment } = await this.ownSandboxOrder(userId, orderId);
    if (payment.status === 'DONE') throw ERRORS.orderClosed();
    await failOrder(this.db, orderId, SANDBOX_DECLINE_CODE);
    const query = new URLSearchParams({ code: SANDBOX_DECLINE_CODE, message: M.declined, orderId });
    return { redirectUrl: `${PAYMENT_FAIL_PATH}?${query.toString()}` };
  }

  /**
   * Confirms the payment and turns the hold into a CONFIRMED booking. The amount must be the one the server
   * stored for the order and the hold (never the client's); a repeated confirm answers the same booking.
   */
  async confirm(userId: number, request: { paymentKey: string; orderId: string; amount: number }): Promise<Booking> {
    const { payment, hold } = await this.ownOrder(userId, request.orderId);
    if (payment.status === 'DONE') return this.existingBooking(userId, payment, request);
    if (payment.status !== 'READY') throw ERRORS.orderClosed();
    if (request.amount !== payment.amount || request.amount !== hold.amount) throw ERRORS.amountMismatch();
    if (payment.provider === 'SANDBOX' && (!payment.paymentKey || payment.paymentKey !== request.paymentKey)) {
      throw ERRORS.invalidPaymentKey();
    }
    await this.checkHoldPayable(userId, hold);

    const gateway = payment.provider === this.gateway.provider ? this.gateway : new SandboxGateway(() => this.clock.now());
    const approval = await gateway.confirm(request);
    let bookingId: number;
    try {
      bookingId = await this.db.transaction(async (tx) => {
        const locked = await lockPayment(tx, payment.orderId);
        // A concurrent confirm of the same order finished first: same booking.
        if (locked?.status === 'DONE' && locked.bookingId !== null) return locked.bookingId;
        if (!locked || locked.status !== 'READY') throw new BookingRefused(ERRORS.orderClosed());
        const current = await lockHold(tx, hold.id);
        if (!current || current.status !== 'ACTIVE') throw new BookingRefused(ERRORS.holdNotActive());
        if (current.amount !== payment.amount) throw new BookingRefused(ERRORS.amountMismatch());
        const user = await findUser(tx, userId);
        const id = await nextBookingId(tx);
        const now = this.clock.now();
        const nights = daysBetween(current.checkIn, current.checkOut);
        const bookingNo = `HB${current.checkIn.replaceAll('-', '')}-${String(id).padStart(6, '0')}`;
        await insertBooking(
          tx,
          {
            id,
            bookingNo,
            userId,
            hotelId: current.hotelId,
            roomTypeId: current.roomTypeId,
            holdCode: current.code,
            checkIn: current.checkIn,
            checkOut: current.checkOut,
            nights,
            guests: current.guests,
            roomCount: current.roomCount,
            leadName: current.guestName ?? user?.name ?? '',
            leadPhone: current.phone ?? user?.phone ?? null,
            subtotal: current.subtotal,
            discount: current.discount,
            totalAmount: current.amount,
            couponIssuanceId: current.couponIssuanceId,
            status: 'CONFIRMED',
            createdAt: now,
            updatedAt: now,
          },
          stayDates(current.checkIn, nights).map((stayDate, i) => ({
            bookingId: id,
            roomTypeId: current.roomTypeId,
            stayDate,
            price: current.nightPrices[i] ?? 0,
          })),
        );
        await completePayment(tx, payment.id, { bookingId: id, paymentKey: request.paymentKey, ...approval });
        if (current.couponIssuanceId !== null && !(await markCouponUsed(tx, current.couponIssuanceId, userId, now))) {
          throw new BookingRefused(ERRORS.couponSpent());
        }
        await convertHold(tx, current.id);
        await publishOwnerEvent(tx, { type: 'booking.created', hotelId: current.hotelId, bookingNo, at: now.toISOString() });
        return id;
      });
    } catch (error) {
      // The provider took the money but no booking was written: give it back.
      await gateway
        .cancel(request.paymentKey, M.cancelReason)
        .catch((cancelError: unknown) =>
          this.log.error({ err: cancelError, orderId: request.orderId }, 'payment cancel after a failed booking failed'),
        );
      if (error instanceof BookingRefused) throw error.appError;
      throw error;
    }
    const booking = await findOwnBooking(this.db, userId, { id: bookingId });
    if (!booking) throw new Error(`booking ${bookingId} vanished`);
    return booking;
  }

  private async existingBooking(userId: number, payment: PaymentRow, request: { paymentKey: string; amount: number }): Promise<Booking> {
    if (request.amount !== payment.amount) throw ERRORS.amountMismatch();
    if (payment.paymentKey !== request.paymentKey) throw ERRORS.invalidPaymentKey();
    const booking = payment.bookingId === null ? undefined : await findOwnBooking(this.db, userId, { id: payment.bookingId });
    if (!booking) throw ERRORS.orderNotFound();
    return booking;
  }

  /** ACTIVE, unexpired and its coupon still usable; then kept alive until the booking is written. */
  private async checkHoldPayable(userId: number, hold: HoldRow): Promise<void> {
    if (hold.status === 'EXPIRED') throw ERRORS.holdExpired();
    if (hold.status !== 'ACTIVE') throw ERRORS.holdNotActive();
    if (this.holds.lapsed(hold)) {
      await this.holds.expire(hold.code);
      throw ERRORS.holdExpired();
    }
    if (hold.couponIssuanceId !== null && !(await this.holds.attachedCouponUsable(userId, hold.couponIssuanceId))) {
      throw ERRORS.couponSpent();
    }
    const now = this.clock.now();
    if (!(await extendHoldForPayment(this.db, hold.id, now, new Date(now.getTime() + PAYMENT_GRACE_SECONDS * 1000)))) {
      throw ERRORS.holdExpired();
    }
  }

  /** The caller's order (through the hold it pays); anyone else's is "not found". */
  private async ownOrder(userId: number, orderId: string): Promise<{ payment: PaymentRow; hold: HoldRow }> {
    const payment = await findPaymentByOrderId(this.db, orderId);
    if (!payment?.holdCode) throw ERRORS.orderNotFound();
    const hold = await this.holds.ownHold(userId, payment.holdCode).catch(() => undefined);
    if (!hold) throw ERRORS.orderNotFound();
    return { payment, hold };
  }

  private async ownSandboxOrder(userId: number, orderId: string) {
    const order = await this.ownOrder(userId, orderId);
    if (order.payment.provider !== 'SANDBOX') throw ERRORS.orderNotFound();
    return order;
  }
}

function newOrderId(holdCode: string): string {
  const suffix = Array.from({ length: 6 }, () => ORDER_SUFFIX_ALPHABET[randomInt(ORDER_SUFFIX_ALPHABET.length)]).join('');
  return `ORD-${holdCode}-${suffix}`;
}

/** Toss allows 100 characters. */
function orderName(hotelName: string, roomTypeName: string, nights: number): string {
  return `${hotelName} ${roomTypeName} ${nights}박`.slice(0, 100);
}
