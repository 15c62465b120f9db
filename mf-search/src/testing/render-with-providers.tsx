import type { ReactElement } from 'react';
import { createAppStore, setNavigator } from 'shared-contracts';
import { AppThemeProvider, ToastProvider } from 'ui-kit';
import { shellRenderer } from 'tooling/jest/render-in-shell';

/** `ui` inside what the shell provides around a remote (store, theme, toasts, one router, <main>). */
export const renderInShell = shellRenderer({ createAppStore, setNavigator, AppThemeProvider, ToastProvider });

/** `ui` the way the shell renders a page of this remote; a token signs the store in (default: a guest at /main). */
export function renderWithProviders(ui: ReactElement, { route = '/main', token = null }: { route?: string; token?: string | null } = {}) {
  return renderInShell(ui, { route, token, toasts: false });
}

/** A deterministic random source: returns the values in order, then repeats the last one. */
export function randomSequence(...values: number[]): () => number {
  let index = 0;
  return () => {
    const value = values[Math.min(index, values.length - 1)] ?? 0;
    index += 1;
    return value;
  };
}
