import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppThemeProvider } from 'ui-kit';
import MfHotelRoutes from './routes';

function renderAt(path: string) {
  return render(
    <AppThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        <MfHotelRoutes />
      </MemoryRouter>
    </AppThemeProvider>,
  );
}

describe('mf-hotel routes', () => {
  it.each(['/reservation', '/reservation/success', '/reservation/fail', '/pay/success', '/pay/fail'])('answers %s with the area page and a way home', (path) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: '호텔 상세·예약·결제' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/main');
  });

  it('owns no other path', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAt('/main');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
