/**
 * The back-office contract's numbers and words the bookings, hotels and rooms screens need (mirrors of
 * shared-contracts/schemas' ADMIN_PAGE_SIZE_DEFAULT, ADMIN_QUERY_MAX, ADMIN_REASON_MAX, ADMIN_BOOKING_STATUSES and
 * their labels, HOTEL_STATUSES and their labels, ADMIN_ROOM_LIMITS, ROOM_TYPE_CODES and HOUSEKEEPING_STATUSES;
 * operations.constants.test.ts keeps them equal). Copied rather than imported so the admin chunk carries no schema
 * library; only types come from there.
 */
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_QUERY_MAX = 100;
export const ADMIN_REASON_MAX = 500;

export const ADMIN_BOOKING_STATUSES = ['PENDING', 'CONFIRMED', 'CANCELLED'] as const;
export type AdminBookingStatus = (typeof ADMIN_BOOKING_STATUSES)[number];
export const ADMIN_BOOKING_STATUS_LABELS: Record<AdminBookingStatus, string> = { PENDING: '대기', CONFIRMED: '확정', CANCELLED: '취소' };

export const HOTEL_STATUSES = ['ACTIVE', 'SUSPENDED', 'CLOSED'] as const;
export type HotelStatus = (typeof HOTEL_STATUSES)[number];
export const HOTEL_STATUS_LABELS: Record<HotelStatus, string> = { ACTIVE: '운영 중', SUSPENDED: '정지', CLOSED: '폐업' };

export const ADMIN_ROOM_LIMITS = { roomNo: 10, roomsPerRequest: 50, typeName: 40, floorMax: 200, priceMax: 10_000_000 } as const;
export const ROOM_TYPE_CODES = ['STANDARD', 'DELUXE', 'SUITE', 'PREMIUM'] as const;
export type RoomTypeCode = (typeof ROOM_TYPE_CODES)[number];
export const HOUSEKEEPING_STATUSES = ['CLEAN', 'DIRTY', 'INSPECTED', 'OUT_OF_ORDER'] as const;
export type HousekeepingStatus = (typeof HOUSEKEEPING_STATUSES)[number];

export const isOneOf = <T extends string>(choices: readonly T[], value: string): value is T => (choices as readonly string[]).includes(value);

/** A calendar date as the filters and the API write it. */
export const isIsoDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
/** A positive whole number in the address (?hotelId=12), or undefined. */
export function positiveId(value: string): number | undefined {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
}
