import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { FaqPage, NoticeNav, NoticePage, Ticket, TicketDetail } from 'shared-contracts/schemas';
import { build } from '../../build';
import { faqs, notices } from '../../db/schema';
import { ManualClock } from '../../testing/auth-helpers';
import { TEST_NOW } from '../../testing/test-clock';
import { SUPPORT_MESSAGES as M } from './support.messages';
import { caller, resetSupportWorld, supportTokens, type SupportTokens } from './support-test-world';

const at = (minutes: number) => new Date(new Date(TEST_NOW).getTime() - minutes * 60_000);

describe("support API: notices, FAQ and a member's tickets", () => {
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

  async function seedNotices(count: number, pinnedIds: number[] = []) {
    // id n is n minutes old: higher ids are older.
    await app.db.insert(notices).values(
      Array.from({ length: count }, (_, i) => ({
        id: i + 1,
        title: `공지 ${i + 1}`,
        content: `내용 ${i + 1}`,
        pinned: pinnedIds.includes(i + 1),
        createdAt: at(i + 1),
      })),
    );
  }

  it('pages notices 10 at a time, pinned first then newest, with last on the final page', async () => {
    await seedNotices(23, [7, 20]);
    const first = (await call(null, { method: 'GET', url: '/api/notices' })).json<NoticePage>();
    assert.deepEqual(
      first.content.map((n) => n.id),
      [7, 20, 1, 2, 3, 4, 5, 6, 8, 9],
    );
    assert.equal(first.last, false);
    assert.equal(first.totalElements, 23);
    assert.equal(first.totalPages, 3);
    const third = (await call(null, { method: 'GET', url: '/api/notices?page=2' })).json<NoticePage>();
    assert.deepEqual(
      third.content.map((n) => n.id),
      [21, 22, 23],
    );
    assert.equal(third.last, true);
    const beyond = (await call(null, { method: 'GET', url: '/api/notices?page=9' })).json<NoticePage>();
    assert.deepEqual(beyond.content, []);
    assert.equal(beyond.last, true);
  });

  it('answers previous/next in list order, null at both ends, 404 for a deleted or unknown notice', async () => {
    await seedNotices(4, [3]);
    // List order: 3 (pinned), 1, 2, 4.
    const nav = async (id: number) => (await call(null, { method: 'GET', url: `/api/notices/${id}/nav` })).json<NoticeNav>();
    assert.deepEqual(await nav(3), { prevId: null, nextId: 1 });
    assert.deepEqual(await nav(1), { prevId: 3, nextId: 2 });
    assert.deepEqual(await nav(4), { prevId: 2, nextId: null });
    await app.db.update(notices).set({ deletedAt: new Date(TEST_NOW) });
    assert.equal((await call(null, { method: 'GET', url: '/api/notices/1/nav' })).statusCode, 404);
    const gone = await call(null, { method: 'GET', url: '/api/notices/1' });
    assert.equal(gone.statusCode, 404);
    assert.equal(gone.json().message, M.noticeNotFound);
  });

  it('returns notice content exactly as written: markup is text, never interpreted or altered', async () => {
    await app.db.insert(notices).values({ id: 1, title: '<b>굵게</b>', content: '<script>alert(1)</script>\n둘째 줄' });
    const res = await call(null, { method: 'GET', url: '/api/notices/1' });
    assert.equal(res.json().content, '<script>alert(1)</script>\n둘째 줄');
    assert.match(String(res.headers['content-type']), /application\/json/);
  });

  it('filters FAQ by category and pages them', async () => {
    await app.db
      .insert(faqs)
      .values([
        ...Array.from({ length: 12 }, (_, i) => ({ category: 'COUPON' as const, question: `쿠폰 질문 ${i}`, answer: '답' })),
        { category: 'MEMBER' as const, question: '회원 질문', answer: '답' },
      ]);
    const all = (await call(null, { method: 'GET', url: '/api/support/faq' })).json<FaqPage>();
    assert.equal(all.totalElements, 13);
    assert.equal(all.content.length, 10);
    const coupon = (await call(null, { method: 'GET', url: '/api/support/faq?category=COUPON&page=1' })).json<FaqPage>();
    assert.equal(coupon.totalElements, 12);
    assert.equal(coupon.content.length, 2);
    assert.ok(coupon.last);
    const bad = await call(null, { method: 'GET', url: '/api/support/faq?category=HOTEL' });
    assert.equal(bad.statusCode, 400);
    const one = await call(null, { method: 'GET', url: `/api/support/faq/${all.content[0]!.id}` });
    assert.equal(one.json().question, '쿠폰 질문 0');
  });

  it('needs login for tickets', async () => {
    for (const [method, url] of [
      ['GET', '/api/support/tickets'],
      ['POST', '/api/support/tickets'],
      ['GET', '/api/support/tickets/1'],
    ] as const) {
      assert.equal(
        (await call(null, { method, url, payload: method === 'POST' ? { subject: '제목', firstMessage: '내용' } : undefined })).statusCode,
        401,
        url,
      );
    }
  });

  it('files a ticket with trimmed texts and refuses empty, whitespace-only and over-long ones in Korean', async () => {
    const post = (payload: Record<string, unknown>) => call(tokens.memberA, { method: 'POST', url: '/api/support/tickets', payload });
    const created = await post({ subject: '  환불 문의  ', firstMessage: '  언제 입금되나요?  ' });
    assert.equal(created.statusCode, 201, created.body);
    const ticket = created.json<TicketDetail>();
    assert.equal(ticket.subject, '환불 문의');
    assert.equal(ticket.status, 'UPLOADED');
    assert.deepEqual(
      ticket.messages.map((m) => [m.content, m.senderRole]),
      [['언제 입금되나요?', 'ROLE_USER']],
    );

    for (const [payload, message] of [
      [{ subject: '', firstMessage: '내용' }, M.subjectContentRequired],
      [{ subject: '제목', firstMessage: '   \n ' }, M.subjectContentRequired],
      [{ subject: '가'.repeat(151), firstMessage: '내용' }, M.subjectTooLong],
      [{ subject: '제목', firstMessage: '가'.repeat(8001) }, M.contentTooLong],
    ] as const) {
      const res = await post(payload);
      assert.equal(res.statusCode, 400, JSON.stringify(payload).slice(0, 60));
      assert.equal(res.json().message, message);
    }
    assert.equal((await post({ subject: '가'.repeat(150), firstMessage: '가'.repeat(8000) })).statusCode, 201);
    assert.equal((await post({ subject: '가'.repeat(100_000), firstMessage: 'x' })).statusCode, 400);
  });

  it("shows a member only their own tickets: list, filter, keyword; another member's ticket is 404", async () => {
    const post = (token: string, subject: string, firstMessage: string) =>
      call(token, { method: 'POST', url: '/api/support/tickets', payload: { subject, firstMessage } }).then((r) => r.json<TicketDetail>());
    const mine = await post(tokens.memberA, '결제 문의', '카드 결제가 안 돼요');
    clock.advance(1);
    await post(tokens.memberA, '[버그] 달력 오류', '휴대폰에서 달력이 잘려요');
    const theirs = await post(tokens.memberB, '쿠폰 문의', '쿠폰이 안 보여요');

    const list = (token: string, query = '') => call(token, { method: 'GET', url: `/api/support/tickets${query}` }).then((r) => r.json<Ticket[]>());
    assert.deepEqual(
      (await list(tokens.memberA)).map((t) => t.subject),
      ['[버그] 달력 오류', '결제 문의'],
    );
    assert.deepEqual(
      (await list(tokens.memberA, '?q=' + encodeURIComponent('버그 달력'))).map((t) => t.subject),
      ['[버그] 달력 오류'],
    );
    assert.deepEqual(
      (await list(tokens.memberA, '?q=' + encodeURIComponent('카드'))).map((t) => t.subject),
      ['결제 문의'],
    );
    assert.deepEqual(await list(tokens.memberA, '?q=' + encodeURIComponent('100%')), []);
    assert.deepEqual(await list(tokens.memberA, '?status=ANSWERED'), []);

    for (const url of [`/api/support/tickets/${theirs.id}`, `/api/support/tickets/${theirs.id}/messages`]) {
      const res = await call(tokens.memberA, { method: 'GET', url });
      assert.equal(res.statusCode, 404);
      assert.equal(res.json().message, M.ticketNotFound);
    }
    const write = await call(tokens.memberA, { method: 'POST', url: `/api/support/tickets/${theirs.id}/messages`, payload: { content: '끼어들기' } });
    assert.equal(write.statusCode, 404);
    const own = await call(tokens.memberA, { method: 'GET', url: `/api/support/tickets/${mine.id}/messages` });
    assert.equal(own.json().length, 1);
  });

  it("a member's reply is checked (non-empty, ≤ 8000) and keeps the ticket waiting", async () => {
    const ticket = (
      await call(tokens.memberA, { method: 'POST', url: '/api/support/tickets', payload: { subject: '문의', firstMessage: '첫 글' } })
    ).json<TicketDetail>();
    const reply = (content: string) =>
      call(tokens.memberA, { method: 'POST', url: `/api/support/tickets/${ticket.id}/messages`, payload: { content } });
    assert.equal((await reply('  ')).json().message, M.contentRequired);
    assert.equal((await reply('가'.repeat(8001))).json().message, M.contentTooLong);
    const ok = await reply('추가로 여쭤봐요');
    assert.equal(ok.statusCode, 201);
    const detail = (await call(tokens.memberA, { method: 'GET', url: `/api/support/tickets/${ticket.id}` })).json<TicketDetail>();
    assert.equal(detail.status, 'UPLOADED');
    assert.equal(detail.messages.length, 2);
  });
});
