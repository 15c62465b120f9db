import { act, screen } from '@testing-library/react';
import { tokenStored } from 'shared-contracts';
import { fakeToken, renderWithShell } from '../testing/render-with-shell';
import { RouteGuard } from './route-guard';

const page = (
  <RouteGuard>
    <p>보호된 화면</p>
  </RouteGuard>
);

describe('RouteGuard', () => {
  it('sends a guest to login with the path and query to return to', () => {
    renderWithShell(page, { path: '/mypage/coupon?tab=1', routePath: '/mypage/*' });
    expect(screen.queryByText('보호된 화면')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login?redirect=%2Fmypage%2Fcoupon%3Ftab%3D1');
  });

  it('renders for a signed-in member', () => {
    renderWithShell(page, { path: '/wishlist', token: fakeToken({ sub: '1', role: 'ROLE_USER' }) });
    expect(screen.getByText('보호된 화면')).toBeInTheDocument();
  });

  it('sends a member away from the admin area to the 403 page', () => {
    renderWithShell(page, { path: '/admin', token: fakeToken({ sub: '1', role: 'ROLE_USER' }) });
    expect(screen.getByTestId('location')).toHaveTextContent('/error/403');
  });

  it('accepts an owner whose role comes in the authorities claim', () => {
    renderWithShell(page, { path: '/owner', token: fakeToken({ sub: '2', authorities: ['owner'] }) });
    expect(screen.getByText('보호된 화면')).toBeInTheDocument();
  });

  it('sends a signed-in user on /login to /main', () => {
    renderWithShell(page, { path: '/login', token: fakeToken({ sub: '1', role: 'ROLE_USER' }) });
    expect(screen.getByTestId('location')).toHaveTextContent('/main');
  });

  it('leaves the landing to the login page when the session starts on it (redirect, role)', () => {
    const { store } = renderWithShell(page, { path: '/login?redirect=%2Fmypage%2Fcoupon', routePath: '/login' });
    act(() => {
      store.dispatch(tokenStored(fakeToken({ sub: '1', role: 'ROLE_USER' })));
    });
    expect(screen.getByText('보호된 화면')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login?redirect=%2Fmypage%2Fcoupon');
  });
});
