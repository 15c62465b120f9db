import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * OpenAPI generated from the same zod schemas the routes validate with; served as /api/openapi.json and
 * browsable at /api/docs. Must be registered before the routes so it sees them.
 */
async function swaggerPlugin(fastify: FastifyInstance): Promise<void> {
  await fastify.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: '스테이온 호텔 예약 API',
        description: '게스트, 호텔 운영자, 관리자를 위한 API입니다. 모든 오류 응답은 {error, message, errorId} 형식입니다.',
        version: '0.1.0',
      },
      servers: [],
      tags: [
        { name: 'system', description: '상태 확인' },
        { name: 'catalog', description: '지역, 편의시설' },
        { name: 'search', description: '호텔 검색' },
        { name: 'auth', description: '회원가입, 로그인, 토큰, 비밀번호 찾기, 소셜 로그인' },
        { name: 'user', description: '내 정보, 쿠폰' },
        { name: 'dev', description: '개발용 (운영 모드에서는 없음)' },
      ],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    // Turns schemas registered with .meta({ id }) into components/schemas so the $refs resolve.
    transformObject: jsonSchemaTransformObject,
  });
  await fastify.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list', deepLinking: true } });
  fastify.get('/api/openapi.json', { schema: { hide: true } }, async () => fastify.swagger());
}

export default fp(swaggerPlugin, { name: 'swagger', fastify: '5.x' });
