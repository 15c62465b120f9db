import { act, screen, waitFor, within } from '@testing-library/react';
import { AUTH_MESSAGES } from 'shared-contracts/member-area';
import { fakeToken } from '../../testing/fake-token';
import { mockFetch, requestedPaths, restoreFetch, type MockAnswer } from '../../testing/fetch-mock';
import { renderWithProviders } from '../../testing/render-with-providers';
import { mountBotCheck } from './bot-check-widgets';
import { LoginPage } from './login-page';
import { REMEMBER_LOGIN_ID_KEY } from './remember-login-id';

jest.mock('./bot-check-widgets', () => ({ mountBotCheck: jest.fn() }));

const mountMock = jest.mocked(mountBotCheck);
const resetWidget = jest.fn();
let solve: (token: string | null) => void = () => undefined;

interface Answers {
  login?: MockAnswer | ((body: unknown) => MockAnswer);
  providers?: MockAnswer;
}

function setup(answers: Answers = {}, route = '/login') {
  const fetchMock = mockFetch((url, init) => {
    if (url.pathname === '/api/auth/captcha/config') return { body: { provider: 'altcha' } };
    if (url.pathname === '/api/auth/oauth/providers')
      return (
        answers.providers ?? {
          body: [
            { provider: 'kakao', configured: true },
            { provider: 'naver', configured: true },
            { provider: 'google', configured: true },
          ],
        }
      );
    if (url.pathname === '/api/auth/login') {
      const login = answers.login ?? { status: 200, body: { token: fakeToken({ sub: '1', role: 'ROLE_USER' }) } };
      return typeof login === 'function' ? login(JSON.parse(String(init?.body))) : login;
    }
    return { status: 404, body: { error: 'NOT_FOUND', message: '없음' } };
  });
  const view = renderWithProviders(<LoginPage />, { route });
  return { ...view, fetchMock };
}

async function fillAndSolve(user: ReturnType<typeof setup>['user'], loginId = 'skyblue01', password = 'Sky!2345678') {
  const idInput = screen.getByLabelText('아이디');
  await user.clear(idInput);
  await user.type(idInput, loginId);
  await user.type(screen.getByLabelText('비밀번호'), password);
  await screen.findByRole('group', { name: '자동화 방지 확인' });
  await act(async () => {
    await Promise.resolve();
  });
  act(() => solve('solved-payload'));
}

const submit = () => screen.getByRole('button', { name: '로그인' });

beforeEach(() => {
  localStorage.clear();
  resetWidget.mockClear();
  mountMock.mockReset();
  mountMock.mockImplementation(async (_container, _config, onToken) => {
    solve = onToken;
    return {
      reset: () => {
        resetWidget();
        onToken(null);
      },
      destroy: jest.fn(),
    };
  });
});

afterEach(() => restoreFetch());

describe('LoginPage', () => {
  it('loads the bot check the server names and refuses to submit before it is solved', async () => {
    const { user, fetchMock } = setup();
    await user.type(screen.getByLabelText('아이디'), 'skyblue01');
    await user.type(screen.getByLabelText('비밀번호'), 'Sky!2345678');
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(AUTH_MESSAGES.recaptchaRequired));
    expect(mountMock).toHaveBeenCalledWith(expect.any(HTMLElement), { provider: 'altcha', siteKey: undefined }, expect.any(Function));
    expect(requestedPaths(fetchMock)).not.toContain('/api/auth/login');
  });

  it('asks for the login ID, then the password, each at its field, before the bot check', async () => {
    const { user, fetchMock } = setup();
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('아이디를 입력하세요.'));
    expect(screen.getByLabelText('아이디')).toHaveFocus();
    expect(screen.getByLabelText('아이디')).toHaveAccessibleDescription('아이디를 입력하세요.');
    await user.type(screen.getByLabelText('아이디'), 'skyblue01');
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('비밀번호를 입력하세요.'));
    expect(screen.getByLabelText('비밀번호')).toHaveAttribute('aria-invalid', 'true');
    expect(requestedPaths(fetchMock)).not.toContain('/api/auth/login');
  });

  it('sends the solved payload as recaptchaToken and lands members on /main', async () => {
    let sent: unknown = null;
    const token = fakeToken({ sub: '1', role: 'ROLE_USER' });
    const { user, store, currentPath } = setup({ login: (body) => ((sent = body), { body: { token } }) });
    await fillAndSolve(user);
    await user.click(submit());
    await waitFor(() => expect(currentPath()).toBe('/main'));
    expect(sent).toEqual({ loginId: 'skyblue01', password: 'Sky!2345678', recaptchaToken: 'solved-payload' });
    expect(store.getState().session.token).toBe(token);
    expect(currentPath()).toBe('/main');
    expect(resetWidget).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['ROLE_ADMIN', '/admin'],
    ['ROLE_OWNER', '/owner'],
    ['OWNER', '/owner'],
    ['ROLE_USER', '/main'],
  ])('lands a %s on %s', async (role, path) => {
    const { user, currentPath } = setup({ login: { body: { token: fakeToken({ sub: '1', role }) } } });
    await fillAndSolve(user);
    await user.click(submit());
    await waitFor(() => expect(currentPath()).toBe(path));
  });

  it.each([
    ['/login?redirect=%2Fhotels%2F3%3FcheckIn%3D2026-12-01', '/hotels/3?checkIn=2026-12-01'],
    ['/login?redirect=%2F%2Fevil.example', '/admin'],
    ['/login?redirect=https%3A%2F%2Fevil.example', '/admin'],
  ])('honours only a same-site redirect (%s)', async (route, path) => {
    const { user, currentPath } = setup({ login: { body: { token: fakeToken({ sub: '1', role: 'ROLE_ADMIN' }) } } }, route);
    await fillAndSolve(user);
    await user.click(submit());
    await waitFor(() => expect(currentPath()).toBe(path));
  });

  it.each<[string, MockAnswer, string]>([
    [
      'wrong password',
      { status: 401, body: { error: 'INVALID_CREDENTIALS', attempts: 3, locked: false, message: '아이디 또는 비밀번호가 올바르지 않습니다.' } },
      '아이디 또는 비밀번호가 올바르지 않습니다. (틀린 횟수: 3)',
    ],
    ['locked', { status: 423, body: { error: 'ACCOUNT_LOCKED', attempts: 5, locked: true, message: '잠김' } }, AUTH_MESSAGES.accountLocked],
    [
      'suspended by an administrator',
      { status: 423, body: { error: 'ACCOUNT_SUSPENDED', attempts: 0, locked: false, suspended: true, message: '정지' } },
      '관리자에 의해 이용이 정지된 계정입니다. 고객센터로 문의해주세요.',
    ],
    ['locked flag alone', { status: 401, body: { error: 'INVALID_CREDENTIALS', attempts: 5, locked: true } }, AUTH_MESSAGES.accountLocked],
    ['failed bot check', { status: 400, body: { error: 'RECAPTCHA_FAILED', message: 'captcha' } }, AUTH_MESSAGES.recaptchaFailed],
    [
      'other error with a message',
      { status: 409, body: { error: 'SOMETHING_ELSE', message: '잠시 후 다시 시도하세요.' } },
      '잠시 후 다시 시도하세요.',
    ],
    ['other string error', { status: 400, body: { error: 'SOMETHING_ODD' } }, 'SOMETHING_ODD'],
    ['nothing usable', { status: 500, body: null }, AUTH_MESSAGES.loginFailed],
    ['no token in a 200', { status: 200, body: {} }, AUTH_MESSAGES.loginFailed],
  ])('shows the spec text for %s and resets the bot check', async (_label, answer, text) => {
    const { user, currentPath, store } = setup({ login: answer });
    await fillAndSolve(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(resetWidget).toHaveBeenCalledTimes(1);
    expect(currentPath()).toBe('/login');
    expect(store.getState().session.token).toBeNull();
    // The used solution is gone: the next attempt needs a fresh one.
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(AUTH_MESSAGES.recaptchaRequired));
  });

  it('holds the user on /too-many-requests after a 429, like every 429 (guest-core §4)', async () => {
    const { user, currentPath } = setup({
      login: { status: 429, body: { error: 'TOO_MANY_REQUESTS', message: '요청이 너무 많습니다. 잠시 후 다시 시도하세요.' } },
    });
    await fillAndSolve(user);
    await user.click(submit());
    await waitFor(() => expect(currentPath()).toBe('/too-many-requests'));
  });

  it('stores the login ID when remember is checked', async () => {
    const { user, currentPath } = setup();
    await fillAndSolve(user);
    await user.click(screen.getByRole('checkbox', { name: '아이디 저장' }));
    await user.click(submit());
    await waitFor(() => expect(currentPath()).toBe('/main'));
    expect(localStorage.getItem(REMEMBER_LOGIN_ID_KEY)).toBe('skyblue01');
  });

  it('prefills a remembered ID and forgets it when unchecked', async () => {
    localStorage.setItem(REMEMBER_LOGIN_ID_KEY, 'oldfriend01');
    const { user, currentPath } = setup();
    expect(screen.getByLabelText('아이디')).toHaveValue('oldfriend01');
    const remember = screen.getByRole('checkbox', { name: '아이디 저장' });
    expect(remember).toBeChecked();
    await user.click(remember);
    await fillAndSolve(user, 'oldfriend01');
    await user.click(submit());
    await waitFor(() => expect(currentPath()).toBe('/main'));
    expect(localStorage.getItem(REMEMBER_LOGIN_ID_KEY)).toBeNull();
  });

  it('toggles the password visibility', async () => {
    const { user } = setup();
    const password = screen.getByLabelText('비밀번호');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: '비밀번호 보기' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: '비밀번호 숨기기' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('links to sign-up and find-password', () => {
    setup();
    expect(screen.getByRole('link', { name: '회원가입' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: '비밀번호 찾기' })).toHaveAttribute('href', '/find-password');
  });

  it("offers only the configured providers, each a link to the backend's authorization start", async () => {
    setup({
      providers: {
        body: [
          { provider: 'kakao', configured: false },
          { provider: 'naver', configured: true },
          { provider: 'google', configured: true },
        ],
      },
    });
    const social = await screen.findByRole('region', { name: '간편 로그인' });
    expect(within(social).getByRole('link', { name: '네이버로 로그인' })).toHaveAttribute('href', '/api/auth/oauth/naver');
    expect(within(social).getByRole('link', { name: 'Google로 로그인' })).toHaveAttribute('href', '/api/auth/oauth/google');
    expect(within(social).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText(/카카오/)).toBeNull();
    expect(screen.queryByText('준비 중')).toBeNull();
  });

  it.each([
    [
      'no provider is configured',
      {
        body: [
          { provider: 'kakao', configured: false },
          { provider: 'naver', configured: false },
          { provider: 'google', configured: false },
        ],
      },
    ],
    ['the list cannot be read', { status: 500, body: { error: 'INTERNAL_ERROR', message: '오류' } }],
  ])('has no social section when %s', async (_case, providers) => {
    const { fetchMock } = setup({ providers });
    await waitFor(() => expect(requestedPaths(fetchMock)).toContain('/api/auth/oauth/providers'));
    // Let the answer reach the store and the page render with it.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByRole('button', { name: '로그인' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '간편 로그인' })).toBeNull();
    expect(screen.queryByRole('link', { name: /로그인$/ })).toBeNull();
  });

  it.each([
    ['ACCESS_DENIED', '소셜 로그인이 취소되었습니다.'],
    ['EMAIL_REQUIRED', '인증된 이메일을 제공하는 계정으로만 소셜 로그인을 할 수 있습니다.'],
    ['ACCOUNT_SUSPENDED', '관리자에 의해 이용이 정지된 계정입니다. 고객센터로 문의해주세요.'],
    ['SOMETHING_NEW', '소셜 로그인에 실패했습니다. 다시 시도해주세요.'],
  ])('explains a failed social login (%s)', async (code, text) => {
    setup({}, `/login?oauthError=${code}`);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));
  });
});
