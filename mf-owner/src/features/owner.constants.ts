/**
 * The owner contract's numbers and words the extranet needs (mirrors of shared-contracts/schemas' INVENTORY_LIMITS,
 * INVENTORY_DEFAULTS, ROOM_TYPE_CODES, ROOM_TYPE_ABBREVIATIONS, HOUSEKEEPING_STATUSES, OWNER_BOOKING_STATUSES,
 * OWNER_BOOKINGS_PAGE_SIZE and ASSIGN_ALL_MAX_ITEMS; owner.constants.test.ts keeps them equal). Copied rather than
 * imported so the owner chunks carry no schema library; only types come from there.
 */
export const INVENTORY_LIMITS = { windowDays: 30, maxAllotment: 999, maxPrice: 100_000_000, maxRangeDays: 92, maxMinStay: 30 } as const;
export const INVENTORY_DEFAULTS = { allotment: 2, price: 88888, status: 'OPEN', overwrite: false, initialSpanDays: 7 } as const;
export const ROOM_TYPE_CODES = ['STANDARD', 'DELUXE', 'SUITE', 'PREMIUM'] as const;
export type RoomTypeCode = (typeof ROOM_TYPE_CODES)[number];
export const ROOM_TYPE_ABBREVIATIONS: Record<RoomTypeCode, string> = { STANDARD: 'STD', DELUXE: 'DLX', SUITE: 'STE', PREMIUM: 'PRM' };
export const HOUSEKEEPING_STATUSES = ['CLEAN', 'DIRTY', 'INSPECTED', 'OUT_OF_ORDER'] as const;
export const OWNER_BOOKING_STATUSES = ['CONFIRMED', 'PENDING', 'CANCELLED'] as const;
export const OWNER_BOOKINGS_PAGE_SIZE = 20;
export const ASSIGN_ALL_MAX_ITEMS = 500;
