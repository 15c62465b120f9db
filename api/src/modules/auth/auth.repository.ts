import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { couponIssuances, coupons, emailVerifications, loginFailures, refreshTokens, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type VerificationRow = typeof emailVerifications.$inferSelect;
export type RefreshRow = typeof refreshTokens.$inferSelect;

export async function findUserByLoginId(db: Executor, loginId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(and(eq(users.loginId, loginId), isNull(users.deletedAt)));
  return row;
}

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(and(eq(users.id, id), isNull(users.deletedAt)));
  return row;
}

/** What decides whether an access token may still write: the account exists and is not withdrawn or locked. */
export async function findUserStanding(db: Executor, id: number): Promise<Pick<UserRow, 'deletedAt' | 'lockedUntil' | 'adminLockedAt'> | undefined> {
  const [row] = await db
    .select({ deletedAt: users.deletedAt, lockedUntil: users.lockedUntil, adminLockedAt: users.adminLockedAt })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deletedAt)));
  return row;
}

/** Withdrawn accounts keep their login ID and e-mail during the grace period, so they count as taken. */
export async function loginIdExists(db: Executor, loginId: string): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users).where(sql`lower(${users.loginId}) = ${loginId.toLowerCase()}`);
  return (row?.n ?? 0) > 0;
}

export async function emailExists(db: Executor, email: string): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return (row?.n ?? 0) > 0;
}

export async function latestVerification(db: Executor, email: string, purpose: string): Promise<VerificationRow | undefined> {
  const [row] = await db
    .select()
    .from(emailVerifications)
    .where(and(eq(emailVerifications.email, email), eq(emailVerifications.purpose, purpose)))
    .orderBy(desc(emailVerifications.id))
    .limit(1);
  return row;
}

export async function countVerificationsSince(db: Executor, email: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(emailVerifications)
    .where(and(eq(emailVerifications.email, email), gt(emailVerifications.sentAt, since)));
  return row?.n ?? 0;
}

/** Counts one attempt atomically; undefined once the limit is reached (the code is dead). */
export async function countVerifyAttempt(db: Executor, id: number, maxAttempts: number): Promise<VerificationRow | undefined> {
  const [row] = await db
    .update(emailVerifications)
    .set({ attempts: sql`${emailVerifications.attempts} + 1` })
    .where(and(eq(emailVerifications.id, id), sql`${emailVerifications.attempts} < ${maxAttempts}`))
    .returning();
  return row;
}

/** Marks a verified code used; false when another request consumed it first. */
export async function consumeVerification(db: Executor, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(emailVerifications)
    .set({ consumedAt: at })
    .where(and(eq(emailVerifications.id, id), isNull(emailVerifications.consumedAt)))
    .returning({ id: emailVerifications.id });
  return rows.length === 1;
}

export async function findWelcomeCouponId(db: Executor, code: string): Promise<number | undefined> {
  const [row] = await db.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, code));
  return row?.id;
}

export async function issueCoupon(db: Executor, couponId: number, userId: number, validFrom: string, validTo: string): Promise<void> {
  await db.insert(couponIssuances).values({ couponId, userId, status: 'AVAILABLE', validFrom, validTo }).onConflictDoNothing();
}

export async function findFailure(db: Executor, loginId: string) {
  const [row] = await db.select().from(loginFailures).where(eq(loginFailures.loginId, loginId));
  return row;
}

export async function findRefreshByHash(db: Executor, tokenHash: string): Promise<RefreshRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

/** Marks a refresh token rotated; false when it was already used (reuse) or revoked. */
export async function markRotated(db: Executor, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ rotatedAt: at })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function revokeFamily(db: Executor, familyId: string, at: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeUserFamilies(db: Executor, userId: number, at: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
