import { z } from 'zod/mini';
import { adminPageQuery, adminTextQuery } from './admin-common.schema';
import { adminBookingRowSchema } from './admin-bookings.schema';
import { queryId } from './db-int.schema';
import { sortQuery } from './list-sort.schema';

/** Back-office users (issue 12 item 10): search, detail, lock / unlock, member ↔ owner. */
export const ADMIN_USER_ROLES = ['ROLE_USER', 'ROLE_OWNER', 'ROLE_ADMIN'] as const;
export type AdminUserRole = (typeof ADMIN_USER_ROLES)[number];
export const ADMIN_USER_ROLE_LABELS: Record<AdminUserRole, string> = { ROLE_USER: '회원', ROLE_OWNER: '사장님', ROLE_ADMIN: '관리자' };
/** The roles an administrator may give: a member becomes an owner and back; nobody is made an admin here. */
export const ASSIGNABLE_ROLES = ['ROLE_USER', 'ROLE_OWNER'] as const;
export const ADMIN_USER_STATES = ['ACTIVE', 'LOCKED', 'WITHDRAWN'] as const;
export type AdminUserState = (typeof ADMIN_USER_STATES)[number];
export const ADMIN_USER_STATE_LABELS: Record<AdminUserState, string> = { ACTIVE: '정상', LOCKED: '잠김', WITHDRAWN: '탈퇴' };
export const ADMIN_USER_DETAIL_ROWS = 20;

/** The columns the list sorts by (`sort=key` or `sort=-key`, ties by the user's id); without `sort`, newest account first. */
export const ADMIN_USER_SORT_KEYS = ['createdAt', 'name', 'loginId'] as const;
export type AdminUserSortKey = (typeof ADMIN_USER_SORT_KEYS)[number];

export const adminUsersQuerySchema = z.object({
  /** Every word must match one of: login id, name, e-mail, phone; or the user id. */
  q: adminTextQuery,
  role: z.optional(z.enum(ADMIN_USER_ROLES)),
  state: z.optional(z.enum(ADMIN_USER_STATES)),
  sort: sortQuery(ADMIN_USER_SORT_KEYS),
  ...adminPageQuery,
});

export const adminUserRowSchema = z.object({
  id: z.int(),
  loginId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  role: z.enum(ADMIN_USER_ROLES),
  state: z.enum(ADMIN_USER_STATES),
  /** Locked by an administrator: when and why. */
  lockedAt: z.nullable(z.string()),
  lockReason: z.nullable(z.string()),
  /** Some client address is locked out of this login ID (five wrong passwords from it) until this instant; not an administrator's lock. */
  loginLockedUntil: z.nullable(z.string()),
  createdAt: z.string(),
});
z.globalRegistry.add(adminUserRowSchema, { id: 'AdminUserRow' });
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const adminUserPageSchema = z.object({
  content: z.array(adminUserRowSchema),
  page: z.int(),
  size: z.int(),
  totalElements: z.int(),
});
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

export const adminUserDetailSchema = z.object({
  ...adminUserRowSchema.shape,
  gender: z.string(),
  birthDate: z.nullable(z.string()),
  address1: z.nullable(z.string()),
  address2: z.nullable(z.string()),
  postcode: z.nullable(z.string()),
  /** Signed-in sessions (refresh token families) still alive. */
  activeSessions: z.int(),
  hotels: z.array(z.object({ id: z.int(), name: z.string(), status: z.string() })),
  bookingCount: z.int(),
  /** The latest bookings (at most 20), newest first. */
  bookings: z.array(adminBookingRowSchema),
  ticketCount: z.int(),
  /** The latest support tickets (at most 20), newest first. */
  tickets: z.array(z.object({ id: z.int(), subject: z.string(), status: z.string(), createdAt: z.string(), lastMessageAt: z.string() })),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const adminUserIdParamSchema = z.object({ id: queryId() });
export const adminUserRoleSchema = z.object({ role: z.enum(ASSIGNABLE_ROLES) });
export type AdminUserRoleChange = z.infer<typeof adminUserRoleSchema>;
