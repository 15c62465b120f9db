import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dailyBookingsSchema,
  dashboardRangeQuerySchema,
  inHouseCountSchema,
  lastWeekSettlementSchema,
  ownerDashboardSchema,
  ownerHotelIdParamSchema,
  roomTypeOccupancyReportSchema,
  salesQuerySchema,
  salesSchema,
  todayCheckInCountSchema,
  todayInventorySchema,
  weeklyBookingCountSchema,
} from 'shared-contracts/schemas';
import { z } from 'zod/mini';
import { errorResponses } from '../../errors/error.schemas';
import { OwnerDashboardService } from './owner-dashboard.service';

const tags = ['owner'];
const security = [{ bearerAuth: [] }];
const params = ownerHotelIdParamSchema;
const WEEK = '주는 월요일~일요일 (Asia/Seoul).';

/** The owner dashboard's calls (member-and-operations §7 "Owner") and the one-call dashboard. */
export const ownerDashboardRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const service = new OwnerDashboardService(fastify.db, fastify.clock);

  fastify.get(
    '/hotels/:hotelId/dashboard',
    {
      schema: {
        tags,
        security,
        summary: '대시보드 (KPI 8개 + 호텔 요약 한 번에)',
        description: `${WEEK} 정의는 shared-contracts owner-dashboard.schema.ts. 정산 수수료 15 %는 결제마다 원 단위 반올림.`,
        params,
        response: { 200: ownerDashboardSchema, ...errorResponses },
      },
    },
    async (request) => service.dashboard(request.params.hotelId),
  );

  fastify.get(
    '/hotels/:hotelId/analytics/room-type-occupancy',
    {
      schema: {
        tags,
        security,
        summary: '객실 유형별 점유율',
        description: 'from..to 숙박일(포함), 기본 이번 주. 확정 예약 숙박 수 ÷ 총 객실 수 × 100 (소수 첫째 자리).',
        params,
        querystring: dashboardRangeQuerySchema,
        response: { 200: roomTypeOccupancyReportSchema, ...errorResponses },
      },
    },
    async (request) => service.occupancy(request.params.hotelId, service.range(request.query.from, request.query.to)),
  );

  fastify.get(
    '/hotels/:hotelId/inventory/today',
    {
      schema: {
        tags,
        security,
        summary: '오늘 남은 객실',
        description: '판매 중(OPEN)인 오늘 밤 객실의 잔여 합계와 유형별 내역.',
        params,
        response: { 200: todayInventorySchema, ...errorResponses },
      },
    },
    async (request) => service.todayInventory(request.params.hotelId),
  );

  fastify.get(
    '/hotels/:hotelId/bookings/daily',
    {
      schema: {
        tags,
        security,
        summary: '일별 예약 수와 매출',
        description: `예약한 날(한국 날짜)별: 취소 제외 예약 수, 확정 예약 결제 금액. 기본 이번 주. ${WEEK}`,
        params,
        querystring: dashboardRangeQuerySchema,
        response: { 200: dailyBookingsSchema, ...errorResponses },
      },
    },
    async (request) => service.daily(request.params.hotelId, service.range(request.query.from, request.query.to)),
  );

  fastify.get(
    '/hotels/:hotelId/bookings/weekly-count',
    {
      schema: {
        tags,
        security,
        summary: '이번 주 예약 수',
        description: `이번 주에 들어온 예약 (취소 제외). ${WEEK}`,
        params,
        response: { 200: weeklyBookingCountSchema, ...errorResponses },
      },
    },
    async (request) => service.weeklyCount(request.params.hotelId),
  );

  fastify.get(
    '/hotels/:hotelId/bookings/today-checkin-count',
    {
      schema: {
        tags,
        security,
        summary: '오늘 체크인 예정',
        description: '체크인 날짜가 오늘인 예약 (취소 제외).',
        params,
        response: { 200: todayCheckInCountSchema, ...errorResponses },
      },
    },
    async (request) => service.todayCheckIns(request.params.hotelId),
  );

  fastify.get(
    '/hotels/:hotelId/checkins/now-count',
    {
      schema: {
        tags,
        security,
        summary: '현재 투숙 중',
        description: '확정 예약 중 체크인일 15:00 ≤ 지금 < 체크아웃일 12:00.',
        params,
        response: { 200: inHouseCountSchema, ...errorResponses },
      },
    },
    async (request) => service.inHouse(request.params.hotelId),
  );

  fastify.get(
    '/hotels/:hotelId/sales',
    {
      schema: {
        tags,
        security,
        summary: '매출 추이',
        description: 'mode week|month, start/end (기본: 이번 주 / 이번 달). 하루 한 점. 기간에 매출이 없으면 204.',
        params,
        querystring: salesQuerySchema,
        response: { 200: salesSchema, 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const sales = await service.sales(request.params.hotelId, request.query.mode, request.query.start, request.query.end);
      if (!sales) return reply.code(204).send(null);
      return sales;
    },
  );

  fastify.get(
    '/hotels/:hotelId/last-week-settlement',
    {
      schema: {
        tags,
        security,
        summary: '지난주 정산',
        description: '지난주 정산서가 정산 완료(SETTLED)일 때만 그 순정산액, 아니면 0.',
        params,
        response: { 200: lastWeekSettlementSchema, ...errorResponses },
      },
    },
    async (request) => service.lastWeekSettlement(request.params.hotelId),
  );
};
