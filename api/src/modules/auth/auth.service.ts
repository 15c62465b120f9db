import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  AUTH_MESSAGES,
  CODE_LENGTH,
  CODE_MAX_ATTEMPTS,
  CODE_TTL_SECONDS,
  LOCK_MINUTES,
  LOCK_THRESHOLD,
  RESEND_COOLDOWN_SECONDS,
  invalidCredentialsMessage,
  isValidEmail,
  isValidPassword,
  resendCooldownMessage,
  validateSignup,
} from 'shared-contracts/schemas';
import type { EmailPurpose, SignupRequest } from 'shared-contracts/schemas';
import { addDays, businessToday, type Clock } from '../../clock';
import type { Database, Executor } from '../../db/database';
import { coupons, emailVerifications, loginFailures, refreshTokens, users } from '../../db/schema';
import { WELCOME_COUPON } from '../../db/seed/world-people.builder';
import { AppError } from '../../errors/app-error';
import { hashPassword, verifyPassword } from '../../security/password-hasher';
import { keyedHash } from '../../security/server-secrets';
import { verificationMail, type Mailer } from '../mail/mailer';
import { accountSuspended, authServerMessages } from './auth.messages';
import * as repo from './auth.repository';
import type { BotCheck } from './bot-check';
import { newRefreshToken, REFRESH_FAMILY_DAYS, type AccessTokens } from './token.service';

/** A verified sign-up code may be used for this long after verification. */
const VERIFIED_CODE_GRACE_MS = 30 * 60 * 1000;
/** Codes per address per hour, on top of the 60-second cooldown. */
const CODES_PER_ADDRESS_PER_HOUR = 10;
// A real hash of an unguessable password: unknown login IDs cost as much time as a wrong password.
const DUMMY_HASH_PASSWORD = `dummy-${randomUUID()}`;

export interface IssuedSession {
  token: string;
  refreshToken: string;
  refreshExpiresAt: Date;
}

export interface AuthDeps {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  botCheck: BotCheck;
  accessTokens: AccessTokens;
  hashSecret: string;
}

function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } })?.code ?? (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23505';
}

export class AuthService {
  private dummyHash: Promise<string> | undefined;

  constructor(private readonly deps: AuthDeps) {}

  private get db() {
    return this.deps.db;
  }

  private now(): Date {
    return this.deps.clock.now();
  }

  private codeHash(email: string, purpose: string, code: string): string {
    return keyedHash(this.deps.hashSecret, `${purpose}:${email}:${code}`);
  }

  async isLoginIdAvailable(loginId: string): Promise<boolean> {
    const trimmed = loginId.trim();
    if (!trimmed) return false;
    return !(await repo.loginIdExists(this.db, trimmed));
  }

  async isEmailAvailable(email: string): Promise<boolean> {
    const normalized = normalizeEmail(email);
    if (!isValidEmail(normalized)) return false;
    return !(await repo.emailExists(this.db, normalized));
  }

  /** Sends a 6-digit code. RESET_PASSWORD answers alike whether or not the account exists. */
  async sendCode(rawEmail: string, purpose: EmailPurpose, ip: string): Promise<void> {
    const email = normalizeEmail(rawEmail);
    if (!email) throw new AppError(400, 'VALIDATION_ERROR', AUTH_MESSAGES.emailRequired);
    if (!isValidEmail(email)) throw new AppError(400, 'VALIDATION_ERROR', AUTH_MESSAGES.emailFormat);
    const now = this.now();
    let account: repo.UserRow | undefined;
    if (purpose === 'SIGNUP') {
      if (await repo.emailExists(this.db, email)) throw new AppError(409, 'EMAIL_TAKEN', AUTH_MESSAGES.emailTaken);
    } else {
      account = await repo.findUserByEmail(this.db, email);
    }
    const latest = await repo.latestVerification(this.db, email, purpose);
    if (latest) {
      const elapsed = (now.getTime() - latest.sentAt.getTime()) / 1000;
      if (elapsed < RESEND_COOLDOWN_SECONDS) {
        const left = Math.max(1, Math.ceil(RESEND_COOLDOWN_SECONDS - elapsed));
        throw new AppError(429, 'RESEND_TOO_SOON', resendCooldownMessage(left), undefined, { retryAfterSeconds: left });
      }
    }
    const recent = await repo.countVerificationsSince(this.db, email, new Date(now.getTime() - 3600_000));
    if (recent >= CODES_PER_ADDRESS_PER_HOUR) {
      throw new AppError(429, 'TOO_MANY_CODES', authServerMessages.tooManyCodes, undefined, { retryAfterSeconds: 3600 });
    }
    const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
    await this.db.insert(emailVerifications).values({
      email,
      purpose,
      codeHash: this.codeHash(email, purpose, code),
      sentAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
      requestIp: ip,
    });
    // No account, no mail: the answer stays the same, so nobody learns which addresses have accounts.
    if (purpose === 'SIGNUP' || account) {
      await this.deps.mailer.send(verificationMail(email, code, purpose, CODE_TTL_SECONDS / 60));
    }
  }

  async verifyCode(rawEmail: string, code: string, purpose: EmailPurpose): Promise<boolean> {
    const email = normalizeEmail(rawEmail);
    const latest = await repo.latestVerification(this.db, email, purpose);
    if (!latest || latest.consumedAt) throw new AppError(400, 'CODE_MISMATCH', AUTH_MESSAGES.codeMismatch);
    if (latest.expiresAt.getTime() <= this.now().getTime()) {
      throw new AppError(400, 'CODE_EXPIRED', authServerMessages.codeExpired);
    }
    const counted = await repo.countVerifyAttempt(this.db, latest.id, CODE_MAX_ATTEMPTS);
    if (!counted) throw new AppError(400, 'CODE_ATTEMPTS_EXCEEDED', authServerMessages.codeAttemptsExceeded);
    if (!sameHash(latest.codeHash, this.codeHash(email, purpose, code.trim()))) {
      throw new AppError(400, 'CODE_MISMATCH', AUTH_MESSAGES.codeMismatch);
    }
    if (!latest.verifiedAt) {
      await this.db.update(emailVerifications).set({ verifiedAt: this.now() }).where(eq(emailVerifications.id, latest.id));
    }
    return true;
  }

  /** The live, verified code row for (email, purpose) matching `code`, if any. */
  /** A sign-up-purpose code verified for this address and not used yet (an e-mail change proves the new address with it). */
  async verifiedEmailCode(email: string, code: string): Promise<repo.VerificationRow | undefined> {
    return this.verifiedCode(normalizeEmail(email), 'SIGNUP', code);
  }

  private async verifiedCode(email: string, purpose: EmailPurpose, code: string): Promise<repo.VerificationRow | undefined> {
    const latest = await repo.latestVerification(this.db, email, purpose);
    if (!latest || !latest.verifiedAt || latest.consumedAt) return undefined;
    if (this.now().getTime() - latest.verifiedAt.getTime() > VERIFIED_CODE_GRACE_MS) return undefined;
    return sameHash(latest.codeHash, this.codeHash(email, purpose, code.trim())) ? latest : undefined;
  }

  async signup(body: SignupRequest, verificationCode: string): Promise<{ id: number; loginId: string }> {
    const email = normalizeEmail(body.email);
    const verification = isValidEmail(email) ? await this.verifiedCode(email, 'SIGNUP', verificationCode) : undefined;
    const today = businessToday(this.deps.clock);
    // The form's own rule functions: the same first message as the screen. The payload has no confirmation
    // or consent field (the form checked them), so those pass here.
    const message = validateSignup(
      {
        name: body.name,
        loginId: body.loginId,
        password: body.password,
        passwordConfirm: body.password,
        email,
        phone: body.phone,
        birthDate: body.birthDate,
        consent: true,
      },
      { emailVerified: verification !== undefined, today },
    );
    if (message) throw new AppError(400, 'VALIDATION_ERROR', message);
    const loginId = body.loginId.trim();
    if (await repo.loginIdExists(this.db, loginId)) throw new AppError(409, 'LOGIN_ID_TAKEN', AUTH_MESSAGES.loginIdTaken);
    if (await repo.emailExists(this.db, email)) throw new AppError(409, 'EMAIL_TAKEN', AUTH_MESSAGES.emailTaken);
    const passwordHash = await hashPassword(body.password);
    const now = this.now();
    try {
      return await this.db.transaction(async (tx) => {
        if (!verification || !(await repo.consumeVerification(tx, verification.id, now))) {
          throw new AppError(400, 'VALIDATION_ERROR', AUTH_MESSAGES.emailVerificationRequired);
        }
        const [created] = await tx
          .insert(users)
          .values({
            loginId,
            email,
            passwordHash,
            name: body.name.trim(),
            phone: body.phone,
            gender: body.gender,
            birthDate: body.birthDate ?? null,
            role: 'ROLE_USER',
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: users.id, loginId: users.loginId });
        if (!created) throw new Error('insert returned no row');
        await this.issueWelcomeCoupon(tx, created.id, today);
        return created;
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        const emailTaken = await repo.emailExists(this.db, email);
        throw emailTaken
          ? new AppError(409, 'EMAIL_TAKEN', AUTH_MESSAGES.emailTaken)
          : new AppError(409, 'LOGIN_ID_TAKEN', AUTH_MESSAGES.loginIdTaken);
      }
      throw error;
    }
  }

  async issueWelcomeCoupon(db: Executor, userId: number, today: string): Promise<void> {
    let couponId = await repo.findWelcomeCouponId(db, WELCOME_COUPON.code);
    if (couponId === undefined) {
      await db
        .insert(coupons)
        .values({ ...WELCOME_COUPON, stackable: false, active: true })
        .onConflictDoNothing({ target: coupons.code });
      couponId = await repo.findWelcomeCouponId(db, WELCOME_COUPON.code);
    }
    if (couponId === undefined) return;
    await repo.issueCoupon(db, couponId, userId, today, addDays(today, WELCOME_COUPON.validDays));
  }

  /** Login with lockout. The bot check comes first; unknown IDs are counted like wrong passwords. */
  async login(loginIdRaw: string, password: string, botToken: string, ip: string): Promise<IssuedSession> {
    if (!(await this.deps.botCheck.verify(botToken, ip))) {
      throw new AppError(400, 'RECAPTCHA_FAILED', AUTH_MESSAGES.recaptchaFailed);
    }
    const loginId = loginIdRaw.trim();
    const now = this.now();
    const user = loginId ? await repo.findUserByLoginId(this.db, loginId) : undefined;
    if (!user) return this.failUnknown(loginId, now);

    if (user.lockedUntil && user.lockedUntil.getTime() > now.getTime()) throw this.locked(user.failedLoginCount);
    if (user.lockedUntil) {
      // The hour has passed: the account unlocks with a fresh count.
      await this.db.update(users).set({ lockedUntil: null, failedLoginCount: 0 }).where(eq(users.id, user.id));
      user.failedLoginCount = 0;
    }
    const ok = user.passwordHash ? await verifyPassword(user.passwordHash, password) : false;
    if (!ok) {
      const [updated] = await this.db
        .update(users)
        .set({
          failedLoginCount: sql`${users.failedLoginCount} + 1`,
          lockedUntil: sql`case when ${users.failedLoginCount} + 1 >= ${LOCK_THRESHOLD} then ${new Date(now.getTime() + LOCK_MINUTES * 60_000).toISOString()}::timestamptz else null end`,
        })
        .where(eq(users.id, user.id))
        .returning({ attempts: users.failedLoginCount });
      const attempts = updated?.attempts ?? LOCK_THRESHOLD;
      throw attempts >= LOCK_THRESHOLD ? this.locked(attempts) : this.invalid(attempts);
    }
    if (user.failedLoginCount > 0) {
      await this.db.update(users).set({ failedLoginCount: 0, lockedUntil: null }).where(eq(users.id, user.id));
    }
    // Told only to whoever knows the password, so the lock does not reveal which login IDs exist.
    if (user.adminLockedAt) throw accountSuspended();
    return this.startSession(user);
  }

  private async failUnknown(loginId: string, now: Date): Promise<never> {
    this.dummyHash ??= hashPassword(DUMMY_HASH_PASSWORD);
    await verifyPassword(await this.dummyHash, 'x');
    if (!loginId) throw this.invalid(1);
    const existing = await repo.findFailure(this.db, loginId);
    if (existing?.lockedUntil && existing.lockedUntil.getTime() > now.getTime()) throw this.locked(existing.failedCount);
    const base = existing?.lockedUntil ? 0 : (existing?.failedCount ?? 0);
    const attempts = base + 1;
    const lockedUntil = attempts >= LOCK_THRESHOLD ? new Date(now.getTime() + LOCK_MINUTES * 60_000) : null;
    await this.db
      .insert(loginFailures)
      .values({ loginId, failedCount: attempts, lockedUntil, updatedAt: now })
      .onConflictDoUpdate({ target: loginFailures.loginId, set: { failedCount: attempts, lockedUntil, updatedAt: now } });
    throw lockedUntil ? this.locked(attempts) : this.invalid(attempts);
  }

  private invalid(attempts: number): AppError {
    return new AppError(401, 'INVALID_CREDENTIALS', invalidCredentialsMessage(attempts), undefined, { attempts, locked: false });
  }

  private locked(attempts: number): AppError {
    return new AppError(423, 'ACCOUNT_LOCKED', AUTH_MESSAGES.accountLocked, undefined, { attempts, locked: true });
  }

  /** A new refresh family and an access token for the user. */
  async startSession(user: Pick<repo.UserRow, 'id' | 'role' | 'loginId' | 'name'>): Promise<IssuedSession> {
    const now = this.now();
    const refreshToken = newRefreshToken();
    const refreshExpiresAt = new Date(now.getTime() + REFRESH_FAMILY_DAYS * 86_400_000);
    await this.db.insert(refreshTokens).values({
      tokenHash: keyedHash(this.deps.hashSecret, refreshToken),
      familyId: randomUUID(),
      userId: user.id,
      familyStartedAt: now,
      expiresAt: refreshExpiresAt,
      createdAt: now,
    });
    const token = await this.deps.accessTokens.sign({ sub: user.id, role: user.role, loginId: user.loginId, name: user.name });
    return { token, refreshToken, refreshExpiresAt };
  }

  /** Rotates the refresh token. A token used twice revokes its whole family. */
  async refresh(presented: string | undefined): Promise<IssuedSession> {
    if (!presented) throw new AppError(401, 'UNAUTHORIZED', authServerMessages.sessionExpired);
    const now = this.now();
    const row = await repo.findRefreshByHash(this.db, keyedHash(this.deps.hashSecret, presented));
    if (!row || row.revokedAt) throw new AppError(401, 'UNAUTHORIZED', authServerMessages.sessionExpired);
    if (row.rotatedAt || !(await repo.markRotated(this.db, row.id, now))) {
      await repo.revokeFamily(this.db, row.familyId, now);
      throw new AppError(401, 'REFRESH_TOKEN_REUSED', authServerMessages.refreshReused);
    }
    if (row.expiresAt.getTime() <= now.getTime()) {
      await repo.revokeFamily(this.db, row.familyId, now);
      throw new AppError(401, 'UNAUTHORIZED', authServerMessages.sessionExpired);
    }
    const user = await repo.findUserById(this.db, row.userId);
    if (!user || user.adminLockedAt) {
      await repo.revokeFamily(this.db, row.familyId, now);
      throw new AppError(401, 'UNAUTHORIZED', authServerMessages.sessionExpired);
    }
    const refreshToken = newRefreshToken();
    await this.db.insert(refreshTokens).values({
      tokenHash: keyedHash(this.deps.hashSecret, refreshToken),
      familyId: row.familyId,
      userId: row.userId,
      familyStartedAt: row.familyStartedAt,
      // The family's absolute lifetime does not move with rotation.
      expiresAt: row.expiresAt,
      createdAt: now,
    });
    const token = await this.deps.accessTokens.sign({ sub: user.id, role: user.role, loginId: user.loginId, name: user.name });
    return { token, refreshToken, refreshExpiresAt: row.expiresAt };
  }

  async logout(presented: string | undefined): Promise<void> {
    if (!presented) return;
    const row = await repo.findRefreshByHash(this.db, keyedHash(this.deps.hashSecret, presented));
    if (row) await repo.revokeFamily(this.db, row.familyId, this.now());
  }

  async resetPassword(rawEmail: string, code: string, newPassword: string): Promise<void> {
    const email = normalizeEmail(rawEmail);
    const verification = await this.verifiedCode(email, 'RESET_PASSWORD', code);
    if (!verification) throw new AppError(400, 'CODE_MISMATCH', AUTH_MESSAGES.resetEmailVerificationRequired);
    if (!isValidPassword(newPassword)) throw new AppError(400, 'VALIDATION_ERROR', AUTH_MESSAGES.resetPasswordRule);
    const user = await repo.findUserByEmail(this.db, email);
    if (!user) throw new AppError(400, 'CODE_MISMATCH', AUTH_MESSAGES.resetCodeMismatch);
    const passwordHash = await hashPassword(newPassword);
    const now = this.now();
    await this.db.transaction(async (tx) => {
      if (!(await repo.consumeVerification(tx, verification.id, now))) {
        throw new AppError(400, 'CODE_MISMATCH', AUTH_MESSAGES.resetEmailVerificationRequired);
      }
      await tx
        .update(users)
        .set({ passwordHash, failedLoginCount: 0, lockedUntil: null, updatedAt: now })
        .where(and(eq(users.id, user.id)));
      await repo.revokeUserFamilies(tx, user.id, now);
    });
  }
}
