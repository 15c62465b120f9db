import { isAdminRoles, isOwnerRoles } from 'shared-contracts';

export type Access = 'public' | 'login' | 'owner' | 'admin' | 'guest-only';

/** Ordered: the first matching rule decides. Paths from the specification's route tables. */
const RULES: ReadonlyArray<readonly [RegExp, Access]> = [
  [/^\/reservation\/(success|fail)\/?$/, 'public'],
  [/^\/reservation\/?$/, 'login'],
  [/^\/wishlist(\/|$)/, 'login'],
  [/^\/mypage(\/|$)/, 'login'],
  [/^\/hotelapply(\/|$)/, 'login'],
  [/^\/support\/contact\/(my|ticket)(\/|$)/, 'login'],
  [/^\/support\/bugreport(\/|$)/, 'login'],
  [/^\/owner(\/|$)/, 'owner'],
  [/^\/admin(\/|$)/, 'admin'],
  [/^\/(login|signup)\/?$/, 'guest-only'],
];

export function accessFor(pathname: string): Access {
  return RULES.find(([pattern]) => pattern.test(pathname))?.[1] ?? 'public';
}

export interface Viewer {
  isAuthenticated: boolean;
  roles: readonly string[];
}

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

export function loginRedirect(pathAndQuery: string): string {
  return `/login?redirect=${encodeURIComponent(pathAndQuery)}`;
}

/** Pure guard: what the shell does for a location and a viewer. The API enforces the same rules. */
export function decideAccess(pathname: string, search: string, viewer: Viewer): GuardDecision {
  const access = accessFor(pathname);
  const here = `${pathname}${search}`;
  switch (access) {
    case 'public':
      return { kind: 'allow' };
    case 'guest-only':
      return viewer.isAuthenticated ? { kind: 'redirect', to: '/main' } : { kind: 'allow' };
    case 'login':
      return viewer.isAuthenticated ? { kind: 'allow' } : { kind: 'redirect', to: loginRedirect(here) };
    case 'owner':
      if (!viewer.isAuthenticated) return { kind: 'redirect', to: loginRedirect(here) };
      return isOwnerRoles(viewer.roles) ? { kind: 'allow' } : { kind: 'redirect', to: '/error/403' };
    case 'admin':
      if (!viewer.isAuthenticated) return { kind: 'redirect', to: loginRedirect(here) };
      return isAdminRoles(viewer.roles) ? { kind: 'allow' } : { kind: 'redirect', to: '/error/403' };
  }
}
