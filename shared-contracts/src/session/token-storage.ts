/** The subset of the Web Storage API we rely on, so tests and non-browser callers can pass their own. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const TOKEN_STORAGE_KEY = 'token';
/** Older clients stored the token under this name; it is still read so such sessions survive. */
export const LEGACY_TOKEN_STORAGE_KEY = 'accessToken';

// Resolved at call time (never at import time) because the api imports this package in Node,
// where localStorage does not exist, and because some browsers throw on access in private mode.
export function defaultLocalStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function defaultSessionStorage(): KeyValueStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function safeGet(storage: KeyValueStorage, key: string): string | null {
  try {
    const value = storage.getItem(key);
    return value && value.trim() ? value : null;
  } catch {
    return null;
  }
}

export function readStoredToken(storage: KeyValueStorage | null = defaultLocalStorage()): string | null {
  if (!storage) return null;
  return safeGet(storage, TOKEN_STORAGE_KEY) ?? safeGet(storage, LEGACY_TOKEN_STORAGE_KEY);
}

export function storeToken(token: string, storage: KeyValueStorage | null = defaultLocalStorage()): void {
  if (!storage) return;
  try {
    storage.setItem(TOKEN_STORAGE_KEY, token);
    // A stale legacy copy would resurface after the next clear of `token`, so drop it now.
    storage.removeItem(LEGACY_TOKEN_STORAGE_KEY);
  } catch {
    // Quota or privacy-mode failures leave the token in memory only; the session still works for this tab.
  }
}

export function clearStoredToken(storage: KeyValueStorage | null = defaultLocalStorage()): void {
  if (!storage) return;
  try {
    storage.removeItem(TOKEN_STORAGE_KEY);
    storage.removeItem(LEGACY_TOKEN_STORAGE_KEY);
  } catch {
    // Nothing sensible to do: an unreadable storage cannot hand the token back either.
  }
}
