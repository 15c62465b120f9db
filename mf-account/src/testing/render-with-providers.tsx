import type { ReactElement } from 'react';
import { createAppStore, setNavigator } from 'shared-contracts';
import { AppThemeProvider, ToastProvider } from 'ui-kit';
import { shellRenderer } from 'tooling/jest/render-in-shell';

/** `ui` inside what the shell provides around a remote (store, theme, toasts, one router, <main>). */
export const renderInShell = shellRenderer({ createAppStore, setNavigator, AppThemeProvider, ToastProvider });

interface RenderOptions {
  /** Where the router starts. */
  route?: string;
  /** A token makes the store signed in; null (default) is a guest. */
  token?: string | null;
  /** Set when the test runs on jest's fake timers, so user-event's own delays advance them. */
  fakeTimers?: boolean;
}

/** `ui` the way the shell renders a page of this remote (default: a guest at /login). */
export function renderWithProviders(ui: ReactElement, { route = '/login', token = null, fakeTimers = false }: RenderOptions = {}) {
  // delay: null types without pauses between keys; the forms have many fields.
  return renderInShell(ui, {
    route,
    token,
    toasts: false,
    user: fakeTimers ? { delay: null, advanceTimers: jest.advanceTimersByTime } : { delay: null },
  });
}
