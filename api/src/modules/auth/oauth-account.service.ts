import { randomBytes, randomUUID } from 'node:crypto';
import type { OAuthProvider } from 'shared-contracts/schemas';
import { businessToday, type Clock } from '../../clock';
import type { Database } from '../../db/database';
import { hashPassword } from '../../security/password-hasher';
import { findUserByEmail, type UserRow } from './auth.repository';
import type { AuthService } from './auth.service';
import { findUserByIdentity, insertUserWithIdentity, linkIdentity } from './oauth.repository';

/** Social sign-in's accounts: what a provider says of the person, and the member it signs in (found, linked or new). */

export interface ProviderProfile {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
}

/** Reads the userinfo answer of each provider into one shape. */
export function readProfile(provider: OAuthProvider, body: Record<string, unknown>): ProviderProfile | null {
  if (provider === 'kakao') {
    const account = (body.kakao_account ?? {}) as Record<string, unknown>;
    const profile = (account.profile ?? {}) as Record<string, unknown>;
    if (body.id === undefined) return null;
    return {
      subject: String(body.id),
      email: typeof account.email === 'string' ? account.email : undefined,
      emailVerified: account.is_email_verified === true && account.is_email_valid !== false,
      name: typeof profile.nickname === 'string' ? profile.nickname : undefined,
    };
  }
  if (provider === 'naver') {
    const response = (body.response ?? {}) as Record<string, unknown>;
    if (response.id === undefined) return null;
    // Naver only hands out e-mail addresses it has confirmed.
    return {
      subject: String(response.id),
      email: typeof response.email === 'string' ? response.email : undefined,
      emailVerified: typeof response.email === 'string',
      name: typeof response.name === 'string' ? response.name : undefined,
    };
  }
  if (body.sub === undefined) return null;
  return {
    subject: String(body.sub),
    email: typeof body.email === 'string' ? body.email : undefined,
    emailVerified: body.email_verified === true || body.email_verified === 'true',
    name: typeof body.name === 'string' ? body.name : undefined,
  };
}

/** Finds, links or creates the member a provider's profile signs in; a new member gets the welcome coupon in the same transaction. */
export class OAuthAccounts {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly signups: Pick<AuthService, 'issueWelcomeCoupon'>,
  ) {}

  /** The linked account; else the account with the same verified e-mail (linked now); else a new member. */
  async findOrCreate(
    provider: OAuthProvider,
    profile: ProviderProfile,
  ): Promise<{ user: UserRow } | { error: 'EMAIL_REQUIRED' | 'EMAIL_NOT_VERIFIED' }> {
    const db = this.db;
    const linked = await findUserByIdentity(db, provider, profile.subject);
    if (linked) return { user: linked };
    const email = profile.email?.trim().toLowerCase();
    // users.email is required and unique: without an address from the provider there is nothing to sign up with.
    if (!email) return { error: 'EMAIL_REQUIRED' };
    const sameEmail = await findUserByEmail(db, email);
    if (sameEmail) {
      // Linking by e-mail only when the provider vouches for it; otherwise it could take over an account.
      if (!profile.emailVerified) return { error: 'EMAIL_NOT_VERIFIED' };
      await linkIdentity(db, { provider, subject: profile.subject, userId: sameEmail.id, email });
      return { user: sameEmail };
    }
    const now = this.clock.now();
    // A random password nobody knows: the account signs in through the provider (or sets one via find-password).
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    const user = await db.transaction(async (tx) => {
      const created = await insertUserWithIdentity(
        tx,
        {
          loginId: `${provider}_${profile.subject}`.slice(0, 64) || `${provider}_${randomUUID()}`,
          email,
          passwordHash,
          name: (profile.name ?? '회원').slice(0, 10),
          role: 'ROLE_USER',
          createdAt: now,
          updatedAt: now,
        },
        { provider, subject: profile.subject, email },
      );
      await this.signups.issueWelcomeCoupon(tx, created.id, businessToday(this.clock));
      return created;
    });
    return { user };
  }
}
