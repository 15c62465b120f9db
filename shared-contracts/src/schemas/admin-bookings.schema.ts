import { z } from 'zod/mini';
import { adminDate, adminHotelRefSchema, adminPageQuery, adminTextQuery, adminUserRefSchema } from './admin-common.schema';
import { bookingDetailSchema } from './booking-detail.schema';
import { adminAuditEntrySchema } from './admin-audit.schema';
import { queryId } from './db-int.schema';
import { sortQuery } from './list-sort.schema';

/** Back-office bookings (issue 12 item 5): every hotel's bookings, searched, opened, cancelled with a full refund. */
export const ADMIN_BOOKING_STATUSES = ['PENDING', 'CONFIRMED', 'CANCELLED'] as const;
export type AdminBookingStatus = (typeof ADMIN_BOOKING_STATUSES)[number];
export const ADMIN_BOOKING_STATUS_LABELS: Record<AdminBookingStatus, string> = {
  PENDING: '대기',
  CONFIRMED: '확정',
  CANCELLED: '취소',
};

/** The columns the list sorts by (`sort=key` or `sort=-key`, ties by the booking's id); without `sort`, newest booking first. */
export const ADMIN_BOOKING_SORT_KEYS = ['createdAt', 'checkIn', 'totalAmount', 'status'] as const;
export type AdminBookingSortKey = (typeof ADMIN_BOOKING_SORT_KEYS)[number];

export const adminBookingsQuerySchema = z.object({
  /** Every word must match one of: booking number, guest's login id, name, e-mail or phone, lead name, hotel name. */
  q: adminTextQuery,
  status: z.optional(z.enum(ADMIN_BOOKING_STATUSES)),
  /** Check-in on or after / on or before (inclusive, Korean dates). */
  from: z.optional(adminDate),
  to: z.optional(adminDate),
  hotelId: z.optional(queryId()),
  userId: z.optional(queryId()),
  sort: sortQuery(ADMIN_BOOKING_SORT_KEYS),
  ...adminPageQuery,
});
export type AdminBookingsQuery = z.infer<typeof adminBookingsQuerySchema>;

export const adminBookingRowSchema = z.object({
  /** The booking number (also the id of GET /api/admin/bookings/{id} and POST /api/bookings/{id}/cancel). */
  bookingId: z.string(),
  status: z.enum(ADMIN_BOOKING_STATUSES),
  hotel: adminHotelRefSchema,
  roomTypeName: z.string(),
  guest: adminUserRefSchema,
  leadName: z.string(),
  leadPhone: z.nullable(z.string()),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.int(),
  guests: z.int(),
  totalAmount: z.int(),
  refundedAmount: z.int(),
  createdAt: z.string(),
  cancelledAt: z.nullable(z.string()),
  /** Not cancelled and today is on or before check-in (23:59 of that day, Korean time). */
  cancellable: z.boolean(),
});
z.globalRegistry.add(adminBookingRowSchema, { id: 'AdminBookingRow' });
export type AdminBookingRow = z.infer<typeof adminBookingRowSchema>;

export const adminBookingPageSchema = z.object({
  content: z.array(adminBookingRowSchema),
  page: z.int(),
  size: z.int(),
  totalElements: z.int(),
});
export type AdminBookingPage = z.infer<typeof adminBookingPageSchema>;

export const adminBookingIdParamSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(40)) });

/** The member's booking detail plus who booked it, the hotel's state, the rooms assigned and the audit trail. */
export const adminBookingDetailSchema = z.object({
  ...bookingDetailSchema.shape,
  guest: z.object({ ...adminUserRefSchema.shape, email: z.string(), phone: z.nullable(z.string()) }),
  hotelStatus: z.string(),
  refundedAmount: z.int(),
  paymentStatus: z.nullable(z.string()),
  rooms: z.array(z.object({ date: z.string(), roomNo: z.nullable(z.string()) })),
  audit: z.array(adminAuditEntrySchema),
});
export type AdminBookingDetail = z.infer<typeof adminBookingDetailSchema>;
