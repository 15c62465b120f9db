import { screen, waitFor, within } from '@testing-library/react';
import { deferred, mockFetch, restoreFetch, type MockAnswer } from '../../testing/fetch-mock';
import { renderAdmin } from '../../testing/render-admin';
import { adminTicket, memberMessage, ticketDetail, ticketPage } from '../../testing/tickets.fixtures';

const bug = (id: number, over = {}) => adminTicket(id, { subject: `[버그] 오류 ${id}`, createdAt: '2030-03-10T01:30:00Z', ...over });

function setup(list: (url: URL) => MockAnswer | Promise<MockAnswer>, route = '/admin/support/bugs', replies: unknown[] = []) {
  const fetchMock = mockFetch((url, init) => {
    if (url.pathname === '/api/admin/support/tickets') return list(url);
    const detail = /^\/api\/admin\/support\/tickets\/(\d+)$/.exec(url.pathname);
    if (detail)
      return { body: ticketDetail(Number(detail[1]), [memberMessage(1, `버그 설명 ${detail[1]}`)], { subject: `[버그] 오류 ${detail[1]}` }) };
    const reply = /^\/api\/admin\/support\/tickets\/(\d+)\/reply$/.exec(url.pathname);
    if (reply && init?.method === 'POST') {
      replies.push(JSON.parse(String(init.body)));
      return { body: ticketDetail(Number(reply[1]), []) };
    }
    return { status: 404, body: null };
  });
  return { ...renderAdmin(route), fetchMock, replies };
}

const listCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).filter((url) => url.pathname === '/api/admin/support/tickets');
const bugList = () => screen.getByRole('region', { name: '버그 리포트 목록' });

afterEach(() => restoreFetch());

describe('admin bug reports', () => {
  it('lists the bug tickets (subject, id, status, time) queried with the word 버그, 50 a page, and asks to pick one', async () => {
    const later = deferred<MockAnswer>();
    const { fetchMock } = setup(() => later.promise);
    expect(screen.getByRole('heading', { level: 1, name: '버그 리포트' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '버그 리포트를 불러오는 중' })).toBeInTheDocument();
    later.resolve({ body: ticketPage([bug(4), bug(2, { status: 'ANSWERED' })]) });
    const first = await within(bugList()).findByRole('link', { name: /\[버그\] 오류 4/ });
    expect(first).toHaveTextContent('#4');
    expect(first).toHaveTextContent('접수');
    expect(first).toHaveTextContent('2030-03-10 10:30');
    expect(within(bugList()).getByRole('link', { name: /\[버그\] 오류 2/ })).toHaveTextContent('답변완료');
    expect(screen.getByRole('heading', { level: 2, name: '왼쪽 목록에서 버그 리포트를 고르세요.' })).toBeInTheDocument();
    const [call] = listCalls(fetchMock);
    expect(call!.searchParams.get('q')).toBe('버그');
    expect(call!.searchParams.get('size')).toBe('50');
  });

  it('filters by status and keyword (q = 버그 + keyword), in the address', async () => {
    const { user, fetchMock, currentPath } = setup(() => ({ body: ticketPage([bug(4)]) }));
    await within(bugList()).findByRole('link', { name: /오류 4/ });
    await user.selectOptions(screen.getByRole('combobox', { name: '상태' }), '접수');
    await user.type(screen.getByRole('searchbox', { name: '검색어' }), '결제{Enter}');
    await waitFor(() => expect(currentPath()).toBe('/admin/support/bugs?status=UPLOADED&q=%EA%B2%B0%EC%A0%9C'));
    const last = listCalls(fetchMock).at(-1)!;
    expect(last.searchParams.get('q')).toBe('버그 결제');
    expect(last.searchParams.get('status')).toBe('UPLOADED');
  });

  it('shows an empty state and a failure with a retry', async () => {
    let answer: MockAnswer = { status: 500, body: { error: 'INTERNAL', message: '서버 오류가 발생했습니다.' } };
    const { user } = setup(() => answer);
    expect(await screen.findByRole('heading', { name: '버그 리포트를 불러오지 못했습니다.' })).toBeInTheDocument();
    answer = { body: ticketPage([]) };
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('heading', { name: '접수된 버그 리포트가 없습니다.' })).toBeInTheDocument();
  });

  it('opens the chosen ticket’s thread beside the list and refuses an empty reply with 내용을 입력해주세요.', async () => {
    const { user, currentPath, replies } = setup(() => ({ body: ticketPage([bug(4), bug(2)]) }), '/admin/support/bugs?status=UPLOADED');
    await user.click(await within(bugList()).findByRole('link', { name: /오류 2/ }));
    expect(currentPath()).toBe('/admin/support/bugs?status=UPLOADED&id=2');
    expect(await screen.findByRole('heading', { level: 2, name: '[버그] 오류 2' })).toBeInTheDocument();
    expect(within(bugList()).getByRole('link', { name: /오류 2/ })).toHaveAttribute('aria-current', 'true');
    expect(within(screen.getByRole('list', { name: '대화' })).getByText('버그 설명 2')).toBeInTheDocument();
    expect(screen.getByText('회원 김민지 (member0007)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '답변 등록' }));
    expect(screen.getByText('내용을 입력해주세요.')).toBeInTheDocument();
    expect(replies).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: '답변 내용' }), '다음 배포에서 고쳐집니다.');
    await user.click(screen.getByRole('button', { name: '답변 등록' }));
    expect(await screen.findByText('답변을 등록했습니다. 회원에게 메일로 알렸습니다.')).toBeInTheDocument();
    expect(replies).toEqual([{ content: '다음 배포에서 고쳐집니다.' }]);
  });

  it('opens the ticket named in the address', async () => {
    setup(() => ({ body: ticketPage([bug(4)]) }), '/admin/support/bugs?id=4');
    expect(await screen.findByRole('heading', { level: 2, name: '[버그] 오류 4' })).toBeInTheDocument();
    expect(await within(bugList()).findByRole('link', { name: /오류 4/ })).toHaveAttribute('aria-current', 'true');
  });
});
