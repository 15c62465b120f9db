import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminNoteSchema,
  adminReasonSchema,
  adminUserDetailSchema,
  adminUserIdParamSchema,
  adminUserPageSchema,
  adminUserRoleSchema,
  adminUsersQuerySchema,
} from 'shared-contracts/schemas';
import { errorResponses } from '../../errors/error.schemas';
import { auditActorOf } from '../audit/audit-log';
import { ADMIN_ONLY, security } from './admin-route-options';
import { AdminUsersService } from './admin-users.service';

const tags = ['admin-users'];

/** /api/admin/users…: search, detail, lock, unlock, role. */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const service = new AdminUsersService(fastify.db, fastify.clock, fastify.sessionStandings);
  const params = adminUserIdParamSchema;
  const response = { 200: adminUserDetailSchema, ...errorResponses };

  fastify.get(
    '/users',
    {
      schema: {
        tags,
        security,
        summary: '회원 검색 (기본 최근 가입순)',
        description: `${ADMIN_ONLY} q: 모든 단어가 로그인 ID·이름·이메일·전화 중 하나에 맞거나 회원 번호. role, state(ACTIVE, LOCKED, WITHDRAWN). sort: 열 이름(오름차순) 또는 -열 이름(내림차순) — createdAt, name, loginId; 같은 값은 회원 번호순. 없으면 최근 가입순.`,
        querystring: adminUsersQuerySchema,
        response: { 200: adminUserPageSchema, ...errorResponses },
      },
    },
    async (request) => service.page(request.query),
  );
  fastify.get(
    '/users/:id',
    {
      schema: {
        tags,
        security,
        summary: '회원 상세',
        description: `${ADMIN_ONLY} 회원 정보, 잠금 상태, 살아 있는 로그인 세션 수, 운영 호텔, 최근 예약 20건과 문의 20건.`,
        params,
        response,
      },
    },
    async (request) => service.detail(request.params.id),
  );
  fastify.post(
    '/users/:id/lock',
    {
      schema: {
        tags,
        security,
        summary: '계정 잠금',
        description:
          `${ADMIN_ONLY} reason 필수. 같은 트랜잭션에서 모든 리프레시 토큰을 폐기합니다. 잠긴 회원은 로그인(423 ACCOUNT_SUSPENDED)·토큰 갱신·` +
          '쓰기 요청이 거절됩니다. 관리자 계정과 탈퇴 회원은 409.',
        params,
        body: adminReasonSchema,
        response,
      },
    },
    async (request) => service.lock(auditActorOf(request), request.params.id, request.body.reason),
  );
  fastify.post(
    '/users/:id/unlock',
    {
      schema: {
        tags,
        security,
        summary: '계정 잠금 해제',
        description: `${ADMIN_ONLY} 잠기지 않은 계정은 409. memo는 선택.`,
        params,
        body: adminNoteSchema,
        response,
      },
    },
    async (request) => service.unlock(auditActorOf(request), request.params.id, request.body?.memo),
  );
  fastify.put(
    '/users/:id/role',
    {
      schema: {
        tags,
        security,
        summary: '권한 변경 (회원 ↔ 사장님)',
        description:
          `${ADMIN_ONLY} role: ROLE_USER 또는 ROLE_OWNER. 다음 로그인·토큰 갱신부터 반영됩니다. 운영 중인 호텔이 있는 사장님을 회원으로 바꾸거나, ` +
          '같은 권한으로 바꾸거나, 관리자·탈퇴 회원이면 409.',
        params,
        body: adminUserRoleSchema,
        response,
      },
    },
    async (request) => service.changeRole(auditActorOf(request), request.params.id, request.body),
  );
};
