import type { ReactElement } from 'react';
import { createAppStore, setNavigator } from 'shared-contracts';
import { AppThemeProvider, ToastProvider } from 'ui-kit';
import { fakeToken as tokenWith, shellRenderer } from 'tooling/jest/render-in-shell';

/** `ui` inside what the shell provides around a remote (store, theme, toasts, one router, <main>). */
export const renderInShell = shellRenderer({ createAppStore, setNavigator, AppThemeProvider, ToastProvider });

/** `ui` the way the shell renders a page of this remote, mounted under `path` when given (so useParams works). */
export function renderWithProviders(ui: ReactElement, options: { route?: string; path?: string; token?: string | null } = {}) {
  return renderInShell(ui, options);
}

/** A member's token (sub = the user's id). */
export function fakeToken(userId: number, name = '테스트회원'): string {
  return tokenWith({ sub: String(userId), role: 'USER', name });
}
