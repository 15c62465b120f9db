import type { Executor } from '../../db/database';
import { auditLog } from '../../db/schema';

/** The audit log's one write, behind writeAudit (audit-log.ts); the pages that read the log query it in their own repositories. */
export async function insertAuditEntry(db: Executor, entry: typeof auditLog.$inferInsert): Promise<void> {
  await db.insert(auditLog).values(entry);
}
