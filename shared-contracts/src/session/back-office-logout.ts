import { useCallback, useState } from 'react';
// Through the package's own name: the remotes then use the one shared-contracts singleton on the page (its store's
// api and session), not a copy bundled with this subpath.
import { baseApi, sessionCleared, useAppDispatch } from 'shared-contracts';

/**
 * A document navigation (not the router's): leaving the owner or admin area drops its code and state from memory.
 * An object, so tests replace `assign` with a spy.
 */
export const documentNavigation = {
  assign(to: string): void {
    window.location.assign(to);
  },
};

/**
 * The back office's logout (owner extranet and admin desk), as the shell's: revoke the refresh token on the server,
 * then forget the session locally whatever the server answered; then a full navigation to /main, so nothing of the
 * back office stays in the page.
 */
export function useBackOfficeLogout() {
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState(false);
  const logout = useCallback(async () => {
    setPending(true);
    try {
      await fetch('/api/auth/logout', { method: 'POST', credentials: 'include' });
    } catch {
      // offline: the local session is still cleared below
    }
    dispatch(sessionCleared());
    dispatch(baseApi.util.resetApiState());
    documentNavigation.assign('/main');
  }, [dispatch]);
  return { logout, pending };
}
