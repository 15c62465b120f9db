import type { KeyValueStorage } from 'shared-contracts';

export const REMEMBER_LOGIN_ID_KEY = 'remember_login_id';

function browserStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readRememberedLoginId(storage: KeyValueStorage | null = browserStorage()): string {
  try {
    return storage?.getItem(REMEMBER_LOGIN_ID_KEY) ?? '';
  } catch {
    return '';
  }
}

/** Stores the ID when the box is checked and forgets it when not (guest-core §4 "Login success"). */
export function rememberLoginId(loginId: string, remember: boolean, storage: KeyValueStorage | null = browserStorage()): void {
  try {
    if (remember) storage?.setItem(REMEMBER_LOGIN_ID_KEY, loginId);
    else storage?.removeItem(REMEMBER_LOGIN_ID_KEY);
  } catch {
    // Privacy modes may refuse storage; the login itself still succeeded.
  }
}
