import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppThemeProvider } from 'ui-kit';
import MfOwnerRoutes from './routes';

function renderAt(path: string) {
  return render(
    <AppThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        <MfOwnerRoutes />
      </MemoryRouter>
    </AppThemeProvider>,
  );
}

describe('mf-owner routes', () => {
  it.each(['/owner', '/owner/hotels/2/inventory'])('answers %s with the area page and a way home', (path) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: '호텔 관리' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/main');
  });

  it('owns no other path', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAt('/admin');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
