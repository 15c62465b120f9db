import { screen, waitFor, within } from '@testing-library/react';
import type { AdminTicketDetail, AdminTicketMessage } from 'shared-contracts/schemas/support';
import { deferred, mockFetch, restoreFetch, type MockAnswer } from '../../testing/fetch-mock';
import { renderAdmin } from '../../testing/render-admin';
import { hoursAgo, memberMessage, operatorMessage, OPERATOR, ticketDetail } from '../../testing/tickets.fixtures';

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** A small fake of the desk's API around one ticket, applying replies, edits and deletions like the server. */
function setup(
  initial: AdminTicketDetail,
  options: { detail?: () => MockAnswer | Promise<MockAnswer> | null; write?: (sent: Sent) => MockAnswer | null } = {},
) {
  let ticket = initial;
  let nextId = 100;
  const writes: Sent[] = [];
  const settle = (messages: AdminTicketMessage[]) => {
    const last = messages.at(-1);
    const answered = last?.senderRole === 'ROLE_ADMIN';
    ticket = {
      ...ticket,
      messages,
      messageCount: messages.length,
      status: answered ? 'ANSWERED' : 'UPLOADED',
      answeredAt: answered ? last!.createdAt : null,
    };
  };
  mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url.pathname === `/api/admin/support/tickets/${ticket.id}`) return options.detail?.() ?? { body: ticket };
    const sent = { method, path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : null };
    writes.push(sent);
    const override = options.write?.(sent);
    if (override) return override;
    if (method === 'POST' && url.pathname === `/api/admin/support/tickets/${ticket.id}/reply`) {
      settle([...ticket.messages, operatorMessage(nextId++, (sent.body as { content: string }).content, { createdAt: new Date().toISOString() })]);
      return { body: ticket };
    }
    const message = /^\/api\/admin\/support\/messages\/(\d+)$/.exec(url.pathname);
    if (message && method === 'PUT') {
      const id = Number(message[1]);
      settle(
        ticket.messages.map((m) =>
          m.id === id ? { ...m, content: (sent.body as { content: string }).content, editedAt: new Date().toISOString() } : m,
        ),
      );
      return { body: ticket.messages.find((m) => m.id === id) };
    }
    if (message && method === 'DELETE') {
      settle(ticket.messages.filter((m) => m.id !== Number(message[1])));
      return { status: 204 };
    }
    return { status: 404, body: null };
  });
  return { ...renderAdmin(`/admin/support/tickets/${initial.id}`), writes };
}

const thread = () => screen.getByRole('list', { name: '대화' });
const replyBox = () => screen.getByRole('textbox', { name: '답변 내용' });

afterEach(() => restoreFetch());

describe('admin ticket thread', () => {
  it('shows a loading state, then subject, member, status, wait and the thread with member and operator told apart', async () => {
    const later = deferred<MockAnswer>();
    setup(ticketDetail(9, []), { detail: () => later.promise });
    expect(screen.getByRole('heading', { level: 1, name: '문의 상세' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '문의를 불러오는 중' })).toBeInTheDocument();
    later.resolve({
      body: ticketDetail(
        9,
        [
          memberMessage(1, '환불이 안 들어왔어요.\n확인 부탁드려요.'),
          operatorMessage(2, '확인해 보겠습니다.'),
          memberMessage(3, '감사합니다', { createdAt: hoursAgo(2.5) }),
        ],
        {
          subject: '환불 문의',
          lastMessageAt: hoursAgo(2.5),
        },
      ),
    });
    expect(await screen.findByRole('heading', { level: 1, name: '환불 문의' })).toBeInTheDocument();
    expect(screen.getByText('#9')).toBeInTheDocument();
    expect(screen.getByText('접수')).toBeInTheDocument();
    expect(screen.getByText('2시간 대기')).toBeInTheDocument();
    expect(screen.getAllByText('김민지 (member0007)')).toHaveLength(1);
    const items = within(thread()).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-labelledby') && within(item).getAllByText(/^(회원|운영자) /)[0]!.textContent)).toEqual([
      '회원 김민지 (member0007)',
      `운영자 ${OPERATOR.loginId}`,
      '회원 김민지 (member0007)',
    ]);
    // Line breaks kept, as text.
    expect(within(items[0]!).getByText(/환불이 안 들어왔어요\.\s+확인 부탁드려요\./)).toBeInTheDocument();
    // Only the operator's answer can be changed.
    expect(within(items[0]!).queryByRole('button', { name: '수정' })).not.toBeInTheDocument();
    expect(within(items[1]!).getByRole('button', { name: '수정' })).toBeInTheDocument();
    expect(within(items[1]!).getByRole('button', { name: '삭제' })).toBeInTheDocument();
  });

  it('never renders a message as markup', async () => {
    setup(ticketDetail(9, [memberMessage(1, '<img src=x onerror="alert(1)"><b>굵게</b>')]));
    expect(
      await within(await screen.findByRole('list', { name: '대화' })).findByText('<img src=x onerror="alert(1)"><b>굵게</b>'),
    ).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('refuses an empty reply with 내용을 입력해주세요., then answers: the ticket becomes 답변완료', async () => {
    const { user, writes } = setup(ticketDetail(9, [memberMessage(1, '질문')]));
    await screen.findByRole('heading', { level: 1, name: '문의 9' });
    await user.type(replyBox(), '   ');
    await user.click(screen.getByRole('button', { name: '답변 등록' }));
    expect(screen.getByText('내용을 입력해주세요.')).toBeInTheDocument();
    expect(replyBox()).toHaveAttribute('aria-invalid', 'true');
    expect(replyBox()).toHaveFocus();
    expect(writes).toEqual([]);
    await user.clear(replyBox());
    await user.type(replyBox(), ' 환불은 3영업일 안에 처리됩니다. ');
    await user.click(screen.getByRole('button', { name: '답변 등록' }));
    expect(await screen.findByText('답변을 등록했습니다. 회원에게 메일로 알렸습니다.')).toBeInTheDocument();
    expect(writes).toEqual([{ method: 'POST', path: '/api/admin/support/tickets/9/reply', body: { content: '환불은 3영업일 안에 처리됩니다.' } }]);
    expect(await within(thread()).findByText('환불은 3영업일 안에 처리됩니다.')).toBeInTheDocument();
    expect(await screen.findByText('답변완료')).toBeInTheDocument();
    expect(replyBox()).toHaveValue('');
  });

  it('refuses an answer or an edit over 8000 characters, saying so at its box until it fits', async () => {
    const { user, writes } = setup(ticketDetail(9, [operatorMessage(2, '첫 답변')]));
    await screen.findByRole('heading', { level: 1, name: '문의 9' });
    await user.click(replyBox());
    await user.paste('가'.repeat(8001));
    await user.click(screen.getByRole('button', { name: '답변 등록' }));
    expect(replyBox()).toHaveAccessibleDescription('내용은 8000자 이내로 입력해주세요.');
    expect(replyBox()).toHaveFocus();
    await user.type(replyBox(), '{Backspace}');
    expect(replyBox()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('내용은 8000자 이내로 입력해주세요.')).not.toBeInTheDocument();

    const item = within(thread()).getAllByRole('listitem')[0]!;
    await user.click(within(item).getByRole('button', { name: '수정' }));
    const box = within(item).getByRole('textbox', { name: '답변 수정' });
    await user.clear(box);
    await user.paste('나'.repeat(8001));
    await user.click(within(item).getByRole('button', { name: '수정 저장' }));
    expect(box).toHaveAccessibleDescription('내용은 8000자 이내로 입력해주세요.');
    expect(box).toHaveFocus();
    expect(writes).toEqual([]);
  });

  it('keeps the typed answer when the reply fails, even across leaving the page', async () => {
    const { user, unmount } = setup(ticketDetail(9, [memberMessage(1, '질문')]), {
      write: () => ({ status: 500, body: { error: 'INTERNAL', message: '서버 오류가 발생했습니다.' } }),
    });
    await screen.findByRole('heading', { level: 1, name: '문의 9' });
    await user.type(replyBox(), '답변 초안');
    await user.click(screen.getByRole('button', { name: '답변 등록' }));
    expect(await screen.findByText('서버 오류가 발생했습니다.')).toBeInTheDocument();
    expect(replyBox()).toHaveValue('답변 초안');
    unmount();
    setup(ticketDetail(9, [memberMessage(1, '질문')]));
    expect(await screen.findByRole('textbox', { name: '답변 내용' })).toHaveValue('답변 초안');
  });

  it('edits an operator answer in place, validating it, and marks it edited', async () => {
    const { user, writes } = setup(
      ticketDetail(9, [memberMessage(1, '질문'), operatorMessage(2, '첫 답변')], { status: 'ANSWERED', answeredAt: hoursAgo(1) }),
    );
    const item = within(await screen.findByRole('list', { name: '대화' })).getAllByRole('listitem')[1]!;
    await user.click(within(item).getByRole('button', { name: '수정' }));
    const box = within(item).getByRole('textbox', { name: '답변 수정' });
    expect(box).toHaveValue('첫 답변');
    expect(box).toHaveFocus();
    await user.clear(box);
    await user.click(within(item).getByRole('button', { name: '수정 저장' }));
    expect(within(item).getByText('내용을 입력해주세요.')).toBeInTheDocument();
    await user.type(box, '고친 답변');
    await user.click(within(item).getByRole('button', { name: '수정 저장' }));
    expect(await screen.findByText('답변을 수정했습니다.')).toBeInTheDocument();
    expect(writes).toEqual([{ method: 'PUT', path: '/api/admin/support/messages/2', body: { content: '고친 답변' } }]);
    expect(await within(item).findByText('고친 답변')).toBeInTheDocument();
    expect(within(item).getByText(/수정됨/)).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: '수정' })).toHaveFocus();
  });

  it('keeps the edited text when saving the edit fails, and cancelling restores the answer', async () => {
    const { user } = setup(ticketDetail(9, [operatorMessage(2, '첫 답변')]), {
      write: () => ({ status: 409, body: { error: 'NOT_OPERATOR_MESSAGE', message: '운영자 답변만 수정하거나 삭제할 수 있습니다.' } }),
    });
    const item = within(await screen.findByRole('list', { name: '대화' })).getAllByRole('listitem')[0]!;
    await user.click(within(item).getByRole('button', { name: '수정' }));
    await user.type(within(item).getByRole('textbox', { name: '답변 수정' }), ' 보충');
    await user.click(within(item).getByRole('button', { name: '수정 저장' }));
    expect(await within(item).findByRole('alert')).toHaveTextContent('운영자 답변만 수정하거나 삭제할 수 있습니다.');
    expect(within(item).getByRole('textbox', { name: '답변 수정' })).toHaveValue('첫 답변 보충');
    await user.click(within(item).getByRole('button', { name: '취소' }));
    expect(within(item).getByText('첫 답변')).toBeInTheDocument();
  });

  it('deletes an operator answer after the confirmation: the ticket waits again', async () => {
    const { user, writes } = setup(
      ticketDetail(9, [memberMessage(1, '질문'), operatorMessage(2, '지울 답변')], { status: 'ANSWERED', answeredAt: hoursAgo(1) }),
    );
    const item = within(await screen.findByRole('list', { name: '대화' })).getAllByRole('listitem')[1]!;
    expect(screen.getByText('답변완료')).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: '삭제' }));
    const dialog = screen.getByRole('dialog', { name: '답변을 삭제할까요?' });
    expect(within(dialog).getByRole('button', { name: '취소' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('답변을 삭제했습니다.')).toBeInTheDocument();
    expect(writes).toEqual([{ method: 'DELETE', path: '/api/admin/support/messages/2', body: null }]);
    await waitFor(() => expect(within(thread()).queryByText('지울 답변')).not.toBeInTheDocument());
    expect(await screen.findByText('접수')).toBeInTheDocument();
  });

  it('says a ticket does not exist, staying on the desk', async () => {
    const { currentPath } = setup(ticketDetail(9, []), {
      detail: () => ({ status: 404, body: { error: 'TICKET_NOT_FOUND', message: '문의를 찾을 수 없습니다.' } }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: '문의를 찾을 수 없습니다.' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/support/tickets/9');
    expect(screen.getByRole('link', { name: /문의 목록으로/ })).toHaveAttribute('href', '/admin/support/tickets');
  });

  it('shows a failure other than 404 with a retry', async () => {
    let failing = true;
    const { user } = setup(ticketDetail(9, [memberMessage(1, '질문')]), {
      detail: () => (failing ? { status: 503, body: { error: 'UNAVAILABLE', message: '잠시 후 다시 시도해주세요.' } } : null),
    });
    expect(await screen.findByRole('heading', { name: '문의를 불러오지 못했습니다.' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '문의 상세' })).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('heading', { level: 1, name: '문의 9' })).toBeInTheDocument();
  });
});
