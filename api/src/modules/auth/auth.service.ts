import { AUTH_MESSAGES, isValidEmail, isValidPassword } from 'shared-contracts/schemas';
import type { EmailPurpose, SignupRequest } from 'shared-contracts/schemas';
import type { Clock } from '../../clock';
import type { Database, Executor } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { hashPassword } from '../../security/password-hasher';
import type { Mailer } from '../mail/mailer';
import * as repo from './auth.repository';
import type { BotCheck } from './bot-check';
import { clientAddressKey } from './client-address';
import { EmailCodes, normalizeEmail } from './email-codes.service';
import { LoginService } from './login.service';
import { clearLoginThrottle } from './login-throttle.repository';
import { Sessions, type IssuedSession, type SessionUser } from './session.service';
import type { SessionStandingInvalidation } from './session-standing';
import { Signup } from './signup.service';
import type { AccessTokens } from './token.service';

export type { IssuedSession } from './session.service';

export interface AuthDeps {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  botCheck: BotCheck;
  accessTokens: AccessTokens;
  hashSecret: string;
  /** The request-time standing cache of this instance (plugins/auth.ts), told when a session ends. */
  standings: SessionStandingInvalidation;
}

/**
 * The auth area's one entry for the routes: availability checks and password reset here; e-mail codes, sign-up,
 * login (with its lock-out) and sessions each in their own service.
 */
export class AuthService {
  readonly codes: EmailCodes;
  readonly sessions: Sessions;
  private readonly signups: Signup;
  private readonly logins: LoginService;

  constructor(private readonly deps: AuthDeps) {
    this.codes = new EmailCodes(deps);
    this.sessions = new Sessions(deps);
    this.signups = new Signup(deps.db, deps.clock, this.codes);
    this.logins = new LoginService({ ...deps, sessions: this.sessions });
  }

  async isLoginIdAvailable(loginId: string): Promise<boolean> {
    const trimmed = loginId.trim();
    if (!trimmed) return false;
    return !(await repo.loginIdExists(this.deps.db, trimmed));
  }

  async isEmailAvailable(email: string): Promise<boolean> {
    const normalized = normalizeEmail(email);
    if (!isValidEmail(normalized)) return false;
    return !(await repo.emailExists(this.deps.db, normalized));
  }

  sendCode(email: string, purpose: EmailPurpose, ip: string): Promise<void> {
    return this.codes.send(email, purpose, ip);
  }

  verifyCode(email: string, code: string, purpose: EmailPurpose): Promise<boolean> {
    return this.codes.verify(email, code, purpose);
  }

  /** An e-mail-change code verified for this address and not used yet (an e-mail change proves the new address with it). */
  verifiedEmailCode(email: string, code: string): Promise<repo.VerificationRow | undefined> {
    return this.codes.verified(email, 'CHANGE_EMAIL', code);
  }

  signup(body: SignupRequest, verificationCode: string): Promise<{ id: number; loginId: string }> {
    return this.signups.signup(body, verificationCode);
  }

  issueWelcomeCoupon(db: Executor, userId: number, today: string): Promise<void> {
    return this.signups.issueWelcomeCoupon(db, userId, today);
  }

  login(loginId: string, password: string, botToken: string, ip: string): Promise<IssuedSession> {
    return this.logins.login(loginId, password, botToken, ip);
  }

  needsHarderBotCheck(ip: string): Promise<boolean> {
    return this.logins.needsHarderBotCheck(ip);
  }

  startSession(user: SessionUser): Promise<IssuedSession> {
    return this.sessions.start(user);
  }

  refresh(presented: string | undefined): Promise<IssuedSession> {
    return this.sessions.refresh(presented);
  }

  logout(presented: string | undefined): Promise<void> {
    return this.sessions.logout(presented);
  }

  logoutEverywhere(userId: number): Promise<void> {
    return this.sessions.logoutEverywhere(userId);
  }

  /**
   * A new password through a verified find-password code: every session of the account ends, and the address that
   * proved the mailbox is no longer locked out of the login ID (other addresses keep their count).
   */
  async resetPassword(rawEmail: string, code: string, newPassword: string, ip: string): Promise<void> {
    const email = normalizeEmail(rawEmail);
    const verification = await this.codes.verified(email, 'RESET_PASSWORD', code);
    if (!verification) throw new AppError(400, 'CODE_MISMATCH', AUTH_MESSAGES.resetEmailVerificationRequired);
    if (!isValidPassword(newPassword)) throw new AppError(400, 'VALIDATION_ERROR', AUTH_MESSAGES.resetPasswordRule);
    const user = await repo.findUserByEmail(this.deps.db, email);
    if (!user) throw new AppError(400, 'CODE_MISMATCH', AUTH_MESSAGES.resetCodeMismatch);
    const passwordHash = await hashPassword(newPassword);
    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (tx) => {
      if (!(await repo.consumeVerification(tx, verification.id, now))) {
        throw new AppError(400, 'CODE_MISMATCH', AUTH_MESSAGES.resetEmailVerificationRequired);
      }
      await repo.setPasswordHash(tx, user.id, passwordHash, now);
      await this.sessions.endAll(tx, user.id);
      await clearLoginThrottle(tx, user.loginId, clientAddressKey(ip));
    });
    this.sessions.forget(user.id);
  }
}
