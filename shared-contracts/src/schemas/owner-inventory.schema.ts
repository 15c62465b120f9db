import { z } from 'zod/mini';
import { dbId, dbInt, queryId } from './db-int.schema';

/** Owner extranet: hotels, room types and the inventory calendar (member-and-operations §3, §5, §7, §9). */
export const INVENTORY_LIMITS = {
  /** Registration and bulk apply reach today .. today + 30 (spec §9). */
  windowDays: 30,
  maxAllotment: 999,
  maxPrice: 100_000_000,
  /** Longest period one read or write may name. */
  maxRangeDays: 92,
  /** Stay restriction: a stay arriving on a night lasts at least minStay nights (1 = no restriction). */
  maxMinStay: 30,
} as const;
/** Registration opens with overwrite OFF (issue 24): nights already on sale are only changed when the owner asks. */
export const INVENTORY_DEFAULTS = { allotment: 2, price: 88888, status: 'OPEN', overwrite: false, initialSpanDays: 7 } as const;
export const ROOM_TYPE_CODES = ['STANDARD', 'DELUXE', 'SUITE', 'PREMIUM'] as const;
export type RoomTypeCode = (typeof ROOM_TYPE_CODES)[number];
export const ROOM_TYPE_ABBREVIATIONS: Record<RoomTypeCode, string> = { STANDARD: 'STD', DELUXE: 'DLX', SUITE: 'STE', PREMIUM: 'PRM' };
export const SETTABLE_INVENTORY_STATUSES = ['OPEN', 'CLOSED'] as const;
export const INVENTORY_STATUSES = ['OPEN', 'CLOSED', 'SOLD_OUT'] as const;

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const weekdays = z.array(z.int().check(z.minimum(1), z.maximum(7))).check(z.maxLength(7));
const allotment = dbInt(0, INVENTORY_LIMITS.maxAllotment);
const price = dbInt(0, INVENTORY_LIMITS.maxPrice);
const minStay = dbInt(1, INVENTORY_LIMITS.maxMinStay);

export const ownerHotelSchema = z.object({ id: z.int(), name: z.string(), businessNo: z.nullable(z.string()), region: z.string() });
z.globalRegistry.add(ownerHotelSchema, { id: 'OwnerHotel' });
export type OwnerHotel = z.infer<typeof ownerHotelSchema>;

export const ownerRoomTypeSchema = z.object({ id: z.int(), name: z.string(), typeCode: z.enum(ROOM_TYPE_CODES), nameWithCode: z.string() });
z.globalRegistry.add(ownerRoomTypeSchema, { id: 'OwnerRoomType' });
export type OwnerRoomType = z.infer<typeof ownerRoomTypeSchema>;

export const hotelIdParamSchema = z.object({ hotelId: queryId() });

export const inventoryDaySchema = z.object({
  stayDate: z.string(),
  price: z.int(),
  allotment: z.int(),
  /** Booked and held rooms of the night. */
  booked: z.int(),
  remainingQty: z.int(),
  status: z.enum(INVENTORY_STATUSES),
  sellable: z.boolean(),
  /** Stay restrictions (docs/decisions/0016): a stay arriving this night lasts at least minStay nights. */
  minStay: z.int(),
  /** No stay may arrive (check in) on this night. */
  closedToArrival: z.boolean(),
  /** No stay may depart (check out) on this date. */
  closedToDeparture: z.boolean(),
});
z.globalRegistry.add(inventoryDaySchema, { id: 'InventoryDay' });
export type InventoryDay = z.infer<typeof inventoryDaySchema>;

export const inventoryQuerySchema = z.object({ roomTypeId: queryId(), from: isoDate, to: isoDate });
export const inventoryRangeQuerySchema = z.object({ from: isoDate, to: isoDate });

export const overviewItemSchema = z.object({
  roomTypeId: z.int(),
  typeCode: z.enum(ROOM_TYPE_CODES),
  price: z.int(),
  allotment: z.int(),
  remaining: z.int(),
  status: z.enum(INVENTORY_STATUSES),
  minStay: z.int(),
  closedToArrival: z.boolean(),
  closedToDeparture: z.boolean(),
});
export const overviewDaySchema = z.object({ date: z.string(), items: z.array(overviewItemSchema) });
z.globalRegistry.add(overviewDaySchema, { id: 'InventoryOverviewDay' });
export type OverviewDay = z.infer<typeof overviewDaySchema>;

/** Who holds the rooms of one night (issue 23): the paid bookings staying that night and the holds waiting for payment. */
export const OCCUPANT_BOOKING_STATUSES = ['CONFIRMED', 'PENDING', 'CANCELLED'] as const;
export const inventoryOccupantsQuerySchema = z.object({ roomTypeId: queryId(), date: isoDate });
export const nightOccupantBookingSchema = z.object({
  /** Booking number (HB…). */
  bookingId: z.string(),
  leadName: z.string(),
  checkIn: z.string(),
  nights: z.int(),
  status: z.enum(OCCUPANT_BOOKING_STATUSES),
  /** Rooms the booking takes on the night. */
  rooms: z.int(),
});
/** A hold shows no member data: only when it lapses and how many rooms it keeps. */
export const nightOccupantHoldSchema = z.object({ expiresAt: z.string(), rooms: z.int() });
export const nightOccupantsSchema = z.object({
  /** The night's booked count: the rooms of the bookings and holds below, added up. */
  booked: z.int(),
  bookings: z.array(nightOccupantBookingSchema),
  holds: z.array(nightOccupantHoldSchema),
});
z.globalRegistry.add(nightOccupantsSchema, { id: 'InventoryNightOccupants' });
export type NightOccupants = z.infer<typeof nightOccupantsSchema>;
export type NightOccupantBooking = z.infer<typeof nightOccupantBookingSchema>;

export const inventoryRegisterSchema = z.object({
  roomTypeIds: z.array(dbId()).check(z.minLength(1), z.maxLength(4)),
  from: isoDate,
  to: isoDate,
  /** 1 = Monday … 7 = Sunday; empty = every day. */
  weekdays: z.optional(weekdays),
  allotment: allotment,
  price: price,
  status: z.enum(SETTABLE_INVENTORY_STATUSES),
  overwrite: z.boolean(),
  /** Restrictions of the registered nights; absent = 1 / false on new nights, unchanged on overwritten ones. */
  minStay: z.optional(minStay),
  closedToArrival: z.optional(z.boolean()),
  closedToDeparture: z.optional(z.boolean()),
});
export type InventoryRegister = z.infer<typeof inventoryRegisterSchema>;
export const inventoryRegisterResultSchema = z.object({
  created: z.int(),
  updated: z.int(),
  skippedExisting: z.int(),
  skippedOutOfRange: z.int(),
  /** The change to undo (POST …/inventory/changes/{changeId}/undo); null when no night changed. */
  changeId: z.nullable(z.string()),
});
export type InventoryRegisterResult = z.infer<typeof inventoryRegisterResultSchema>;

export const inventoryBulkSchema = z.object({
  roomTypeId: dbId(),
  from: isoDate,
  to: isoDate,
  weekdays: z.optional(weekdays),
  /** null or absent = leave as it is. */
  allotment: z.optional(z.nullable(allotment)),
  price: z.optional(z.nullable(price)),
  status: z.optional(z.nullable(z.enum(SETTABLE_INVENTORY_STATUSES))),
  minStay: z.optional(z.nullable(minStay)),
  closedToArrival: z.optional(z.nullable(z.boolean())),
  closedToDeparture: z.optional(z.nullable(z.boolean())),
});
export type InventoryBulk = z.infer<typeof inventoryBulkSchema>;
export const inventoryBulkResultSchema = z.object({
  updated: z.int(),
  /** Matching days that have no inventory yet (register them first). */
  skippedMissing: z.int(),
  skippedPast: z.int(),
  skippedOutOfRange: z.int(),
  /** The change to undo; null when no night changed. */
  changeId: z.nullable(z.string()),
});
export type InventoryBulkResult = z.infer<typeof inventoryBulkResultSchema>;

export const inventoryDayWriteSchema = z.object({
  roomTypeId: dbId(),
  date: isoDate,
  price: price,
  allotment: allotment,
  status: z.enum(SETTABLE_INVENTORY_STATUSES),
  /** Absent = unchanged (1 / false on a new night). */
  minStay: z.optional(minStay),
  closedToArrival: z.optional(z.boolean()),
  closedToDeparture: z.optional(z.boolean()),
});
export type InventoryDayWrite = z.infer<typeof inventoryDayWriteSchema>;
