import type { Executor } from '../../db/database';
import { users } from '../../db/schema';

export type NewUserRow = typeof users.$inferInsert;

/** Inserts one account; the unique login id / e-mail indexes answer a race with a unique violation. */
export async function insertUser(db: Executor, row: NewUserRow): Promise<{ id: number; loginId: string }> {
  const [created] = await db.insert(users).values(row).returning({ id: users.id, loginId: users.loginId });
  if (!created) throw new Error('insert returned no row');
  return created;
}
