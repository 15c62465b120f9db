import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userCouponListSchema, userCouponQuerySchema, userProfileSchema } from 'shared-contracts/schemas';
import { businessToday } from '../../clock';
import { errorResponses } from '../../errors/error.schemas';
import { liveUser, profileOf } from './user-profile';
import { couponsOfUser } from './user.repository';

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
      const rows = await couponsOfUser(fastify.db, request.user?.sub ?? -1);
      const items = rows.map((row) => ({
        ...row,
        status: row.status === 'AVAILABLE' && row.validTo < today ? ('EXPIRED' as const) : row.status,
        issuedAt: row.issuedAt.toISOString(),
      }));
      return request.query.all ? items : items.filter((item) => item.status === 'AVAILABLE');
    },
  );
};
