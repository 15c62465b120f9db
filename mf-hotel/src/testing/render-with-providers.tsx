import { useEffect, type ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useNavigate, Route, Routes, useLocation, type Location } from 'react-router-dom';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppStore, setNavigator } from 'shared-contracts';
import { AppThemeProvider, ToastProvider } from 'ui-kit';

interface RenderOptions {
  /** Where the router starts. */
  route?: string;
  /** A route pattern the element is mounted under (e.g. 'hotels/:id'), so useParams works. */
  path?: string;
  /** A token makes the store signed in; null (default) is a guest. */
  token?: string | null;
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
 * Renders `ui` the way the shell does (real store, theme, toasts, one router) and records the router's
 * location, so tests can read where a click navigated to.
 */
export function renderWithProviders(ui: ReactElement, { route = '/', path, token = null }: RenderOptions = {}) {
  // storage: null keeps tests from reading or writing jsdom's localStorage.
  const store = createAppStore({ token, storage: null });
  const location: { current: Location | null } = { current: null };
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <AppThemeProvider>
        <ToastProvider>
          <MemoryRouter initialEntries={[route]}>
            {path ? (
              <Routes>
                <Route path={path} element={ui} />
                <Route path="*" element={null} />
              </Routes>
            ) : (
              ui
            )}
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

/** An unsigned JWT-shaped token whose payload the client reads (sub = the user's id). */
export function fakeToken(userId: number, name = '테스트회원'): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: String(userId), role: 'USER', name })}.signature`;
}
