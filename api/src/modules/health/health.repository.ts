import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';

/** One round trip to the database (`select 1`); throws when it cannot be reached. */
export async function pingDatabase(db: Executor): Promise<void> {
  await db.execute(sql`select 1`);
}
