import { createAppStore, setNavigator } from 'shared-contracts';
import { AppThemeProvider, ToastProvider } from 'ui-kit';
import { shellRenderer } from 'tooling/jest/render-in-shell';

/** `ui` inside what the shell provides around a remote (store, theme, toasts, one router, <main>). */
export const renderInShell = shellRenderer({ createAppStore, setNavigator, AppThemeProvider, ToastProvider });

import MfSupportRoutes from '../expose/routes';
import { fakeToken } from './fake-token';

/** The member the support tests sign in as (messages from anyone else are the operator's). */
export const TEST_MEMBER_ID = 7;
export const memberToken = () => fakeToken({ sub: String(TEST_MEMBER_ID), role: 'ROLE_USER' });

/** The remote's routes at `path`, mounted as the shell mounts them; a token signs the store in. */
export function renderSupport(path: string, { token = null }: { token?: string | null } = {}) {
  return renderInShell(<MfSupportRoutes />, { route: path, token, toasts: false, user: { delay: null } });
}
