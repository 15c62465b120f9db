import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppThemeProvider } from 'ui-kit';
import MfAdminRoutes from './routes';

function renderAt(path: string) {
  return render(
    <AppThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        <MfAdminRoutes />
      </MemoryRouter>
    </AppThemeProvider>,
  );
}

describe('mf-admin routes', () => {
  it.each(['/admin', '/admin/support/bugs'])('answers %s with the area page and a way home', (path) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: '관리자' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/main');
  });

  it('owns no other path', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAt('/owner');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
