import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppThemeProvider } from 'ui-kit';
import { renderWithProviders } from '../testing/render-with-providers';
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
  it.each([
    ['/reservation', '예약 정보가 없습니다'],
    ['/reservation/success', '예약 번호가 없습니다'],
    ['/reservation/fail', '예약을 완료하지 못했습니다'],
    ['/pay/checkout', '주문 정보가 없습니다'],
    ['/pay/fail', '결제에 실패했습니다'],
    // Without a usable payment result the success address goes on to the failure page.
    ['/pay/success', '예약을 완료하지 못했습니다'],
  ])('answers %s with its page and a way home', async (path, heading) => {
    renderWithProviders(<MfHotelRoutes />, { route: path });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '홈으로' })[0]).toHaveAttribute('href', '/main');
  });

  it('owns no other path', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAt('/main');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
