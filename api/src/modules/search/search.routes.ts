import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors/error.schemas';
import { HotelSearchQuerySchema, PagedHotelCardsSchema } from './search.schemas';
import { SearchService } from './search.service';

export const searchRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const service = new SearchService(fastify.db, fastify.clock);
  fastify.get(
    '/search/hotels',
    {
      schema: {
        tags: ['search'],
        summary: '호텔 목록 (페이지)',
        description: 'page(0부터)와 size로 호텔 카드를 id 순으로 돌려줍니다. page가 없으면 0페이지입니다.',
        querystring: HotelSearchQuerySchema,
        response: { 200: PagedHotelCardsSchema, ...errorResponses },
      },
    },
    async (request) => service.pagedHotels(request.query),
  );
};
