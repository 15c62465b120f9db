import { screen, waitFor, within } from '@testing-library/react';
import { deferred, mockFetch, restoreFetch, type MockAnswer } from '../../testing/fetch-mock';
import { memberToken, renderSupport } from '../../testing/render-support';
import { detail, message, ticket } from './tickets.test-data';

afterEach(() => restoreFetch());

const ANSWERED = detail(ticket(9, '체크인 전에 짐을 맡길 수 있나요?', 'ANSWERED'), [
  message(1, '오전에 도착하는데 짐을 맡길 수 있을까요?', 'member'),
  message(2, '안녕하세요, 스테이온 고객센터입니다.\n대부분의 호텔이 짐 보관을 해드립니다.', 'operator'),
]);

describe('ticket thread', () => {
  it('shows a loading state, then the subject, status and thread with member and operator told apart', async () => {
    const gate = deferred<MockAnswer>();
    mockFetch(() => gate.promise);
    renderSupport('/support/contact/ticket/9', { token: memberToken() });
    expect(screen.getByRole('status')).toHaveTextContent('문의를 불러오는 중');
    gate.resolve({ body: ANSWERED });
    expect(await screen.findByRole('heading', { level: 1, name: '체크인 전에 짐을 맡길 수 있나요?' })).toBeInTheDocument();
    expect(screen.getByText('답변완료')).toBeInTheDocument();
    const thread = within(screen.getByRole('region', { name: '대화' })).getAllByRole('listitem');
    expect(thread).toHaveLength(2);
    expect(within(thread[0]!).getByText('나')).toBeInTheDocument();
    expect(thread[0]).toHaveAttribute('data-side', 'member');
    expect(within(thread[1]!).getByText('스테이온 고객센터')).toBeInTheDocument();
    expect(thread[1]).toHaveAttribute('data-side', 'operator');
    expect(within(thread[1]!).getByText(/대부분의 호텔이/).textContent).toBe(
      '안녕하세요, 스테이온 고객센터입니다.\n대부분의 호텔이 짐 보관을 해드립니다.',
    );
    expect(screen.queryByText(/답변을 기다리는 중입니다/)).not.toBeInTheDocument();
  });

  it("counts a message of another sender as the operator's even without an ADMIN role (§4)", async () => {
    mockFetch(() => ({ body: detail(ticket(3, '문의'), [message(1, '질문', 'member'), message(2, '답', 'operator', 'ROLE_USER')]) }));
    renderSupport('/support/contact/ticket/3', { token: memberToken() });
    const conversation = await screen.findByRole('region', { name: '대화' });
    const thread = within(conversation).getAllByRole('listitem');
    expect(thread.map((item) => item.getAttribute('data-side'))).toEqual(['member', 'operator']);
  });

  it('says a waiting ticket is waiting', async () => {
    mockFetch(() => ({ body: detail(ticket(12, '예약 날짜를 하루 미루고 싶어요'), [message(1, '하루 미룰 수 있나요?', 'member')]) }));
    renderSupport('/support/contact/ticket/12', { token: memberToken() });
    expect(await screen.findByText(/답변을 기다리는 중입니다/)).toBeInTheDocument();
    expect(screen.getByText('접수')).toBeInTheDocument();
  });

  it('sends a reply, clears the box and shows it in the thread with the ticket waiting again', async () => {
    let current = ANSWERED;
    const bodies: unknown[] = [];
    mockFetch((url, init) => {
      if (init?.method === 'POST') {
        bodies.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
        const reply = message(3, '감사합니다. 한 가지 더 여쭤볼게요.', 'member');
        current = { ...current, status: 'UPLOADED', messages: [...current.messages, reply] };
        return { status: 201, body: reply };
      }
      return { body: current };
    });
    const { user } = renderSupport('/support/contact/ticket/9', { token: memberToken() });
    const box = await screen.findByRole('textbox', { name: '추가 문의 내용' });
    await user.type(box, '  감사합니다. 한 가지 더 여쭤볼게요.  ');
    await user.click(screen.getByRole('button', { name: '보내기' }));
    expect(await screen.findByText('메시지를 보냈습니다.')).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(bodies).toEqual([{ path: '/api/support/tickets/9/messages', body: { content: '감사합니다. 한 가지 더 여쭤볼게요.' } }]);
    expect(await screen.findByText('감사합니다. 한 가지 더 여쭤볼게요.')).toBeInTheDocument();
    expect(screen.getByText('접수')).toBeInTheDocument();
  });

  it('refuses an empty or too long reply without sending', async () => {
    const fetchMock = mockFetch(() => ({ body: ANSWERED }));
    const { user } = renderSupport('/support/contact/ticket/9', { token: memberToken() });
    const box = await screen.findByRole('textbox', { name: '추가 문의 내용' });
    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: '보내기' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('내용을 입력해주세요.'));
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await user.clear(box);
    await user.paste('가'.repeat(8001));
    expect(screen.getByText('8,001/8,000자')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '보내기' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('내용은 8000자 이내로 입력해주세요.'));
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('keeps the message at the box while the text still breaks the rule, and takes it away once it passes', async () => {
    mockFetch(() => ({ body: ANSWERED }));
    const { user } = renderSupport('/support/contact/ticket/9', { token: memberToken() });
    const box = await screen.findByRole('textbox', { name: '추가 문의 내용' });
    await user.click(screen.getByRole('button', { name: '보내기' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('내용을 입력해주세요.'));
    await user.type(box, '  ');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('내용을 입력해주세요.'));
    await user.type(box, '네');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(box).not.toHaveAttribute('aria-invalid');
  });

  it("keeps the reply in the box when sending fails, with the server's text", async () => {
    mockFetch((_url, init) =>
      init?.method === 'POST' ? { status: 500, body: { error: 'INTERNAL_ERROR', message: '일시적인 오류가 발생했습니다.' } } : { body: ANSWERED },
    );
    const { user } = renderSupport('/support/contact/ticket/9', { token: memberToken() });
    const box = await screen.findByRole('textbox', { name: '추가 문의 내용' });
    await user.type(box, '다시 한번 확인 부탁드려요');
    await user.click(screen.getByRole('button', { name: '보내기' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('메시지를 보내지 못했습니다.');
    expect(alert).toHaveTextContent('일시적인 오류가 발생했습니다.');
    expect(box).toHaveValue('다시 한번 확인 부탁드려요');
  });

  it.each(['/support/contact/ticket/77', '/support/contact/ticket/x'])('says honestly that %s is not found', async (path) => {
    mockFetch(() => ({ status: 404, body: { error: 'TICKET_NOT_FOUND', message: '문의를 찾을 수 없습니다.' } }));
    const { currentPath } = renderSupport(path, { token: memberToken() });
    expect(await screen.findByRole('heading', { level: 1, name: '문의를 찾을 수 없습니다.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '내 문의 목록' })).toHaveAttribute('href', '/support/contact/my');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(currentPath()).toBe(path);
  });

  it('shows a failure with a retry when the ticket cannot be loaded', async () => {
    let fail = true;
    mockFetch(() => (fail ? { status: 500, body: { error: 'INTERNAL_ERROR', message: '일시적인 오류가 발생했습니다.' } } : { body: ANSWERED }));
    const { user } = renderSupport('/support/contact/ticket/9', { token: memberToken() });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('조회 실패');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('heading', { level: 1, name: '체크인 전에 짐을 맡길 수 있나요?' })).toBeInTheDocument();
  });
});
