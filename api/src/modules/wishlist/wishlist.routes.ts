import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  queryId,
  wishlistAddRequestSchema,
  wishlistItemSchema,
  wishlistPageQuerySchema,
  wishlistPageSchema,
  wishlistStatusQuerySchema,
  wishlistStatusSchema,
} from 'shared-contracts/schemas';
import { z } from 'zod/mini';
import { AppError } from '../../errors/app-error';
import { errorResponses } from '../../errors/error.schemas';
import { WishlistService } from './wishlist.service';

const positiveId = queryId();
const security = [{ bearerAuth: [] }];

function callerId(user: { sub: number } | null): number {
  if (!user) throw AppError.of(401, 'UNAUTHORIZED');
  return user.sub;
}

/** GET/POST /api/wishlists, DELETE /api/wishlists/{id}, DELETE /api/wishlists/by-hotel/{hotelId}, GET /api/wishlists/has. */
export const wishlistRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const service = new WishlistService(fastify.db, fastify.clock);

  fastify.get(
    '/wishlists',
    {
      onRequest: fastify.requireAuth,
      schema: {
        tags: ['wishlist'],
        summary: '내 찜 목록',
        description: '최근에 찜한 순서 (같으면 id 역순). limit 기본 20, 최대 200 (더 크면 200으로 줄임).',
        security,
        querystring: wishlistPageQuerySchema,
        response: { 200: wishlistPageSchema, ...errorResponses },
      },
    },
    async (request) => service.page(callerId(request.user), request.query),
  );

  fastify.post(
    '/wishlists',
    {
      onRequest: fastify.requireAuth,
      schema: {
        tags: ['wishlist'],
        summary: '찜하기',
        description: '사용자와 호텔마다 한 건: 이미 찜한 호텔이면 기존 항목을 200으로, 새로 만들면 201로 돌려줍니다.',
        security,
        body: wishlistAddRequestSchema,
        response: { 200: wishlistItemSchema, 201: wishlistItemSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { item, created } = await service.add(callerId(request.user), request.body.hotelId);
      return reply.code(created ? 201 : 200).send(item);
    },
  );

  fastify.get(
    '/wishlists/has',
    {
      onRequest: fastify.requireAuth,
      schema: {
        tags: ['wishlist'],
        summary: '찜 여부',
        security,
        querystring: wishlistStatusQuerySchema,
        response: { 200: wishlistStatusSchema, ...errorResponses },
      },
    },
    async (request) => service.status(callerId(request.user), request.query.hotelId),
  );

  fastify.delete(
    '/wishlists/by-hotel/:hotelId',
    {
      onRequest: fastify.requireAuth,
      schema: {
        tags: ['wishlist'],
        summary: '호텔로 찜 해제',
        description: '호출한 사용자의 해당 호텔 찜을 지웁니다. 찜하지 않은 호텔이어도 204 (멱등).',
        security,
        params: z.object({ hotelId: positiveId }),
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await service.removeByHotel(callerId(request.user), request.params.hotelId);
      return reply.code(204).send(null);
    },
  );

  fastify.delete(
    '/wishlists/:id',
    {
      onRequest: fastify.requireAuth,
      schema: {
        tags: ['wishlist'],
        summary: '찜 항목 삭제',
        description: '호출한 사용자의 항목만 지웁니다. 없거나 다른 사용자의 항목이면 404.',
        security,
        params: z.object({ id: positiveId }),
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await service.removeById(callerId(request.user), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
