import { z } from 'zod/mini';
import { dbInt, queryInt } from './db-int.schema';
import { ROOM_TYPE_CODES } from './owner-inventory.schema';
import { APPLICATION_COVER_TEMPLATES, APPLICATION_LIMITS, APPLICATION_STATUSES } from '../constants/hotel-application.constants';
import { formatContactPhone } from '../application/hotel-application-rules';

/**
 * Listing applications (member-and-operations §2 "Hotel application", §3, §4, §5, §7, §8; issue 12). The statuses,
 * limits and texts live in constants/hotel-application.constants.ts, the §5 rules in application/ (no zod; the remotes import them from
 * `shared-contracts/hotel-application`); these are the wire shapes. The body is checked loosely here and by the
 * rules on the server, so that a broken rule is answered with its own Korean text.
 */
export {
  APPLICATION_STATUSES,
  APPLICATION_STATUS_LABELS,
  APPLICATION_TRANSITIONS,
  APPLICATION_PAGE_SIZE,
  APPLICATION_LIMITS,
  APPLICATION_ROOM_DEFAULTS,
  type ApplicationStatus,
} from '../constants/hotel-application.constants';
export { formatBusinessNo } from '../application/hotel-application-rules';
export const COVER_TEMPLATES = APPLICATION_COVER_TEMPLATES;
/** @deprecated the name of formatContactPhone before it moved (kept for the schemas entry). */
export const formatPhone = formatContactPhone;

const text = (max: number) => z.string().check(z.maxLength(max));
const flag = z.union([z.literal(0), z.literal(1)]);

export const applicationRoomTypeSchema = z.object({
  typeCode: z.enum(ROOM_TYPE_CODES),
  // Below 1 is left to the rules (their text names the room type); the bounds keep the database safe.
  roomCount: dbInt(0, 100_000),
  roomNos: z.array(text(APPLICATION_LIMITS.roomNo)).check(z.maxLength(APPLICATION_LIMITS.roomsPerType)),
  capacity: dbInt(0, 100_000),
  sizeSqm: dbInt(0, 100_000),
  priceKrw: dbInt(-1_000_000_000, 1_000_000_000),
  refundable: flag,
  breakfast: flag,
  policyText: text(APPLICATION_LIMITS.policyText),
});
export type ApplicationRoomType = z.infer<typeof applicationRoomTypeSchema>;

/** The body of POST /hotelapp and PUT /hotelapp/{id}; the server checks the §5 rules and answers in Korean. */
export const hotelApplicationRequestSchema = z.object({
  ownerName: text(APPLICATION_LIMITS.ownerName + 20),
  businessNo: text(20),
  phone: text(20),
  gradeLevel: dbInt(0, 100),
  hotelName: text(APPLICATION_LIMITS.hotelName + 20),
  address1: text(APPLICATION_LIMITS.address),
  address2: z.optional(z.nullable(text(APPLICATION_LIMITS.address2 + 80))),
  postcode: z.optional(z.nullable(text(10))),
  region: text(30),
  coverImageType: z.enum(['UPLOADED', 'TEMPLATE', 'NONE']),
  coverImageUrl: z.optional(z.nullable(text(2000))),
  coverImageTemplate: z.optional(z.nullable(text(10))),
  amenitiesCsv: z.optional(text(2000)),
  comment: z.optional(z.nullable(text(APPLICATION_LIMITS.comment))),
  roomsJson: z.array(applicationRoomTypeSchema).check(z.maxLength(APPLICATION_LIMITS.roomTypes + 4)),
});
export type HotelApplicationRequest = z.infer<typeof hotelApplicationRequestSchema>;

export const applicationListItemSchema = z.object({
  id: z.int(),
  hotelName: z.string(),
  address1: z.string(),
  address2: z.nullable(z.string()),
  status: z.enum(APPLICATION_STATUSES),
  reviewMemo: z.nullable(z.string()),
  reviewedAt: z.nullable(z.string()),
  createdAt: z.string(),
});
z.globalRegistry.add(applicationListItemSchema, { id: 'HotelApplicationListItem' });
export type ApplicationListItem = z.infer<typeof applicationListItemSchema>;

export const applicationDetailSchema = z.object({
  ...applicationListItemSchema.shape,
  ownerName: z.string(),
  businessNo: z.string(),
  phone: z.string(),
  gradeLevel: z.int(),
  postcode: z.nullable(z.string()),
  region: z.string(),
  coverImageType: z.enum(['UPLOADED', 'TEMPLATE', 'NONE']),
  coverImageUrl: z.nullable(z.string()),
  coverImageTemplate: z.nullable(z.string()),
  amenitiesCsv: z.string(),
  comment: z.nullable(z.string()),
  roomsJson: z.array(applicationRoomTypeSchema),
  hotelId: z.nullable(z.int()),
  applicant: z.object({ id: z.int(), loginId: z.string(), name: z.string(), email: z.string() }),
  updatedAt: z.string(),
});
z.globalRegistry.add(applicationDetailSchema, { id: 'HotelApplicationDetail' });
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;

/** One step in an application's life, from the audit log (who, what, when, the memo sent with it). */
export const applicationHistoryItemSchema = z.object({
  action: z.enum(['SUBMITTED', 'RESUBMITTED', ...APPLICATION_STATUSES]),
  status: z.enum(APPLICATION_STATUSES),
  memo: z.nullable(z.string()),
  actor: z.object({ id: z.int(), loginId: z.string(), name: z.string(), role: z.string() }),
  at: z.string(),
});
export type ApplicationHistoryItem = z.infer<typeof applicationHistoryItemSchema>;

/** GET /admin/applications/{id}: the application with its history, oldest step first. */
export const adminApplicationDetailSchema = z.object({
  ...applicationDetailSchema.shape,
  history: z.array(applicationHistoryItemSchema),
});
z.globalRegistry.add(adminApplicationDetailSchema, { id: 'AdminHotelApplicationDetail' });
export type AdminApplicationDetail = z.infer<typeof adminApplicationDetailSchema>;

export const applicationMineQuerySchema = z.object({ page: z.optional(queryInt(0, 100_000)), size: z.optional(queryInt(1, 100)) });
export const applicationMinePageSchema = z.object({
  content: z.array(applicationListItemSchema),
  page: z.int(),
  size: z.int(),
  totalElements: z.int(),
  totalPages: z.int(),
});
export const adminApplicationQuerySchema = z.object({
  status: z.optional(z.enum(APPLICATION_STATUSES)),
  page: z.optional(queryInt(0, 100_000)),
  size: z.optional(queryInt(1, 200)),
});
export const adminApplicationPageSchema = z.object({
  content: z.array(applicationDetailSchema),
  page: z.int(),
  size: z.int(),
  totalElements: z.int(),
});
export const applicationTransitionSchema = z.object({
  to: z.enum(APPLICATION_STATUSES),
  memo: z.optional(z.nullable(text(APPLICATION_LIMITS.memo + 50))),
});
export type ApplicationTransition = z.infer<typeof applicationTransitionSchema>;
