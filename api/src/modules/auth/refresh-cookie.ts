import type { FastifyReply, FastifyRequest } from 'fastify';
import { isSecureRequest } from '../../security/public-origin';
import type { IssuedSession } from './auth.service';

/** The httpOnly refresh cookie: only /api/auth/* ever sees it. */
export const REFRESH_COOKIE = 'refreshToken';
export const REFRESH_COOKIE_PATH = '/api/auth';

export function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, session: IssuedSession, now: Date): void {
  reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
    httpOnly: true,
    sameSite: 'strict',
    path: REFRESH_COOKIE_PATH,
    secure: isSecureRequest(request),
    maxAge: Math.max(0, Math.floor((session.refreshExpiresAt.getTime() - now.getTime()) / 1000)),
  });
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    path: REFRESH_COOKIE_PATH,
    secure: isSecureRequest(request),
  });
}
