import { screen, waitFor, within } from '@testing-library/react';
import { deferred, mockFetch, restoreFetch, type MockAnswer } from '../../testing/fetch-mock';
import { renderAdmin } from '../../testing/render-admin';
import { adminTicket, hoursAgo, memberMessage, ticketDetail, ticketPage } from '../../testing/tickets.fixtures';

function setup(list: (url: URL) => MockAnswer | Promise<MockAnswer>, route = '/admin/support/tickets') {
  const fetchMock = mockFetch((url) => {
    if (url.pathname === '/api/admin/support/tickets') return list(url);
    const match = /^\/api\/admin\/support\/tickets\/(\d+)$/.exec(url.pathname);
    if (match) return { body: ticketDetail(Number(match[1]), [memberMessage(1, '본문')]) };
    return { status: 404, body: null };
  });
  return { ...renderAdmin(route), fetchMock };
}

const lastQuery = (fetchMock: ReturnType<typeof mockFetch>) => new URL(String(fetchMock.mock.calls.at(-1)![0]), 'http://localhost').searchParams;
const table = () => screen.getByRole('table', { name: '문의 목록' });

afterEach(() => restoreFetch());

describe('admin tickets list', () => {
  it('shows a loading state, then the tickets 50 a page with how long each has waited', async () => {
    const later = deferred<MockAnswer>();
    const { fetchMock } = setup(() => later.promise);
    expect(screen.getByRole('heading', { level: 1, name: '문의' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '문의를 불러오는 중' })).toBeInTheDocument();
    later.resolve({
      body: ticketPage([
        adminTicket(3, { subject: '환불은 언제 되나요?', lastMessageAt: hoursAgo(26) }),
        adminTicket(5, { subject: '쿠폰이 안 보여요', lastMessageAt: hoursAgo(3.5) }),
        adminTicket(2, { subject: '예약 변경 문의', status: 'ANSWERED', answeredAt: '2030-03-10T03:00:00Z', messageCount: 2 }),
      ]),
    });
    const rows = within(await screen.findByRole('table', { name: '문의 목록' })).getAllByRole('row');
    expect(within(rows[1]!).getByRole('link', { name: '환불은 언제 되나요?' })).toHaveAttribute('href', '/admin/support/tickets/3');
    expect(within(rows[1]!).getByText('1일 대기')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('접수')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('김민지 (member0007)')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('3시간 대기')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('답변완료')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('2030-03-10 12:00 답변')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('#2 · 2개')).toBeInTheDocument();
    expect(screen.getByText('총 3건')).toBeInTheDocument();
    const query = lastQuery(fetchMock);
    expect(query.get('size')).toBe('50');
    expect(query.get('page')).toBe('0');
    expect(query.has('status')).toBe(false);
    expect(query.has('q')).toBe(false);
  });

  it('shows an empty state', async () => {
    setup(() => ({ body: ticketPage([]) }));
    expect(await screen.findByRole('heading', { name: '접수된 문의가 없습니다.' })).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    let failing = true;
    const { user } = setup(() =>
      failing ? { status: 500, body: { error: 'INTERNAL', message: '서버 오류가 발생했습니다.' } } : { body: ticketPage([adminTicket(1)]) },
    );
    expect(await screen.findByRole('heading', { name: '문의를 불러오지 못했습니다.' })).toBeInTheDocument();
    expect(screen.getByText('서버 오류가 발생했습니다.')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('link', { name: '문의 1' })).toBeInTheDocument();
  });

  it('keeps the status and keyword filters in the address', async () => {
    const { user, currentPath, fetchMock } = setup((url) => ({ body: ticketPage(url.searchParams.get('q') ? [] : [adminTicket(1)]) }));
    await screen.findByRole('link', { name: '문의 1' });
    await user.selectOptions(screen.getByRole('combobox', { name: '상태' }), '답변완료');
    await waitFor(() => expect(currentPath()).toBe('/admin/support/tickets?status=ANSWERED'));
    expect(lastQuery(fetchMock).get('status')).toBe('ANSWERED');
    await user.type(screen.getByRole('searchbox', { name: '검색어' }), '  환불 member0007 {Enter}');
    await waitFor(() => expect(currentPath()).toBe('/admin/support/tickets?status=ANSWERED&q=%ED%99%98%EB%B6%88+member0007'));
    expect(lastQuery(fetchMock).get('q')).toBe('환불 member0007');
    expect(await screen.findByRole('heading', { name: '조건에 맞는 문의가 없습니다.' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '초기화' }));
    await waitFor(() => expect(currentPath()).toBe('/admin/support/tickets'));
    expect(screen.getByRole('searchbox', { name: '검색어' })).toHaveValue('');
  });

  it('reads the filters from the address and goes to a ticket and back to the same list', async () => {
    const { user, currentPath, fetchMock } = setup(
      () => ({ body: ticketPage([adminTicket(4)]) }),
      '/admin/support/tickets?status=UPLOADED&q=%EC%BF%A0%ED%8F%B0',
    );
    await user.click(await screen.findByRole('link', { name: '문의 4' }));
    expect(await screen.findByRole('heading', { level: 1, name: '문의 4' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/support/tickets/4');
    await user.click(screen.getByRole('link', { name: /문의 목록으로/ }));
    await waitFor(() => expect(currentPath()).toBe('/admin/support/tickets?status=UPLOADED&q=%EC%BF%A0%ED%8F%B0'));
    const first = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost').searchParams;
    expect([first.get('status'), first.get('q')]).toEqual(['UPLOADED', '쿠폰']);
    expect(await screen.findByRole('combobox', { name: '상태' })).toHaveValue('UPLOADED');
    expect(screen.getByRole('searchbox', { name: '검색어' })).toHaveValue('쿠폰');
  });

  it('pages 50 at a time', async () => {
    const { user, fetchMock, currentPath } = setup((url) => {
      const n = Number(url.searchParams.get('page'));
      return { body: ticketPage(n === 0 ? Array.from({ length: 50 }, (_, i) => adminTicket(i + 1)) : [adminTicket(51)], 51, n) };
    });
    await screen.findByRole('link', { name: '문의 1' });
    await user.click(within(screen.getByRole('navigation', { name: '문의 페이지' })).getByRole('button', { name: /2/ }));
    expect(await within(table()).findByRole('link', { name: '문의 51' })).toBeInTheDocument();
    expect(lastQuery(fetchMock).get('page')).toBe('1');
    expect(currentPath()).toBe('/admin/support/tickets?page=2');
  });
});
