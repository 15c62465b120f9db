import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A list's filters and page live in the address (shareable, kept on reload and back). `page` is 1-based there and
 * 0-based for the API; changing a filter starts again at the first page.
 */
export function useListParams<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw >= 1 ? raw - 1 : 0;
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>;

  const update = useCallback(
    (changes: Partial<Record<K | 'page', string | number | null>>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (!('page' in changes)) next.delete('page');
          for (const [key, value] of Object.entries(changes) as Array<[string, string | number | null | undefined]>) {
            if (value === null || value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: false },
      );
    },
    [setParams],
  );

  const setPage = useCallback((zeroBased: number) => update({ page: zeroBased + 1 } as Partial<Record<K | 'page', number>>), [update]);
  return { page, values, update, setPage, search: params.toString() };
}
