import { useCallback, useState } from 'react';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Text kept in this tab's session storage under `key` while it is typed, so an answer survives a failed send, a
 * session that has to log in again, or a look at another ticket; `clear` once it is saved.
 */
export function useDraft(key: string) {
  const [value, setValue] = useState(() => storage()?.getItem(key) ?? '');
  const update = useCallback(
    (next: string) => {
      setValue(next);
      try {
        if (next) storage()?.setItem(key, next);
        else storage()?.removeItem(key);
      } catch {
        // full or blocked storage: the text still lives in the page
      }
    },
    [key],
  );
  const clear = useCallback(() => update(''), [update]);
  return [value, update, clear] as const;
}
