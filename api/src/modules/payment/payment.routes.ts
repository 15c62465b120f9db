import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingSchema,
  confirmPaymentRequestSchema,
  orderIdParamsSchema,
  paymentRedirectSchema,
  preparePaymentRequestSchema,
  preparePaymentSchema,
  sandboxOrderSchema,
} from 'shared-contracts/schemas';
import { AppError } from '../../errors/app-error';
import { errorResponses } from '../../errors/error.schemas';
import { HoldService } from '../reservation/reservation.service';
import { bookingRoutes } from './booking.routes';
import { PaymentService } from './payment.service';

const security = [{ bearerAuth: [] }];

/** /api/payments/*: prepare, the sandbox checkout's approve/decline, confirm. Plus the booking reads. */
export const paymentRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const holds = new HoldService(fastify.db, fastify.clock, fastify.config.holds);
  const service = new PaymentService(fastify.db, fastify.clock, holds, fastify.config.payments, fastify.log);
  const userId = (request: { user: { sub: number } | null }) => {
    if (!request.user) throw AppError.of(401, 'UNAUTHORIZED');
    return request.user.sub;
  };

  fastify.post(
    '/payments/prepare',
    {
      onRequest: fastify.requireAuth,
      schema: {
        tags: ['payment'],
        summary: '결제 준비 (주문 생성)',
        description:
          '내 활성 홀드로 주문을 만듭니다. 금액은 서버의 홀드 금액입니다. TOSS_CLIENT_KEY와 TOSS_SECRET_KEY가 있으면 provider TOSS와 clientKey, ' +
          '없으면 내장 샌드박스 결제창(SANDBOX). guestName·phone을 보내면 예약자 정보로 저장합니다. 만료된 홀드는 410.',
        security,
        body: preparePaymentRequestSchema,
        response: { 200: preparePaymentSchema, ...errorResponses },
      },
    },
    async (request) => service.prepare(userId(request), request.body),
  );

  fastify.get(
    '/payments/sandbox/:orderId',
    {
      onRequest: fastify.requireAuth,
      schema: {
        tags: ['payment'],
        summary: '샌드박스 결제창 주문 정보',
        security,
        params: orderIdParamsSchema,
        response: { 200: sandboxOrderSchema, ...errorResponses },
      },
    },
    async (request) => service.sandboxOrder(userId(request), request.params.orderId),
  );

  fastify.post(
    '/payments/sandbox/:orderId/approve',
    {
      onRequest: fastify.requireAuth,
      schema: {
        tags: ['payment'],
        summary: '샌드박스 테스트 카드 승인',
        description: '주문에 paymentKey를 발급하고 /pay/success?paymentKey&orderId&amount 주소를 돌려줍니다 (Toss 성공 URL과 같은 형식).',
        security,
        params: orderIdParamsSchema,
        response: { 200: paymentRedirectSchema, ...errorResponses },
      },
    },
    async (request) => service.sandboxApprove(userId(request), request.params.orderId),
  );

  fastify.post(
    '/payments/sandbox/:orderId/decline',
    {
      onRequest: fastify.requireAuth,
      schema: {
        tags: ['payment'],
        summary: '샌드박스 테스트 카드 거절',
        description: '주문을 실패로 표시하고 /pay/fail?code&message&orderId 주소를 돌려줍니다.',
        security,
        params: orderIdParamsSchema,
        response: { 200: paymentRedirectSchema, ...errorResponses },
      },
    },
    async (request) => service.sandboxDecline(userId(request), request.params.orderId),
  );

  fastify.post(
    '/payments/confirm',
    {
      onRequest: fastify.requireAuth,
      schema: {
        tags: ['payment'],
        summary: '결제 승인과 예약 확정',
        description:
          'amount가 서버가 저장한 주문·홀드 금액과 다르면 400 (아무것도 바뀌지 않음). 결제사 승인 후 한 트랜잭션으로 CONFIRMED 예약, 1박별 예약 항목, ' +
          '결제(DONE), 쿠폰 사용 처리, 홀드 CONVERTED(객실은 그대로 예약됨)를 기록합니다. 같은 주문을 다시 승인하면 같은 예약을 돌려줍니다. ' +
          '다른 회원의 주문은 404, 만료된 홀드는 410.',
        security,
        body: confirmPaymentRequestSchema,
        response: { 200: bookingSchema, ...errorResponses },
      },
    },
    async (request) => service.confirm(userId(request), request.body),
  );

  await fastify.register(bookingRoutes);
};
