import { randomUUID } from 'node:crypto';
import type { Clock } from '../../clock';
import type { Database, Executor } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { keyedHash } from '../../security/server-secrets';
import { authServerMessages } from './auth.messages';
import * as repo from './auth.repository';
import type { SessionStandingInvalidation } from './session-standing';
import { newRefreshToken, REFRESH_FAMILY_DAYS, type AccessTokens } from './token.service';

export interface IssuedSession {
  token: string;
  refreshToken: string;
  refreshExpiresAt: Date;
}

export type SessionUser = Pick<repo.UserRow, 'id' | 'role' | 'loginId' | 'name' | 'sessionVersion'>;

const sessionExpired = () => new AppError(401, 'UNAUTHORIZED', authServerMessages.sessionExpired);

/**
 * Sessions: a refresh-token family per login (rotated on every refresh, revoked on reuse) and 15-minute access tokens
 * carrying the account's session version. Ending every session raises that version, so the access tokens already out
 * stop on their next request too.
 */
export class Sessions {
  constructor(
    private readonly deps: { db: Database; clock: Clock; accessTokens: AccessTokens; hashSecret: string; standings: SessionStandingInvalidation },
  ) {}

  private get db() {
    return this.deps.db;
  }

  private hash(refreshToken: string): string {
    return keyedHash(this.deps.hashSecret, refreshToken);
  }

  private sign(user: SessionUser): Promise<string> {
    return this.deps.accessTokens.sign({
      sub: user.id,
      role: user.role,
      loginId: user.loginId,
      name: user.name,
      sessionVersion: user.sessionVersion,
    });
  }

  /** A new refresh family and an access token for the user. */
  async start(user: SessionUser): Promise<IssuedSession> {
    const now = this.deps.clock.now();
    const refreshToken = newRefreshToken();
    const refreshExpiresAt = new Date(now.getTime() + REFRESH_FAMILY_DAYS * 86_400_000);
    await repo.insertRefreshToken(this.db, {
      tokenHash: this.hash(refreshToken),
      familyId: randomUUID(),
      userId: user.id,
      familyStartedAt: now,
      expiresAt: refreshExpiresAt,
      createdAt: now,
    });
    return { token: await this.sign(user), refreshToken, refreshExpiresAt };
  }

  /** Rotates the refresh token. A token used twice revokes its whole family. */
  async refresh(presented: string | undefined): Promise<IssuedSession> {
    if (!presented) throw sessionExpired();
    const now = this.deps.clock.now();
    const row = await repo.findRefreshByHash(this.db, this.hash(presented));
    if (!row || row.revokedAt) throw sessionExpired();
    if (row.rotatedAt || !(await repo.markRotated(this.db, row.id, now))) {
      await repo.revokeFamily(this.db, row.familyId, now);
      throw new AppError(401, 'REFRESH_TOKEN_REUSED', authServerMessages.refreshReused);
    }
    if (row.expiresAt.getTime() <= now.getTime()) {
      await repo.revokeFamily(this.db, row.familyId, now);
      throw sessionExpired();
    }
    const user = await repo.findUserById(this.db, row.userId);
    if (!user || user.adminLockedAt) {
      await repo.revokeFamily(this.db, row.familyId, now);
      throw sessionExpired();
    }
    const refreshToken = newRefreshToken();
    await repo.insertRefreshToken(this.db, {
      tokenHash: this.hash(refreshToken),
      familyId: row.familyId,
      userId: row.userId,
      familyStartedAt: row.familyStartedAt,
      // The family's absolute lifetime does not move with rotation.
      expiresAt: row.expiresAt,
      createdAt: now,
    });
    // Signed with the account's current role and session version: a role change is picked up here.
    return { token: await this.sign(user), refreshToken, refreshExpiresAt: row.expiresAt };
  }

  /** This browser's family ends (its access token runs out within 15 minutes, or at once with logout-everywhere). */
  async logout(presented: string | undefined): Promise<void> {
    if (!presented) return;
    const row = await repo.findRefreshByHash(this.db, this.hash(presented));
    if (row) await repo.revokeFamily(this.db, row.familyId, this.deps.clock.now());
  }

  /**
   * Ends every session of the account inside the caller's transaction (refresh families revoked, session version
   * raised); call `forget` once it has committed. Answers the new session version.
   */
  endAll(tx: Executor, userId: number): Promise<number> {
    return repo.endAllSessions(tx, userId, this.deps.clock.now());
  }

  /** After the transaction that changed the account's standing committed: this instance sees it on the next request. */
  forget(userId: number): void {
    this.deps.standings.forget(userId);
  }

  /** Logout everywhere: every browser and device of the account, access tokens included. */
  async logoutEverywhere(userId: number): Promise<void> {
    await this.db.transaction((tx) => this.endAll(tx, userId));
    this.forget(userId);
  }
}
