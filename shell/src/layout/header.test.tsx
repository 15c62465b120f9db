import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeToken, renderWithShell } from '../testing/render-with-shell';
import { Header } from './header';

interface Answer {
  status: number;
  body?: unknown;
}

/** Routes fetch by "METHOD path" to canned answers; anything else is a 404. */
function mockFetch(routes: Record<string, Answer | (() => Answer)>) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${(init?.method ?? 'GET').toUpperCase()} ${String(input)}`;
    const route = routes[key];
    const answer = typeof route === 'function' ? route() : (route ?? { status: 404, body: { error: 'NOT_FOUND' } });
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return {
      status: answer.status,
      ok: answer.status >= 200 && answer.status < 300,
      headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
      text: async () => text,
      json: async () => answer.body,
    };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const calls = (fetchMock: jest.Mock, key: string) =>
  fetchMock.mock.calls.filter(([url, init]) => `${((init as RequestInit | undefined)?.method ?? 'GET').toUpperCase()} ${String(url)}` === key);

/** The shell keeps the token in localStorage (read by the request client) and in the store. */
function signIn(sub: string) {
  const token = fakeToken({ sub, role: 'ROLE_USER' });
  window.localStorage.setItem('token', token);
  return token;
}

describe('Header', () => {
  beforeEach(() => window.localStorage.clear());

  it('offers login and sign-up to a guest and asks the server nothing', () => {
    const fetchMock = mockFetch({});
    renderWithShell(<Header />, { path: '/main' });
    expect(screen.getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: '회원가입' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('button', { name: '위시리스트' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('gives a guest a menu with sign-up and hotel registration (the phone header shows only it and 로그인)', async () => {
    mockFetch({});
    renderWithShell(<Header />, { path: '/main' });
    await userEvent.click(screen.getByRole('button', { name: '메뉴' }));
    const menu = screen.getByRole('menu', { name: '메뉴' });
    expect(screen.getAllByRole('menuitem').map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['회원가입', '/signup'],
      ['호텔 등록', '/hotelapply'],
    ]);
    expect(screen.getByRole('button', { name: '메뉴' })).toHaveAttribute('aria-controls', menu.id);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it("shows a signed-in user's name once users/me answers, with the wishlist and the account menu", async () => {
    const fetchMock = mockFetch({ 'GET /api/users/me': { status: 200, body: { id: 7, name: '홍길동', email: 'h@example.com' } } });
    const token = signIn('7');
    renderWithShell(<Header />, { path: '/main', token });

    // Before the answer the button has a neutral label; guests' buttons never show.
    expect(screen.getByRole('button', { name: '내 계정' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '로그인' })).not.toBeInTheDocument();
    const account = await screen.findByRole('button', { name: '홍길동님' });
    expect(screen.getByRole('button', { name: '위시리스트' })).toBeInTheDocument();

    const me = calls(fetchMock, 'GET /api/users/me');
    expect(me).toHaveLength(1);
    expect(((me[0]![1] as RequestInit).headers as Record<string, string>)['authorization']).toBe(`Bearer ${token}`);

    await userEvent.click(account);
    const menu = screen.getByRole('menu', { name: '내 계정' });
    expect(menu).toBeInTheDocument();
    // 호텔 등록 is in the menu for phones only (CSS), where the header keeps to one row.
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['호텔 등록', '마이페이지', '예약 내역', '고객센터', '로그아웃']);
  });

  it('fetches the user once even when the access token is refreshed for the same user', async () => {
    const fetchMock = mockFetch({ 'GET /api/users/me': { status: 200, body: { name: '홍길동' } } });
    const token = signIn('7');
    const { store } = renderWithShell(<Header />, { path: '/main', token });
    await screen.findByRole('button', { name: '홍길동님' });
    store.dispatch({ type: 'session/tokenStored', payload: fakeToken({ sub: '7', role: 'ROLE_USER', jti: 'next' }) });
    expect(await screen.findByRole('button', { name: '홍길동님' })).toBeInTheDocument();
    expect(calls(fetchMock, 'GET /api/users/me')).toHaveLength(1);
  });

  it('falls back to the guest buttons, without an error page, when the session cannot be refreshed', async () => {
    const fetchMock = mockFetch({
      'GET /api/users/me': { status: 401, body: { error: 'UNAUTHORIZED' } },
      'POST /api/auth/refresh': { status: 401, body: { error: 'INVALID_REFRESH_TOKEN' } },
    });
    const token = signIn('7');
    const { store } = renderWithShell(<Header />, { path: '/main', token });

    expect(await screen.findByRole('link', { name: '로그인' })).toBeInTheDocument();
    expect(calls(fetchMock, 'POST /api/auth/refresh')).toHaveLength(1);
    expect(store.getState().session.token).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/main');
  });

  it('logs out: revokes the refresh token on the server, clears the session and the cached user', async () => {
    const fetchMock = mockFetch({
      'GET /api/users/me': { status: 200, body: { name: '홍길동' } },
      'POST /api/auth/logout': { status: 204 },
    });
    const token = signIn('7');
    const { store } = renderWithShell(<Header />, { path: '/mypage/coupon', token });

    await userEvent.click(await screen.findByRole('button', { name: '홍길동님' }));
    await userEvent.click(screen.getByRole('menuitem', { name: '로그아웃' }));

    expect(await screen.findByRole('link', { name: '로그인' })).toBeInTheDocument();
    expect(calls(fetchMock, 'POST /api/auth/logout')).toHaveLength(1);
    expect(store.getState().session.token).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(store.getState().api.queries).toEqual({});
    // The session is cleared first, the navigation to /main follows (a later tick on a busy machine).
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/main'));
  });

  it('still logs out locally when the server cannot be reached', async () => {
    const fetchMock = mockFetch({ 'GET /api/users/me': { status: 200, body: { name: '홍길동' } } });
    fetchMock.mockImplementationOnce(fetchMock.getMockImplementation()!).mockRejectedValueOnce(new TypeError('offline'));
    const token = signIn('7');
    const { store } = renderWithShell(<Header />, { path: '/main', token });

    await userEvent.click(await screen.findByRole('button', { name: '홍길동님' }));
    await userEvent.click(screen.getByRole('menuitem', { name: '로그아웃' }));

    await waitFor(() => expect(store.getState().session.token).toBeNull());
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
