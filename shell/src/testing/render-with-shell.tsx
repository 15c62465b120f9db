import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createAppStore } from 'shared-contracts';
import { AppThemeProvider } from 'ui-kit';

/** Shows the current location so tests can assert where a redirect went. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderWithShell(ui: ReactElement, { path = '/', token = null as string | null, routePath = '*' } = {}) {
  const store = createAppStore({ token });
  const result = render(
    <Provider store={store}>
      <AppThemeProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={routePath} element={ui} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </AppThemeProvider>
    </Provider>,
  );
  return { store, ...result };
}

/** An unsigned JWT-shaped token: the client only reads claims, the server verifies signatures. */
export function fakeToken(claims: Record<string, unknown>): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ exp: Math.floor(Date.now() / 1000) + 3600, ...claims })}.`;
}
