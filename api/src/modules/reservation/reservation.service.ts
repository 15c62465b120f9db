import { randomInt } from 'node:crypto';
import { DEFAULT_RATE_PLAN_ID, HOLD_ERROR_CODES, HOLD_MAX_NIGHTS, type HoldDetail, type HoldResult } from 'shared-contracts/schemas';
import { businessToday, daysBetween, type Clock } from '../../clock';
import type { HoldConfig } from '../../config';
import type { Database, Executor } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { policyOf } from '../cancellation/cancellation-policy';
import { couponDiscount, findUsableCoupon, findUsableIssuance, type UsableCoupon } from '../coupon/coupon.repository';
import { takeRooms } from '../inventory/inventory.repository';
import { assertHoldQuota, repricedExpiry } from './hold-limits';
import { assertStayAllowed } from './hold-restrictions';
import { isCalendarDate, normaliseCouponCode, normaliseName, normalisePhone, stayDates } from './hold-input';
import { RESERVATION_MESSAGES as M } from './reservation.messages';
import {
  endHolds,
  findBookableRoomType,
  findBookingNoOfHold,
  findHoldByCode,
  findHoldView,
  insertHold,
  isRoomTypeRefundable,
  isSuspendedHotel,
  repriceHold,
  type HoldRow,
  type ReleaseCount,
} from './reservation.repository';

export interface CreateHoldInput {
  userId?: number | string | null | undefined;
  hotelId: number;
  roomTypeId: number;
  ratePlanId: number;
  checkIn: string;
  checkOut: string;
  guests: number;
  couponCode?: string | null | undefined;
  guestName?: string | null | undefined;
  phone?: string | null | undefined;
}

/** A hold (and the booking it becomes) takes one room of its type on each night. */
const ROOMS_PER_HOLD = 1;

/** Thrown inside the hold transaction to roll it back when a night could not be taken. */
class SoldOut extends Error {}

const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

function newHoldCode(): string {
  return `H${Array.from({ length: 12 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')}`;
}

/** Deadlocks and serialisation failures are retried: they say "try again", not "no room". */
function isRetryable(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (code === '40P01' || code === '40001') return true;
  }
  return false;
}

/** A userId in the body must name the caller (the holder is always the token's user): otherwise 403. */
export function assertSameUser(claimed: number | string | null | undefined, caller: number): void {
  if (claimed !== undefined && claimed !== null && Number(claimed) !== caller) {
    throw new AppError(403, 'HOLD_USER_MISMATCH', M.userMismatch);
  }
}

export const HOLD_ERRORS = {
  notFound: () => new AppError(404, 'HOLD_NOT_FOUND', M.holdNotFound),
  expired: () => new AppError(410, 'HOLD_EXPIRED', M.holdExpired),
  notActive: () => new AppError(409, 'HOLD_NOT_ACTIVE', M.holdNotActive),
  couponNotUsable: () => new AppError(400, 'COUPON_NOT_USABLE', M.couponNotUsable),
};

/** Holds: rooms taken for a limited time while the guest pays (guest-core §3, §5, §7; issue 5). */
export class HoldService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly config: HoldConfig,
  ) {}

  async create(userId: number, input: CreateHoldInput): Promise<HoldResult> {
    assertSameUser(input.userId, userId);
    const today = businessToday(this.clock);
    const nights = this.checkStay(input.checkIn, input.checkOut, today);
    if (!Number.isInteger(input.guests) || input.guests < 1) throw new AppError(400, 'VALIDATION_ERROR', M.guestsTooFew);
    if (input.ratePlanId !== DEFAULT_RATE_PLAN_ID) throw new AppError(400, 'RATE_PLAN_NOT_FOUND', M.ratePlanNotFound);
    const guestName = normaliseName(input.guestName);
    const phone = normalisePhone(input.phone);

    const roomType = await findBookableRoomType(this.db, input.hotelId, input.roomTypeId);
    if (!roomType) {
      if (await isSuspendedHotel(this.db, input.hotelId)) throw new AppError(409, 'HOTEL_SUSPENDED', M.hotelSuspended);
      throw new AppError(404, 'ROOM_TYPE_NOT_FOUND', M.roomTypeNotFound);
    }
    if (input.guests > roomType.capacity) throw new AppError(400, 'OVER_CAPACITY', M.overCapacity(roomType.capacity));
    const coupon = await this.couponFor(this.db, userId, normaliseCouponCode(input.couponCode), today);

    for (let attempt = 1; ; attempt++) {
      try {
        const hold = await this.db.transaction(async (tx) => {
          const now = this.clock.now();
          await assertHoldQuota(tx, userId, now, this.config);
          await assertStayAllowed(tx, input);
          const taken = await takeRooms(
            tx,
            [{ roomTypeId: input.roomTypeId, checkIn: input.checkIn, checkOut: input.checkOut, rooms: ROOMS_PER_HOLD }],
            now,
          );
          if (taken.length !== nights) throw new SoldOut();
          const subtotal = taken.reduce((sum, night) => sum + night.price, 0);
          const discount = coupon ? couponDiscount(coupon.amount, subtotal) : 0;
          return insertHold(tx, {
            code: newHoldCode(),
            userId,
            hotelId: input.hotelId,
            roomTypeId: input.roomTypeId,
            ratePlanId: input.ratePlanId,
            checkIn: input.checkIn,
            checkOut: input.checkOut,
            guests: input.guests,
            roomCount: ROOMS_PER_HOLD,
            subtotal,
            discount,
            amount: subtotal - discount,
            nightPrices: taken.map((night) => night.price),
            couponIssuanceId: coupon?.issuanceId ?? null,
            guestName,
            phone,
            status: 'ACTIVE',
            expiresAt: this.expiryFrom(now),
            createdAt: now,
          });
        });
        return { holdCode: hold.code, expiresAt: hold.expiresAt.toISOString(), totalAmount: hold.amount };
      } catch (error) {
        if (error instanceof SoldOut) throw new AppError(409, HOLD_ERROR_CODES.soldOut, M.soldOut);
        if (isRetryable(error) && attempt < 4) continue;
        if (isRetryable(error)) throw new AppError(503, 'HOLD_BUSY', M.busy);
        throw error;
      }
    }
  }

  /** The hold for its owner (anyone else: 404). A lapsed ACTIVE hold is expired first, so status is honest. */
  async detail(userId: number, code: string): Promise<HoldDetail> {
    const hold = await this.ownHold(userId, code);
    if (hold.status === 'ACTIVE' && this.lapsed(hold)) await this.expire(hold.code);
    const view = await findHoldView(this.db, code);
    if (!view) throw HOLD_ERRORS.notFound();
    return {
      holdCode: view.code,
      status: view.status,
      hotelId: view.hotelId,
      hotelName: view.hotelName,
      hotelAddress: view.hotelAddress,
      roomTypeId: view.roomTypeId,
      roomTypeName: view.roomTypeName,
      ratePlanId: view.ratePlanId,
      checkIn: view.checkIn,
      checkOut: view.checkOut,
      nights: daysBetween(view.checkIn, view.checkOut),
      guests: view.guests,
      guestName: view.guestName,
      phone: view.phone,
      nightly: stayDates(view.checkIn, view.nightPrices.length).map((date, i) => ({ date, price: view.nightPrices[i] ?? 0 })),
      subtotal: view.subtotal,
      discount: view.discount,
      totalAmount: view.amount,
      coupon: view.coupon,
      expiresAt: view.expiresAt.toISOString(),
      serverNow: this.clock.now().toISOString(),
      bookingNo: view.status === 'CONVERTED' ? await findBookingNoOfHold(this.db, userId, view.code) : null,
      refundable: await isRoomTypeRefundable(this.db, view.roomTypeId),
      cancellationPolicy: await policyOf(this.db, view.hotelId),
    };
  }

  /**
   * New coupon (or none), the amount recomputed from the held nights, and the lifetime restarted within the
   * hold's deadline (HOLD_MAX_EXTENSIONS): repricing again and again cannot keep the rooms for ever.
   */
  async reprice(userId: number, code: string, couponCode: string | null | undefined): Promise<HoldDetail> {
    const hold = await this.activeHold(userId, code);
    const coupon = await this.couponFor(this.db, userId, normaliseCouponCode(couponCode), businessToday(this.clock));
    const discount = coupon ? couponDiscount(coupon.amount, hold.subtotal) : 0;
    const now = this.clock.now();
    const updated = await repriceHold(
      this.db,
      hold.id,
      {
        discount,
        amount: hold.subtotal - discount,
        couponIssuanceId: coupon?.issuanceId ?? null,
        expiresAt: repricedExpiry(hold, now, this.config),
      },
      now,
    );
    if (!updated) {
      // Lost a race with a release, an expiry or a payment: answer what happened to it.
      await this.activeHold(userId, code);
      throw HOLD_ERRORS.notActive();
    }
    return this.detail(userId, code);
  }

  /** The owner's cancel: rooms go back once; repeating it (or cancelling an ended hold) changes nothing. */
  async release(userId: number, code: string): Promise<void> {
    await this.ownHold(userId, code);
    await endHolds(this.db, { status: 'RELEASED', code, userId }, this.clock.now());
  }

  /** Expires every lapsed ACTIVE hold (the job; safe to run on several instances at once). */
  async expireDue(): Promise<ReleaseCount> {
    const now = this.clock.now();
    let total: ReleaseCount = { holds: 0, nights: 0 };
    for (;;) {
      const batch = await endHolds(this.db, { status: 'EXPIRED', expiredBefore: now, limit: 500 }, now);
      total = { holds: total.holds + batch.holds, nights: total.nights + batch.nights };
      if (batch.holds < 500) return total;
    }
  }

  /**
   * The owner's hold, ACTIVE and within its lifetime: a lapsed one is expired now (410), an ended one is 409,
   * someone else's (or an unknown code) 404.
   */
  async activeHold(userId: number, code: string): Promise<HoldRow> {
    const hold = await this.ownHold(userId, code);
    if (hold.status === 'EXPIRED') throw HOLD_ERRORS.expired();
    if (hold.status !== 'ACTIVE') throw HOLD_ERRORS.notActive();
    if (this.lapsed(hold)) {
      await this.expire(hold.code);
      throw HOLD_ERRORS.expired();
    }
    return hold;
  }

  async ownHold(userId: number, code: string): Promise<HoldRow> {
    const hold = await findHoldByCode(this.db, code);
    if (!hold || hold.userId !== userId) throw HOLD_ERRORS.notFound();
    return hold;
  }

  lapsed(hold: HoldRow): boolean {
    return hold.expiresAt.getTime() <= this.clock.now().getTime();
  }

  async expire(code: string): Promise<void> {
    const now = this.clock.now();
    await endHolds(this.db, { status: 'EXPIRED', expiredBefore: now, code }, now);
  }

  /** The coupon the caller may use today, or null when none was asked for; an unusable code is a 400. */
  async couponFor(db: Executor, userId: number, code: string | null, today: string): Promise<UsableCoupon | null> {
    if (!code) return null;
    const coupon = await findUsableCoupon(db, userId, code, today);
    if (!coupon) throw HOLD_ERRORS.couponNotUsable();
    return coupon;
  }

  /** Is the coupon attached to a hold still usable (not spent on another booking, not lapsed)? */
  async attachedCouponUsable(userId: number, issuanceId: number): Promise<boolean> {
    return (await findUsableIssuance(this.db, userId, issuanceId, businessToday(this.clock))) !== undefined;
  }

  private expiryFrom(now: Date): Date {
    return new Date(now.getTime() + this.config.ttlSeconds * 1000);
  }

  private checkStay(checkIn: string, checkOut: string, today: string): number {
    if (!isCalendarDate(checkIn) || !isCalendarDate(checkOut)) throw new AppError(400, 'VALIDATION_ERROR', M.invalidDate);
    if (checkIn < today) throw new AppError(400, 'VALIDATION_ERROR', M.pastCheckIn);
    const nights = daysBetween(checkIn, checkOut);
    if (nights < 1) throw new AppError(400, 'VALIDATION_ERROR', M.checkOutAfterCheckIn);
    if (nights > HOLD_MAX_NIGHTS) throw new AppError(400, 'VALIDATION_ERROR', M.tooManyNights);
    return nights;
  }
}
