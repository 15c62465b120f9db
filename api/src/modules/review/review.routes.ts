import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  queryId,
  ratingSummarySchema,
  reportRequestSchema,
  reportResultSchema,
  REVIEW_PHOTO_MAX_BYTES,
  REVIEW_PHOTO_MAX_COUNT,
  reviewEligibilitySchema,
  reviewPageQuerySchema,
  reviewPageSchema,
  reviewSchema,
} from 'shared-contracts/schemas';
import { z } from 'zod/mini';
import { AppError } from '../../errors/app-error';
import { errorResponses } from '../../errors/error.schemas';
import { hotelIdParamsSchema } from '../hotel/hotel.routes';
import { readReviewForm } from './review-form';
import { reencodePhoto, removeReviewPhoto, storeReviewPhoto } from './review-photo';
import { ReviewService } from './review.service';

const reviewIdParamsSchema = z.object({ id: queryId() });
const security = [{ bearerAuth: [] }];

function caller<T extends { sub: number }>(user: T | null): T {
  if (!user) throw AppError.of(401, 'UNAUTHORIZED');
  return user;
}

/** Hotel reviews: list, rating, eligibility, write (multipart with one photo), delete own, report others'. */
export const reviewRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const service = new ReviewService(fastify.db, fastify.clock);
  // Only this plugin's routes accept multipart; one more file than allowed is read so it can be refused in Korean.
  // throwFileSizeLimit off: an over-size photo is reported by the form reader after the eligibility check.
  await fastify.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: REVIEW_PHOTO_MAX_BYTES, files: REVIEW_PHOTO_MAX_COUNT + 1, fields: 10, fieldSize: 64 * 1024, parts: 20 },
  });

  fastify.get(
    '/hotels/:id/reviews',
    {
      schema: {
        tags: ['review'],
        summary: '호텔 리뷰 목록',
        description:
          '최신순 (같으면 id 역순). page는 0부터, size 기본 10, 최대 50. 로그인 없이 볼 수 있으며, 토큰을 보내면 ' +
          '내가 쓴 리뷰에 isMine: true (작성자의 회원 id는 내보내지 않고, 이름은 가려서 보냅니다: 박*진). 보낸 토큰이 만료·위조면 401 (새 토큰으로 다시 요청).',
        security: [{}, ...security],
        params: hotelIdParamsSchema,
        querystring: reviewPageQuerySchema,
        response: { 200: reviewPageSchema, ...errorResponses },
      },
      // Public, but a caller who sends a token is identified (a bad one is 401, so the client renews it and
      // "my review" stays right) through the shared requireAuth and whatever checks it makes.
      preHandler: async (request, reply) => {
        if (request.headers.authorization !== undefined) await fastify.requireAuth(request, reply);
      },
    },
    async (request) => service.page(request.params.id, request.query, request.user?.sub ?? null),
  );

  fastify.get(
    '/hotels/:id/reviews/rating',
    {
      schema: {
        tags: ['review'],
        summary: '호텔 평점 요약',
        description: '보이는 리뷰의 평균 (소수 첫째 자리)과 개수. 리뷰가 없으면 avg는 null.',
        params: hotelIdParamsSchema,
        response: { 200: ratingSummarySchema, ...errorResponses },
      },
    },
    async (request) => service.rating(request.params.id),
  );

  fastify.get(
    '/hotels/:id/reviews/eligibility',
    {
      onRequest: fastify.requireAuth,
      schema: {
        tags: ['review'],
        summary: '리뷰 작성 가능 여부',
        description: '체크아웃이 지난(checkOut ≤ 오늘) 확정 예약 중 리뷰가 없는 가장 최근 예약.',
        security,
        params: hotelIdParamsSchema,
        response: { 200: reviewEligibilitySchema, ...errorResponses },
      },
    },
    async (request) => service.eligibility(caller(request.user).sub, request.params.id),
  );

  fastify.post(
    '/hotels/:id/reviews',
    {
      onRequest: fastify.requireAuth,
      schema: {
        tags: ['review'],
        summary: '리뷰 작성',
        description:
          'multipart/form-data: bookingId, rating(1~5), comment(HTML 제거, 1000자), photo(최대 1장, 5MB, jpg/jpeg/png/webp/gif). ' +
          '먼저 이 예약으로 리뷰를 쓸 수 있는지 확인하고 (아니면 사진을 읽지 않고 403/400/409), 그다음 사진을 확인합니다. ' +
          '사진은 디코딩해 확인한 뒤 메타데이터 없이 WebP로 다시 저장합니다. 호텔 평점은 같은 트랜잭션에서 다시 계산됩니다.',
        consumes: ['multipart/form-data'],
        security,
        params: hotelIdParamsSchema,
        response: { 201: reviewSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = caller(request.user);
      const form = await readReviewForm(request);
      // Eligibility before the photo: no image is decoded (sharp) for a member who may not write this review.
      await service.assertCanReview(user.sub, request.params.id, form.bookingId);
      if (form.photoError) throw form.photoError;
      const stored = form.photo ? await storeReviewPhoto(fastify.config.dataDir, await reencodePhoto(form.photo.bytes, form.photo.filename)) : null;
      try {
        const review = await service.create(user.sub, request.params.id, {
          bookingId: form.bookingId,
          rating: form.rating,
          comment: form.comment,
          photoUrl: stored?.url ?? null,
        });
        return await reply.code(201).send(review);
      } catch (error) {
        await stored?.remove();
        throw error;
      }
    },
  );

  fastify.delete(
    '/reviews/:id',
    {
      onRequest: fastify.requireAuth,
      schema: {
        tags: ['review'],
        summary: '내 리뷰 삭제',
        description:
          '본인이 쓴 리뷰만 (다른 사람의 리뷰는 403). 호텔 평점은 같은 트랜잭션에서 다시 계산됩니다. 리뷰 사진 파일도 지워져 더는 제공되지 않습니다 (404).',
        security,
        params: reviewIdParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const photoUrls = await service.remove(caller(request.user).sub, request.params.id);
      // After the commit: a failed delete must not lose the photo of a review that is still shown.
      await Promise.all(photoUrls.map((url) => removeReviewPhoto(fastify.config.dataDir, url)));
      return reply.code(204).send(null);
    },
  );

  fastify.post(
    '/reviews/:id/report',
    {
      onRequest: fastify.requireAuth,
      schema: {
        tags: ['review'],
        summary: '리뷰 신고',
        description: 'reason 또는 reasonCode: ABUSE, SPAM, PERSONAL, OTHER (OTHER는 detail 필수). 한 리뷰에 한 번, 본인 리뷰는 불가.',
        security,
        params: reviewIdParamsSchema,
        body: reportRequestSchema,
        response: { 201: reportResultSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const result = await service.report(caller(request.user), request.params.id, request.body);
      return reply.code(201).send(result);
    },
  );
};
