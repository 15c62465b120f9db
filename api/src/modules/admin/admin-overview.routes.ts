import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAuditPageSchema, adminAuditQuerySchema, adminDashboardSchema } from 'shared-contracts/schemas';
import { errorResponses } from '../../errors/error.schemas';
import { ADMIN_ONLY, security } from './admin-route-options';
import { auditPage } from './admin-audit.service';
import { dashboard } from './admin-dashboard.service';

/** GET /api/admin/dashboard and GET /api/admin/audit. */
export const adminOverviewRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/dashboard',
    {
      schema: {
        tags: ['admin-dashboard'],
        security,
        summary: '관리자 대시보드 지표',
        description:
          `${ADMIN_ONLY} 오늘(한국 날짜) 예약 건수·매출(취소되지 않은 예약의 결제액), 오늘 취소 건수, 이번 주(월~일) 예약 건수·GMV·` +
          '수수료(결제 건마다 15 %, 원 단위 내림), 심사 대기 입점 신청(PENDING·UNDER_REVIEW), 답변 대기 문의, 처리 대기 신고 리뷰, 정지된 호텔 수.',
        response: { 200: adminDashboardSchema, ...errorResponses },
      },
    },
    async () => dashboard(fastify.db, fastify.clock),
  );

  fastify.get(
    '/audit',
    {
      schema: {
        tags: ['admin-audit'],
        security,
        summary: '감사 로그 (최신순)',
        description:
          `${ADMIN_ONLY} 사장님·관리자의 모든 변경: 누가(actor, role), 무엇을(action, entity, entityId), 이전 → 이후, 시각, 요청 ID, IP. ` +
          'actor는 로그인 ID 또는 회원 번호, action은 정확히 일치하거나 끝의 *로 앞부분 일치(HOTEL_*). from/to는 한국 날짜.',
        querystring: adminAuditQuerySchema,
        response: { 200: adminAuditPageSchema, ...errorResponses },
      },
    },
    async (request) => auditPage(fastify.db, request.query),
  );
};
