import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../errors/error.schemas';
import { readOutbox } from './mailer';

/** GET /api/dev/mailbox?to=: the outbox, newest first. Registered only outside production mode. */
export const mailboxRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/dev/mailbox',
    {
      schema: {
        tags: ['dev'],
        summary: '개발용 메일함 (운영 모드에서는 없음)',
        querystring: z.object({ to: z.string().min(1) }),
        response: {
          200: z.array(z.object({ subject: z.string(), text: z.string(), sentAt: z.string() })),
          ...errorResponses,
        },
      },
    },
    async (request) => readOutbox(fastify.db, request.query.to),
  );
};
