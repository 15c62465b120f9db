import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { hotels } from './catalog.schema';
import { couponIssuances } from './coupon.schema';
import { bookingStatus, holdStatus, paymentProvider, paymentStatus } from './enums';
import { roomTypes, rooms } from './rooms.schema';
import { users } from './users.schema';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const holds = pgTable(
  'holds',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.id),
    ratePlanId: integer('rate_plan_id').notNull().default(1),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    guests: smallint('guests').notNull(),
    roomCount: smallint('room_count').notNull().default(1),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull().default(0),
    amount: integer('amount').notNull(),
    /** Price of each night [checkIn, checkOut) when the rooms were taken; the booking's items keep these prices. */
    nightPrices: integer('night_prices')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    couponIssuanceId: integer('coupon_issuance_id').references(() => couponIssuances.id),
    guestName: text('guest_name'),
    phone: text('phone'),
    status: holdStatus('status').notNull().default('ACTIVE'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('holds_code_uq').on(t.code),
    // The expiry job scans active holds by expiry time.
    index('holds_status_expires_idx').on(t.status, t.expiresAt),
    index('holds_user_idx').on(t.userId),
    check('holds_dates_ck', sql`${t.checkOut} > ${t.checkIn}`),
    check('holds_amount_ck', sql`${t.amount} >= 0 and ${t.discount} >= 0`),
  ],
);

export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    bookingNo: text('booking_no').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.id),
    holdCode: text('hold_code'),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    nights: smallint('nights').notNull(),
    guests: smallint('guests').notNull(),
    roomCount: smallint('room_count').notNull().default(1),
    leadName: text('lead_name').notNull(),
    leadPhone: text('lead_phone'),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull().default(0),
    totalAmount: integer('total_amount').notNull(),
    currency: text('currency').notNull().default('KRW'),
    couponIssuanceId: integer('coupon_issuance_id').references(() => couponIssuances.id),
    status: bookingStatus('status').notNull().default('PENDING'),
    cancelReason: text('cancel_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bookings_booking_no_uq').on(t.bookingNo),
    index('bookings_user_idx').on(t.userId, t.createdAt),
    index('bookings_hotel_check_in_idx').on(t.hotelId, t.checkIn),
    // Settlement groups by check-out week.
    index('bookings_hotel_check_out_idx').on(t.hotelId, t.checkOut),
    // The owner dashboard counts bookings and sums revenue by the day they were made.
    index('bookings_hotel_created_idx').on(t.hotelId, t.createdAt),
    check('bookings_dates_ck', sql`${t.checkOut} > ${t.checkIn}`),
    check('bookings_amount_ck', sql`${t.totalAmount} >= 0`),
  ],
);

/** One row per booked room per night, so a room can be assigned night by night and never twice for a night. */
export const bookingItems = pgTable(
  'booking_items',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.id),
    stayDate: date('stay_date', { mode: 'string' }).notNull(),
    price: integer('price').notNull(),
    roomId: integer('room_id').references(() => rooms.id),
    assignedAt: timestamp('assigned_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('booking_items_booking_idx').on(t.bookingId),
    index('booking_items_type_date_idx').on(t.roomTypeId, t.stayDate),
    uniqueIndex('booking_items_room_night_uq')
      .on(t.roomId, t.stayDate)
      .where(sql`${t.roomId} is not null`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id').references(() => bookings.id),
    holdCode: text('hold_code'),
    orderId: text('order_id').notNull(),
    paymentKey: text('payment_key'),
    amount: integer('amount').notNull(),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    status: paymentStatus('status').notNull().default('READY'),
    provider: paymentProvider('provider').notNull().default('SANDBOX'),
    method: text('method'),
    approvedAt: timestamp('approved_at', { withTimezone: true, mode: 'date' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    failureCode: text('failure_code'),
    createdAt: createdAt(),
  },
  (t) => [
    // Confirmation is idempotent by orderId and by paymentKey.
    uniqueIndex('payments_order_id_uq').on(t.orderId),
    uniqueIndex('payments_payment_key_uq')
      .on(t.paymentKey)
      .where(sql`${t.paymentKey} is not null`),
    index('payments_booking_idx').on(t.bookingId),
    check('payments_amount_ck', sql`${t.amount} >= 0 and ${t.refundedAmount} >= 0`),
  ],
);
