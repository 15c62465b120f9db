import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCouponCreateSchema, adminCouponPageSchema, adminCouponSchema, adminCouponsQuerySchema, queryId } from 'shared-contracts/schemas';
import { z } from 'zod/mini';
import { errorResponses } from '../../errors/error.schemas';
import { auditActorOf } from '../audit/audit-log';
import { ADMIN_ONLY, security } from './admin-route-options';
import { AdminCouponsService } from './admin-coupons.service';

const tags = ['admin-coupons'];

/** /api/admin/coupons…: campaigns with their issued and used counts, create, stop. Members claim at /api/coupons/claim. */
export const adminCouponsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const service = new AdminCouponsService(fastify.db, fastify.clock);

  fastify.get(
    '/coupons',
    {
      schema: {
        tags,
        security,
        summary: '쿠폰 캠페인 (최신순)',
        description: `${ADMIN_ONLY} 발급·사용 수, 남은 수량, 상태(SCHEDULED, ACTIVE, EXHAUSTED, EXPIRED, STOPPED). q: 이름 또는 코드.`,
        querystring: adminCouponsQuerySchema,
        response: { 200: adminCouponPageSchema, ...errorResponses },
      },
    },
    async (request) => service.page(request.query),
  );
  fastify.post(
    '/coupons',
    {
      schema: {
        tags,
        security,
        summary: '코드 쿠폰 캠페인 만들기',
        description:
          `${ADMIN_ONLY} 회원은 validFrom~validTo 동안 코드로 한 장씩 받고(POST /api/coupons/claim), 모두 quantity장까지만 발급됩니다. ` +
          '받은 쿠폰은 받은 날부터 validTo까지 유효. 코드는 대문자로 저장되고 대소문자 구분 없이 중복이면 409. 기간은 최대 366일.',
        body: adminCouponCreateSchema,
        response: { 201: adminCouponSchema, ...errorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(auditActorOf(request), request.body)),
  );
  fastify.post(
    '/coupons/:id/stop',
    {
      schema: {
        tags,
        security,
        summary: '쿠폰 캠페인 중지',
        description: `${ADMIN_ONLY} 이후의 발급을 막습니다(받기 시도는 409). 이미 받은 쿠폰은 유효기간까지 쓸 수 있습니다. 이미 중지된 캠페인은 409.`,
        params: z.object({ id: queryId() }),
        response: { 200: adminCouponSchema, ...errorResponses },
      },
    },
    async (request) => service.stop(auditActorOf(request), request.params.id),
  );
};
