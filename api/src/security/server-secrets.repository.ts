import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { appMeta } from '../db/schema';

/** The server secrets' queries, on app_meta (one JSON value per key). */

/** Keeps `value` under `key` unless a value is already there: the first instance's write wins a race. */
export async function insertMetaUnlessPresent(db: Database, key: string, value: string): Promise<void> {
  await db
    .insert(appMeta)
    .values({ key, value: sql`${JSON.stringify(value)}::jsonb` })
    .onConflictDoNothing({ target: appMeta.key });
}

export async function findMetaValue(db: Database, key: string): Promise<unknown> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
  return row?.value;
}
