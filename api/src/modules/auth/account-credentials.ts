import { ACCOUNT_MESSAGES as M, isValidEmail, validatePasswordChange } from 'shared-contracts/schemas';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/pg-errors';
import { AppError } from '../../errors/app-error';
import { hashPassword, verifyPassword } from '../../security/password-hasher';
import * as repo from './auth.repository';
import type { AuthService, IssuedSession } from './auth.service';

const bad = (message: string, field: string) => new AppError(400, 'VALIDATION_ERROR', message, [{ field, message }]);

/**
 * The member's own credentials (my page, issue 9): a password change checks the current one, signs every session out
 * and answers a fresh one for the browser that asked; an e-mail change needs the code sent to the new address.
 */
export class AccountCredentials {
  constructor(
    private readonly db: Database,
    private readonly auth: AuthService,
    private readonly now: () => Date,
  ) {}

  async changePassword(userId: number, currentPassword: string, newPassword: string): Promise<IssuedSession> {
    const problem = validatePasswordChange({ currentPassword, newPassword, newPasswordConfirm: newPassword });
    if (problem) throw bad(problem, problem === M.currentPasswordRequired ? 'currentPassword' : 'newPassword');
    const user = await repo.findUserById(this.db, userId);
    if (!user || user.deletedAt) throw AppError.of(401, 'UNAUTHORIZED');
    if (!user.passwordHash || !(await verifyPassword(user.passwordHash, currentPassword))) {
      throw bad(M.currentPasswordWrong, 'currentPassword');
    }
    const hash = await hashPassword(newPassword);
    const sessionVersion = await this.db.transaction(async (tx) => {
      await repo.setPasswordHash(tx, userId, hash, this.now());
      // Every session of the member ends here, access tokens included: a thief holding one is out.
      return this.auth.sessions.endAll(tx, userId);
    });
    this.auth.sessions.forget(userId);
    return this.auth.startSession({ ...user, sessionVersion });
  }

  async changeEmail(userId: number, rawEmail: string, code: string): Promise<string> {
    const email = rawEmail.trim().toLowerCase();
    if (!email) throw bad(M.emailRequired, 'email');
    if (!isValidEmail(email)) throw bad(M.emailFormat, 'email');
    const user = await repo.findUserById(this.db, userId);
    if (!user || user.deletedAt) throw AppError.of(401, 'UNAUTHORIZED');
    if (user.email.toLowerCase() === email) throw bad(M.emailSame, 'email');
    if (await repo.emailUsedByOther(this.db, email, userId)) throw new AppError(409, 'EMAIL_TAKEN', M.emailTaken);
    if (!code.trim()) throw bad(M.codeRequired, 'verificationCode');
    const verification = await this.auth.verifiedEmailCode(email, code);
    if (!verification) throw bad(M.codeMismatch, 'verificationCode');
    try {
      await this.db.transaction(async (tx) => {
        if (!(await repo.consumeVerification(tx, verification.id, this.now()))) throw bad(M.codeMismatch, 'verificationCode');
        await repo.setEmail(tx, userId, email, this.now());
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(409, 'EMAIL_TAKEN', M.emailTaken);
      throw error;
    }
    return email;
  }
}
