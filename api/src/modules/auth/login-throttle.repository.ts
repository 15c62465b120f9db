import { and, eq, gt, inArray, lt, max, or, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { botCheckEscalations, loginThrottles } from '../../db/schema';

export type LoginThrottleRow = typeof loginThrottles.$inferSelect;

/** This address's row for the login ID, and the failures of every address against it since `since`. */
export async function loginThrottleState(
  db: Executor,
  loginId: string,
  clientKey: string,
  since: Date,
): Promise<{ source: LoginThrottleRow | undefined; accountFailures: number }> {
  const [source, [total]] = await Promise.all([
    db
      .select()
      .from(loginThrottles)
      .where(and(eq(loginThrottles.loginId, loginId), eq(loginThrottles.clientKey, clientKey)))
      .then((rows) => rows[0]),
    db
      .select({ n: sql<number>`coalesce(sum(${loginThrottles.failedCount}), 0)::int` })
      .from(loginThrottles)
      .where(and(eq(loginThrottles.loginId, loginId), gt(loginThrottles.lastFailedAt, since))),
  ]);
  return { source, accountFailures: Number(total?.n ?? 0) };
}

/**
 * Counts one failure of this address against the login ID, atomically: a row whose lock ran out or whose last failure
 * is older than `windowStart` starts again at 1; reaching `threshold` locks the address until `lockUntil`.
 */
export async function recordLoginFailure(
  db: Executor,
  input: { loginId: string; clientKey: string; now: Date; windowStart: Date; threshold: number; lockUntil: Date },
): Promise<{ failedCount: number; lockedUntil: Date | null }> {
  const { loginId, clientKey, now, windowStart, threshold, lockUntil } = input;
  const restart = sql`(${loginThrottles.lockedUntil} is not null and ${loginThrottles.lockedUntil} <= ${now.toISOString()}::timestamptz)
    or ${loginThrottles.lastFailedAt} <= ${windowStart.toISOString()}::timestamptz`;
  const count = sql`case when ${restart} then 1 else ${loginThrottles.failedCount} + 1 end`;
  const [row] = await db
    .insert(loginThrottles)
    .values({ loginId, clientKey, failedCount: 1, lastFailedAt: now, lockedUntil: threshold <= 1 ? lockUntil : null })
    .onConflictDoUpdate({
      target: [loginThrottles.loginId, loginThrottles.clientKey],
      set: {
        failedCount: count,
        lockedUntil: sql`case when ${count} >= ${threshold} then ${lockUntil.toISOString()}::timestamptz else null end`,
        lastFailedAt: now,
      },
    })
    .returning({ failedCount: loginThrottles.failedCount, lockedUntil: loginThrottles.lockedUntil });
  if (!row) throw new Error('login failure upsert returned no row');
  return row;
}

/** A right password from this address: its count starts again (other addresses keep theirs). */
export async function clearLoginThrottle(db: Executor, loginId: string, clientKey: string): Promise<void> {
  await db.delete(loginThrottles).where(and(eq(loginThrottles.loginId, loginId), eq(loginThrottles.clientKey, clientKey)));
}

/** Rows that count for nothing any more (last failure before `windowStart`, no lock left), and lapsed escalations. */
export async function purgeLoginThrottles(db: Executor, now: Date, windowStart: Date): Promise<void> {
  await db
    .delete(loginThrottles)
    .where(and(lt(loginThrottles.lastFailedAt, windowStart), or(isNull(loginThrottles.lockedUntil), lte(loginThrottles.lockedUntil, now))));
  await db.delete(botCheckEscalations).where(lte(botCheckEscalations.until, now));
}

/** Latest lock of any address against each of these login IDs that is still running. */
export async function runningLoginLocks(db: Executor, loginIds: string[], now: Date): Promise<Map<string, Date>> {
  if (!loginIds.length) return new Map();
  const rows = await db
    .select({ loginId: loginThrottles.loginId, until: max(loginThrottles.lockedUntil) })
    .from(loginThrottles)
    .where(and(inArray(loginThrottles.loginId, loginIds), gt(loginThrottles.lockedUntil, now)))
    .groupBy(loginThrottles.loginId);
  return new Map(rows.flatMap((r) => (r.until ? [[r.loginId, r.until] as const] : [])));
}

export async function escalateBotCheck(db: Executor, clientKey: string, until: Date): Promise<void> {
  await db.insert(botCheckEscalations).values({ clientKey, until }).onConflictDoUpdate({ target: botCheckEscalations.clientKey, set: { until } });
}

export async function isBotCheckEscalated(db: Executor, clientKey: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ until: botCheckEscalations.until })
    .from(botCheckEscalations)
    .where(and(eq(botCheckEscalations.clientKey, clientKey), gt(botCheckEscalations.until, now)));
  return row !== undefined;
}
