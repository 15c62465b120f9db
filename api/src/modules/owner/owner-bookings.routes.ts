import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownerBookingPageSchema, ownerBookingsQuerySchema, ownerHotelIdParamSchema } from 'shared-contracts/schemas';
import { errorResponses } from '../../errors/error.schemas';
import { OwnerBookingsService } from './owner-bookings.service';

/** GET /api/owner/hotels/{hotelId}/bookings: the owner's bookings table. */
export const ownerBookingsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const service = new OwnerBookingsService(fastify.db, fastify.clock);
  fastify.get(
    '/hotels/:hotelId/bookings',
    {
      schema: {
        tags: ['owner'],
        security: [{ bearerAuth: [] }],
        summary: '예약 목록',
        description: 'q: 예약번호·고객 이름·아이디·객실 유형 이름. from/to: 체크인 날짜 범위. 최신 예약순, size 기본 20.',
        params: ownerHotelIdParamSchema,
        querystring: ownerBookingsQuerySchema,
        response: { 200: ownerBookingPageSchema, ...errorResponses },
      },
    },
    async (request) => service.page(request.params.hotelId, request.query),
  );
};
