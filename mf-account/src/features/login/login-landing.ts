import { rolesFromToken } from 'shared-contracts';

/** Only a path on this site: '/x' but never '//host' or '/\host', which browsers treat as another site. */
export function safeRedirectTarget(redirect: string | null): string | null {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return null;
  return redirect;
}

/** Where a fresh login goes: the redirect when it is a same-site path, else by role (guest-core §4). */
export function landingAfterLogin(token: string, redirect: string | null): string {
  const target = safeRedirectTarget(redirect);
  if (target) return target;
  const roles = rolesFromToken(token);
  if (roles.includes('ROLE_ADMIN')) return '/admin';
  if (roles.includes('ROLE_OWNER')) return '/owner';
  return '/main';
}
