import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRole } from '../db/schema/enums';
import { AppError } from '../errors/app-error';
import { findSessionStanding } from '../modules/auth/auth.repository';
import { SessionStandings } from '../modules/auth/session-standing';
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
    /** Account standings behind every authenticated request; services that change one call `forget`. */
    sessionStandings: SessionStandings;
    secrets: ServerSecrets;
    requireAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireRole: (...roles: UserRole[]) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    user: AccessClaims | null;
  }
}

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

  const standings = new SessionStandings((userId) => findSessionStanding(fastify.db, userId), fastify.clock);
  fastify.decorate('sessionStandings', standings);

  /**
   * Every authenticated request, reads included, is checked against the account as it is now (one cached primary-key
   * read, session-standing.ts): a withdrawn account or an outdated session version (lock, role change, password
   * change or reset, logout everywhere) answers 401, so the client refreshes or signs in again; an account an
   * administrator locked answers 423 like its login; the request acts with the account's current role.
   */
  const requireAuth = async (request: FastifyRequest): Promise<void> => {
    const token = bearer(request);
    const claims = token ? await fastify.accessTokens.verify(token) : null;
    if (!claims) throw AppError.of(401, 'UNAUTHORIZED');
    const role = await standings.admit(claims);
    request.user = { ...claims, role };
  };
  fastify.decorate('requireAuth', requireAuth);
  fastify.decorate('requireRole', (...roles: UserRole[]) => async (request: FastifyRequest): Promise<void> => {
    await requireAuth(request);
    if (!request.user || !roles.includes(request.user.role)) throw AppError.of(403, 'FORBIDDEN');
  });
}

export default fp(authPlugin, { name: 'auth', fastify: '5.x', dependencies: ['database'] });
