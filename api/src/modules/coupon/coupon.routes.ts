import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userCouponListSchema } from 'shared-contracts/schemas';
import { businessToday } from '../../clock';
import { errorResponses } from '../../errors/error.schemas';
import { listUsableCoupons } from './coupon.repository';

/** GET /api/coupons/available: the caller's coupons usable today (the /reservation page's coupon choice). */
export const couponRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/coupons/available',
    {
      preHandler: fastify.requireAuth,
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
};
