import { z } from 'zod/mini';
import { queryInt } from './db-int.schema';
import { sortQuery } from './list-sort.schema';

/** The owner's bookings table (member-and-operations §2 "Owner bookings", §3 Booking row (owner)). */
export const OWNER_BOOKING_STATUSES = ['CONFIRMED', 'PENDING', 'CANCELLED'] as const;
export const OWNER_BOOKINGS_PAGE_SIZE = 20;

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

export const ownerBookingRowSchema = z.object({
  bookingId: z.string(),
  userName: z.string(),
  userLoginId: z.string(),
  roomTypeName: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.int(),
  guests: z.int(),
  totalAmount: z.int(),
  status: z.enum(OWNER_BOOKING_STATUSES),
  /** Not cancelled and today (Korean date) is on or before check-in: the owner may cancel until 23:59 that day. */
  cancellable: z.boolean(),
  createdAt: z.string(),
});
z.globalRegistry.add(ownerBookingRowSchema, { id: 'OwnerBookingRow' });
export type OwnerBookingRow = z.infer<typeof ownerBookingRowSchema>;

/** The columns the list sorts by (`sort=key` or `sort=-key`); without `sort`, newest booking first. */
export const OWNER_BOOKING_SORT_KEYS = ['bookingId', 'userName', 'roomTypeName', 'checkIn', 'nights', 'totalAmount', 'createdAt'] as const;
export type OwnerBookingSortKey = (typeof OWNER_BOOKING_SORT_KEYS)[number];
/** The CSV export's limit: a longer list is refused with a hint to narrow the filter. */
export const OWNER_BOOKINGS_CSV_MAX = 10_000;

const ownerBookingsFilter = {
  /** Booking number, customer name, login id or room type name. */
  q: z.optional(z.string().check(z.maxLength(100))),
  status: z.optional(z.enum(OWNER_BOOKING_STATUSES)),
  /** Check-in from/to (inclusive). */
  from: z.optional(isoDate),
  to: z.optional(isoDate),
  sort: sortQuery(OWNER_BOOKING_SORT_KEYS),
};
export const ownerBookingsQuerySchema = z.object({
  ...ownerBookingsFilter,
  page: z.optional(queryInt(0, 100_000)),
  size: z.optional(queryInt(1, 200)),
});
export type OwnerBookingsQuery = z.infer<typeof ownerBookingsQuerySchema>;
/** GET …/bookings.csv: the list's filter and order, every matching row. */
export const ownerBookingsCsvQuerySchema = z.object(ownerBookingsFilter);
export type OwnerBookingsCsvQuery = z.infer<typeof ownerBookingsCsvQuerySchema>;
export const ownerBookingPageSchema = z.object({
  content: z.array(ownerBookingRowSchema),
  page: z.int(),
  size: z.int(),
  totalElements: z.int(),
});
export type OwnerBookingPage = z.infer<typeof ownerBookingPageSchema>;
