import { screen, waitFor, within } from '@testing-library/react';
import { deferred, mockFetch, restoreFetch, type MockAnswer } from '../../testing/fetch-mock';
import { page, userDetail, userRow } from '../../testing/people.fixtures';
import { renderAdmin } from '../../testing/render-admin';

function setup(list: (url: URL) => MockAnswer | Promise<MockAnswer>, route = '/admin/users') {
  const fetchMock = mockFetch((url) => {
    if (url.pathname === '/api/admin/users') return list(url);
    const match = /^\/api\/admin\/users\/(\d+)$/.exec(url.pathname);
    if (match) return { body: userDetail(Number(match[1])) };
    return { status: 404, body: null };
  });
  return { ...renderAdmin(route), fetchMock };
}

const lastQuery = (fetchMock: ReturnType<typeof mockFetch>) => new URL(String(fetchMock.mock.calls.at(-1)![0]), 'http://localhost').searchParams;

afterEach(() => restoreFetch());

describe('admin users list', () => {
  it('shows a loading state, then members with role, state (lock reason), the password lock apart, and links', async () => {
    const later = deferred<MockAnswer>();
    const { fetchMock } = setup(() => later.promise);
    expect(screen.getByRole('heading', { level: 1, name: '회원' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '회원을 불러오는 중' })).toBeInTheDocument();
    later.resolve({
      body: page([
        userRow(12, { role: 'ROLE_OWNER', state: 'LOCKED', lockedAt: '2030-03-10T01:00:00Z', lockReason: '부정 예약 반복' }),
        userRow(11, { loginLockedUntil: '2030-03-10T02:00:00Z', phone: null }),
      ]),
    });
    const rows = within(await screen.findByRole('table', { name: '회원 목록' })).getAllByRole('row');
    expect(within(rows[1]!).getByRole('link', { name: 'member0012' })).toHaveAttribute('href', '/admin/users/12');
    expect(within(rows[1]!).getByText('사장님')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/잠김/)).toHaveAttribute('title', '잠금 사유: 부정 예약 반복');
    expect(within(rows[2]!).getByText('정상')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('5회 실패한 접속 주소의 로그인 잠금 ~2030-03-10 11:00')).toBeInTheDocument();
    expect(screen.getByText('총 2명')).toBeInTheDocument();
    expect([lastQuery(fetchMock).get('page'), lastQuery(fetchMock).get('size')]).toEqual(['0', '20']);
  });

  it('keeps q, role and state in the address', async () => {
    const { user, fetchMock, currentPath } = setup(() => ({ body: page([]) }), '/admin/users?role=ROLE_OWNER');
    expect(await screen.findByRole('heading', { name: '조건에 맞는 회원이 없습니다.' })).toBeInTheDocument();
    expect(screen.getByLabelText('권한')).toHaveValue('ROLE_OWNER');
    await user.selectOptions(screen.getByLabelText('상태'), 'LOCKED');
    await user.type(screen.getByLabelText('검색어'), 'kim 010');
    await user.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() => expect(currentPath()).toBe('/admin/users?role=ROLE_OWNER&state=LOCKED&q=kim+010'));
    await waitFor(() => expect(lastQuery(fetchMock).get('q')).toBe('kim 010'));
    expect([lastQuery(fetchMock).get('role'), lastQuery(fetchMock).get('state')]).toEqual(['ROLE_OWNER', 'LOCKED']);
    await user.click(screen.getByRole('button', { name: '초기화' }));
    await waitFor(() => expect(currentPath()).toBe('/admin/users'));
  });

  it('opens a member and returns to the same list', async () => {
    const { user, currentPath } = setup(() => ({ body: page([userRow(11)]) }), '/admin/users?state=ACTIVE');
    await user.click(await screen.findByRole('link', { name: 'member0011' }));
    expect(await screen.findByRole('heading', { level: 1, name: '회원11 (member0011)' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /회원 목록으로/ }));
    await waitFor(() => expect(currentPath()).toBe('/admin/users?state=ACTIVE'));
  });

  it('shows the failure with a retry', async () => {
    let failing = true;
    const { user } = setup(() => (failing ? { status: 500, body: { error: 'INTERNAL', message: '서버 오류' } } : { body: page([userRow(1)]) }));
    expect(await screen.findByRole('heading', { name: '회원을 불러오지 못했습니다.' })).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('table', { name: '회원 목록' })).toBeInTheDocument();
  });
});
