import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../errors/error.schemas';
import { findRegions } from './region.repository';

const RegionSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string().describe('공식 지역명 (예: 서울특별시)'),
    shortName: z.string(),
    avgPrice: z.number().int().describe('지역 평균 1박 요금 (원)'),
    imageUrl: z.string().nullable(),
  })
  .meta({ id: 'Region' });

// No service layer: a plain read with no rules; add one when regions gain behaviour.
export const regionRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/regions',
    { schema: { tags: ['catalog'], summary: '지역 목록 (17개 시·도, sort_order 순)', response: { 200: z.array(RegionSchema), ...errorResponses } } },
    async () => findRegions(fastify.db),
  );
};
