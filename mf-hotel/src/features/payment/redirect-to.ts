import type { NavigateFunction } from 'react-router-dom';

/** Follows a redirect the API answered: a same-site path in the app's router, anything else as a page load. */
export function redirectTo(navigate: NavigateFunction, url: string): void {
  if (url.startsWith('/') && !url.startsWith('//')) navigate(url);
  else window.location.assign(url);
}
