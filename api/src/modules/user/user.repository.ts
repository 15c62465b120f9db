import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { couponIssuances, coupons, users } from '../../db/schema';

export type NewUserRow = typeof users.$inferInsert;
export type UserRow = typeof users.$inferSelect;

/** The account, unless it has been withdrawn (soft-deleted). */
export async function findLiveUser(db: Executor, id: number): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return user;
}

/** Inserts one account; the unique login id / e-mail indexes answer a race with a unique violation. */
export async function insertUser(db: Executor, row: NewUserRow): Promise<{ id: number; loginId: string }> {
  const [created] = await db.insert(users).values(row).returning({ id: users.id, loginId: users.loginId });
  if (!created) throw new Error('insert returned no row');
  return created;
}

/** Writes part of an account (profile, images) and answers the row as it is now; undefined when there is none. */
export async function updateUser(db: Executor, id: number, patch: Partial<NewUserRow>): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
  return row;
}

/** A member's coupons with their campaign's title, code and amount, newest first. */
export function couponsOfUser(db: Executor, userId: number) {
  return db
    .select({
      id: couponIssuances.id,
      title: coupons.title,
      code: coupons.code,
      amount: coupons.amount,
      stackable: coupons.stackable,
      validFrom: couponIssuances.validFrom,
      validTo: couponIssuances.validTo,
      status: couponIssuances.status,
      issuedAt: couponIssuances.issuedAt,
    })
    .from(couponIssuances)
    .innerJoin(coupons, eq(coupons.id, couponIssuances.couponId))
    .where(eq(couponIssuances.userId, userId))
    .orderBy(desc(couponIssuances.issuedAt), desc(couponIssuances.id));
}
