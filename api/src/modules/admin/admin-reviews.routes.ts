import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminNoteSchema,
  adminReportedReviewPageSchema,
  adminReportedReviewSchema,
  adminReportedReviewsQuerySchema,
  adminReviewIdParamSchema,
} from 'shared-contracts/schemas';
import { errorResponses } from '../../errors/error.schemas';
import { auditActorOf } from '../audit/audit-log';
import { ADMIN_ONLY, security } from './admin-route-options';
import { AdminReviewsService } from './admin-reviews.service';

const tags = ['admin-reviews'];

/** /api/admin/reviews…: the reported queue, hide, restore, dismiss reports. */
export const adminReviewsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const service = new AdminReviewsService(fastify.db, fastify.clock);
  const params = adminReviewIdParamSchema;
  const body = adminNoteSchema;
  const response = { 200: adminReportedReviewSchema, ...errorResponses };

  fastify.get(
    '/reviews/reported',
    {
      schema: {
        tags,
        security,
        summary: '신고된 리뷰',
        description:
          `${ADMIN_ONLY} status=PENDING(기본): 처리 대기 신고가 있는 리뷰, 가장 오래 기다린 순. HIDDEN: 숨긴 리뷰. ALL: 신고된 모든 리뷰 (최근 신고순). ` +
          'sort: 열 이름(오름차순) 또는 -열 이름(내림차순) — createdAt(작성일), rating, reportCount, lastReportedAt; 같은 값은 리뷰 번호순. ' +
          '리뷰마다 신고 수, 사유별 수, 신고 내용(최근 20건).',
        querystring: adminReportedReviewsQuerySchema,
        response: { 200: adminReportedReviewPageSchema, ...errorResponses },
      },
    },
    async (request) => service.reported(request.query),
  );
  fastify.post(
    '/reviews/:id/hide',
    {
      schema: {
        tags,
        security,
        summary: '리뷰 숨김',
        description: `${ADMIN_ONLY} 같은 트랜잭션에서 호텔 페이지와 평점(검색 포함)에서 빠지고, 처리 대기 신고는 ACCEPTED가 됩니다. 이미 숨긴 리뷰는 409.`,
        params,
        body,
        response,
      },
    },
    async (request) => service.hide(auditActorOf(request), request.params.id, request.body),
  );
  fastify.post(
    '/reviews/:id/restore',
    {
      schema: {
        tags,
        security,
        summary: '숨긴 리뷰 복구',
        description: `${ADMIN_ONLY} 호텔 페이지와 평점에 다시 반영됩니다. 숨기지 않은 리뷰는 409.`,
        params,
        body,
        response,
      },
    },
    async (request) => service.restore(auditActorOf(request), request.params.id, request.body),
  );
  fastify.post(
    '/reviews/:id/dismiss-reports',
    {
      schema: {
        tags,
        security,
        summary: '신고 기각',
        description: `${ADMIN_ONLY} 처리 대기 신고를 모두 REJECTED로 두고 리뷰는 그대로 둡니다. 처리할 신고가 없으면 409.`,
        params,
        body,
        response,
      },
    },
    async (request) => service.dismissReports(auditActorOf(request), request.params.id, request.body),
  );
};
