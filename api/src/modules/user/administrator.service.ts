import { AUTH_MESSAGES, isValidEmail, isValidLoginId, isValidName, isValidPassword } from 'shared-contracts/schemas';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/pg-errors';
import { PUBLISHED_DEMO_PASSWORDS } from '../../db/seed/start-seed';
import { AppError } from '../../errors/app-error';
import { hashPassword } from '../../security/password-hasher';
import { writeAudit } from '../audit/audit-log';
import { emailExists, loginIdExists } from '../auth/auth.repository';
import { insertUser } from './user.repository';

export interface NewAdministrator {
  loginId: string;
  email: string;
  name: string;
  password: string;
}

export const ADMINISTRATOR_MESSAGES = {
  publishedPassword: 'README에 공개된 데모 비밀번호는 사용할 수 없습니다.',
} as const;

/** The sign-up rules (shared-contracts) applied to an administrator: the first failing rule's message, or null. */
export function administratorProblem(input: NewAdministrator): string | null {
  if (!input.name.trim()) return AUTH_MESSAGES.nameRequired;
  if (!isValidName(input.name)) return AUTH_MESSAGES.nameTooLong;
  if (!input.loginId.trim()) return AUTH_MESSAGES.loginIdRequired;
  if (!isValidLoginId(input.loginId)) return AUTH_MESSAGES.loginIdLength;
  if (!isValidPassword(input.password)) return AUTH_MESSAGES.passwordRule;
  if (PUBLISHED_DEMO_PASSWORDS.has(input.password)) return ADMINISTRATOR_MESSAGES.publishedPassword;
  if (!input.email.trim()) return AUTH_MESSAGES.emailRequired;
  if (!isValidEmail(input.email)) return AUTH_MESSAGES.emailFormat;
  return null;
}

/**
 * Creates an administrator (`pnpm admin:create`): the sign-up rules, the login id and e-mail free (withdrawn
 * accounts still hold theirs), the server's argon2id hasher, and an audit record in the same transaction.
 */
export async function createAdministrator(db: Database, input: NewAdministrator, clock: Clock): Promise<{ id: number; loginId: string }> {
  const problem = administratorProblem(input);
  if (problem) throw new AppError(400, 'VALIDATION_ERROR', problem);
  const loginId = input.loginId.trim();
  const email = input.email.trim().toLowerCase();
  const name = input.name.trim();
  const taken = () => new AppError(409, 'LOGIN_ID_TAKEN', AUTH_MESSAGES.loginIdTaken);
  const emailTaken = () => new AppError(409, 'EMAIL_TAKEN', AUTH_MESSAGES.emailTaken);
  if (await loginIdExists(db, loginId)) throw taken();
  if (await emailExists(db, email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  const now = clock.now();
  try {
    return await db.transaction(async (tx) => {
      const created = await insertUser(tx, { loginId, email, name, passwordHash, role: 'ROLE_ADMIN', createdAt: now, updatedAt: now });
      await writeAudit(
        tx,
        { id: created.id, role: 'ROLE_ADMIN', requestId: null, ip: null },
        {
          action: 'ADMIN_CREATED',
          entity: 'user',
          entityId: created.id,
          after: { loginId, email, name, role: 'ROLE_ADMIN', via: 'admin:create' },
        },
      );
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw (await emailExists(db, email)) ? emailTaken() : taken();
    throw error;
  }
}
