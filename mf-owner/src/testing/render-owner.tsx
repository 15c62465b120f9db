import type { ReactElement } from 'react';
import { createAppStore, setNavigator } from 'shared-contracts';
import { AppThemeProvider, ToastProvider } from 'ui-kit';
import { shellRenderer } from 'tooling/jest/render-in-shell';

/** `ui` inside what the shell provides around a remote (store, theme, toasts, one router, <main>). */
export const renderInShell = shellRenderer({ createAppStore, setNavigator, AppThemeProvider, ToastProvider });

import MfOwnerRoutes from '../expose/routes';
import { fakeToken } from './fake-token';

/** The owner the extranet's tests sign in as. */
export const TEST_OWNER_ID = 2;
export const ownerToken = () => fakeToken({ sub: String(TEST_OWNER_ID), role: 'ROLE_OWNER' });

/** `ui` (default: the remote's routes) at `route`, signed in. */
export function renderOwner(route: string, ui: ReactElement = <MfOwnerRoutes />) {
  return renderInShell(ui, { route, token: ownerToken(), user: { delay: null } });
}
