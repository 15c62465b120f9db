import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  faqPageQuerySchema,
  faqPageSchema,
  faqSchema,
  noticeNavSchema,
  noticePageQuerySchema,
  noticePageSchema,
  noticeSchema,
  supportIdParamSchema,
  ticketCreateSchema,
  ticketDetailSchema,
  ticketListQuerySchema,
  ticketListSchema,
  ticketMessageCreateSchema,
  ticketMessageSchema,
} from 'shared-contracts/schemas';
import { z } from 'zod/mini';
import { AppError } from '../../errors/app-error';
import { errorResponses } from '../../errors/error.schemas';
import { SupportContentService } from './support-content.service';
import { TicketService, type Member } from './ticket.service';

const security = [{ bearerAuth: [] }];

function memberOf(user: { sub: number; role: Member['role'] } | null): Member {
  if (!user) throw AppError.of(401, 'UNAUTHORIZED');
  return { id: user.sub, role: user.role };
}

/**
 * Public notices and FAQ (GET /api/notices…, /api/support/faq…) and the member's own tickets
 * (/api/support/tickets…, login required; another member's ticket answers 404).
 */
export const supportRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const content = new SupportContentService(fastify.db, fastify.clock);
  const tickets = new TicketService(fastify.db, fastify.clock);

  fastify.get(
    '/notices',
    {
      schema: {
        tags: ['support'],
        summary: '공지사항 목록',
        description: '고정 공지가 먼저, 그다음 최신순. size 기본 10 (최대 50).',
        querystring: noticePageQuerySchema,
        response: { 200: noticePageSchema, ...errorResponses },
      },
    },
    async (request) => content.noticePage(request.query),
  );
  fastify.get(
    '/notices/:id',
    { schema: { tags: ['support'], summary: '공지사항', params: supportIdParamSchema, response: { 200: noticeSchema, ...errorResponses } } },
    async (request) => content.notice(request.params.id),
  );
  fastify.get(
    '/notices/:id/nav',
    {
      schema: {
        tags: ['support'],
        summary: '이전/다음 공지',
        description: '목록 순서(고정 먼저, 최신순)에서 바로 위(prevId)와 바로 아래(nextId) 공지. 끝이면 null.',
        params: supportIdParamSchema,
        response: { 200: noticeNavSchema, ...errorResponses },
      },
    },
    async (request) => content.noticeNav(request.params.id),
  );
  fastify.get(
    '/support/faq',
    {
      schema: {
        tags: ['support'],
        summary: '자주 묻는 질문',
        description: 'category: LODGING(숙소), COUPON(쿠폰), PAYMENT(결제/영수증), MEMBER(회원). 없으면 전체. size 기본 10.',
        querystring: faqPageQuerySchema,
        response: { 200: faqPageSchema, ...errorResponses },
      },
    },
    async (request) => content.faqPage(request.query),
  );
  fastify.get(
    '/support/faq/:id',
    { schema: { tags: ['support'], summary: '자주 묻는 질문 한 건', params: supportIdParamSchema, response: { 200: faqSchema, ...errorResponses } } },
    async (request) => content.faq(request.params.id),
  );

  fastify.post(
    '/support/tickets',
    {
      onRequest: fastify.requireAuth,
      schema: {
        tags: ['support'],
        summary: '1:1 문의 / 버그 신고 등록',
        description: '제목 150자, 내용 8000자 이내 (앞뒤 공백 제외, 비어 있으면 400). 버그 신고는 제목이 [버그]로 시작합니다.',
        security,
        body: ticketCreateSchema,
        response: { 201: ticketDetailSchema, ...errorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await tickets.create(memberOf(request.user), request.body)),
  );
  fastify.get(
    '/support/tickets',
    {
      onRequest: fastify.requireAuth,
      schema: {
        tags: ['support'],
        summary: '내 문의 목록',
        description: 'status: UPLOADED(접수) / ANSWERED(답변완료). q: 제목·내용의 모든 단어. 최신순.',
        security,
        querystring: ticketListQuerySchema,
        response: { 200: ticketListSchema, ...errorResponses },
      },
    },
    async (request) => tickets.list(memberOf(request.user).id, request.query),
  );
  fastify.get(
    '/support/tickets/:id',
    {
      onRequest: fastify.requireAuth,
      schema: {
        tags: ['support'],
        summary: '내 문의',
        security,
        params: supportIdParamSchema,
        response: { 200: ticketDetailSchema, ...errorResponses },
      },
    },
    async (request) => tickets.detail(memberOf(request.user).id, request.params.id),
  );
  fastify.get(
    '/support/tickets/:id/messages',
    {
      onRequest: fastify.requireAuth,
      schema: {
        tags: ['support'],
        summary: '내 문의의 대화',
        security,
        params: supportIdParamSchema,
        response: { 200: z.array(ticketMessageSchema), ...errorResponses },
      },
    },
    async (request) => tickets.messages(memberOf(request.user).id, request.params.id),
  );
  fastify.post(
    '/support/tickets/:id/messages',
    {
      onRequest: fastify.requireAuth,
      schema: {
        tags: ['support'],
        summary: '내 문의에 이어서 쓰기',
        description: '내용 8000자 이내. 문의는 다시 접수(UPLOADED) 상태가 됩니다.',
        security,
        params: supportIdParamSchema,
        body: ticketMessageCreateSchema,
        response: { 201: ticketMessageSchema, ...errorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await tickets.reply(memberOf(request.user), request.params.id, request.body)),
  );
};
