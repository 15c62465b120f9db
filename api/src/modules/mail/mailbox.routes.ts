import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import { errorResponses } from '../../errors/error.schemas';
import { isLoopbackHost } from '../../security/listen-address';
import { readOutbox } from './mailer';

/** Who can read the development mailbox: nobody, only this machine, or the whole network (DEV_MAILBOX=true). */
export type MailboxExposure = 'none' | 'loopback' | 'network';

/**
 * The mailbox holds every verification and password-reset code, so reading it takes over any account. Production
 * never has it; elsewhere it answers only when the server listens on a loopback address, unless DEV_MAILBOX=true
 * (DEV_MAILBOX=false turns it off everywhere).
 */
export function mailboxExposure(config: Pick<AppConfig, 'nodeEnv' | 'host' | 'devMailbox'>): MailboxExposure {
  if (config.nodeEnv === 'production' || config.devMailbox === false) return 'none';
  if (isLoopbackHost(config.host)) return 'loopback';
  return config.devMailbox === true ? 'network' : 'none';
}

/** GET /api/dev/mailbox?to=: the outbox, newest first. Registered only when mailboxExposure allows it. */
export const mailboxRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const exposure = mailboxExposure(fastify.config);
  if (exposure === 'none') return;
  if (exposure === 'network') {
    fastify.log.warn(
      { host: fastify.config.host },
      'DEV_MAILBOX=true on a non-loopback address: anyone who reaches this server can read GET /api/dev/mailbox, ' +
        'i.e. every verification and password-reset code, and take over any account',
    );
  }
  fastify.get(
    '/dev/mailbox',
    {
      schema: {
        tags: ['dev'],
        summary: '개발용 메일함 (운영 모드에서는 없음, 루프백 주소에서만 또는 DEV_MAILBOX=true)',
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
