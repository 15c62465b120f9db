import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { couponClaimRequestSchema, couponClaimResultSchema, userCouponListSchema } from 'shared-contracts/schemas';
import { businessToday } from '../../clock';
import { errorResponses } from '../../errors/error.schemas';
import { AppError } from '../../errors/app-error';
import { claimCoupon } from './coupon-claim.service';
import { listUsableCoupons } from './coupon.repository';

/**
 * GET /api/coupons/available: the caller's coupons usable today (the /reservation page's coupon choice).
 * POST /api/coupons/claim: the coupon box's claim by code.
 */
export const couponRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/coupons/available',
    {
      onRequest: fastify.requireAuth,
      schema: {
        tags: ['coupon'],
        summary: '사용 가능한 내 쿠폰',
        description:
          '상태가 AVAILABLE이고 오늘(한국 날짜)이 validFrom..validTo 안에 있는 쿠폰. 만료가 가까운 순. ' +
          '쿠폰 금액은 객실 금액을 넘어 할인되지 않습니다. 예약에는 code를 couponCode로 보냅니다.',
        security: [{ bearerAuth: [] }],
        response: { 200: userCouponListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const rows = await listUsableCoupons(fastify.db, request.user?.sub ?? -1, businessToday(fastify.clock));
      return rows.map((row) => ({ ...row, issuedAt: row.issuedAt.toISOString() }));
    },
  );

  fastify.post(
    '/coupons/claim',
    {
      onRequest: fastify.requireAuth,
      schema: {
        tags: ['coupon'],
        summary: '쿠폰 코드로 받기',
        description:
          '코드는 앞뒤 공백을 지운 뒤 1~64자 (대소문자 구분 없음). 진행 중(active)이고 오늘(한국 날짜)이 받기 기간 안인 쿠폰을 ' +
          '회원당 한 장 지급합니다: validFrom 오늘, validTo 오늘 + 유효일수 − 1 (캠페인 종료일을 넘지 않음). 없는 코드 404, ' +
          '이미 받았거나 지급할 수 없으면 409 (reason: ALREADY_CLAIMED, STOPPED, NOT_STARTED, EXPIRED, SOLD_OUT, SIGNUP_ONLY). ' +
          '동시에 받아도 회원당 한 장, 캠페인 총수량을 넘겨 지급하지 않습니다. 가입 축하 쿠폰은 가입 때만 지급되며 코드로 받을 수 없습니다.',
        security: [{ bearerAuth: [] }],
        body: couponClaimRequestSchema,
        response: { 200: couponClaimResultSchema, ...errorResponses },
      },
    },
    async (request) => {
      const userId = request.user?.sub;
      if (userId === undefined) throw AppError.of(401, 'UNAUTHORIZED');
      return claimCoupon(fastify.db, fastify.clock, userId, request.body.code);
    },
  );
};
