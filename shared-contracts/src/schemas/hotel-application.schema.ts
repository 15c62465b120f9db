import { z } from 'zod/mini';
import { dbInt, queryInt } from './db-int.schema';
import { ROOM_TYPE_CODES } from './owner-inventory.schema';

/** Listing applications (member-and-operations §2 "Hotel application", §3, §4, §5, §7, §8; issue 12). */
export const APPLICATION_STATUSES = ['PENDING', 'UNDER_REVIEW', 'NEEDS_INFO', 'APPROVED', 'REJECTED'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  PENDING: '대기',
  UNDER_REVIEW: '심사중',
  NEEDS_INFO: '추가정보요청',
  APPROVED: '승인',
  REJECTED: '반려',
};
/** The server's state machine: PENDING → UNDER_REVIEW ⇄ NEEDS_INFO → …; APPROVED and REJECTED are final. */
export const APPLICATION_TRANSITIONS: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  PENDING: ['UNDER_REVIEW'],
  UNDER_REVIEW: ['NEEDS_INFO', 'APPROVED', 'REJECTED'],
  NEEDS_INFO: ['UNDER_REVIEW'],
  APPROVED: [],
  REJECTED: [],
};
export const APPLICATION_PAGE_SIZE = 20;
export const APPLICATION_LIMITS = {
  ownerName: 30,
  hotelName: 60,
  address: 200,
  address2: 120,
  comment: 2000,
  policyText: 500,
  roomNo: 10,
  memo: 1000,
  roomTypes: 4,
  roomsPerType: 300,
  maxPrice: 10_000_000,
} as const;
/** Defaults of a new room type row (spec §5). */
export const APPLICATION_ROOM_DEFAULTS = {
  typeCode: 'STANDARD',
  roomCount: 1,
  capacity: 2,
  sizeSqm: 20,
  priceKrw: 100000,
  refundable: 1,
  breakfast: 0,
} as const;
export const COVER_TEMPLATES = ['H1', 'H2', 'H3', 'H4', 'H5', 'H6'] as const;

const text = (max: number) => z.string().check(z.maxLength(max));
const flag = z.union([z.literal(0), z.literal(1)]);

export const applicationRoomTypeSchema = z.object({
  typeCode: z.enum(ROOM_TYPE_CODES),
  roomCount: dbInt(1, APPLICATION_LIMITS.roomsPerType),
  roomNos: z.array(text(APPLICATION_LIMITS.roomNo)).check(z.maxLength(APPLICATION_LIMITS.roomsPerType)),
  capacity: dbInt(1, 20),
  sizeSqm: dbInt(1, 1000),
  priceKrw: dbInt(0, APPLICATION_LIMITS.maxPrice),
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
  roomsJson: z.array(applicationRoomTypeSchema).check(z.maxLength(APPLICATION_LIMITS.roomTypes)),
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

/** Digits of a business number formatted 3-2-5 as the user types (at most 10 digits). */
export function formatBusinessNo(input: string): string {
  const d = input.replace(/\D/g, '').slice(0, 10);
  return [d.slice(0, 3), d.slice(3, 5), d.slice(5)].filter(Boolean).join('-');
}

/** A Korean phone number formatted as the user types (at most 11 digits): 010-1234-5678, 02-123-4567, … */
export function formatPhone(input: string): string {
  const d = input.replace(/\D/g, '').slice(0, 11);
  if (d.startsWith('02')) {
    const rest = d.slice(2);
    const mid = rest.length > 7 ? 4 : 3;
    return [d.slice(0, 2), rest.slice(0, mid), rest.slice(mid)].filter(Boolean).join('-');
  }
  const mid = d.length > 10 ? 4 : 3;
  return [d.slice(0, 3), d.slice(3, 3 + mid), d.slice(3 + mid)].filter(Boolean).join('-');
}
