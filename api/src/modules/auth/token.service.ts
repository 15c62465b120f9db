import { randomBytes, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../clock';
import type { UserRole } from '../../db/schema/enums';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_FAMILY_DAYS = 14;

/** Whom a token is signed for. `sessionVersion` is the account's users.session_version when signed (0 if left out). */
export interface TokenSubject {
  sub: number;
  role: UserRole;
  loginId: string;
  name: string;
  sessionVersion?: number;
}

/** A verified token's claims; `issuedAt` in seconds. */
export interface AccessClaims extends TokenSubject {
  sessionVersion: number;
  issuedAt: number;
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

  sign(claims: TokenSubject): Promise<string> {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    return new SignJWT({ role: claims.role, loginId: claims.loginId, name: claims.name, sv: claims.sessionVersion ?? 0 })
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
      const sessionVersion = payload.sv ?? 0;
      if (!Number.isInteger(sub) || typeof payload.role !== 'string') return null;
      if (typeof sessionVersion !== 'number' || !Number.isInteger(sessionVersion)) return null;
      return {
        sub,
        role: payload.role as UserRole,
        loginId: String(payload.loginId ?? ''),
        name: String(payload.name ?? ''),
        sessionVersion,
        issuedAt: payload.iat ?? 0,
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
