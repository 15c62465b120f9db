import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ownerHotelIdParamSchema,
  ownerReplySchema,
  ownerReplyWriteSchema,
  ownerReviewPageSchema,
  ownerReviewParamsSchema,
  ownerReviewsQuerySchema,
} from 'shared-contracts/schemas';
import { errorResponses } from '../../errors/error.schemas';
import { auditActorOf } from '../audit/audit-log';
import { OwnerReviewsService } from './owner-reviews.service';

const tags = ['owner'];
const security = [{ bearerAuth: [] }];

/** GET /api/owner/hotels/{hotelId}/reviews and PUT …/reviews/{reviewId}/reply. */
export const ownerReviewRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const service = new OwnerReviewsService(fastify.db, fastify.clock);

  fastify.get(
    '/hotels/:hotelId/reviews',
    {
      schema: {
        tags,
        security,
        summary: '호텔 리뷰 (사장님 답글 포함)',
        description:
          'rating: 별점 필터, replied: true/false 답글 여부. 최신순, size 기본 10 (최대 50). 숨김 처리된 리뷰도 visible: false로 보입니다.',
        params: ownerHotelIdParamSchema,
        querystring: ownerReviewsQuerySchema,
        response: { 200: ownerReviewPageSchema, ...errorResponses },
      },
    },
    async (request) => service.page(request.params.hotelId, request.query),
  );

  fastify.put(
    '/hotels/:hotelId/reviews/:reviewId/reply',
    {
      schema: {
        tags,
        security,
        summary: '리뷰 답글 쓰기·고치기',
        description: '리뷰마다 답글 하나. 고치면 version이 1 오르고 이전 글은 보관됩니다. HTML은 지워지고 1000자까지. 감사 기록됩니다.',
        params: ownerReviewParamsSchema,
        body: ownerReplyWriteSchema,
        response: { 200: ownerReplySchema, ...errorResponses },
      },
    },
    async (request) => service.reply(request.params.hotelId, request.params.reviewId, request.body.content, auditActorOf(request)),
  );
};
