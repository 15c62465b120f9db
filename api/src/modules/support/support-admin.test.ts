import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AdminTicket, AdminTicketDetail, NoticePage, TicketDetail } from 'shared-contracts/schemas';
import { build } from '../../build';
import { auditLog } from '../../db/schema';
import { ManualClock } from '../../testing/auth-helpers';
import { TEST_NOW } from '../../testing/test-clock';
import { SUPPORT_MESSAGES as M } from './support.messages';
import { caller, resetSupportWorld, supportTokens, type SupportTokens } from './support-test-world';

describe('admin support desk API', () => {
  let app: FastifyInstance;
  let tokens: SupportTokens;
  let call: ReturnType<typeof caller>;
  const clock = new ManualClock(TEST_NOW);

  before(async () => {
    app = await build({ clock, seed: false });
    tokens = await supportTokens(app);
    call = caller(app);
  });
  beforeEach(() => resetSupportWorld(app));
  after(() => app.close());

  const fileTicket = async (token: string, subject: string, firstMessage = '도와주세요') => {
    const res = await call(token, { method: 'POST', url: '/api/support/tickets', payload: { subject, firstMessage } });
    assert.equal(res.statusCode, 201, res.body);
    clock.advance(60);
    return res.json<TicketDetail>();
  };
  const queue = async (query = '') => {
    const res = await call(tokens.admin, { method: 'GET', url: `/api/admin/support/tickets${query}` });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<{ content: AdminTicket[]; page: number; size: number; totalElements: number }>();
  };

  it('publishes a pinned notice that the public list shows first; edits and deletes are audited', async () => {
    const write = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) => call(tokens.admin, { method, url, payload });
    const plain = (await write('POST', '/api/admin/support/notices', { title: '일반 공지', content: '내용' })).json();
    clock.advance(60);
    const created = await write('POST', '/api/admin/support/notices', { title: '  점검 안내  ', content: '새벽 2시 점검', pinned: true });
    assert.equal(created.statusCode, 201, created.body);
    assert.equal(created.json().title, '점검 안내');
    const pub = (await call(null, { method: 'GET', url: '/api/notices' })).json<NoticePage>();
    assert.deepEqual(
      pub.content.map((n) => n.title),
      ['점검 안내', '일반 공지'],
    );

    const edited = await write('PUT', `/api/admin/support/notices/${plain.id}`, { title: '일반 공지(수정)', content: '내용', pinned: false });
    assert.equal(edited.json().title, '일반 공지(수정)');
    const empty = await write('PUT', `/api/admin/support/notices/${plain.id}`, { title: ' ', content: '내용' });
    assert.equal(empty.statusCode, 400);
    assert.equal(empty.json().message, M.noticeFieldsRequired);
    assert.equal((await call(tokens.admin, { method: 'DELETE', url: `/api/admin/support/notices/${plain.id}` })).statusCode, 204);
    assert.equal((await call(tokens.admin, { method: 'DELETE', url: `/api/admin/support/notices/${plain.id}` })).statusCode, 404);
    assert.equal((await call(null, { method: 'GET', url: `/api/notices/${plain.id}` })).statusCode, 404);

    const audit = await app.db.select().from(auditLog).where(eq(auditLog.entity, 'notice'));
    assert.deepEqual(audit.map((a) => a.action).sort(), ['NOTICE_CREATED', 'NOTICE_CREATED', 'NOTICE_DELETED', 'NOTICE_UPDATED']);
    assert.ok(audit.every((a) => a.actorId === 1 && a.actorRole === 'ROLE_ADMIN' && a.requestId));
    const pinnedOnly = (await call(tokens.admin, { method: 'GET', url: '/api/admin/support/notices?pinned=true' })).json();
    assert.equal(pinnedOnly.size, 100);
    assert.deepEqual(
      pinnedOnly.content.map((n: { title: string }) => n.title),
      ['점검 안내'],
    );
  });

  it('manages FAQ with the category filter (200 per page by default)', async () => {
    const created = await call(tokens.admin, {
      method: 'POST',
      url: '/api/admin/support/faqs',
      payload: { category: 'PAYMENT', question: '환불은 언제?', answer: '3~5일' },
    });
    assert.equal(created.statusCode, 201);
    const list = (await call(tokens.admin, { method: 'GET', url: '/api/admin/support/faqs?category=PAYMENT' })).json();
    assert.equal(list.size, 200);
    assert.equal(list.totalElements, 1);
    const none = (await call(tokens.admin, { method: 'GET', url: '/api/admin/support/faqs?category=MEMBER' })).json();
    assert.equal(none.totalElements, 0);
    const put = await call(tokens.admin, {
      method: 'PUT',
      url: `/api/admin/support/faqs/${created.json().id}`,
      payload: { category: 'MEMBER', question: '질문', answer: '' },
    });
    assert.equal(put.json().message, M.faqFieldsRequired);
  });

  it('lists the queue waiting-first (oldest on top), then answered; q finds bug reports by the word', async () => {
    const old = await fileTicket(tokens.memberA, '가장 오래된 문의');
    const bug = await fileTicket(tokens.memberB, '[버그] 결제 버튼이 안 눌려요');
    const answered = await fileTicket(tokens.memberA, '답변할 문의');
    await call(tokens.admin, { method: 'POST', url: `/api/admin/support/tickets/${answered.id}/reply`, payload: { content: '답변입니다' } });
    const page = await queue();
    assert.equal(page.size, 50);
    assert.deepEqual(
      page.content.map((t) => [t.id, t.status]),
      [
        [old.id, 'UPLOADED'],
        [bug.id, 'UPLOADED'],
        [answered.id, 'ANSWERED'],
      ],
    );
    assert.equal(page.content[0]!.user.loginId, 'askuser01');
    assert.deepEqual(
      (await queue('?q=' + encodeURIComponent('버그'))).content.map((t) => t.id),
      [bug.id],
    );
    assert.deepEqual(
      (await queue('?q=' + encodeURIComponent('버그 결제'))).content.map((t) => t.id),
      [bug.id],
    );
    assert.deepEqual((await queue('?q=' + encodeURIComponent('버그 환불'))).content, []);
    assert.deepEqual(
      (await queue('?status=ANSWERED')).content.map((t) => t.id),
      [answered.id],
    );
    assert.equal((await queue('?q=askuser02')).totalElements, 1);
  });

  it("an answer marks the ticket ANSWERED, mails the member, and a member's next message reopens it", async () => {
    const ticket = await fileTicket(tokens.memberA, '환불 문의', '언제 환불되나요?');
    const empty = await call(tokens.admin, { method: 'POST', url: `/api/admin/support/tickets/${ticket.id}/reply`, payload: { content: '  ' } });
    assert.equal(empty.statusCode, 400);
    assert.equal(empty.json().message, M.contentRequired);
    const res = await call(tokens.admin, {
      method: 'POST',
      url: `/api/admin/support/tickets/${ticket.id}/reply`,
      payload: { content: '3~5일 걸립니다.' },
    });
    assert.equal(res.statusCode, 200, res.body);
    const detail = res.json<AdminTicketDetail>();
    assert.equal(detail.status, 'ANSWERED');
    assert.deepEqual(
      detail.messages.map((m) => [m.sender.loginId, m.senderRole]),
      [
        ['askuser01', 'ROLE_USER'],
        ['desk0001', 'ROLE_ADMIN'],
      ],
    );

    const mail = (await call(null, { method: 'GET', url: '/api/dev/mailbox?to=ask1@example.com' })).json<{ subject: string; text: string }[]>();
    assert.equal(mail[0]?.subject, M.answerMailSubject);
    assert.match(mail[0]!.text, new RegExp(`/support/contact/ticket/${ticket.id}`));

    const seen = (await call(tokens.memberA, { method: 'GET', url: `/api/support/tickets/${ticket.id}` })).json<TicketDetail>();
    assert.equal(seen.status, 'ANSWERED');
    assert.equal(seen.messages[1]!.senderRole, 'ROLE_ADMIN');
    await call(tokens.memberA, { method: 'POST', url: `/api/support/tickets/${ticket.id}/messages`, payload: { content: '감사합니다. 하나 더요.' } });
    const reopened = (await call(tokens.memberA, { method: 'GET', url: `/api/support/tickets/${ticket.id}` })).json<TicketDetail>();
    assert.equal(reopened.status, 'UPLOADED');
  });

  it('edits and deletes operator messages only; deleting the only answer puts the ticket back in the queue', async () => {
    const ticket = await fileTicket(tokens.memberA, '문의');
    const answered = (
      await call(tokens.admin, { method: 'POST', url: `/api/admin/support/tickets/${ticket.id}/reply`, payload: { content: '답변' } })
    ).json<AdminTicketDetail>();
    const [memberMessage, operatorMessage] = answered.messages;
    const edit = (id: number, content: string) =>
      call(tokens.admin, { method: 'PUT', url: `/api/admin/support/messages/${id}`, payload: { content } });
    const refused = await edit(memberMessage!.id, '회원 글 고치기');
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().message, M.notOperatorMessage);
    const edited = await edit(operatorMessage!.id, '고친 답변');
    assert.equal(edited.json().content, '고친 답변');
    assert.ok(edited.json().editedAt);
    assert.equal((await call(tokens.admin, { method: 'DELETE', url: `/api/admin/support/messages/${operatorMessage!.id}` })).statusCode, 204);
    const after = (await call(tokens.admin, { method: 'GET', url: `/api/admin/support/tickets/${ticket.id}` })).json<AdminTicketDetail>();
    assert.equal(after.status, 'UPLOADED');
    assert.equal(after.answeredAt, null);
    assert.equal(after.messages.length, 1);
    assert.equal((await call(tokens.admin, { method: 'DELETE', url: '/api/admin/support/messages/999999' })).statusCode, 404);
  });
});
