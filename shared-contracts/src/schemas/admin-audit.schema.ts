import { z } from 'zod/mini';
import { adminAuditTargetSchema } from './admin-audit-target.schema';
import { adminDate, adminPageQuery, adminUserRefSchema } from './admin-common.schema';
import { queryId } from './db-int.schema';

/** The audit log page (issue 12 item 11): every owner and admin write, newest first. */
export const adminAuditQuerySchema = z.object({
  /** The actor's login id (exact, case-insensitive) or user id. */
  actor: z.optional(z.string().check(z.maxLength(64))),
  /** e.g. booking, hotel, room, room_type, room_inventory, review, coupon, user, notice, faq, support_ticket, hotel_application. */
  entity: z.optional(z.string().check(z.maxLength(40))),
  /** e.g. HOTEL_SUSPENDED; a prefix ending in * matches every action that starts with it (HOTEL_*). */
  action: z.optional(z.string().check(z.maxLength(60))),
  entityId: z.optional(z.string().check(z.maxLength(60))),
  hotelId: z.optional(queryId()),
  /** Written on or after / on or before (Korean dates, inclusive). */
  from: z.optional(adminDate),
  to: z.optional(adminDate),
  ...adminPageQuery,
});
export type AdminAuditQuery = z.infer<typeof adminAuditQuerySchema>;

export const adminAuditEntrySchema = z.object({
  id: z.int(),
  actor: adminUserRefSchema,
  actorRole: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  hotelId: z.nullable(z.int()),
  /** The target's names (booking number, room number, hotel name…) and an assignment's rooms before and after. */
  target: adminAuditTargetSchema,
  /** The row's relevant fields before and after the write (JSON), null when there was none. */
  before: z.unknown(),
  after: z.unknown(),
  requestId: z.nullable(z.string()),
  ip: z.nullable(z.string()),
  createdAt: z.string(),
});
z.globalRegistry.add(adminAuditEntrySchema, { id: 'AdminAuditEntry' });
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

export const adminAuditPageSchema = z.object({
  content: z.array(adminAuditEntrySchema),
  page: z.int(),
  size: z.int(),
  totalElements: z.int(),
});
export type AdminAuditPage = z.infer<typeof adminAuditPageSchema>;
