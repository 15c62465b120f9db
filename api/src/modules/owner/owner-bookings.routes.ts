import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ownerBookingDetailSchema,
  ownerBookingPageSchema,
  ownerBookingParamsSchema,
  ownerBookingsCsvQuerySchema,
  ownerBookingsQuerySchema,
  ownerHotelIdParamSchema,
} from 'shared-contracts/schemas';
import { z } from 'zod/mini';
import { errorResponses } from '../../errors/error.schemas';
import { CSV_CONTENT_TYPE, csvAttachment } from '../export/csv';
import { OwnerBookingDetailService } from './owner-booking-detail.service';
import { OwnerBookingsService } from './owner-bookings.service';

const tags = ['owner'];
const security = [{ bearerAuth: [] }];
const FILTER = 'q: 예약번호·고객 이름·아이디·객실 유형 이름. status. from/to: 체크인 날짜 범위(포함).';
const SORT =
  'sort: 열 이름(오름차순) 또는 -열 이름(내림차순) — bookingId, userName, roomTypeName, checkIn, nights, totalAmount, createdAt. 없으면 최신 예약순.';

/** The owner's bookings: the table (GET …/bookings), its CSV (GET …/bookings.csv) and one booking (GET …/bookings/{bookingId}). */
export const ownerBookingsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const service = new OwnerBookingsService(fastify.db, fastify.clock);
  const detail = new OwnerBookingDetailService(fastify.db, fastify.clock);

  fastify.get(
    '/hotels/:hotelId/bookings',
    {
      schema: {
        tags,
        security,
        summary: '예약 목록',
        description: `${FILTER} ${SORT} size 기본 20.`,
        params: ownerHotelIdParamSchema,
        querystring: ownerBookingsQuerySchema,
        response: { 200: ownerBookingPageSchema, ...errorResponses },
      },
    },
    async (request) => service.page(request.params.hotelId, request.query),
  );

  fastify.get(
    '/hotels/:hotelId/bookings.csv',
    {
      schema: {
        tags,
        security,
        summary: '예약 목록 CSV 내려받기',
        description: `목록과 같은 조건과 순서의 모든 예약을 UTF-8(BOM 포함, 엑셀용) CSV로: 한국어 머리글, 예약마다 한 줄, 수식으로 읽힐 수 있는 칸은 무력화. ${FILTER} ${SORT} 10,000건을 넘으면 422.`,
        produces: ['text/csv'],
        params: ownerHotelIdParamSchema,
        querystring: ownerBookingsCsvQuerySchema,
        response: { 200: z.string(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { fileName, csv } = await service.csv(request.params.hotelId, request.query);
      return reply.type(CSV_CONTENT_TYPE).header('content-disposition', csvAttachment(fileName)).header('cache-control', 'no-store').send(csv);
    },
  );

  fastify.get(
    '/hotels/:hotelId/bookings/:bookingId',
    {
      schema: {
        tags,
        security,
        summary: '예약 상세 (bookingId = 예약번호)',
        description:
          '결제·환불 금액, 예약 일시, 예약자와 투숙객 연락처, 인원, 박별 요금과 배정 객실, 쿠폰, 상태 이력. 관리자 예약 상세와 같은 모양(결제 기록·카드 정보와 감사 기록 제외). 다른 호텔의 예약은 404.',
        params: ownerBookingParamsSchema,
        response: { 200: ownerBookingDetailSchema, ...errorResponses },
      },
    },
    async (request) => detail.detail(request.params.hotelId, request.params.bookingId),
  );
};
