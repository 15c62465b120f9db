import { useEffect, useState } from 'react';

/**
 * `value`, but only once it has stayed unchanged for `delayMs` (every change restarts the wait).
 * Until then it is `initial` (by default the first value).
 */
export function useDebouncedValue<T>(value: T, delayMs: number, initial: T = value): T {
  const [debounced, setDebounced] = useState(initial);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
