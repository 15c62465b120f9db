import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminApplicationDetailSchema,
  adminApplicationPageSchema,
  adminApplicationQuerySchema,
  applicationTransitionSchema,
  queryId,
} from 'shared-contracts/schemas';
import { z } from 'zod/mini';
import { errorResponses } from '../../errors/error.schemas';
import { publicOrigin } from '../../security/public-origin';
import { auditActorOf } from '../audit/audit-log';
import { createMailer } from '../mail/mailer';
import { ApplicationReviewService } from './application-review.service';

const security = [{ bearerAuth: [] }];
const tags = ['admin-hotel-audit'];

/** /api/admin/applications…: the listing queue, one application, and its state machine. Inside the admin scope. */
export const applicationAdminRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { auth } = fastify.config;
  const mailer = createMailer({ smtpUrl: auth.smtpUrl, from: auth.mailFrom, db: fastify.db, clock: fastify.clock });
  const service = new ApplicationReviewService(fastify.db, fastify.clock, mailer, fastify.log);
  const params = z.object({ id: queryId() });

  fastify.get(
    '/applications',
    {
      schema: {
        tags,
        security,
        summary: '입점 신청 심사 대기열 (오래된 순)',
        querystring: adminApplicationQuerySchema,
        response: { 200: adminApplicationPageSchema, ...errorResponses },
      },
    },
    async (request) => service.page(request.query),
  );
  fastify.get(
    '/applications/:id',
    {
      schema: {
        tags,
        security,
        summary: '입점 신청 상세 (심사 이력 포함)',
        params,
        response: { 200: adminApplicationDetailSchema, ...errorResponses },
      },
    },
    async (request) => service.detailWithHistory(request.params.id),
  );
  fastify.post(
    '/applications/:id/transition',
    {
      schema: {
        tags,
        security,
        summary: '심사 상태 변경',
        description:
          'PENDING → UNDER_REVIEW ⇄ NEEDS_INFO → APPROVED | REJECTED (UNDER_REVIEW에서). 그 밖의 변경은 409. ' +
          'NEEDS_INFO와 REJECTED는 memo 필수. APPROVED는 같은 트랜잭션에서 호텔·객실 유형·객실과 신청자의 OWNER 권한을 만듭니다. ' +
          '신청자에게 매번 메일이 가고, 모든 단계가 감사 로그에 남습니다.',
        params,
        body: applicationTransitionSchema,
        response: { 200: adminApplicationDetailSchema, ...errorResponses },
      },
    },
    async (request) => service.transition(auditActorOf(request), request.params.id, request.body, publicOrigin(request)),
  );
};
