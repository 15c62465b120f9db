// The render helper of the remotes' component tests: `ui` inside what the shell provides around a remote — the one
// store, the theme, the toasts, one router and <main id="content"> — recording the router's location so a test
// reads where a click or a submit navigated to.
// The app's own pieces (store factory, navigator hook-up, theme and toasts) are handed in by each remote's
// testing/ module: tooling depends on no workspace package, so there is no cycle through it.
import { useEffect, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type Location } from 'react-router-dom';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Store } from '@reduxjs/toolkit';

/** What the shell provides, from shared-contracts and ui-kit. */
export interface ShellParts<S extends Store> {
  createAppStore: (options: { token: string | null; storage: null }) => S;
  setNavigator: (navigate: ((to: string, options?: { replace?: boolean }) => void) | null) => void;
  AppThemeProvider: ComponentType<{ children?: ReactNode }>;
  ToastProvider: ComponentType<{ children?: ReactNode }>;
}

export interface InShellOptions {
  /** Where the router starts (default '/'). */
  route?: string;
  /** A route pattern `ui` is mounted under (e.g. 'hotels/:id'), so useParams works; other paths render nothing. */
  path?: string;
  /** A token makes the store signed in; null (default) is a guest. */
  token?: string | null;
  /**
   * The shell's toasts (default true). Off for a remote that shows none: their live regions (role status and alert)
   * would stand beside the page's own in role queries.
   */
  toasts?: boolean;
  /** user-event's options, e.g. `{ delay: null }` to type without pauses between keys. */
  user?: Parameters<typeof userEvent.setup>[0];
}

function LocationRecorder({ into }: { into: { current: Location | null } }) {
  into.current = useLocation();
  return null;
}

/** As the shell does: the request client's redirects (error page, 429 hold) go through this router. */
function NavigatorBridge({ setNavigator }: { setNavigator: ShellParts<Store>['setNavigator'] }) {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((to, options) => void navigate(to, { replace: options?.replace }));
    return () => setNavigator(null);
  }, [navigate, setNavigator]);
  return null;
}

function NoToasts({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

/** The remote's `renderInShell`, built from the app's own store factory, theme and toasts. */
export const shellRenderer =
  <S extends Store>({ createAppStore, setNavigator, AppThemeProvider, ToastProvider }: ShellParts<S>) =>
  (ui: ReactElement, { route = '/', path, token = null, toasts = true, user: userOptions }: InShellOptions = {}) => {
    // storage: null keeps the session out of jsdom's localStorage.
    const store = createAppStore({ token, storage: null });
    const location: { current: Location | null } = { current: null };
    const user = userEvent.setup(userOptions);
    const Toasts = toasts ? ToastProvider : NoToasts;
    const view = render(
      <Provider store={store}>
        <AppThemeProvider>
          <Toasts>
            <MemoryRouter initialEntries={[route]}>
              <main id="content">
                {path ? (
                  <Routes>
                    <Route path={path} element={ui} />
                    <Route path="*" element={null} />
                  </Routes>
                ) : (
                  ui
                )}
              </main>
              <LocationRecorder into={location} />
              <NavigatorBridge setNavigator={setNavigator} />
            </MemoryRouter>
          </Toasts>
        </AppThemeProvider>
      </Provider>,
    );
    const currentLocation = (): Location => {
      if (!location.current) throw new Error('the router has not rendered');
      return location.current;
    };
    const currentPath = () => `${currentLocation().pathname}${currentLocation().search}`;
    return { ...view, store, user, currentLocation, currentPath };
  };

/** An unsigned JWT-shaped token: the client only reads claims (sub, role, name…), the server verifies signatures. */
export function fakeToken(claims: Record<string, unknown>): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ exp: Math.floor(Date.now() / 1000) + 3600, ...claims })}.`;
}
