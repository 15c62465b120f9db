import { useEffect, type ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useNavigate, useLocation, type Location } from 'react-router-dom';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppStore, setNavigator } from 'shared-contracts';
import { AppThemeProvider } from 'ui-kit';

interface RenderOptions {
  /** Where the router starts. */
  route?: string;
  /** A token makes the store signed in; null (default) is a guest. */
  token?: string | null;
  /** Set when the test runs on jest's fake timers, so user-event's own delays advance them. */
  fakeTimers?: boolean;
}

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

/**
 * Renders `ui` the way the shell does (real store, theme, one router) and records the router's
 * location, so tests can read where a submit navigated to.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/login', token = null, fakeTimers = false }: RenderOptions = {},
) {
  // storage: null keeps the session out of jsdom's localStorage (remember-ID tests use it themselves).
  const store = createAppStore({ token, storage: null });
  const location: { current: Location | null } = { current: null };
  // delay: null types without pauses between keys; the forms have many fields.
  const user = userEvent.setup(fakeTimers ? { delay: null, advanceTimers: jest.advanceTimersByTime } : { delay: null });
  const view = render(
    <Provider store={store}>
      <AppThemeProvider>
        <MemoryRouter initialEntries={[route]}>
          {ui}
          <LocationRecorder into={location} />
            <NavigatorBridge />
        </MemoryRouter>
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
