import { AUTH_MESSAGES, isValidEmail, validateSignup } from 'shared-contracts/schemas';
import type { SignupRequest } from 'shared-contracts/schemas';
import { addDays, businessToday, type Clock } from '../../clock';
import type { Database, Executor } from '../../db/database';
import { isUniqueViolation } from '../../db/pg-errors';
import { WELCOME_COUPON } from '../../db/seed/world-people.builder';
import { AppError } from '../../errors/app-error';
import { hashPassword } from '../../security/password-hasher';
import * as repo from './auth.repository';
import { normalizeEmail, type EmailCodes } from './email-codes.service';

/** Sign-up with a verified e-mail code, and the welcome coupon every new account gets (social sign-up too). */
export class Signup {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly codes: EmailCodes,
  ) {}

  async signup(body: SignupRequest, verificationCode: string): Promise<{ id: number; loginId: string }> {
    const email = normalizeEmail(body.email);
    const verification = isValidEmail(email) ? await this.codes.verified(email, 'SIGNUP', verificationCode) : undefined;
    const today = businessToday(this.clock);
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
    const now = this.clock.now();
    try {
      return await this.db.transaction(async (tx) => {
        if (!verification || !(await repo.consumeVerification(tx, verification.id, now))) {
          throw new AppError(400, 'VALIDATION_ERROR', AUTH_MESSAGES.emailVerificationRequired);
        }
        const created = await repo.insertUser(tx, {
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
        });
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
      await repo.ensureCoupon(db, { ...WELCOME_COUPON, stackable: false, active: true });
      couponId = await repo.findWelcomeCouponId(db, WELCOME_COUPON.code);
    }
    if (couponId === undefined) return;
    await repo.issueCoupon(db, couponId, userId, today, addDays(today, WELCOME_COUPON.validDays));
  }
}
