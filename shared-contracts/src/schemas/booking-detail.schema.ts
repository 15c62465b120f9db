import { z } from 'zod/mini';
import { cancellationPolicySchema } from './cancellation.schema';
import { bookingSchema, bookingStatusSchema } from './payment.schema';

/** GET /api/bookings/{bookingNo}: everything the member's booking detail, ticket and receipt pages show. */
export const bookingDetailSchema = z.object({
  ...bookingSchema.shape,
  bookingId: z.string(),
  currency: z.literal('KRW'),
  hotelPhone: z.nullable(z.string()),
  hotelPostcode: z.nullable(z.string()),
  nightly: z.array(z.object({ date: z.string(), price: z.int() })),
  coupon: z.nullable(z.object({ title: z.string(), amount: z.int() })),
  history: z.array(
    z.object({
      from: z.nullable(bookingStatusSchema),
      to: bookingStatusSchema,
      at: z.string(),
      reason: z.nullable(z.string()),
      byRole: z.nullable(z.string()),
    }),
  ),
  /**
   * The refunds of the booking: `at` when it was promised (the cancellation), `status` PENDING while the provider has
   * not confirmed it (환불 처리 중), SUCCEEDED with `completedAt` once the money went back (decision 0015).
   */
  refunds: z.array(
    z.object({
      amount: z.int(),
      refundPercent: z.int(),
      at: z.string(),
      provider: z.string(),
      status: z.enum(['PENDING', 'SUCCEEDED']),
      completedAt: z.nullable(z.string()),
    }),
  ),
  policy: cancellationPolicySchema,
  nonRefundable: z.boolean(),
  cancelReason: z.nullable(z.string()),
  cancelledAt: z.nullable(z.string()),
  ticketAvailable: z.boolean(),
  cancellable: z.boolean(),
});
z.globalRegistry.add(bookingDetailSchema, { id: 'BookingDetail' });
export type BookingDetail = z.infer<typeof bookingDetailSchema>;
