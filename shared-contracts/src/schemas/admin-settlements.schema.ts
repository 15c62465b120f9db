import { z } from 'zod/mini';
import { adminDate, adminPageQuery } from './admin-common.schema';
import { queryId } from './db-int.schema';
import { sortQuery } from './list-sort.schema';
import { SETTLEMENT_STATUSES, settlementLineSchema, type SettlementStatus } from './owner-dashboard.schema';

/**
 * The back office's settlements (docs/back-office.md "정산"): the weekly statements of the settlement service
 * (decision 0008), listed by week, settled by an administrator, exported as CSV.
 */
export const SETTLEMENT_STATUS_LABELS: Record<SettlementStatus, string> = { PENDING: '정산 대기', SETTLED: '정산 완료' };

/** The columns the week's statements sort by (`sort=key` or `sort=-key`); without `sort`, by hotel name. */
export const ADMIN_SETTLEMENT_SORT_KEYS = [
  'hotelName',
  'bookingCount',
  'grossAmount',
  'feeAmount',
  'refundAmount',
  'netAmount',
  'status',
  'settledAt',
] as const;
export type AdminSettlementSortKey = (typeof ADMIN_SETTLEMENT_SORT_KEYS)[number];

export const adminSettlementsQuerySchema = z.object({
  /** Any Korean date of the week (normalised to its Monday); default: the last closed week. */
  week: z.optional(adminDate),
  hotelId: z.optional(queryId()),
  status: z.optional(z.enum(SETTLEMENT_STATUSES)),
  sort: sortQuery(ADMIN_SETTLEMENT_SORT_KEYS),
  ...adminPageQuery,
});
export type AdminSettlementsQuery = z.infer<typeof adminSettlementsQuerySchema>;

export const adminSettlementsCsvQuerySchema = z.object({ week: z.optional(adminDate) });

/** One hotel's statement of the week, plus what went back to guests of that hotel's cancelled stays of the week. */
export const adminSettlementSchema = z.object({
  id: z.int(),
  hotelId: z.int(),
  hotelName: z.string(),
  weekStart: z.string(),
  weekEnd: z.string(),
  /**
   * The statement's lines: CONFIRMED stays checking out in the week, and cancelled bookings that would have, whose
   * payment was not wholly refunded (decision 0013).
   */
  bookingCount: z.int(),
  /** Σ of the lines' amounts (a payment, or a cancellation's kept part), fees (15 % of each, rounded half up) and nets; net = gross − fee. */
  grossAmount: z.int(),
  feeAmount: z.int(),
  netAmount: z.int(),
  /**
   * Refunds of the hotel's stays of the week that were cancelled: shown beside the statement, never deducted from it —
   * the statement settles only what was kept (paid − refunded), as a line of its own.
   */
  refundCount: z.int(),
  refundAmount: z.int(),
  status: z.enum(SETTLEMENT_STATUSES),
  computedAt: z.string(),
  settledAt: z.nullable(z.string()),
});
z.globalRegistry.add(adminSettlementSchema, { id: 'AdminSettlement' });
export type AdminSettlement = z.infer<typeof adminSettlementSchema>;

/** The sums of every statement the filters match (all pages): the rows add up to these exactly. */
export const adminSettlementTotalsSchema = z.object({
  statements: z.int(),
  bookingCount: z.int(),
  grossAmount: z.int(),
  feeAmount: z.int(),
  refundAmount: z.int(),
  netAmount: z.int(),
});
export type AdminSettlementTotals = z.infer<typeof adminSettlementTotalsSchema>;

export const adminSettlementPageSchema = z.object({
  content: z.array(adminSettlementSchema),
  page: z.int(),
  size: z.int(),
  totalElements: z.int(),
  weekStart: z.string(),
  weekEnd: z.string(),
  /** The week is over (Sunday is past, Korean time): only then can its statements be settled. */
  weekClosed: z.boolean(),
  /** The Monday of the last week that is over: the newest week that can be settled (다음 주 stops there). */
  lastClosedWeekStart: z.string(),
  /** The week's PENDING statements, whatever the filters: what "이 주 전체 정산" would settle. */
  pending: z.object({ statements: z.int(), netAmount: z.int() }),
  totals: adminSettlementTotalsSchema,
});
export type AdminSettlementPage = z.infer<typeof adminSettlementPageSchema>;

/** A cancelled stay of the week and what was refunded on it. */
export const adminSettlementRefundSchema = z.object({
  bookingId: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  /** What the guest had paid (totalAmount). */
  amount: z.int(),
  refunded: z.int(),
});
export type AdminSettlementRefund = z.infer<typeof adminSettlementRefundSchema>;

export const adminSettlementDetailSchema = z.object({
  ...adminSettlementSchema.shape,
  lines: z.array(settlementLineSchema),
  refunds: z.array(adminSettlementRefundSchema),
});
z.globalRegistry.add(adminSettlementDetailSchema, { id: 'AdminSettlementDetail' });
export type AdminSettlementDetail = z.infer<typeof adminSettlementDetailSchema>;
