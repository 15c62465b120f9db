import { screen, waitFor, within } from '@testing-library/react';
import { ADMIN_USER_SORT_KEYS } from 'shared-contracts/schemas/admin';
import { deferred, mockFetch, restoreFetch, type MockAnswer } from '../../testing/fetch-mock';
import { page, userDetail, userRow } from '../../testing/people.fixtures';
import { renderAdmin } from '../../testing/render-admin';
import { USER_SORT_KEYS } from './users.messages';

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

  it('sorts by a column header through the address (the server sorts every page) and starts again at page 1', async () => {
    expect(USER_SORT_KEYS).toEqual(ADMIN_USER_SORT_KEYS);
    const { user, fetchMock, currentPath } = setup(() => ({ body: page([userRow(11), userRow(12)], 45) }), '/admin/users?role=ROLE_USER&page=2');
    const table = await screen.findByRole('table', { name: '회원 목록' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['번호', '로그인 ID↕', '이름↕', '이메일 · 전화', '권한', '상태', '가입일↕']);
    await user.click(within(table).getByRole('button', { name: /이름/ }));
    expect(currentPath()).toBe('/admin/users?role=ROLE_USER&sort=name');
    await waitFor(() => expect(lastQuery(fetchMock).get('sort')).toBe('name'));
    expect([lastQuery(fetchMock).get('role'), lastQuery(fetchMock).get('page')]).toEqual(['ROLE_USER', '0']);
    expect(within(table).getByRole('columnheader', { name: /이름/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(table).getByRole('button', { name: /가입일/ }));
    expect(currentPath()).toBe('/admin/users?role=ROLE_USER&sort=-createdAt');
    await waitFor(() => expect(lastQuery(fetchMock).get('sort')).toBe('-createdAt'));
    expect(within(table).getByRole('columnheader', { name: /가입일/ })).toHaveAttribute('aria-sort', 'descending');
    expect(within(table).getByRole('columnheader', { name: /이름/ })).not.toHaveAttribute('aria-sort');
  });

  it('shows each member as a card with labelled lines (a phone) and a sort select in place of the headers', async () => {
    const { user, currentPath } = setup(() => ({ body: page([userRow(11, { phone: null })]) }));
    const table = await screen.findByRole('table', { name: '회원 목록' });
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.map((td) => td.getAttribute('data-label'))).toEqual(['번호', '로그인 ID', '이름', '이메일 · 전화', '권한', '상태', '가입일']);
    expect(cells[3]).toHaveTextContent('member11@example.com-');
    const select = screen.getByRole('combobox', { name: '정렬' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['최근 가입순', '로그인 ID 오름차순', '로그인 ID 내림차순', '이름 오름차순', '이름 내림차순', '가입일 오름차순', '가입일 내림차순']);
    await user.selectOptions(select, '로그인 ID 내림차순');
    expect(currentPath()).toBe('/admin/users?sort=-loginId');
  });
});
