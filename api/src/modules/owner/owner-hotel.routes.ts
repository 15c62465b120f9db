import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownerHotelIdParamSchema, ownerHotelSchema, ownerRoomTypeSchema, ROOM_TYPE_ABBREVIATIONS } from 'shared-contracts/schemas';
import { z } from 'zod/mini';
import { hotelOwners, hotels, regions, roomTypes } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { errorResponses } from '../../errors/error.schemas';

const security = [{ bearerAuth: [] }];
const tags = ['owner'];

/** GET /api/owner/hotels (the caller's hotels) and GET /api/owner/hotels/{hotelId}/room-types. */
export const ownerHotelRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/hotels',
    { schema: { tags, security, summary: '내 호텔 목록', response: { 200: z.array(ownerHotelSchema), ...errorResponses } } },
    async (request) => {
      if (!request.user) throw AppError.of(401, 'UNAUTHORIZED');
      return fastify.db
        .select({ id: hotels.id, name: hotels.name, businessNo: hotels.businessNo, region: regions.name })
        .from(hotelOwners)
        .innerJoin(hotels, eq(hotels.id, hotelOwners.hotelId))
        .innerJoin(regions, eq(regions.id, hotels.regionId))
        .where(eq(hotelOwners.userId, request.user.sub))
        .orderBy(asc(hotels.name), asc(hotels.id));
    },
  );

  fastify.get(
    '/hotels/:hotelId/room-types',
    {
      schema: { tags, security, summary: '객실 유형', params: ownerHotelIdParamSchema, response: { 200: z.array(ownerRoomTypeSchema), ...errorResponses } },
    },
    async (request) => {
      const rows = await fastify.db
        .select({ id: roomTypes.id, name: roomTypes.name, typeCode: roomTypes.typeCode })
        .from(roomTypes)
        .where(and(eq(roomTypes.hotelId, request.params.hotelId), isNull(roomTypes.deletedAt)))
        .orderBy(asc(roomTypes.id));
      return rows.map((t) => ({ ...t, nameWithCode: `${t.name} (${ROOM_TYPE_ABBREVIATIONS[t.typeCode]})` }));
    },
  );
};
