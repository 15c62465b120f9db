import { screen } from '@testing-library/react';
import { renderWithShell } from '../testing/render-with-shell';
import { ErrorPage } from './error-page';
import { ERROR_PAGE_TEXTS } from './error-page-texts';

describe('ErrorPage', () => {
  it.each([400, 401, 403, 404, 405, 500, 502, 504] as const)('shows the title and message for %s', (status) => {
    renderWithShell(<ErrorPage />, { path: `/error/${status}`, routePath: '/error/:status' });
    expect(screen.getByRole('heading', { level: 1, name: ERROR_PAGE_TEXTS[status].title })).toBeInTheDocument();
    expect(screen.getByText(ERROR_PAGE_TEXTS[status].message)).toBeInTheDocument();
  });

  it('falls back to the 500 texts for an unknown status', () => {
    renderWithShell(<ErrorPage />, { path: '/error/999', routePath: '/error/:status' });
    expect(screen.getByRole('heading', { level: 1, name: ERROR_PAGE_TEXTS[500].title })).toBeInTheDocument();
  });

  it('shows the errid when given', () => {
    renderWithShell(<ErrorPage />, { path: '/error/500?errid=e-123', routePath: '/error/:status' });
    expect(screen.getByText('e-123')).toBeInTheDocument();
  });

  it('offers the way home', () => {
    renderWithShell(<ErrorPage />, { path: '/error/404', routePath: '/error/:status' });
    expect(screen.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/main');
  });
});
