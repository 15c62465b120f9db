import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MY_REVIEWS_SIZE_DEFAULT, myReviewPageSchema, myReviewsQuerySchema, queryId, REVIEW_MESSAGES } from 'shared-contracts/schemas';
import { z } from 'zod/mini';
import { AppError } from '../../errors/app-error';
import { errorResponses } from '../../errors/error.schemas';
import { findMyReviewPage } from './my-review.repository';
import { removeReviewPhoto } from './review-photo';
import { ReviewService } from './review.service';

const security = [{ bearerAuth: [] }];

function callerId(user: { sub: number } | null): number {
  if (!user) throw AppError.of(401, 'UNAUTHORIZED');
  return user.sub;
}

/** My page's own reviews (member-and-operations §2 my-reviews, §7): list and delete, the caller's rows only. */
export const myReviewRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const service = new ReviewService(fastify.db, fastify.clock);

  fastify.get(
    '/my/reviews',
    {
      onRequest: fastify.requireAuth,
      schema: {
        tags: ['review'],
        summary: '내 리뷰 목록',
        description: `최신순. page는 0부터, size 기본 ${MY_REVIEWS_SIZE_DEFAULT} (최대 50). 숨김 처리된 리뷰도 본인에게는 보입니다 (visible: false).`,
        security,
        querystring: myReviewsQuerySchema,
        response: { 200: myReviewPageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const page = request.query.page ?? 0;
      const size = request.query.size ?? MY_REVIEWS_SIZE_DEFAULT;
      const { total, content } = await findMyReviewPage(fastify.db, callerId(request.user), size, page * size);
      return { content, totalElements: total, totalPages: Math.ceil(total / size), page, size };
    },
  );

  fastify.delete(
    '/my/reviews/:id',
    {
      onRequest: fastify.requireAuth,
      schema: {
        tags: ['review'],
        summary: '내 리뷰 삭제',
        description: '본인 리뷰만. 다른 회원의 리뷰나 없는 리뷰는 404. 호텔 평점을 다시 계산하고 리뷰 사진 파일도 지웁니다.',
        security,
        params: z.object({ id: queryId() }),
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      let photoUrls: string[];
      try {
        photoUrls = await service.remove(callerId(request.user), request.params.id);
      } catch (error) {
        // Here another member's review does not exist as far as the caller can tell.
        if (error instanceof AppError && error.code === 'REVIEW_NOT_OWN') {
          throw new AppError(404, 'REVIEW_NOT_FOUND', REVIEW_MESSAGES.reviewNotFound);
        }
        throw error;
      }
      await Promise.all(photoUrls.map((url) => removeReviewPhoto(fastify.config.dataDir, url)));
      return reply.code(204).send(null);
    },
  );
};
