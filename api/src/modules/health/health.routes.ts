import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from 'shared-contracts/schemas';
import { AppError } from '../../errors/app-error';
import { errorResponses } from '../../errors/error.schemas';
import { pingDatabase } from './health.repository';

export const healthRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/health',
    { schema: { tags: ['system'], summary: '서비스 상태', response: { 200: healthSchema, ...errorResponses } } },
    async (request) => {
      // A health check that does not touch the database would report "ok" for an instance that cannot serve.
      try {
        await pingDatabase(fastify.db);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw AppError.of(503, 'SERVICE_UNAVAILABLE');
      }
      return { status: 'ok' as const, db: fastify.dbKind };
    },
  );
};
