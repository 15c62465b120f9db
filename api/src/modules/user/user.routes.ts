import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userCouponListSchema, userCouponQuerySchema, userProfileSchema } from 'shared-contracts/schemas';
import { businessToday } from '../../clock';
import { couponIssuances, coupons } from '../../db/schema';
import { errorResponses } from '../../errors/error.schemas';
import { liveUser, profileOf } from './user-profile';

/** GET /api/users/me and GET /api/user/coupon (login required). */
export const userRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/users/me',
    {
      onRequest: fastify.requireAuth,
      schema: { tags: ['user'], summary: '내 정보', security: [{ bearerAuth: [] }], response: { 200: userProfileSchema, ...errorResponses } },
    },
    async (request) => profileOf(await liveUser(fastify.db, request.user?.sub ?? -1)),
  );

  fastify.get(
    '/user/coupon',
    {
      onRequest: fastify.requireAuth,
      schema: {
        tags: ['user'],
        summary: '내 쿠폰 (all=true: 사용·만료 포함)',
        security: [{ bearerAuth: [] }],
        querystring: userCouponQuerySchema,
        response: { 200: userCouponListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const today = businessToday(fastify.clock);
      const rows = await fastify.db
        .select({
          id: couponIssuances.id,
          title: coupons.title,
          code: coupons.code,
          amount: coupons.amount,
          stackable: coupons.stackable,
          validFrom: couponIssuances.validFrom,
          validTo: couponIssuances.validTo,
          status: couponIssuances.status,
          issuedAt: couponIssuances.issuedAt,
        })
        .from(couponIssuances)
        .innerJoin(coupons, eq(coupons.id, couponIssuances.couponId))
        .where(eq(couponIssuances.userId, request.user?.sub ?? -1))
        .orderBy(desc(couponIssuances.issuedAt), desc(couponIssuances.id));
      const items = rows.map((row) => ({
        ...row,
        status: row.status === 'AVAILABLE' && row.validTo < today ? ('EXPIRED' as const) : row.status,
        issuedAt: row.issuedAt.toISOString(),
      }));
      return request.query.all ? items : items.filter((item) => item.status === 'AVAILABLE');
    },
  );
};
