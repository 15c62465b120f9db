import { useCallback, useState } from 'react';
import { baseApi, sessionCleared, useAppDispatch } from 'shared-contracts';
import { navigateDocument } from './full-navigation';

/**
 * As the shell's logout: revoke the refresh token on the server, then forget the session locally whatever the
 * server answered; then a full navigation to /main, so nothing of the owner area stays in the page.
 */
export function useOwnerLogout() {
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
    navigateDocument('/main');
  }, [dispatch]);
  return { logout, pending };
}
