import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingNoParamsSchema, cancelRequestSchema, cancelResultSchema, refundQuoteSchema } from 'shared-contracts/schemas';
import { errorResponses } from '../../errors/error.schemas';
import { auditActorOf } from '../audit/audit-log';
import { CancellationService } from './cancellation.service';
import { scheduleRefundRetry } from './refund-retry.job';
import { RefundService } from './refund.service';

const security = [{ bearerAuth: [] }];
const tags = ['booking'];

/** GET /api/bookings/{bookingNo}/refund-quote and POST /api/bookings/{bookingNo}/cancel (member, owner or admin). */
export const cancellationRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const refunds = new RefundService(fastify.db, fastify.clock, fastify.config.payments.toss, fastify.log);
  const service = new CancellationService(fastify.db, fastify.clock, refunds);
  // Tests run the retry rounds themselves, on their own clock.
  if (fastify.config.nodeEnv !== 'test') scheduleRefundRetry(fastify, refunds);

  fastify.get(
    '/bookings/:bookingNo/refund-quote',
    {
      onRequest: fastify.requireAuth,
      schema: {
        tags,
        security,
        summary: '취소 시 환불 예정 금액',
        description:
          '오늘(한국 날짜) 취소하면 돌려받는 금액(원), 적용 구간과 다음 구간이 시작되는 시각. 회원은 호텔의 취소 규정대로, ' +
          '호텔 운영자(자기 호텔)와 관리자는 100 %. 다른 사람의 예약은 404.',
        params: bookingNoParamsSchema,
        response: { 200: refundQuoteSchema, ...errorResponses },
      },
    },
    async (request) => service.quote(auditActorOf(request), request.params.bookingNo),
  );

  fastify.post(
    '/bookings/:bookingNo/cancel',
    {
      onRequest: fastify.requireAuth,
      schema: {
        tags,
        security,
        summary: '예약 취소와 환불',
        description:
          '체크인 당일 23:59(한국 시간)까지. 한 트랜잭션에서 취소·재고 복구·배정 해제·쿠폰 반환(유효할 때)·이력·환불 기록(대기)을 ' +
          '저장한 뒤, 트랜잭션 밖에서 결제사에 환불을 요청합니다(멱등 키 refund-{예약번호}). refundStatus: SUCCEEDED(환불 완료), ' +
          'PENDING(결제사 확인 전 — 자동으로 다시 시도), NONE(환불할 금액 없음). 예약은 어느 경우든 CANCELLED. ' +
          '환불액은 같은 순간의 refund-quote와 같습니다. 이미 취소된 예약은 409. reason=ETC는 detail 필수.',
        params: bookingNoParamsSchema,
        body: cancelRequestSchema,
        response: { 200: cancelResultSchema, ...errorResponses },
      },
    },
    async (request) => service.cancel(auditActorOf(request), request.params.bookingNo, request.body),
  );
};
