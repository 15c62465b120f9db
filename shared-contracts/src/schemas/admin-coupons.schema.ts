import { z } from 'zod/mini';
import { COUPON_CODE_MAX_LENGTH } from '../constants/member-area.constants';
import { adminDate, adminPageQuery, adminTextQuery } from './admin-common.schema';
import { dbInt } from './db-int.schema';

/** Back-office coupon campaigns (issue 12 item 9): a code members claim once each, up to a total quantity. */
export const ADMIN_COUPON_LIMITS = { title: 60, amountMax: 1_000_000, quantityMax: 1_000_000, maxDays: 366 } as const;
/** Letters, digits and - or _; compared without case (members may type it in lower case). */
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

/**
 * SCHEDULED: not open yet; ACTIVE: members can claim it; EXHAUSTED: every copy issued; EXPIRED: the period has
 * ended; STOPPED: an administrator stopped it. Copies already issued stay usable until their own validTo.
 */
export const ADMIN_COUPON_STATUSES = ['SCHEDULED', 'ACTIVE', 'EXHAUSTED', 'EXPIRED', 'STOPPED'] as const;
export type AdminCouponStatus = (typeof ADMIN_COUPON_STATUSES)[number];
export const ADMIN_COUPON_STATUS_LABELS: Record<AdminCouponStatus, string> = {
  SCHEDULED: '시작 전',
  ACTIVE: '진행 중',
  EXHAUSTED: '소진',
  EXPIRED: '기간 종료',
  STOPPED: '중지',
};

export const adminCouponsQuerySchema = z.object({
  /** Title or code (any part). */
  q: adminTextQuery,
  status: z.optional(z.enum(ADMIN_COUPON_STATUSES)),
  ...adminPageQuery,
});

/** Strings are trimmed and checked by the server with Korean texts (a blank title, a bad code, validTo < validFrom). */
export const adminCouponCreateSchema = z.object({
  title: z.string().check(z.maxLength(ADMIN_COUPON_LIMITS.title + 20)),
  code: z.string().check(z.maxLength(COUPON_CODE_MAX_LENGTH + 20)),
  /** Won off the room subtotal (never more than it). */
  amount: dbInt(1, ADMIN_COUPON_LIMITS.amountMax),
  /** The campaign: members claim from validFrom to validTo; a copy is valid from its claim day to validTo. */
  validFrom: adminDate,
  validTo: adminDate,
  /** Copies in all; each member gets at most one. */
  quantity: dbInt(1, ADMIN_COUPON_LIMITS.quantityMax),
});
export type AdminCouponCreate = z.infer<typeof adminCouponCreateSchema>;

export const adminCouponSchema = z.object({
  id: z.int(),
  title: z.string(),
  code: z.string(),
  amount: z.int(),
  /** The claim period; null on open-ended system campaigns. */
  validFrom: z.nullable(z.string()),
  validTo: z.nullable(z.string()),
  /** null: unlimited (system campaigns such as the sign-up coupon). */
  quantity: z.nullable(z.int()),
  issuedCount: z.int(),
  usedCount: z.int(),
  remaining: z.nullable(z.int()),
  status: z.enum(ADMIN_COUPON_STATUSES),
  /** Issued by sign-up only, never by a typed code. */
  signupOnly: z.boolean(),
  createdAt: z.string(),
  stoppedAt: z.nullable(z.string()),
});
z.globalRegistry.add(adminCouponSchema, { id: 'AdminCoupon' });
export type AdminCoupon = z.infer<typeof adminCouponSchema>;

export const adminCouponPageSchema = z.object({
  content: z.array(adminCouponSchema),
  page: z.int(),
  size: z.int(),
  totalElements: z.int(),
});
export type AdminCouponPage = z.infer<typeof adminCouponPageSchema>;
