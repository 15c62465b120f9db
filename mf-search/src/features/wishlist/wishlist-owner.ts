import { useMemo } from 'react';
import { decodeTokenClaims, selectToken, useAppSelector } from 'shared-contracts';

/**
 * The key the synced wishlist is cached under: the token's subject, so a token refresh keeps the
 * list and another user's login starts a fresh one. null when logged out.
 */
export function wishlistOwnerKey(token: string | null): string | null {
  if (!token) return null;
  const subject = decodeTokenClaims(token)?.['sub'];
  return typeof subject === 'string' || typeof subject === 'number' ? `user:${subject}` : `token:${token}`;
}

export function useWishlistOwner(): string | null {
  const token = useAppSelector(selectToken);
  return useMemo(() => wishlistOwnerKey(token), [token]);
}

/** Where a logged-out wishlist click goes: the login page, coming back to exactly this address. */
export function loginRedirectPath(location: { pathname: string; search: string }): string {
  return `/login?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
}
