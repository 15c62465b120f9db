import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from '../errors/app-error';
import { authServerMessages } from '../modules/auth/auth.messages';

/**
 * Per-IP limits for the routes registered after it in the same scope (/api/auth/*). With REDIS_URL the
 * counts live in Redis so several instances share them; otherwise in memory.
 */
export async function registerAuthRateLimit(scope: FastifyInstance): Promise<void> {
  const { rateLimit: limits, redisUrl, redisKeyPrefix } = scope.config.auth;
  let redis: Redis | undefined;
  if (redisUrl) {
    redis = new Redis(redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: false });
    scope.addHook('onClose', async () => {
      await redis?.quit().catch(() => undefined);
    });
  }
  await scope.register(rateLimit, {
    global: true,
    max: limits.max,
    timeWindow: limits.windowSeconds * 1000,
    keyGenerator: (request) => request.ip,
    ...(redis ? { redis, nameSpace: `${redisKeyPrefix}rl:` } : {}),
    // A Redis outage must not take login down: fall back to letting the request through.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new AppError(429, 'TOO_MANY_REQUESTS', authServerMessages.rateLimited(seconds), undefined, {
        retryAfterSeconds: seconds,
      });
    },
  });
}
