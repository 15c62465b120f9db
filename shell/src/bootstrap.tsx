import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { captureTokenFromUrl, createAppStore, readStoredToken, storeToken } from 'shared-contracts';
import { AppThemeProvider, ToastProvider } from 'ui-kit';
import { App } from './app';

/** Renders the site into #root (called by the entry once the code is here and the first picture drawn). */
export function startApp(): void {
  // A token handed over in the address (social login, e-mail links) is stored and removed from
  // the address before anything renders, so it never lands in history or referrers.
  const captured = captureTokenFromUrl(window.location.href);
  if (captured.token) {
    storeToken(captured.token);
    window.history.replaceState(window.history.state, '', captured.cleanedUrl);
  }

  const store = createAppStore({ token: readStoredToken() });

  const root = createRoot(document.getElementById('root')!);
  // A transition: React renders the first page in slices and keeps the main thread answering meanwhile.
  startTransition(() => {
    root.render(
      <StrictMode>
        <Provider store={store}>
          <AppThemeProvider>
            {/* One toast region for the whole site: remotes call useToast() and their messages appear here. */}
            <ToastProvider>
              <BrowserRouter>
                <App />
              </BrowserRouter>
            </ToastProvider>
          </AppThemeProvider>
        </Provider>
      </StrictMode>,
    );
  });
}
