import type { RemoteName } from './remote-contract';

/**
 * The shell's client routes, in one place: the shell's router renders them and the API's web-static plugin
 * answers them with the SPA page (200) while every other path gets the same page with a 404 status.
 *
 * The URL map gives each first path segment to the remote that owns it. Paths below a prefix belong to
 * that remote's own <Routes>: a remote is deployed on its own, so the server does not know its inner pages
 * (a new page must not need a new server), only which prefixes exist.
 */
export const URL_MAP: Readonly<Record<string, RemoteName>> = {
  main: 'mf_search',
  search: 'mf_search',
  wishlist: 'mf_search',
  hotels: 'mf_hotel',
  reservation: 'mf_hotel',
  pay: 'mf_hotel',
  login: 'mf_account',
  signup: 'mf_account',
  'find-password': 'mf_account',
  mypage: 'mf_account',
  hotelapply: 'mf_account',
  support: 'mf_support',
  terms: 'mf_support',
  privacy: 'mf_support',
  owner: 'mf_owner',
  admin: 'mf_admin',
};

/** Pages the shell renders itself (react-router path patterns; `:name` is one segment). The api imports this file: no DOM. */
export const SHELL_ROUTES = {
  home: '/',
  error: '/error/:status',
  forbidden: '/403',
  tooManyRequests: '/too-many-requests',
} as const;

function segmentsOf(pathname: string): string[] {
  return pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
}

function matchesPattern(pattern: string, segments: readonly string[]): boolean {
  const parts = segmentsOf(pattern);
  return parts.length === segments.length && parts.every((part, i) => part.startsWith(':') || part === segments[i]);
}

/** The remote owning a path's first segment, or null. */
export function remoteForPath(pathname: string): RemoteName | null {
  const segment = segmentsOf(pathname)[0] ?? '';
  return Object.prototype.hasOwnProperty.call(URL_MAP, segment) ? URL_MAP[segment]! : null;
}

/** True when the shell has a page for this path (its own page or a remote's prefix); false means "not found". */
export function isClientRoute(pathname: string): boolean {
  const segments = segmentsOf(pathname);
  return Object.values(SHELL_ROUTES).some((pattern) => matchesPattern(pattern, segments)) || remoteForPath(pathname) !== null;
}
