import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationDetailSchema,
  applicationMinePageSchema,
  applicationMineQuerySchema,
  hotelApplicationRequestSchema,
  queryId,
} from 'shared-contracts/schemas';
import { z } from 'zod/mini';
import { AppError } from '../../errors/app-error';
import { errorResponses } from '../../errors/error.schemas';
import { auditActorOf } from '../audit/audit-log';
import { ApplicationService } from './application.service';

const security = [{ bearerAuth: [] }];
const tags = ['hotel-application'];

function callerId(user: { sub: number } | null): number {
  if (!user) throw AppError.of(401, 'UNAUTHORIZED');
  return user.sub;
}

/** POST /api/hotelapp, GET /api/hotelapp/mine, GET and PUT /api/hotelapp/{id} (login required; own applications only). */
export const applicationRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const service = new ApplicationService(fastify.db, fastify.clock);
  const params = z.object({ id: queryId() });

  fastify.post(
    '/hotelapp',
    {
      onRequest: fastify.requireAuth,
      schema: {
        tags,
        security,
        summary: '호텔 입점 신청',
        description:
          '409: 진행 중인 신청이 이미 있으면 error=PENDING, 같은 이름의 호텔·신청이 있으면 error=SLUG_CONFLICT. ' +
          '사업자번호는 숫자 10자리(3-2-5로 저장), 전화는 9~11자리, 등급 1~5, 지역은 17개 시·도의 공식 이름.',
        body: hotelApplicationRequestSchema,
        response: { 201: applicationDetailSchema, ...errorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await service.submit(auditActorOf(request), request.body)),
  );
  fastify.get(
    '/hotelapp/mine',
    {
      onRequest: fastify.requireAuth,
      schema: {
        tags,
        security,
        summary: '내 입점 신청 (size 기본 20)',
        querystring: applicationMineQuerySchema,
        response: { 200: applicationMinePageSchema, ...errorResponses },
      },
    },
    async (request) => service.mine(callerId(request.user), request.query),
  );
  fastify.get(
    '/hotelapp/:id',
    {
      onRequest: fastify.requireAuth,
      schema: { tags, security, summary: '내 입점 신청 한 건', params, response: { 200: applicationDetailSchema, ...errorResponses } },
    },
    async (request) => service.detail(callerId(request.user), request.params.id),
  );
  fastify.put(
    '/hotelapp/:id',
    {
      onRequest: fastify.requireAuth,
      schema: {
        tags,
        security,
        summary: '추가정보요청에 답해 다시 제출',
        description:
          '신청자 본인만 (다른 사람의 신청은 404). NEEDS_INFO 상태에서만 (그 밖에는 409 APPLICATION_NOT_EDITABLE). ' +
          '제출하면 UNDER_REVIEW로 돌아가고, 바뀐 항목이 감사 로그에 남습니다.',
        params,
        body: hotelApplicationRequestSchema,
        response: { 200: applicationDetailSchema, ...errorResponses },
      },
    },
    async (request) => service.resubmit(auditActorOf(request), request.params.id, request.body),
  );
};
