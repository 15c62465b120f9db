import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { userIdentities, users } from '../../db/schema';
import type { UserRow } from './auth.repository';

type IdentityValues = typeof userIdentities.$inferInsert;

/** The live account linked to the provider's subject, if any. */
export async function findUserByIdentity(db: Executor, provider: string, subject: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject), isNull(users.deletedAt)));
  return row?.user;
}

/** Links the provider's subject to an account (nothing happens when the link exists already). */
export async function linkIdentity(db: Executor, values: IdentityValues): Promise<void> {
  await db.insert(userIdentities).values(values).onConflictDoNothing();
}

/** A new account and its provider link, in the caller's transaction. */
export async function insertUserWithIdentity(
  tx: Executor,
  user: typeof users.$inferInsert,
  identity: Omit<IdentityValues, 'userId'>,
): Promise<UserRow> {
  const [created] = await tx.insert(users).values(user).returning();
  if (!created) throw new Error('insert returned no row');
  await tx.insert(userIdentities).values({ ...identity, userId: created.id });
  return created;
}
