import { randomUUID } from 'node:crypto';
import { AUTH_MESSAGES, LOCK_MINUTES, LOCK_THRESHOLD, invalidCredentialsMessage } from 'shared-contracts/schemas';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { hashPassword, verifyPassword } from '../../security/password-hasher';
import { accountSuspended } from './auth.messages';
import * as repo from './auth.repository';
import type { BotCheck } from './bot-check';
import { clientAddressKey } from './client-address';
import * as throttle from './login-throttle.repository';
import type { IssuedSession, Sessions } from './session.service';

/** Failures of one address against one login ID are counted over this window (and it is locked out this long). */
const SOURCE_WINDOW_MS = LOCK_MINUTES * 60_000;
/**
 * Failures of all addresses together against one login ID, within the same window, past which every attempt on it
 * must come with the harder bot check: many addresses slow down, nobody is locked out (decision 0011).
 */
export const ACCOUNT_FAILURE_CEILING = 20;
/** How long an address that met the ceiling is handed the harder challenge. */
const ESCALATION_MS = 15 * 60_000;

// A real hash of an unguessable password: unknown login IDs cost as much time as a wrong password.
const DUMMY_HASH_PASSWORD = `dummy-${randomUUID()}`;

const invalid = (attempts: number) =>
  new AppError(401, 'INVALID_CREDENTIALS', invalidCredentialsMessage(attempts), undefined, { attempts, locked: false });
const locked = (attempts: number) => new AppError(423, 'ACCOUNT_LOCKED', AUTH_MESSAGES.accountLocked, undefined, { attempts, locked: true });

/**
 * Login with lock-out per (login ID, client address): five wrong passwords within the hour lock out the address that
 * sent them, for an hour, and only from that login ID; the owner coming from elsewhere still logs in. Unknown login IDs
 * are counted and answered exactly like wrong passwords. Past ACCOUNT_FAILURE_CEILING failures of all addresses, the
 * login ID asks for the harder ALTCHA instead of locking.
 */
export class LoginService {
  private dummyHash: Promise<string> | undefined;

  constructor(private readonly deps: { db: Database; clock: Clock; botCheck: BotCheck; sessions: Sessions }) {}

  /** Whether the bot-check challenge handed to this client should be the harder one. */
  needsHarderBotCheck(ip: string): Promise<boolean> {
    return throttle.isBotCheckEscalated(this.deps.db, clientAddressKey(ip), this.deps.clock.now());
  }

  /** The bot check comes first; then this address's lock, then the account's ceiling, then the password. */
  async login(loginIdRaw: string, password: string, botToken: string, ip: string): Promise<IssuedSession> {
    const { db } = this.deps;
    const pass = await this.deps.botCheck.verify(botToken, ip);
    if (!pass) throw new AppError(400, 'RECAPTCHA_FAILED', AUTH_MESSAGES.recaptchaFailed);
    const loginId = loginIdRaw.trim();
    const clientKey = clientAddressKey(ip);
    const now = this.deps.clock.now();
    const windowStart = new Date(now.getTime() - SOURCE_WINDOW_MS);
    if (!loginId) {
      await this.spendPasswordCheck();
      throw invalid(1);
    }

    const { source, accountFailures } = await throttle.loginThrottleState(db, loginId, clientKey, windowStart);
    if (source?.lockedUntil && source.lockedUntil.getTime() > now.getTime()) throw locked(source.failedCount);
    if (accountFailures >= ACCOUNT_FAILURE_CEILING && !pass.harder) {
      // The next challenge this client fetches is the harder one; the password is not looked at without it.
      await throttle.escalateBotCheck(db, clientKey, new Date(now.getTime() + ESCALATION_MS));
      throw new AppError(400, 'RECAPTCHA_FAILED', AUTH_MESSAGES.recaptchaFailed, undefined, { harderBotCheck: true });
    }

    const user = await repo.findUserByLoginId(db, loginId);
    const ok = user?.passwordHash ? await verifyPassword(user.passwordHash, password) : await this.spendPasswordCheck();
    if (!user || !ok) {
      const counted = await throttle.recordLoginFailure(db, {
        loginId,
        clientKey,
        now,
        windowStart,
        threshold: LOCK_THRESHOLD,
        lockUntil: new Date(now.getTime() + LOCK_MINUTES * 60_000),
      });
      await throttle.purgeLoginThrottles(db, now, windowStart);
      throw counted.lockedUntil ? locked(counted.failedCount) : invalid(counted.failedCount);
    }
    if (source) await throttle.clearLoginThrottle(db, loginId, clientKey);
    // Told only to whoever knows the password, so the lock does not reveal which login IDs exist.
    if (user.adminLockedAt) throw accountSuspended();
    return this.deps.sessions.start(user);
  }

  /** As long as checking a real password takes; always false. */
  private async spendPasswordCheck(): Promise<false> {
    this.dummyHash ??= hashPassword(DUMMY_HASH_PASSWORD);
    await verifyPassword(await this.dummyHash, 'x');
    return false;
  }
}
