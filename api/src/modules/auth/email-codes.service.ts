import { randomInt, timingSafeEqual } from 'node:crypto';
import {
  AUTH_MESSAGES,
  CODE_LENGTH,
  CODE_MAX_ATTEMPTS,
  CODE_TTL_SECONDS,
  RESEND_COOLDOWN_SECONDS,
  isValidEmail,
  resendCooldownMessage,
} from 'shared-contracts/schemas';
import type { EmailPurpose } from 'shared-contracts/schemas';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { keyedHash } from '../../security/server-secrets';
import { verificationMail, type Mailer } from '../mail/mailer';
import { authServerMessages } from './auth.messages';
import * as repo from './auth.repository';

/** A verified sign-up code may be used for this long after verification. */
const VERIFIED_CODE_GRACE_MS = 30 * 60 * 1000;
/** Codes per address per hour, on top of the 60-second cooldown. */
const CODES_PER_ADDRESS_PER_HOUR = 10;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The e-mail codes of sign-up, find-password and e-mail change: sent, verified, then used once. */
export class EmailCodes {
  constructor(private readonly deps: { db: Database; clock: Clock; mailer: Mailer; hashSecret: string }) {}

  private get db() {
    return this.deps.db;
  }

  private codeHash(email: string, purpose: string, code: string): string {
    return keyedHash(this.deps.hashSecret, `${purpose}:${email}:${code}`);
  }

  /**
   * Sends a 6-digit code. SIGNUP and CHANGE_EMAIL prove a new address (409 when it already has an account);
   * RESET_PASSWORD answers alike whether or not the account exists.
   */
  async send(rawEmail: string, purpose: EmailPurpose, ip: string): Promise<void> {
    const email = normalizeEmail(rawEmail);
    if (!email) throw new AppError(400, 'VALIDATION_ERROR', AUTH_MESSAGES.emailRequired);
    if (!isValidEmail(email)) throw new AppError(400, 'VALIDATION_ERROR', AUTH_MESSAGES.emailFormat);
    const now = this.deps.clock.now();
    let account: repo.UserRow | undefined;
    const newAddress = purpose === 'SIGNUP' || purpose === 'CHANGE_EMAIL';
    if (newAddress) {
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
    await repo.insertVerification(this.db, {
      email,
      purpose,
      codeHash: this.codeHash(email, purpose, code),
      sentAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
      requestIp: ip,
    });
    // No account, no mail: the answer stays the same, so nobody learns which addresses have accounts.
    if (newAddress || account) {
      await this.deps.mailer.send(verificationMail(email, code, purpose, CODE_TTL_SECONDS / 60));
    }
  }

  async verify(rawEmail: string, code: string, purpose: EmailPurpose): Promise<boolean> {
    const email = normalizeEmail(rawEmail);
    const latest = await repo.latestVerification(this.db, email, purpose);
    if (!latest || latest.consumedAt) throw new AppError(400, 'CODE_MISMATCH', AUTH_MESSAGES.codeMismatch);
    if (latest.expiresAt.getTime() <= this.deps.clock.now().getTime()) {
      throw new AppError(400, 'CODE_EXPIRED', authServerMessages.codeExpired);
    }
    const counted = await repo.countVerifyAttempt(this.db, latest.id, CODE_MAX_ATTEMPTS);
    if (!counted) throw new AppError(400, 'CODE_ATTEMPTS_EXCEEDED', authServerMessages.codeAttemptsExceeded);
    if (!sameHash(latest.codeHash, this.codeHash(email, purpose, code.trim()))) {
      throw new AppError(400, 'CODE_MISMATCH', AUTH_MESSAGES.codeMismatch);
    }
    if (!latest.verifiedAt) await repo.markVerified(this.db, latest.id, this.deps.clock.now());
    return true;
  }

  /** The live, verified code row for (email, purpose) matching `code`, if any (the caller consumes it). */
  async verified(rawEmail: string, purpose: EmailPurpose, code: string): Promise<repo.VerificationRow | undefined> {
    const email = normalizeEmail(rawEmail);
    const latest = await repo.latestVerification(this.db, email, purpose);
    if (!latest || !latest.verifiedAt || latest.consumedAt) return undefined;
    if (this.deps.clock.now().getTime() - latest.verifiedAt.getTime() > VERIFIED_CODE_GRACE_MS) return undefined;
    return sameHash(latest.codeHash, this.codeHash(email, purpose, code.trim())) ? latest : undefined;
  }
}
