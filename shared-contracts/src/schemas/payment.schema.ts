import { z } from 'zod/mini';
import { dbInt, queryInt } from './db-int.schema';

/** Payments and bookings (issue 5): the sandbox checkout by default, Toss Payments when keys are configured. */
export const PAYMENT_SUCCESS_PATH = '/pay/success';
export const PAYMENT_FAIL_PATH = '/pay/fail';
export const MY_BOOKINGS_SIZE_DEFAULT = 10;
export const MY_BOOKINGS_SIZE_MAX = 50;

export const paymentProviderSchema = z.enum(['SANDBOX', 'TOSS']);
export type PaymentProvider = z.infer<typeof paymentProviderSchema>;

export const bookingStatusSchema = z.enum(['PENDING', 'CONFIRMED', 'CANCELLED']);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;

/** POST /api/payments/prepare. guestName/phone (optional) update the hold's guest before paying. */
export const preparePaymentRequestSchema = z.object({
  holdCode: z.string().check(z.minLength(1), z.maxLength(64)),
  guestName: z.optional(z.nullable(z.string().check(z.maxLength(50)))),
  phone: z.optional(z.nullable(z.string().check(z.maxLength(20)))),
});
export type PreparePaymentRequest = z.input<typeof preparePaymentRequestSchema>;

export const preparePaymentSchema = z.object({
  orderId: z.string(),
  /** Taken from the server's hold, never from the client. */
  amount: z.int(),
  orderName: z.string(),
  customerName: z.string(),
  customerEmail: z.nullable(z.string()),
  provider: paymentProviderSchema,
  /** Toss client key (only with provider TOSS). */
  clientKey: z.optional(z.string()),
  holdCode: z.string(),
  expiresAt: z.string(),
  /** Paths the checkout returns to (the browser prefixes its origin). */
  successPath: z.string(),
  failPath: z.string(),
});
z.globalRegistry.add(preparePaymentSchema, { id: 'PreparedPayment' });
export type PreparedPayment = z.infer<typeof preparePaymentSchema>;

export const orderIdParamsSchema = z.object({ orderId: z.string().check(z.minLength(6), z.maxLength(64)) });

/** GET /api/payments/sandbox/{orderId}: what the sandbox checkout shows (payer only). */
export const sandboxOrderSchema = z.object({
  orderId: z.string(),
  orderName: z.string(),
  amount: z.int(),
  customerName: z.string(),
  status: z.enum(['READY', 'DONE', 'FAILED', 'CANCELED', 'PARTIAL_CANCELED']),
  expiresAt: z.string(),
});
export type SandboxOrder = z.infer<typeof sandboxOrderSchema>;

/** Answer of the sandbox approve/decline: where the checkout sends the browser (same query as Toss). */
export const paymentRedirectSchema = z.object({ redirectUrl: z.string() });
export type PaymentRedirect = z.infer<typeof paymentRedirectSchema>;

/** POST /api/payments/confirm with the success URL's query (amount as a number). */
export const confirmPaymentRequestSchema = z.object({
  paymentKey: z.string().check(z.minLength(1), z.maxLength(200)),
  orderId: z.string().check(z.minLength(6), z.maxLength(64)),
  amount: dbInt(0),
});
export type ConfirmPaymentRequest = z.infer<typeof confirmPaymentRequestSchema>;

export const bookingPaymentSchema = z.object({
  orderId: z.string(),
  provider: paymentProviderSchema,
  method: z.nullable(z.string()),
  amount: z.int(),
  approvedAt: z.nullable(z.string()),
});

/** A booking as the success page and the confirm answer show it (owner only). */
export const bookingSchema = z.object({
  bookingNo: z.string(),
  status: bookingStatusSchema,
  hotelId: z.int(),
  hotelName: z.string(),
  hotelAddress: z.string(),
  coverImageUrl: z.nullable(z.string()),
  roomTypeId: z.int(),
  roomTypeName: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.int(),
  guests: z.int(),
  leadName: z.string(),
  leadPhone: z.nullable(z.string()),
  subtotal: z.int(),
  discount: z.int(),
  totalAmount: z.int(),
  createdAt: z.string(),
  payment: z.nullable(bookingPaymentSchema),
});
z.globalRegistry.add(bookingSchema, { id: 'Booking' });
export type Booking = z.infer<typeof bookingSchema>;

export const bookingNoParamsSchema = z.object({ bookingNo: z.string().check(z.minLength(1), z.maxLength(40)) });

/** GET /api/my/bookings?page (0-based)&size: newest first. */
export const myBookingsQuerySchema = z.object({
  page: z.optional(queryInt(0)),
  size: z.optional(queryInt(1)),
  /** true: only stays not cancelled whose check-out is today or later (the upcoming stays, soonest first). */
  upcoming: z.optional(z.enum(['true', 'false'])),
});

export const myBookingSchema = z.object({
  bookingNo: z.string(),
  status: bookingStatusSchema,
  hotelId: z.int(),
  hotelName: z.string(),
  coverImageUrl: z.nullable(z.string()),
  roomTypeName: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.int(),
  guests: z.int(),
  totalAmount: z.int(),
  createdAt: z.string(),
  /** §3 Booking summary: the booking number again under the spec's name, the currency, and what the row offers. */
  bookingId: z.string(),
  currency: z.literal('KRW'),
  ticketAvailable: z.boolean(),
  receiptUrl: z.nullable(z.string()),
  /** Not cancelled and today (Korean date) is on or before check-in. */
  cancellable: z.boolean(),
});
export type MyBooking = z.infer<typeof myBookingSchema>;

export const myBookingPageSchema = z.object({
  content: z.array(myBookingSchema),
  totalPages: z.int(),
  totalElements: z.int(),
  page: z.int(),
  size: z.int(),
});
z.globalRegistry.add(myBookingPageSchema, { id: 'MyBookingPage' });
export type MyBookingPage = z.infer<typeof myBookingPageSchema>;
