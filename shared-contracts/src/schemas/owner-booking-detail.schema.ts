import { z } from 'zod/mini';
import { adminUserRefSchema } from './admin-common.schema';
import { bookingDetailSchema } from './booking-detail.schema';
import { queryId } from './db-int.schema';

/** GET /api/owner/hotels/{hotelId}/bookings/{bookingId}: the booking number in the path, of a hotel of the caller. */
export const ownerBookingParamsSchema = z.object({ hotelId: queryId(), bookingId: z.string().check(z.minLength(1), z.maxLength(40)) });

/**
 * The owner's booking detail (issue 24 item 2): the admin's booking detail where the fields coincide — the member's
 * detail (lead guest and phone, guests, nightly prices, coupon, status history, refunds, policy), the booking
 * member, the refund total, the payment's state and the room assigned each night — without the payment record
 * (order id, provider, method: no card data reaches the hotel) and without the operators' audit trail. `paidAmount`
 * and `paidAt` say what the guest paid and when.
 */
export const ownerBookingDetailSchema = z.object({
  ...z.omit(bookingDetailSchema, { payment: true }).shape,
  guest: adminUserRefSchema,
  refundedAmount: z.int(),
  paymentStatus: z.nullable(z.string()),
  paidAmount: z.int(),
  paidAt: z.nullable(z.string()),
  rooms: z.array(z.object({ date: z.string(), roomNo: z.nullable(z.string()) })),
});
z.globalRegistry.add(ownerBookingDetailSchema, { id: 'OwnerBookingDetail' });
export type OwnerBookingDetail = z.infer<typeof ownerBookingDetailSchema>;
