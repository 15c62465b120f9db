// Standalone development host: the same store, theme and router the shell provides,
// so the remote can be worked on alone against the live API (proxied to API_URL).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { createAppStore, readStoredToken, setNavigator } from 'shared-contracts';
import { AppThemeProvider, ToastProvider } from 'ui-kit';
import RemoteRoutes from '../expose/routes';

const store = createAppStore({ token: readStoredToken() });
setNavigator((to) => window.location.assign(to));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <AppThemeProvider>
        <ToastProvider>
          <BrowserRouter>
            {/* As in the shell: the page sits in <main id="content">. */}
            <main id="content">
              <RemoteRoutes />
            </main>
          </BrowserRouter>
        </ToastProvider>
      </AppThemeProvider>
    </Provider>
  </StrictMode>,
);
