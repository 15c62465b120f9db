import { screen, within } from '@testing-library/react';
import { deferred, mockFetch, requestedPaths, restoreFetch, type MockAnswer } from '../../testing/fetch-mock';
import { memberToken, renderSupport } from '../../testing/render-support';
import { ticket } from './tickets.test-data';

afterEach(() => restoreFetch());

const TICKETS = [
  ticket(12, '예약 날짜를 하루 미루고 싶어요'),
  ticket(9, '체크인 전에 짐을 맡길 수 있나요?', 'ANSWERED'),
  ticket(5, '[버그] 결제 금액이 늦게 바뀌어요'),
];

function answerTickets() {
  return mockFetch((url) => {
    const status = url.searchParams.get('status');
    const q = url.searchParams.get('q');
    return { body: TICKETS.filter((t) => (!status || t.status === status) && (!q || t.subject.includes(q))) };
  });
}

describe('my tickets', () => {
  it('shows a loading state, then the tickets with their status, each opening its thread', async () => {
    const gate = deferred<MockAnswer>();
    mockFetch(() => gate.promise);
    renderSupport('/support/contact/my', { token: memberToken() });
    expect(screen.getByRole('heading', { level: 1, name: '내 문의' })).toBeInTheDocument();
    expect(screen.getByText('문의 내역을 불러오는 중').closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
    gate.resolve({ body: TICKETS });
    const list = await screen.findByRole('list', { name: '문의 목록' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/support/contact/ticket/12',
      '/support/contact/ticket/9',
      '/support/contact/ticket/5',
    ]);
    expect(within(links[0]!).getByText('접수')).toBeInTheDocument();
    expect(within(links[1]!).getByText('답변완료')).toBeInTheDocument();
    expect(screen.getByText('문의 3건')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: '고객센터 메뉴' });
    expect(within(nav).getByRole('link', { name: '내 문의' })).toHaveAttribute('aria-current', 'page');
  });

  it('filters by status with the choice in the address', async () => {
    const fetchMock = answerTickets();
    const { user, currentPath } = renderSupport('/support/contact/my', { token: memberToken() });
    await screen.findByText('문의 3건');
    const statuses = screen.getByRole('navigation', { name: '처리 상태' });
    expect(
      within(statuses)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['전체', '접수', '답변완료']);
    expect(within(statuses).getByRole('link', { name: '전체' })).toHaveAttribute('aria-current', 'true');
    await user.click(within(statuses).getByRole('link', { name: '답변완료' }));
    expect(await screen.findByText('문의 1건')).toBeInTheDocument();
    expect(currentPath()).toBe('/support/contact/my?status=ANSWERED');
    expect(within(statuses).getByRole('link', { name: '답변완료' })).toHaveAttribute('aria-current', 'true');
    expect(requestedPaths(fetchMock)).toContain('/api/support/tickets?status=ANSWERED');
  });

  it('searches by keyword, keeping it and the status in the address', async () => {
    const fetchMock = answerTickets();
    const { user, currentPath } = renderSupport('/support/contact/my?status=UPLOADED', { token: memberToken() });
    await screen.findByText('문의 2건');
    await user.type(screen.getByRole('searchbox', { name: '검색어' }), '버그{Enter}');
    expect(await screen.findByText('문의 1건')).toBeInTheDocument();
    expect(currentPath()).toBe('/support/contact/my?status=UPLOADED&q=%EB%B2%84%EA%B7%B8');
    expect(requestedPaths(fetchMock)).toContain('/api/support/tickets?status=UPLOADED&q=%EB%B2%84%EA%B7%B8');
    // The status links keep the keyword.
    expect(screen.getByRole('link', { name: '전체' })).toHaveAttribute('href', '/support/contact/my?q=%EB%B2%84%EA%B7%B8');
  });

  it('opens with the filters of the address in place', async () => {
    const fetchMock = answerTickets();
    renderSupport('/support/contact/my?q=짐', { token: memberToken() });
    expect(await screen.findByText('문의 1건')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: '검색어' })).toHaveValue('짐');
    expect(requestedPaths(fetchMock)).toEqual(['/api/support/tickets?q=%EC%A7%90']);
  });

  it('says when no ticket matches, with a way to clear the filters', async () => {
    answerTickets();
    renderSupport('/support/contact/my?q=없는말', { token: memberToken() });
    expect(await screen.findByRole('heading', { name: '조건에 맞는 문의가 없습니다.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '조건 지우기' })).toHaveAttribute('href', '/support/contact/my');
  });

  it('has an honest empty state that leads to the inquiry form', async () => {
    mockFetch(() => ({ body: [] }));
    renderSupport('/support/contact/my', { token: memberToken() });
    expect(await screen.findByRole('heading', { name: '남긴 문의가 없습니다.' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '1:1 문의하기' }).every((link) => link.getAttribute('href') === '/support/contact/inquiry')).toBe(
      true,
    );
  });

  it('says 조회 실패 on failure and tries again on request', async () => {
    let fail = true;
    mockFetch(() => (fail ? { status: 500, body: { error: 'INTERNAL_ERROR', message: '일시적인 오류가 발생했습니다.' } } : { body: TICKETS }));
    const { user } = renderSupport('/support/contact/my', { token: memberToken() });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('조회 실패');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('문의 3건')).toBeInTheDocument();
  });
});
