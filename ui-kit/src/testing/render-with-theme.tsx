import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppThemeProvider } from '../theme/app-theme-provider';

export function renderWithTheme(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: ({ children }) => <AppThemeProvider>{children}</AppThemeProvider>, ...options });
}
