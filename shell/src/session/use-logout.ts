import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { baseApi, sessionCleared, useAppDispatch } from 'shared-contracts';

/**
 * Revokes the refresh token on the server, then forgets the session locally whatever the
 * server answered: a user who asks to log out must end up logged out.
 */
export function useLogout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await fetch('/api/auth/logout', { method: 'POST', credentials: 'include' });
    } catch {
      // offline: the local session is still cleared below
    }
    dispatch(sessionCleared());
    dispatch(baseApi.util.resetApiState());
    navigate('/main', { replace: true });
  }, [dispatch, navigate]);
}
