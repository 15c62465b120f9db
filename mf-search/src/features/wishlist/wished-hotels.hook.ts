import { useEffect } from 'react';
import { useGetWishedHotelsQuery } from './wishlist.api';
import { useWishlistOwner } from './wishlist-owner';

export interface UseWishedHotelsOptions {
  /** The /wishlist page re-syncs each time it is shown; hearts reuse the list loaded after login. */
  resyncOnMount?: boolean;
}

/**
 * Re-syncs the wishlist when the tab becomes visible again (guest-core §4). A sync already in flight
 * is not started again (RTK Query skips a query that is pending), so many hearts listening at once
 * still cost one request.
 */
export function useResyncWhenVisible(owner: string | null, refetch: () => unknown): void {
  useEffect(() => {
    if (owner === null || typeof document === 'undefined') return;
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') refetch();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => document.removeEventListener('visibilitychange', onVisibilityChange);
  }, [owner, refetch]);
}

/**
 * The signed-in user's whole wishlist (guest-core §4): loaded once after login, re-synced when the
 * tab becomes visible again, never requested when logged out. Every heart and the /wishlist page
 * share the one cache entry, so the list is fetched once however many cards are on screen.
 */
export function useWishedHotels({ resyncOnMount = false }: UseWishedHotelsOptions = {}) {
  const owner = useWishlistOwner();
  const query = useGetWishedHotelsQuery(owner ?? '', {
    skip: owner === null,
    refetchOnMountOrArgChange: resyncOnMount,
  });
  useResyncWhenVisible(owner, query.refetch);
  return { owner, ...query };
}
