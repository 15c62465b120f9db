import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { amenityListSchema } from 'shared-contracts/schemas';
import { z } from 'zod';
import { amenityScope } from '../../db/schema/enums';
import { errorResponses } from '../../errors/error.schemas';
import { AmenityService } from './amenity.service';

export const amenityRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const service = new AmenityService(fastify.db);
  fastify.get(
    '/amenities',
    {
      schema: {
        tags: ['catalog'],
        summary: '편의시설 목록',
        querystring: z.object({ scope: z.enum(amenityScope.enumValues).default('HOTEL') }),
        response: { 200: amenityListSchema, ...errorResponses },
      },
    },
    async (request) => service.list(request.query.scope),
  );
};
