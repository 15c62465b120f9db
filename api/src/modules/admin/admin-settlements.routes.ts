import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminSettledManySchema,
  adminSettleManySchema,
  adminSettlementDetailSchema,
  adminSettlementPageSchema,
  adminSettlementsCsvQuerySchema,
  adminSettlementsQuerySchema,
  queryId,
} from 'shared-contracts/schemas';
import { z } from 'zod/mini';
import { errorResponses } from '../../errors/error.schemas';
import { auditActorOf } from '../audit/audit-log';
import { CSV_CONTENT_TYPE, csvAttachment } from '../export/csv';
import { ADMIN_ONLY, security } from './admin-route-options';
import { settle, settleMany, settlementCsv, settlementDetail, settlementPage } from './admin-settlements.service';

const tags = ['admin-settlements'];
const WEEK = 'week: 그 주의 아무 날짜(YYYY-MM-DD, 월요일로 맞춤), 없으면 지난주(마지막으로 끝난 주).';

/** /api/admin/settlements…: the settlement service's weekly statements for the back office (decision 0008). */
export const adminSettlementsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/settlements',
    {
      schema: {
        tags,
        security,
        summary: '주간 정산서 (호텔명순)',
        description:
          `${ADMIN_ONLY} ${WEEK} 호텔별 정산서(그 주에 체크아웃한 CONFIRMED 예약, 결제 건마다 수수료 15 % 반올림)와 ` +
          '필터에 맞는 모든 정산서의 합계(totals: 결제 총액, 수수료, 환불액, 정산액 — 행의 합과 정확히 같음). ' +
          '환불액은 그 주에 체크아웃할 예정이던 취소 예약의 환불 합계로, 정산액에서 다시 빼지 않습니다.',
        querystring: adminSettlementsQuerySchema,
        response: { 200: adminSettlementPageSchema, ...errorResponses },
      },
    },
    async (request) => settlementPage(fastify.db, fastify.clock, request.query),
  );

  fastify.get(
    '/settlements.csv',
    {
      schema: {
        tags,
        security,
        summary: '주간 정산 CSV 내려받기',
        description:
          `${ADMIN_ONLY} ${WEEK} UTF-8(BOM 포함, 엑셀용) CSV: 한국어 머리글, 호텔마다 한 줄과 합계 한 줄. ` +
          '파일 이름에 주(월요일~일요일)가 들어갑니다.',
        produces: ['text/csv'],
        querystring: adminSettlementsCsvQuerySchema,
        response: { 200: z.string(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { week, csv } = await settlementCsv(fastify.db, fastify.clock, request.query.week);
      return reply
        .type(CSV_CONTENT_TYPE)
        .header('content-disposition', csvAttachment(`settlements_${week.start}_${week.end}.csv`))
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  fastify.get(
    '/settlements/:id',
    {
      schema: {
        tags,
        security,
        summary: '정산서 상세',
        description: `${ADMIN_ONLY} 정산서와 그 줄(예약마다 결제액, 수수료, 정산액 — 합이 정산서와 같음), 그 주 호텔의 취소·환불 예약.`,
        params: z.object({ id: queryId() }),
        response: { 200: adminSettlementDetailSchema, ...errorResponses },
      },
    },
    async (request) => settlementDetail(fastify.db, request.params.id),
  );

  fastify.post(
    '/settlements/settle',
    {
      schema: {
        tags,
        security,
        summary: '한 주 전체 정산 완료 처리',
        description:
          `${ADMIN_ONLY} { week }(그 주의 아무 날짜)이면 끝난 주의 정산 대기(PENDING) 정산서 전부를, { ids }이면 그 정산서들만 ` +
          'SETTLED로 바꿉니다. 한 트랜잭션(전부 또는 하나도 안 함)이며 정산서마다 감사 로그 SETTLEMENT_SETTLED를 남깁니다. ' +
          '둘 다 보내거나 둘 다 없으면 400, 정산 대기 정산서가 없는 주 → 409 SETTLEMENT_NOTHING_PENDING, 이미 정산 완료된 정산서가 ' +
          '목록에 있으면 → 409 SETTLEMENT_ALREADY_SETTLED, 끝나지 않은 주 → 409 SETTLEMENT_WEEK_OPEN, 없는 번호 → 404.',
        body: adminSettleManySchema,
        response: { 200: adminSettledManySchema, ...errorResponses },
      },
    },
    async (request) => settleMany(fastify.db, fastify.clock, auditActorOf(request), request.body),
  );

  fastify.post(
    '/settlements/:id/settle',
    {
      schema: {
        tags,
        security,
        summary: '정산 완료 처리',
        description:
          `${ADMIN_ONLY} 끝난 주의 정산 대기(PENDING) 정산서만 SETTLED로 바꿉니다(이후 다시 계산되지 않음). ` +
          '이미 정산 완료 → 409 SETTLEMENT_ALREADY_SETTLED, 아직 끝나지 않은 주 → 409 SETTLEMENT_WEEK_OPEN. ' +
          '같은 트랜잭션에서 감사 로그 SETTLEMENT_SETTLED를 남깁니다. 사장님 대시보드의 지난주 정산이 이 금액이 됩니다.',
        params: z.object({ id: queryId() }),
        response: { 200: adminSettlementDetailSchema, ...errorResponses },
      },
    },
    async (request) => settle(fastify.db, fastify.clock, auditActorOf(request), request.params.id),
  );
};
