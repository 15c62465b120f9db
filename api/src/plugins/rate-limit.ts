import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../errors/app-error';
import { rateLimitMessages } from '../messages';
import { acceptFirstSchedule } from './accept-first-schedule';
import { ClientFairQueue, type QueueTicket } from './client-fair-queue';

/** Budget groups: each has its own count per client; a route may still set its own (`config.rateLimit`). */
export type RateLimitGroup = 'auth' | 'search' | 'api';

export function rateLimitGroup(routeUrl: string | undefined): RateLimitGroup {
  const url = routeUrl ?? '';
  if (url === '/api/auth' || url.startsWith('/api/auth/')) return 'auth';
  if (url.startsWith('/api/search/')) return 'search';
  return 'api';
}

/** The key of a client: its address as Fastify sees it (the forwarded one only from a TRUST_PROXY proxy). */
export const clientKey = (request: FastifyRequest): string => request.ip;

// Answers the limits' refusals still have to reach, whichever queue they came from.
const TICKET = Symbol('fairQueueTicket');
declare module 'fastify' {
  interface FastifyRequest {
    [TICKET]?: QueueTicket;
  }
}

function tooMany(reply: FastifyReply, seconds: number, message: string): AppError {
  reply.header('retry-after', String(seconds));
  return new AppError(429, 'TOO_MANY_REQUESTS', message, undefined, { retryAfterSeconds: seconds });
}

/** `/api/health` is for load balancers and monitors: never counted, never queued, answered whatever a client does. */
export const isUnlimited = (request: FastifyRequest): boolean => request.routeOptions.url === '/api/health';

/**
 * Per-client limits for every route registered after it in the same scope (all of /api but /api/health):
 *  - a request budget per window and group (RATE_LIMIT_*; /api/auth/* keeps AUTH_RATE_LIMIT_*), counted in
 *    Redis when REDIS_URL is set so several instances share it, else in memory;
 *  - a fair queue for reads: the API works on API_CONCURRENCY of them at once and serves waiting clients in
 *    turn, and one client may hold at most RATE_LIMIT_CONCURRENT_PER_CLIENT (working or waiting).
 * Both run first, as onRequest hooks of the /api scope (budget, then queue): before the owner and admin scopes'
 * own checks (which may read the database) and before validation, so nothing of a request's work runs before
 * its client has been counted. Refusals are 429 with Retry-After and `retryAfterSeconds` in the usual error body.
 */
async function rateLimitPlugin(scope: FastifyInstance): Promise<void> {
  const { rateLimit: limits, auth } = scope.config;
  const budgets: Record<RateLimitGroup, { max: number; windowMs: number }> = {
    auth: { max: auth.rateLimit.max, windowMs: auth.rateLimit.windowSeconds * 1000 },
    search: { max: limits.searchMax, windowMs: limits.windowSeconds * 1000 },
    api: { max: limits.max, windowMs: limits.windowSeconds * 1000 },
  };
  const groupOf = (request: FastifyRequest) => rateLimitGroup(request.routeOptions.url);

  let redis: Redis | undefined;
  if (auth.redisUrl) {
    redis = new Redis(auth.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: false });
    scope.addHook('onClose', async () => {
      await redis?.quit().catch(() => undefined);
    });
  }
  await scope.register(rateLimit, {
    global: true,
    max: (request) => budgets[groupOf(request)].max,
    timeWindow: (request) => budgets[groupOf(request)].windowMs,
    keyGenerator: (request) => `${groupOf(request)}:${clientKey(request)}`,
    // Switched off (for load tests), the general budgets stop; /api/auth keeps its own, which guard credentials.
    allowList: (request: FastifyRequest) => isUnlimited(request) || (!limits.enabled && groupOf(request) !== 'auth'),
    ...(redis ? { redis, nameSpace: `${auth.redisKeyPrefix}rl:` } : {}),
    // A Redis outage must not take the site down: fall back to letting the request through.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      // The plugin has already set Retry-After; the body carries the same figure for the client.
      return new AppError(429, 'TOO_MANY_REQUESTS', rateLimitMessages.retryAfter(seconds), undefined, {
        retryAfterSeconds: seconds,
      });
    },
  });

  // The plugin checks budgets in a hook of each route, which Fastify runs after the scopes' own onRequest hooks
  // (the owner scope reads the database there). The same check runs first here instead; a route with a budget of
  // its own (login, e-mail codes) keeps it, counted by its route hook alone.
  const budget = scope.rateLimit();
  scope.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.rateLimit != null) return;
    await budget.call(scope, request, reply);
  });

  // The embedded database runs one query at a time: a couple of requests in progress keep it busy, and
  // everything else waits in the fair queue rather than in PGlite's own first-come line.
  const concurrency = limits.concurrency > 0 ? limits.concurrency : scope.dbKind === 'pglite' ? 2 : 20;
  const perClient = limits.enabled ? limits.concurrentPerClient : Number.MAX_SAFE_INTEGER;
  // Turns are handed over once the connections waiting to be accepted have been read (accept-first-schedule.ts).
  const queue = new ClientFairQueue(concurrency, perClient, undefined, undefined, acceptFirstSchedule(scope.server));
  // Reads outside /api/auth only: their work is the database's. Writes may wait on others (an upload's
  // bytes, the payment gateway, mail) and /api/auth on identity providers; in the queue, a few slow ones would
  // hold every place. Writes need a signed-in member and are bounded by the budgets and the hold limits.
  const isQueued = (request: FastifyRequest) =>
    (request.method === 'GET' || request.method === 'HEAD') && groupOf(request) !== 'auth' && !isUnlimited(request);
  // After the budget (a refused request never waits), before everything else of the request.
  scope.addHook('onRequest', async (request, reply) => {
    if (!isQueued(request)) return;
    const ticket = queue.enter(clientKey(request));
    if (!ticket) throw tooMany(reply, 1, rateLimitMessages.tooManyAtOnce);
    request[TICKET] = ticket;
    if (!(await ticket.ready)) {
      // Released before its turn: the client hung up and nobody would read an answer.
      reply.hijack();
      reply.raw.destroy();
    }
  });
  // The handler is done once its answer is on the way; streaming the bytes needs no place in the queue.
  scope.addHook('onSend', async (request) => {
    request[TICKET]?.release();
  });
  scope.addHook('onResponse', async (request) => {
    request[TICKET]?.release();
  });
  // A client that hangs up while waiting gives up its place; one being served keeps it until the handler ends.
  scope.addHook('onRequestAbort', async (request) => {
    const ticket = request[TICKET];
    if (ticket && !ticket.started) ticket.release();
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit', fastify: '5.x', dependencies: ['database'] });
