import { and, count, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { captchaUsed, couponIssuances, coupons, emailVerifications, refreshTokens, users } from '../../db/schema';
import type { SessionStanding } from './session-standing';

export type UserRow = typeof users.$inferSelect;
export type VerificationRow = typeof emailVerifications.$inferSelect;
export type RefreshRow = typeof refreshTokens.$inferSelect;

export async function findUserByLoginId(db: Executor, loginId: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.loginId, loginId), isNull(users.deletedAt)));
  return row;
}

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return row;
}

/** What every access token is checked against (one primary-key read; cached a few seconds per instance). */
export async function findSessionStanding(db: Executor, id: number): Promise<SessionStanding | undefined> {
  const [row] = await db
    .select({ role: users.role, sessionVersion: users.sessionVersion, deletedAt: users.deletedAt, adminLockedAt: users.adminLockedAt })
    .from(users)
    .where(eq(users.id, id));
  return row && { role: row.role, sessionVersion: row.sessionVersion, withdrawn: row.deletedAt !== null, suspended: row.adminLockedAt !== null };
}

/** Raises the session version: every access token signed before is refused on its next request. */
export async function bumpSessionVersion(db: Executor, userId: number, at: Date): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: at })
    .where(eq(users.id, userId))
    .returning({ sessionVersion: users.sessionVersion });
  return row?.sessionVersion ?? 0;
}

/** Every session of the account ends: refresh families revoked and access tokens outdated. Answers the new version. */
export async function endAllSessions(db: Executor, userId: number, at: Date): Promise<number> {
  await revokeUserFamilies(db, userId, at);
  return bumpSessionVersion(db, userId, at);
}

export async function insertUser(db: Executor, values: typeof users.$inferInsert): Promise<{ id: number; loginId: string }> {
  const [created] = await db.insert(users).values(values).returning({ id: users.id, loginId: users.loginId });
  if (!created) throw new Error('insert returned no row');
  return created;
}

export async function setPasswordHash(db: Executor, userId: number, passwordHash: string, at: Date): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: at }).where(eq(users.id, userId));
}

export async function setEmail(db: Executor, userId: number, email: string, at: Date): Promise<void> {
  await db.update(users).set({ email, updatedAt: at }).where(eq(users.id, userId));
}

/** Another live account already using this e-mail (exact, as stored). */
export async function emailUsedByOther(db: Executor, email: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId), isNull(users.deletedAt)));
  return row !== undefined;
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
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(sql`lower(${users.loginId}) = ${loginId.toLowerCase()}`);
  return (row?.n ?? 0) > 0;
}

export async function emailExists(db: Executor, email: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
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

export async function insertVerification(db: Executor, values: typeof emailVerifications.$inferInsert): Promise<void> {
  await db.insert(emailVerifications).values(values);
}

export async function markVerified(db: Executor, id: number, at: Date): Promise<void> {
  await db.update(emailVerifications).set({ verifiedAt: at }).where(eq(emailVerifications.id, id));
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

/** Creates the welcome coupon if no instance has yet (the seed normally has). */
export async function ensureCoupon(db: Executor, values: typeof coupons.$inferInsert): Promise<void> {
  await db.insert(coupons).values(values).onConflictDoNothing({ target: coupons.code });
}

export async function issueCoupon(db: Executor, couponId: number, userId: number, validFrom: string, validTo: string): Promise<void> {
  await db.insert(couponIssuances).values({ couponId, userId, status: 'AVAILABLE', validFrom, validTo }).onConflictDoNothing();
}

/** Marks a solved bot-check challenge used (kept until it expires); false when it was used before. */
export async function claimSolvedChallenge(db: Executor, signature: string, expiresAt: Date, now: Date): Promise<boolean> {
  await db.delete(captchaUsed).where(lt(captchaUsed.expiresAt, now));
  const inserted = await db
    .insert(captchaUsed)
    .values({ signature, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: captchaUsed.signature });
  return inserted.length === 1;
}

export async function insertRefreshToken(db: Executor, values: typeof refreshTokens.$inferInsert): Promise<void> {
  await db.insert(refreshTokens).values(values);
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
