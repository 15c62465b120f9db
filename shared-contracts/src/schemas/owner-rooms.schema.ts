import { z } from 'zod/mini';
import { dbId, queryId, queryInt } from './db-int.schema';
import { ROOM_TYPE_CODES } from './owner-inventory.schema';

/** Owner arrivals, room assignment and the room board (member-and-operations §2 "Owner room assignment", §3, §7). */
export const HOUSEKEEPING_STATUSES = ['CLEAN', 'DIRTY', 'INSPECTED', 'OUT_OF_ORDER'] as const;
export type HousekeepingStatus = (typeof HOUSEKEEPING_STATUSES)[number];
/** An upgrade goes up this ladder, never down. */
export const ROOM_TYPE_RANK: Record<(typeof ROOM_TYPE_CODES)[number], number> = { STANDARD: 0, DELUXE: 1, SUITE: 2, PREMIUM: 3 };
export const ASSIGN_ALL_MAX_ITEMS = 500;

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

export const arrivalItemSchema = z.object({
  bookingItemId: z.int(),
  /** The booking number shown to guests and owners. */
  bookingId: z.string(),
  roomTypeName: z.string(),
  typeCode: z.enum(ROOM_TYPE_CODES),
  guests: z.int(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.int(),
  leadName: z.string(),
  leadPhone: z.nullable(z.string()),
  assigned: z.boolean(),
  roomNo: z.nullable(z.string()),
});
z.globalRegistry.add(arrivalItemSchema, { id: 'ArrivalItem' });
export type ArrivalItem = z.infer<typeof arrivalItemSchema>;
export const arrivalsQuerySchema = z.object({ date: z.optional(isoDate) });

export const availableRoomSchema = z.object({
  roomId: z.int(),
  roomNo: z.string(),
  typeCode: z.enum(ROOM_TYPE_CODES),
  capacity: z.int(),
  housekeeping: z.enum(HOUSEKEEPING_STATUSES),
  floor: z.int(),
});
z.globalRegistry.add(availableRoomSchema, { id: 'AvailableRoom' });
export type AvailableRoom = z.infer<typeof availableRoomSchema>;
export const availableRoomsQuerySchema = z.object({
  from: isoDate,
  to: isoDate,
  minCapacity: z.optional(queryInt(1, 50)),
  typeCode: z.optional(z.enum(ROOM_TYPE_CODES)),
  upgrade: z.optional(z.enum(['true', 'false'])),
});

export const assignmentRequestSchema = z.object({ bookingItemId: dbId(), roomId: dbId() });
/** A move (the item was in another room) names the room it left; a first assignment answers null. */
export const assignmentResultSchema = z.object({ assignedNights: z.int(), roomNo: z.string(), previousRoomNo: z.nullable(z.string()) });
export type AssignmentResult = z.infer<typeof assignmentResultSchema>;
export const assignAllRequestSchema = z.object({
  itemIds: z.array(dbId()).check(z.minLength(1), z.maxLength(ASSIGN_ALL_MAX_ITEMS)),
  upgrade: z.optional(z.boolean()),
});
/** bookingItemId → the room given to it; items no room could take are absent. */
export const assignAllResultSchema = z.record(z.string(), z.object({ roomNo: z.string() }));

export const roomBoardRowSchema = z.object({
  roomId: z.int(),
  roomNo: z.string(),
  floor: z.int(),
  typeCode: z.enum(ROOM_TYPE_CODES),
  roomTypeName: z.string(),
  capacity: z.int(),
  housekeeping: z.enum(HOUSEKEEPING_STATUSES),
  /** That night's stay: its first night's item (for a move or an unassignment), booked type and party size. */
  guest: z.nullable(
    z.object({
      bookingItemId: z.int(),
      bookingId: z.string(),
      leadName: z.string(),
      guests: z.int(),
      typeCode: z.enum(ROOM_TYPE_CODES),
      checkIn: z.string(),
      checkOut: z.string(),
    }),
  ),
});
z.globalRegistry.add(roomBoardRowSchema, { id: 'RoomBoardRow' });
export type RoomBoardRow = z.infer<typeof roomBoardRowSchema>;
export const roomBoardQuerySchema = z.object({ date: z.optional(isoDate) });
export const roomIdParamSchema = z.object({ hotelId: queryId(), roomId: queryId() });
export const housekeepingWriteSchema = z.object({ status: z.enum(HOUSEKEEPING_STATUSES) });
