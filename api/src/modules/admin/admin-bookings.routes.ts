import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminBookingDetailSchema, adminBookingIdParamSchema, adminBookingPageSchema, adminBookingsQuerySchema } from 'shared-contracts/schemas';
import { errorResponses } from '../../errors/error.schemas';
import { ADMIN_ONLY, security } from './admin-route-options';
import { AdminBookingsService } from './admin-bookings.service';

const tags = ['admin-bookings'];

/** GET /api/admin/bookings and /api/admin/bookings/{id}; cancelling is the shared POST /api/bookings/{id}/cancel. */
export const adminBookingsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const service = new AdminBookingsService(fastify.db, fastify.clock);

  fastify.get(
    '/bookings',
    {
      schema: {
        tags,
        security,
        summary: '전체 예약 검색 (기본 최신순)',
        description:
          `${ADMIN_ONLY} q: 모든 단어가 예약번호·회원 ID·이름·이메일·전화·투숙객 이름·호텔명 중 하나에 맞는 예약. status, ` +
          'from/to: 체크인 날짜 범위(포함), hotelId, userId. sort: 열 이름(오름차순) 또는 -열 이름(내림차순) — createdAt, checkIn, totalAmount, status; 같은 값은 예약 순번으로. 없으면 최신 예약순. 취소는 POST /api/bookings/{id}/cancel (관리자는 전액 환불).',
        querystring: adminBookingsQuerySchema,
        response: { 200: adminBookingPageSchema, ...errorResponses },
      },
    },
    async (request) => service.page(request.query),
  );

  fastify.get(
    '/bookings/:id',
    {
      schema: {
        tags,
        security,
        summary: '예약 상세 (id = 예약번호)',
        description: `${ADMIN_ONLY} 회원이 보는 예약 상세에 예약자, 호텔 상태, 결제 상태, 환불 합계, 박별 배정 객실, 감사 기록을 더한 것.`,
        params: adminBookingIdParamSchema,
        response: { 200: adminBookingDetailSchema, ...errorResponses },
      },
    },
    async (request) => service.detail(request.params.id),
  );
};
