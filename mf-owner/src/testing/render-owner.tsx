import { useEffect, type ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, useNavigate, type Location } from 'react-router-dom';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppStore, setNavigator } from 'shared-contracts';
import { AppThemeProvider, ToastProvider } from 'ui-kit';
import MfOwnerRoutes from '../expose/routes';
import { fakeToken } from './fake-token';

/** The owner the extranet's tests sign in as. */
export const TEST_OWNER_ID = 2;
export const ownerToken = () => fakeToken({ sub: String(TEST_OWNER_ID), role: 'ROLE_OWNER' });

function LocationRecorder({ into }: { into: { current: Location | null } }) {
  into.current = useLocation();
  return null;
}

/** As the shell does: the request client's redirects (error page, 429 hold) go through this router. */
function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((to, options) => void navigate(to, { replace: options?.replace }));
    return () => setNavigator(null);
  }, [navigate]);
  return null;
}

/** `ui` (default: the remote's routes) inside what the shell provides: store, theme, toasts, one router, <main>. */
export function renderOwner(route: string, ui: ReactElement = <MfOwnerRoutes />) {
  const store = createAppStore({ token: ownerToken(), storage: null });
  const location: { current: Location | null } = { current: null };
  const user = userEvent.setup({ delay: null });
  const view = render(
    <Provider store={store}>
      <AppThemeProvider>
        <ToastProvider>
          <MemoryRouter initialEntries={[route]}>
            <main id="content">{ui}</main>
            <LocationRecorder into={location} />
            <NavigatorBridge />
          </MemoryRouter>
        </ToastProvider>
      </AppThemeProvider>
    </Provider>,
  );
  const currentLocation = (): Location => {
    if (!location.current) throw new Error('the router has not rendered');
    return location.current;
  };
  const currentPath = () => `${currentLocation().pathname}${currentLocation().search}`;
  return { ...view, store, user, currentLocation, currentPath };
}
