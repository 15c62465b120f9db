import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRefundIdParamSchema, adminRefundPageSchema, adminRefundSchema, adminRefundsQuerySchema } from 'shared-contracts/schemas';
import { errorResponses } from '../../errors/error.schemas';
import { auditActorOf } from '../audit/audit-log';
import { RefundService } from '../cancellation/refund.service';
import { ADMIN_ONLY, security } from './admin-route-options';

const tags = ['admin-refunds'];

/** /api/admin/refunds…: the refunds cancellations promised, above all those the provider has not confirmed (decision 0015). */
export const adminRefundsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const service = new RefundService(fastify.db, fastify.clock, fastify.config.payments.toss, fastify.log);

  fastify.get(
    '/refunds',
    {
      schema: {
        tags,
        security,
        summary: '환불 목록 (기본 최신순)',
        description:
          `${ADMIN_ONLY} status: FAILED(마지막 시도 실패 — nextAttemptAt에 자동 재시도), PENDING(결제사 확인 전), SUCCEEDED(환불 완료), ` +
          '없으면 전체. sort: 열 이름(오름차순) 또는 -열 이름(내림차순) — createdAt(요청 일시), completedAt(환불 일시, 미완료는 맨 뒤), amount; ' +
          '같은 값은 환불 번호순. 없으면 최신순. 시도 횟수, 마지막 오류, 다음 재시도 시각. 세 상태 모두 고객에게 돌려줄 돈이라 정산에서 빠집니다.',
        querystring: adminRefundsQuerySchema,
        response: { 200: adminRefundPageSchema, ...errorResponses },
      },
    },
    async (request) => service.page(request.query),
  );

  fastify.post(
    '/refunds/:id/retry',
    {
      schema: {
        tags,
        security,
        summary: '환불 다시 시도',
        description:
          `${ADMIN_ONLY} 결제사에 같은 멱등 키로 지금 다시 요청하고(감사 기록), 결과가 반영된 환불을 돌려줍니다. ` +
          '이미 완료된 환불, 시도가 진행 중인 환불은 409. 같은 키라 두 번 환불되지 않습니다.',
        params: adminRefundIdParamSchema,
        response: { 200: adminRefundSchema, ...errorResponses },
      },
    },
    async (request) => service.retryNow(auditActorOf(request), request.params.id),
  );
};
