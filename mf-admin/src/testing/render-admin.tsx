import type { ReactElement } from 'react';
import { createAppStore, setNavigator } from 'shared-contracts';
import { AppThemeProvider, ToastProvider } from 'ui-kit';
import { shellRenderer } from 'tooling/jest/render-in-shell';

/** `ui` inside what the shell provides around a remote (store, theme, toasts, one router, <main>). */
export const renderInShell = shellRenderer({ createAppStore, setNavigator, AppThemeProvider, ToastProvider });

import MfAdminRoutes from '../expose/routes';
import { fakeToken } from './fake-token';

/** The operator the desk's tests sign in as. */
export const TEST_ADMIN_ID = 1;
export const adminToken = () => fakeToken({ sub: String(TEST_ADMIN_ID), role: 'ROLE_ADMIN' });

/** `ui` (default: the remote's routes) at `route`, signed in. */
export function renderAdmin(route: string, ui: ReactElement = <MfAdminRoutes />) {
  return renderInShell(ui, { route, token: adminToken(), user: { delay: null } });
}
