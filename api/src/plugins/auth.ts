import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRole } from '../db/schema/enums';
import { AppError } from '../errors/app-error';
import { AUTH_MESSAGES } from 'shared-contracts/schemas';
import { accountSuspended, authServerMessages } from '../modules/auth/auth.messages';
import { findUserStanding } from '../modules/auth/auth.repository';
import { AccessTokens, type AccessClaims } from '../modules/auth/token.service';
import { loadOrCreateSecret } from '../security/server-secrets';

export interface ServerSecrets {
  /** Keys code and token hashes. */
  hashing: string;
  altcha: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    secrets: ServerSecrets;
    requireAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireRole: (...roles: UserRole[]) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    user: AccessClaims | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1]?.trim();
}

/** Access tokens, server secrets and the requireAuth / requireRole preHandlers. */
async function authPlugin(fastify: FastifyInstance): Promise<void> {
  const { auth } = fastify.config;
  const jwtSecret = auth.jwtSecret ?? (await loadOrCreateSecret(fastify.db, 'secret.jwt'));
  const hashing = await loadOrCreateSecret(fastify.db, 'secret.hashing');
  const altcha = auth.altchaHmacKey ?? (await loadOrCreateSecret(fastify.db, 'secret.altcha'));
  fastify.decorate('secrets', { hashing, altcha });
  fastify.decorate('accessTokens', new AccessTokens(jwtSecret, fastify.clock));
  fastify.decorateRequest('user', null);

  /**
   * An access token lives 15 minutes and is not looked up by default; before a write, the account behind it
   * is (one primary-key read), so a withdrawn or locked member stops writing at once instead of when the
   * token expires: a withdrawn account gets 401 (and its refresh fails), a locked one 423 like at login.
   */
  const assertStanding = async (claims: AccessClaims): Promise<void> => {
    const standing = await findUserStanding(fastify.db, claims.sub);
    if (!standing || standing.deletedAt) throw new AppError(401, 'UNAUTHORIZED', authServerMessages.sessionExpired);
    if (standing.adminLockedAt) throw accountSuspended();
    if (standing.lockedUntil && standing.lockedUntil.getTime() > fastify.clock.now().getTime()) {
      throw new AppError(423, 'ACCOUNT_LOCKED', AUTH_MESSAGES.accountLocked, undefined, { locked: true });
    }
  };

  const requireAuth = async (request: FastifyRequest): Promise<void> => {
    const token = bearer(request);
    const claims = token ? await fastify.accessTokens.verify(token) : null;
    if (!claims) throw AppError.of(401, 'UNAUTHORIZED');
    if (!SAFE_METHODS.has(request.method)) await assertStanding(claims);
    request.user = claims;
  };
  fastify.decorate('requireAuth', requireAuth);
  fastify.decorate(
    'requireRole',
    (...roles: UserRole[]) =>
      async (request: FastifyRequest): Promise<void> => {
        await requireAuth(request);
        if (!request.user || !roles.includes(request.user.role)) throw AppError.of(403, 'FORBIDDEN');
      },
  );
}

export default fp(authPlugin, { name: 'auth', fastify: '5.x', dependencies: ['database'] });
