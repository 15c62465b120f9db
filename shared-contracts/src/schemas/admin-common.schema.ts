import { z } from 'zod/mini';
import { queryInt } from './db-int.schema';
import { SETTLEMENT_FEE_PERCENT } from './owner-dashboard.schema';

/**
 * What every back-office list shares (member-and-operations §3 "Admin list responses are normalised", issue 12):
 * a 0-based page, a size, and the answer `{content, page, size, totalElements}`.
 */
export const ADMIN_PAGE_SIZE_DEFAULT = 20;
export const ADMIN_PAGE_SIZE_MAX = 100;
/**
 * The platform's share of every payment (§9 "Settlement deduction 15% per payment"): the settlement's fee, computed by
 * the api's settlement module only (settlement-fee.ts, decision 0013).
 */
export const PLATFORM_COMMISSION_PERCENT = SETTLEMENT_FEE_PERCENT;
/** Operators write a reason for suspending, locking and hiding (shown in the audit log); at most this long. */
export const ADMIN_REASON_MAX = 500;
/** A free-text search box of the back office. */
export const ADMIN_QUERY_MAX = 100;

export const adminPageQuery = {
  page: z.optional(queryInt(0, 100_000)),
  size: z.optional(queryInt(1, ADMIN_PAGE_SIZE_MAX)),
};
export const adminTextQuery = z.optional(z.string().check(z.maxLength(ADMIN_QUERY_MAX)));

/** A calendar date YYYY-MM-DD on the wire (the server also refuses dates that do not exist, like 2030-02-30). */
export const adminDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** A user as the back office names them in rows (guest, author, reporter, actor). */
export const adminUserRefSchema = z.object({ id: z.int(), loginId: z.string(), name: z.string() });
z.globalRegistry.add(adminUserRefSchema, { id: 'AdminUserRef' });
export type AdminUserRef = z.infer<typeof adminUserRefSchema>;

export const adminHotelRefSchema = z.object({ id: z.int(), name: z.string() });
z.globalRegistry.add(adminHotelRefSchema, { id: 'AdminHotelRef' });
export type AdminHotelRef = z.infer<typeof adminHotelRefSchema>;

/** Body of an action that takes an optional note (restore, resume, dismiss, unlock): `{}`, `{memo}` or no body at all. */
export const adminNoteSchema = z.optional(z.nullable(z.object({ memo: z.optional(z.nullable(z.string().check(z.maxLength(ADMIN_REASON_MAX)))) })));
export type AdminNote = z.infer<typeof adminNoteSchema>;

/** Body of an action that needs a reason (suspend a hotel, lock a user); emptiness is checked after trimming. */
export const adminReasonSchema = z.object({ reason: z.string().check(z.maxLength(ADMIN_REASON_MAX)) });
export type AdminReason = z.infer<typeof adminReasonSchema>;
