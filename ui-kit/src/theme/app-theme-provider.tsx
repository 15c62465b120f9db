import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './global-style';
import { theme } from './theme';

export interface AppThemeProviderProps {
  children?: ReactNode;
  /** Remotes mounted inside the shell pass false: the shell already injected the global style. */
  withGlobalStyle?: boolean;
}

export function AppThemeProvider({ children, withGlobalStyle = true }: AppThemeProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      {withGlobalStyle ? <GlobalStyle /> : null}
      {children}
    </ThemeProvider>
  );
}
