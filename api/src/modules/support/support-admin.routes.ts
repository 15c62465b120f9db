import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminFaqPageSchema,
  adminFaqQuerySchema,
  adminNoticePageSchema,
  adminNoticeQuerySchema,
  adminTicketDetailSchema,
  adminTicketPageSchema,
  adminTicketQuerySchema,
  faqSchema,
  faqWriteSchema,
  noticeSchema,
  noticeWriteSchema,
  supportIdParamSchema,
  ticketMessageCreateSchema,
  ticketMessageSchema,
} from 'shared-contracts/schemas';
import { z } from 'zod/mini';
import { errorResponses } from '../../errors/error.schemas';
import { publicOrigin } from '../../security/public-origin';
import { auditActorOf } from '../audit/audit-log';
import { createMailer } from '../mail/mailer';
import { SupportContentService } from './support-content.service';
import { TicketDeskService } from './ticket-desk.service';

const security = [{ bearerAuth: [] }];
const tags = ['admin-support'];
const ok = { 204: z.null() };

/**
 * /api/admin/support/*: notices, FAQ and the ticket desk. Registered inside the admin scope (ROLE_ADMIN on every
 * route, checked before validation); every write is audited in its transaction.
 */
export const supportAdminRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { auth } = fastify.config;
  const content = new SupportContentService(fastify.db, fastify.clock);
  const mailer = createMailer({ smtpUrl: auth.smtpUrl, from: auth.mailFrom, db: fastify.db, clock: fastify.clock });
  const desk = new TicketDeskService(fastify.db, fastify.clock, mailer, fastify.log);

  fastify.get(
    '/support/notices',
    {
      schema: {
        tags,
        security,
        summary: '공지 관리 목록 (size 기본 100)',
        querystring: adminNoticeQuerySchema,
        response: { 200: adminNoticePageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { pinned, ...page } = request.query;
      const {
        content: rows,
        page: p,
        size,
        totalElements,
      } = await content.noticePage({ ...page, ...(pinned ? { pinned: pinned === 'true' } : {}) }, true);
      return { content: rows, page: p, size, totalElements };
    },
  );
  fastify.post(
    '/support/notices',
    { schema: { tags, security, summary: '공지 등록', body: noticeWriteSchema, response: { 201: noticeSchema, ...errorResponses } } },
    async (request, reply) => reply.code(201).send(await content.createNotice(auditActorOf(request), request.body)),
  );
  fastify.put(
    '/support/notices/:id',
    {
      schema: {
        tags,
        security,
        summary: '공지 수정',
        params: supportIdParamSchema,
        body: noticeWriteSchema,
        response: { 200: noticeSchema, ...errorResponses },
      },
    },
    async (request) => content.updateNotice(auditActorOf(request), request.params.id, request.body),
  );
  fastify.delete(
    '/support/notices/:id',
    { schema: { tags, security, summary: '공지 삭제', params: supportIdParamSchema, response: { ...ok, ...errorResponses } } },
    async (request, reply) => {
      await content.deleteNotice(auditActorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  fastify.get(
    '/support/faqs',
    {
      schema: {
        tags,
        security,
        summary: 'FAQ 관리 목록 (size 기본 200)',
        querystring: adminFaqQuerySchema,
        response: { 200: adminFaqPageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { content: rows, page, size, totalElements } = await content.faqPage(request.query, true);
      return { content: rows, page, size, totalElements };
    },
  );
  fastify.post(
    '/support/faqs',
    { schema: { tags, security, summary: 'FAQ 등록', body: faqWriteSchema, response: { 201: faqSchema, ...errorResponses } } },
    async (request, reply) => reply.code(201).send(await content.createFaq(auditActorOf(request), request.body)),
  );
  fastify.put(
    '/support/faqs/:id',
    {
      schema: {
        tags,
        security,
        summary: 'FAQ 수정',
        params: supportIdParamSchema,
        body: faqWriteSchema,
        response: { 200: faqSchema, ...errorResponses },
      },
    },
    async (request) => content.updateFaq(auditActorOf(request), request.params.id, request.body),
  );
  fastify.delete(
    '/support/faqs/:id',
    { schema: { tags, security, summary: 'FAQ 삭제', params: supportIdParamSchema, response: { ...ok, ...errorResponses } } },
    async (request, reply) => {
      await content.deleteFaq(auditActorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  fastify.get(
    '/support/tickets',
    {
      schema: {
        tags,
        security,
        summary: '문의 접수함 (size 기본 50)',
        description: '답변 대기(UPLOADED)가 먼저, 오래 기다린 순. 그다음 답변완료 최신순. q: 제목·내용·회원 ID의 모든 단어 (버그 신고는 q=버그).',
        querystring: adminTicketQuerySchema,
        response: { 200: adminTicketPageSchema, ...errorResponses },
      },
    },
    async (request) => desk.page(request.query),
  );
  fastify.get(
    '/support/tickets/:id',
    {
      schema: {
        tags,
        security,
        summary: '문의 상세와 대화',
        params: supportIdParamSchema,
        response: { 200: adminTicketDetailSchema, ...errorResponses },
      },
    },
    async (request) => desk.detail(request.params.id),
  );
  fastify.post(
    '/support/tickets/:id/reply',
    {
      schema: {
        tags,
        security,
        summary: '운영자 답변',
        description: '문의는 답변완료(ANSWERED)가 되고 회원에게 메일이 갑니다.',
        params: supportIdParamSchema,
        body: ticketMessageCreateSchema,
        response: { 200: adminTicketDetailSchema, ...errorResponses },
      },
    },
    async (request) =>
      desk.reply(auditActorOf(request), request.params.id, request.body, `${publicOrigin(request)}/support/contact/ticket/${request.params.id}`),
  );
  fastify.put(
    '/support/messages/:id',
    {
      schema: {
        tags,
        security,
        summary: '운영자 답변 수정',
        params: supportIdParamSchema,
        body: ticketMessageCreateSchema,
        response: { 200: ticketMessageSchema, ...errorResponses },
      },
    },
    async (request) => desk.editMessage(auditActorOf(request), request.params.id, request.body),
  );
  fastify.delete(
    '/support/messages/:id',
    { schema: { tags, security, summary: '운영자 답변 삭제', params: supportIdParamSchema, response: { ...ok, ...errorResponses } } },
    async (request, reply) => {
      await desk.deleteMessage(auditActorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
