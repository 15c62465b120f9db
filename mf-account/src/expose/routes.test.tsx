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

  it.each(['/hotelapply', '/hotelapply/mine'])('answers %s with the area page and a way home', (path) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: '계정' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/main');
  });

  it('owns no other path', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAt('/hotels/1');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
