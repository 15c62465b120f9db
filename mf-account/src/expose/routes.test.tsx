import { screen } from '@testing-library/react';
import { mockFetch, restoreFetch } from '../testing/fetch-mock';
import { renderWithProviders } from '../testing/render-with-providers';
import MfAccountRoutes from './routes';

// The login screen would fetch the real bot-check widget; the route table does not need it.
jest.mock('../features/login/bot-check-widgets', () => ({
  mountBotCheck: jest.fn(async () => ({ reset: jest.fn(), destroy: jest.fn() })),
}));

function renderAt(path: string) {
  return renderWithProviders(<MfAccountRoutes />, { route: path });
}

beforeEach(() => {
  mockFetch((url) => (url.pathname === '/api/auth/captcha/config' ? { body: { provider: 'altcha' } } : { body: [] }));
});

afterEach(() => restoreFetch());

describe('mf-account routes', () => {
  it.each([
    ['/login', '로그인'],
    ['/signup', '회원가입'],
    ['/find-password', '비밀번호 찾기'],
  ])('answers %s with its screen', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each([
    ['/hotelapply', '호텔 입점 신청'],
    ['/hotelapply/mine', '내 입점 신청'],
    ['/hotelapply/mine/3/edit', '입점 신청 수정'],
  ])('answers %s with the hotel application screen', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('sends an unknown address under /hotelapply to the form', async () => {
    const { currentPath } = renderAt('/hotelapply/nowhere');
    expect(await screen.findByRole('heading', { level: 1, name: '호텔 입점 신청' })).toBeInTheDocument();
    expect(currentPath()).toBe('/hotelapply');
  });

  it('owns no other path', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAt('/hotels/1');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
