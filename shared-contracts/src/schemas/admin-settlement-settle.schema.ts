import { z } from 'zod/mini';
import { adminDate } from './admin-common.schema';
import { dbId } from './db-int.schema';
import { adminSettlementSchema } from './admin-settlements.schema';

/** The most statements one settle-all request may name (a week has one per hotel). */
export const ADMIN_SETTLE_IDS_MAX = 500;

/**
 * POST /api/admin/settlements/settle (issue 24 item 8): settles a whole closed week at once — every PENDING
 * statement of `week` (any date of it), or exactly the statements `ids` — in one transaction. Exactly one of the two.
 */
export const adminSettleManySchema = z.object({
  week: z.optional(adminDate),
  ids: z.optional(z.array(dbId()).check(z.minLength(1), z.maxLength(ADMIN_SETTLE_IDS_MAX))),
});
export type AdminSettleMany = z.infer<typeof adminSettleManySchema>;

/** What was settled: the statements (now SETTLED) and their sums. */
export const adminSettledManySchema = z.object({
  settledCount: z.int(),
  netAmount: z.int(),
  statements: z.array(adminSettlementSchema),
});
export type AdminSettledMany = z.infer<typeof adminSettledManySchema>;
