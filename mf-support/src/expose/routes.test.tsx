import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppThemeProvider } from 'ui-kit';
import MfSupportRoutes from './routes';

function renderAt(path: string) {
  return render(
    <AppThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        <MfSupportRoutes />
      </MemoryRouter>
    </AppThemeProvider>,
  );
}

describe('mf-support routes', () => {
  it.each(['/support/notice', '/support/faq/3', '/support/contact/inquiry'])('answers %s with the area page and a way home', (path) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: '고객센터' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/main');
  });

  it('owns no other path', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAt('/owner');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
