import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, useNavigate, type Location } from 'react-router-dom';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppStore, setNavigator } from 'shared-contracts';
import { AppThemeProvider } from 'ui-kit';
import MfSupportRoutes from '../expose/routes';
import { fakeToken } from './fake-token';

/** The member the support tests sign in as (messages from anyone else are the operator's). */
export const TEST_MEMBER_ID = 7;
export const memberToken = () => fakeToken({ sub: String(TEST_MEMBER_ID), role: 'ROLE_USER' });

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

interface RenderOptions {
  /** A token makes the store signed in; null (default) is a guest. */
  token?: string | null;
}

/**
 * The remote's routes at `path`, rendered the way the shell mounts them (real store, theme, one router),
 * recording the router's location so tests can read where a submit navigated to.
 */
export function renderSupport(path: string, { token = null }: RenderOptions = {}) {
  const store = createAppStore({ token, storage: null });
  const location: { current: Location | null } = { current: null };
  const user = userEvent.setup({ delay: null });
  const view = render(
    <Provider store={store}>
      <AppThemeProvider>
        <MemoryRouter initialEntries={[path]}>
          <MfSupportRoutes />
          <LocationRecorder into={location} />
          <NavigatorBridge />
        </MemoryRouter>
      </AppThemeProvider>
    </Provider>,
  );
  const currentPath = () => {
    if (!location.current) throw new Error('the router has not rendered');
    return `${location.current.pathname}${location.current.search}`;
  };
  return { ...view, store, user, currentPath };
}
