import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  HOLD_MAX_NIGHTS,
  holdCodeParamsSchema,
  holdDetailSchema,
  holdRequestSchema,
  holdResultSchema,
  repriceRequestSchema,
} from 'shared-contracts/schemas';
import { z } from 'zod/mini';
import { AppError } from '../../errors/app-error';
import { errorResponses } from '../../errors/error.schemas';
import { scheduleHoldExpiry } from './hold-expiry.job';
import { assertSameUser, HoldService } from './reservation.service';

const security = [{ bearerAuth: [] }];

/** A 429 tells the client when to come back (Retry-After, seconds) besides saying it in the message. */
function withRetryAfter(reply: FastifyReply, error: unknown): never {
  if (error instanceof AppError && error.status === 429 && typeof error.extra?.retryAfterSeconds === 'number') {
    reply.header('retry-after', String(error.extra.retryAfterSeconds));
  }
  throw error;
}

/** /api/reservations/hold: create, read, reprice and cancel holds (login required, owner only). */
export const reservationRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const service = new HoldService(fastify.db, fastify.clock, fastify.config.holds);
  scheduleHoldExpiry(fastify, service, fastify.config.holds.expiryIntervalSeconds);
  const userId = (request: { user: { sub: number } | null }) => {
    if (!request.user) throw AppError.of(401, 'UNAUTHORIZED');
    return request.user.sub;
  };

  fastify.post(
    '/reservations/hold',
    {
      onRequest: fastify.requireAuth,
      schema: {
        tags: ['reservation'],
        summary: '객실 홀드 생성',
        description:
          '숙박 기간 [checkIn, checkOut)의 모든 밤에 객실 1개를 한 트랜잭션의 조건부 UPDATE로 잡습니다 (OPEN이고 남은 객실 ≥ 1). ' +
          '한 밤이라도 모자라면 전부 되돌리고 409 SOLD_OUT. 홀드 주인은 토큰의 회원이며, 다른 회원의 userId를 보내면 403. ' +
          '숙박 제한에 걸리면 (체크인 날의 최소 숙박·체크인 불가, 체크아웃 날의 체크아웃 불가) 409 STAY_RESTRICTED와 한국어 사유, ' +
          'restriction (MIN_STAY | CLOSED_TO_ARRIVAL | CLOSED_TO_DEPARTURE), 최소 숙박이면 minStay (docs/decisions/0016). ' +
          `유효 시간은 HOLD_TTL_SECONDS (기본 900초). 최대 ${HOLD_MAX_NIGHTS}박, 과거 날짜 불가, 인원 ≤ 객실 정원. ` +
          'couponCode는 사용 가능한 내 쿠폰 코드이며 할인은 객실 금액을 넘지 않습니다. ' +
          '한 회원이 동시에 가진 유효한 홀드가 HOLD_MAX_ACTIVE_PER_USER개(기본 3)면 409 HOLD_LIMIT_REACHED, ' +
          'HOLD_CREATE_RATE_WINDOW_SECONDS(기본 600초) 안에 HOLD_CREATE_RATE_MAX개(기본 10)를 만들었으면 429 HOLD_RATE_LIMITED와 Retry-After.',
        security,
        body: holdRequestSchema,
        response: { 201: holdResultSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const result = await service.create(userId(request), request.body).catch((error: unknown) => withRetryAfter(reply, error));
      return reply.code(201).send(result);
    },
  );

  fastify.get(
    '/reservations/hold/:code',
    {
      onRequest: fastify.requireAuth,
      schema: {
        tags: ['reservation'],
        summary: '내 홀드 조회',
        description:
          '예약 페이지가 보여줄 홀드 (호텔·객실 이름, 1박별 금액, 할인, 만료 시각, 상태). 만료된 홀드는 status EXPIRED. 다른 회원의 홀드는 404.',
        security,
        params: holdCodeParamsSchema,
        response: { 200: holdDetailSchema, ...errorResponses },
      },
    },
    async (request) => service.detail(userId(request), request.params.code),
  );

  fastify.put(
    '/reservations/hold/:code/reprice',
    {
      onRequest: fastify.requireAuth,
      schema: {
        tags: ['reservation'],
        summary: '홀드 쿠폰 적용·해제와 재계산',
        description:
          'couponCode가 null 또는 빈 문자열이면 쿠폰을 뺍니다. 금액을 다시 계산하고 유효 시간을 다시 셉니다. ' +
          '다만 홀드는 만든 때부터 HOLD_TTL_SECONDS × (1 + HOLD_MAX_EXTENSIONS)(기본 30분)를 넘겨 살지 않으며, 남은 시간이 줄지도 않습니다. ' +
          '만료된 홀드는 410, 취소·결제된 홀드는 409.',
        security,
        params: holdCodeParamsSchema,
        body: repriceRequestSchema,
        response: { 200: holdDetailSchema, ...errorResponses },
      },
    },
    async (request) => {
      const caller = userId(request);
      assertSameUser(request.body.userId, caller);
      return service.reprice(caller, request.params.code, request.body.couponCode);
    },
  );

  fastify.delete(
    '/reservations/hold/:code',
    {
      onRequest: fastify.requireAuth,
      schema: {
        tags: ['reservation'],
        summary: '홀드 취소 (객실 반환)',
        description: '활성 홀드면 1박마다 객실 1개를 돌려놓습니다. 이미 끝난 홀드에 다시 보내도 204이며 아무것도 바뀌지 않습니다.',
        security,
        params: holdCodeParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await service.release(userId(request), request.params.code);
      return reply.code(204).send(null);
    },
  );
};
