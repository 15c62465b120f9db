import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownerHotelIdParamSchema, ownerHotelSchema, ownerRoomTypeSchema, ROOM_TYPE_ABBREVIATIONS } from 'shared-contracts/schemas';
import { z } from 'zod/mini';
import { AppError } from '../../errors/app-error';
import { errorResponses } from '../../errors/error.schemas';
import { hotelsOfOwner, liveRoomTypesOfHotel } from './owner-hotel.repository';

const security = [{ bearerAuth: [] }];
const tags = ['owner'];

/** GET /api/owner/hotels (the caller's hotels) and GET /api/owner/hotels/{hotelId}/room-types. */
export const ownerHotelRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/hotels',
    { schema: { tags, security, summary: '내 호텔 목록', response: { 200: z.array(ownerHotelSchema), ...errorResponses } } },
    async (request) => {
      if (!request.user) throw AppError.of(401, 'UNAUTHORIZED');
      return hotelsOfOwner(fastify.db, request.user.sub);
    },
  );

  fastify.get(
    '/hotels/:hotelId/room-types',
    {
      schema: {
        tags,
        security,
        summary: '객실 유형',
        params: ownerHotelIdParamSchema,
        response: { 200: z.array(ownerRoomTypeSchema), ...errorResponses },
      },
    },
    async (request) => {
      const rows = await liveRoomTypesOfHotel(fastify.db, request.params.hotelId);
      return rows.map((t) => ({ ...t, nameWithCode: `${t.name} (${ROOM_TYPE_ABBREVIATIONS[t.typeCode]})` }));
    },
  );
};
