import { useEffect } from 'react';
import { readStoredToken, sessionCleared, tokenStored, useAppDispatch } from 'shared-contracts';

/** Logging in or out in another tab updates this tab too (localStorage is shared by tabs). */
export function useCrossTabSession() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== 'token' && event.key !== 'accessToken') return;
      const token = readStoredToken();
      dispatch(token ? tokenStored(token) : sessionCleared());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [dispatch]);
}
