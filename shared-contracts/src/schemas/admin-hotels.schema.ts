import { z } from 'zod/mini';
import { ADMIN_REASON_MAX, adminPageQuery, adminTextQuery, adminUserRefSchema } from './admin-common.schema';
import { adminAuditEntrySchema } from './admin-audit.schema';
import { dbId, dbInt, queryId } from './db-int.schema';
import { sortQuery } from './list-sort.schema';
import { ROOM_TYPE_CODES } from './owner-inventory.schema';
import { HOUSEKEEPING_STATUSES } from './owner-rooms.schema';

/** Back-office hotels and rooms (issue 12 item 6). */
export const HOTEL_STATUSES = ['ACTIVE', 'SUSPENDED', 'CLOSED'] as const;
export type HotelStatus = (typeof HOTEL_STATUSES)[number];
export const HOTEL_STATUS_LABELS: Record<HotelStatus, string> = { ACTIVE: '운영 중', SUSPENDED: '정지', CLOSED: '폐업' };

/**
 * The columns the list sorts by (`sort=key` or `sort=-key`, ties by the hotel's id); without `sort`, suspended hotels
 * first, then by name.
 */
export const ADMIN_HOTEL_SORT_KEYS = ['name', 'createdAt', 'rating'] as const;
export type AdminHotelSortKey = (typeof ADMIN_HOTEL_SORT_KEYS)[number];

export const adminHotelsQuerySchema = z.object({
  /** Every word must match one of: hotel name, address, business number, phone, an owner's login id or name; or the id. */
  q: adminTextQuery,
  status: z.optional(z.enum(HOTEL_STATUSES)),
  regionId: z.optional(queryId()),
  sort: sortQuery(ADMIN_HOTEL_SORT_KEYS),
  ...adminPageQuery,
});
export type AdminHotelsQuery = z.infer<typeof adminHotelsQuerySchema>;

export const adminHotelRowSchema = z.object({
  id: z.int(),
  name: z.string(),
  region: z.string(),
  address1: z.string(),
  gradeLevel: z.int(),
  status: z.enum(HOTEL_STATUSES),
  rating: z.number(),
  reviewCount: z.int(),
  owners: z.array(adminUserRefSchema),
  roomTypeCount: z.int(),
  roomCount: z.int(),
  suspendedAt: z.nullable(z.string()),
  suspendReason: z.nullable(z.string()),
  createdAt: z.string(),
});
z.globalRegistry.add(adminHotelRowSchema, { id: 'AdminHotelRow' });
export type AdminHotelRow = z.infer<typeof adminHotelRowSchema>;

export const adminHotelPageSchema = z.object({
  content: z.array(adminHotelRowSchema),
  page: z.int(),
  size: z.int(),
  totalElements: z.int(),
});
export type AdminHotelPage = z.infer<typeof adminHotelPageSchema>;

export const adminHotelDetailSchema = z.object({
  ...adminHotelRowSchema.shape,
  address2: z.nullable(z.string()),
  postcode: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  businessNo: z.nullable(z.string()),
  coverImageUrl: z.nullable(z.string()),
  description: z.nullable(z.string()),
  /** Stays not cancelled whose check-out is today or later: kept through a suspension. */
  upcomingBookings: z.int(),
  /** Nights of the coming 30 days still on sale (OPEN with a room left), summed over room types. */
  sellableNights30: z.int(),
  pendingReports: z.int(),
  /** The hotel's latest audit entries (suspensions, rooms, owners' writes), newest first. */
  audit: z.array(adminAuditEntrySchema),
});
export type AdminHotelDetail = z.infer<typeof adminHotelDetailSchema>;

export const adminHotelIdParamSchema = z.object({ id: queryId() });

// ---- rooms ---------------------------------------------------------------------------------------------
export const ADMIN_ROOM_LIMITS = { roomNo: 10, roomsPerRequest: 50, typeName: 40, floorMax: 200, priceMax: 10_000_000 } as const;

export const adminRoomSchema = z.object({
  id: z.int(),
  roomNo: z.string(),
  floor: z.int(),
  housekeeping: z.enum(HOUSEKEEPING_STATUSES),
});
z.globalRegistry.add(adminRoomSchema, { id: 'AdminRoom' });
export type AdminRoom = z.infer<typeof adminRoomSchema>;

export const adminRoomTypeSchema = z.object({
  id: z.int(),
  typeCode: z.enum(ROOM_TYPE_CODES),
  name: z.string(),
  capacity: z.int(),
  areaSqm: z.int(),
  basePrice: z.int(),
  refundable: z.boolean(),
  breakfast: z.boolean(),
  roomCount: z.int(),
  outOfOrderCount: z.int(),
  rooms: z.array(adminRoomSchema),
});
export type AdminRoomType = z.infer<typeof adminRoomTypeSchema>;

/** GET /api/admin/hotels/{id}/rooms: the hotel's room types, each with its physical rooms. */
export const adminHotelRoomsSchema = z.object({
  hotel: z.object({ id: z.int(), name: z.string(), status: z.enum(HOTEL_STATUSES) }),
  roomTypes: z.array(adminRoomTypeSchema),
});
export type AdminHotelRooms = z.infer<typeof adminHotelRoomsSchema>;

const roomNo = z.string().check(z.maxLength(ADMIN_ROOM_LIMITS.roomNo + 10));

/**
 * POST /api/admin/hotels/{id}/rooms: rooms into an existing room type (roomTypeId), or a new room type of a code
 * the hotel does not have yet (roomType) with its first rooms. Exactly one of the two.
 */
export const adminRoomsCreateSchema = z.object({
  roomTypeId: z.optional(dbId()),
  roomType: z.optional(
    z.object({
      typeCode: z.enum(ROOM_TYPE_CODES),
      name: z.optional(z.string().check(z.maxLength(ADMIN_ROOM_LIMITS.typeName + 10))),
      capacity: dbInt(1, 20),
      areaSqm: dbInt(1, 1000),
      basePrice: dbInt(0, ADMIN_ROOM_LIMITS.priceMax),
      refundable: z.optional(z.boolean()),
      breakfast: z.optional(z.boolean()),
    }),
  ),
  roomNos: z.array(roomNo).check(z.maxLength(ADMIN_ROOM_LIMITS.roomsPerRequest)),
  /** The floor of every new room; by default read from the number (1203 → 12, 305 → 3). */
  floor: z.optional(dbInt(-5, ADMIN_ROOM_LIMITS.floorMax)),
});
export type AdminRoomsCreate = z.infer<typeof adminRoomsCreateSchema>;

/**
 * PUT /api/admin/rooms/{roomId}: rename (roomNo), move to another floor, take out of order (housekeeping
 * OUT_OF_ORDER) or back (CLEAN), and rename the room's type (roomTypeName). Absent fields stay as they are.
 */
export const adminRoomUpdateSchema = z.object({
  roomNo: z.optional(roomNo),
  floor: z.optional(dbInt(-5, ADMIN_ROOM_LIMITS.floorMax)),
  housekeeping: z.optional(z.enum(HOUSEKEEPING_STATUSES)),
  roomTypeName: z.optional(z.string().check(z.maxLength(ADMIN_ROOM_LIMITS.typeName + 10))),
  /** Why the room leaves service (kept in the audit log). */
  memo: z.optional(z.nullable(z.string().check(z.maxLength(ADMIN_REASON_MAX)))),
});
export type AdminRoomUpdate = z.infer<typeof adminRoomUpdateSchema>;

export const adminRoomIdParamSchema = z.object({ roomId: queryId() });

export const adminRoomUpdatedSchema = z.object({
  room: adminRoomSchema,
  roomType: z.object({ id: z.int(), typeCode: z.enum(ROOM_TYPE_CODES), name: z.string() }),
  hotelId: z.int(),
});
export type AdminRoomUpdated = z.infer<typeof adminRoomUpdatedSchema>;
