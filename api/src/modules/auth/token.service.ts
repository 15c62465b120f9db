import { randomBytes, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../clock';
import type { UserRole } from '../../db/schema/enums';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_FAMILY_DAYS = 14;

export interface AccessClaims {
  sub: number;
  role: UserRole;
  loginId: string;
  name: string;
}

/** Signs and checks the short-lived access JWT (HS256). */
export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly clock: Clock,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: AccessClaims): Promise<string> {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    return new SignJWT({ role: claims.role, loginId: claims.loginId, name: claims.name })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.sub))
      .setIssuedAt(now)
      .setExpirationTime(now + ACCESS_TOKEN_SECONDS)
      .setJti(randomUUID())
      .sign(this.key);
  }

  /** The claims of a valid, unexpired token; null otherwise. */
  async verify(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        currentDate: this.clock.now(),
      });
      const sub = Number(payload.sub);
      if (!Number.isInteger(sub) || typeof payload.role !== 'string') return null;
      return {
        sub,
        role: payload.role as UserRole,
        loginId: String(payload.loginId ?? ''),
        name: String(payload.name ?? ''),
      };
    } catch {
      return null;
    }
  }
}

/** An opaque refresh token: 32 random bytes, base64url. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}
