import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors/error.schemas';
import {
  HotelSearchQuerySchema,
  HotelSearchResponseSchema,
  MinPricesQuerySchema,
  MinPricesSchema,
  SuggestionListSchema,
  SuggestQuerySchema,
} from './search.schemas';
import { scheduleSearchChangePruning } from './search-change-prune.job';
import { SearchService } from './search.service';

/** `service`: the app's search service, shared with the /search page's hints (app.ts); its own one without it. */
export const searchRoutes: FastifyPluginAsyncZod<{ service?: SearchService }> = async (fastify, options) => {
  const service = options.service ?? new SearchService(fastify.db, fastify.clock, fastify.config.searchCacheSize, fastify.config.searchGridSize);
  scheduleSearchChangePruning(fastify);
  fastify.get(
    '/search/hotels',
    {
      schema: {
        tags: ['search'],
        summary: '호텔 검색',
        description:
          'page나 size가 있으면 페이지 변형: page(0부터)와 size로 호텔 카드를 id 순으로 돌려줍니다 ({content, totalElements, ...}). ' +
          '둘 다 없으면 검색 변형: 숙박 기간 [checkIn, checkOut)의 모든 밤에 인원에 맞는 객실이 남은 호텔을 필터와 정렬로 ' +
          '찾아 {items, total, hasMore, nextOffset}으로 돌려줍니다 (startingFrom은 숙박 전체 금액).',
        querystring: HotelSearchQuerySchema,
        response: { 200: HotelSearchResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      // page or size (what the home's recommended hotels send) selects the paged variant, as before this route grew.
      // Server-Timing tells how the result cache served the search (hit, miss, off): bench:search counts it.
      request.query.page === undefined && request.query.size === undefined
        ? service.searchHotels(request.query, (outcome) => void reply.header('server-timing', `search-cache;desc=${outcome}`))
        : service.pagedHotels(request.query),
  );
  fastify.get(
    '/search/suggest',
    {
      schema: {
        tags: ['search'],
        summary: '검색어 추천',
        description: '호텔 이름, 지역, 주소에 검색어가 들어간 호텔 (공백과 대소문자 무시, 최대 8개).',
        querystring: SuggestQuerySchema,
        response: { 200: SuggestionListSchema, ...errorResponses },
      },
    },
    async (request) => service.suggest(request.query),
  );
  fastify.get(
    '/search/min-prices',
    {
      schema: {
        tags: ['search'],
        summary: '호텔별 최저가',
        description: '오늘부터 판매 중(OPEN, 남은 객실 1개 이상)인 1박 최저가를 호텔 id별로 돌려줍니다. 없는 호텔은 빠집니다.',
        querystring: MinPricesQuerySchema,
        response: { 200: MinPricesSchema, ...errorResponses },
      },
    },
    async (request) => service.minPrices(request.query),
  );
};
