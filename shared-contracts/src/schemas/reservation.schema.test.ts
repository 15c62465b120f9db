import { confirmPaymentRequestSchema, myBookingsQuerySchema } from './payment.schema';
import { holdRequestSchema, repriceRequestSchema } from './reservation.schema';

describe('holdRequestSchema', () => {
  it('defaults the rate plan to 1 and guests to 1', () => {
    const parsed = holdRequestSchema.parse({ hotelId: 3, roomTypeId: 9, checkIn: '2030-03-20', checkOut: '2030-03-22' });
    expect(parsed.ratePlanId).toBe(1);
    expect(parsed.guests).toBe(1);
  });

  it('refuses missing or non-numeric ids', () => {
    expect(holdRequestSchema.safeParse({ roomTypeId: 9, checkIn: '2030-03-20', checkOut: '2030-03-22' }).success).toBe(false);
    expect(holdRequestSchema.safeParse({ hotelId: '3', roomTypeId: 9, checkIn: 'x', checkOut: 'y' }).success).toBe(false);
  });

  it('accepts a null coupon and an over-long coupon code is refused', () => {
    expect(repriceRequestSchema.parse({ couponCode: null }).couponCode).toBeNull();
    expect(repriceRequestSchema.safeParse({ couponCode: 'x'.repeat(65) }).success).toBe(false);
  });
});

describe('payment schemas', () => {
  it('confirm needs a whole, non-negative amount', () => {
    expect(confirmPaymentRequestSchema.safeParse({ paymentKey: 'k', orderId: 'ORD-123456', amount: 1000 }).success).toBe(true);
    expect(confirmPaymentRequestSchema.safeParse({ paymentKey: 'k', orderId: 'ORD-123456', amount: 10.5 }).success).toBe(false);
    expect(confirmPaymentRequestSchema.safeParse({ paymentKey: 'k', orderId: 'ORD-123456', amount: -1 }).success).toBe(false);
  });

  it('my bookings query coerces page and size', () => {
    expect(myBookingsQuerySchema.parse({ page: '2', size: '5' })).toEqual({ page: 2, size: 5 });
    expect(myBookingsQuerySchema.safeParse({ page: '-1' }).success).toBe(false);
  });
});
