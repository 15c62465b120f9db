import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppThemeProvider } from 'ui-kit';
import MfAccountRoutes from './routes';

function renderAt(path: string) {
  return render(
    <AppThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        <MfAccountRoutes />
      </MemoryRouter>
    </AppThemeProvider>,
  );
}

describe('mf-account routes', () => {
  it.each(['/login', '/signup', '/find-password', '/mypage/coupon', '/hotelapply', '/hotelapply/mine'])('answers %s with the area page and a way home', (path) => {
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
