import 'styled-components';
import type { AppTheme } from './theme';

// Gives every styled component a typed `props.theme` in the shell and all remotes.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AppTheme {}
}
