import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hotelDetailQuerySchema, hotelDetailSchema, queryId } from 'shared-contracts/schemas';
import { z } from 'zod/mini';
import { errorResponses } from '../../errors/error.schemas';
import { HotelService } from './hotel.service';

export const hotelIdParamsSchema = z.object({ id: queryId() });

const description =
  '호텔 정보와 숙박 기간 [checkIn, checkOut)의 객실 타입별 요금 (인원 guests를 수용하는 타입만). ' +
  '모든 밤이 판매 중(OPEN, 남은 객실 1개 이상)이면 priceSum은 숙박 전체 금액, 아니면 minRemaining 0, priceSum null (매진). ' +
  '숙박이 객실 타입의 숙박 제한(체크인 날의 최소 숙박·체크인 불가, 체크아웃 날의 체크아웃 불가)에 걸리면 priceSum null, ' +
  'restriction { kind, minStay?, message }에 한국어 사유 (docs/decisions/0016). ' +
  '기본값: 오늘과 내일 (Asia/Seoul), 2명. 지난 체크인, checkOut ≤ checkIn, 30박 초과는 400. ' +
  '없는 호텔은 404 HOTEL_NOT_FOUND, 운영자가 정지한 호텔은 410 HOTEL_SUSPENDED.';

/** GET /api/hotels/{id} and its alias GET /api/hotels/{id}/details. */
export const hotelRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const service = new HotelService(fastify.db, fastify.clock);
  for (const url of ['/hotels/:id', '/hotels/:id/details']) {
    fastify.get(
      url,
      {
        schema: {
          tags: ['hotel'],
          summary: url.endsWith('/details') ? '호텔 상세 (별칭)' : '호텔 상세',
          description,
          params: hotelIdParamsSchema,
          querystring: hotelDetailQuerySchema,
          response: { 200: hotelDetailSchema, ...errorResponses },
        },
      },
      async (request) => service.detail(request.params.id, request.query),
    );
  }
};
