import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';

/**
 * NOTIFY on `channel`. Called with the caller's transaction, PostgreSQL delivers it only when that transaction
 * commits (and never when it rolls back), to every instance listening on the same database.
 */
export async function notifyChannel(executor: Executor, channel: string, payload: string): Promise<void> {
  await executor.execute(sql`select pg_notify(${channel}, ${payload})`);
}
