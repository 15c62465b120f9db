import type { RemoteName } from 'shared-contracts';

/**
 * The URL map: first path segment → the remote that owns it. The shell mounts the remote
 * lazily, only when one of its prefixes is visited.
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
  owner: 'mf_owner',
  admin: 'mf_admin',
};

export function remoteForPath(pathname: string): RemoteName | null {
  const segment = pathname.split('/').filter(Boolean)[0] ?? '';
  return Object.prototype.hasOwnProperty.call(URL_MAP, segment) ? URL_MAP[segment]! : null;
}

/** Header and footer belong to the guest-facing site; the extranet and the admin area have their own frame. */
export function isBackOfficePath(pathname: string): boolean {
  return /^\/(owner|admin)(\/|$)/.test(pathname);
}
