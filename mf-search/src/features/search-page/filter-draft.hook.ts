import { useCallback, useEffect, useRef, useState } from 'react';
import { FILTER_DEBOUNCE_MS } from 'shared-contracts';
import type { SearchFilters } from './search-query';

export interface FilterDraft {
  /** What the sidebar shows: the pending change while it waits, otherwise the address' filters. */
  filters: SearchFilters;
  /** A change that is applied FILTER_DEBOUNCE_MS after the last one (clicks in a row make one search). */
  change: (next: SearchFilters) => void;
  /** Applies at once (reset, typed prices that waited for their own debounce). */
  apply: (next: SearchFilters) => void;
}

export function useFilterDraft(committed: SearchFilters, commit: (next: SearchFilters) => void): FilterDraft {
  const [pending, setPending] = useState<SearchFilters | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The latest commit (it closes over the latest query), called when a timer fires.
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  }, [commit]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = useCallback((next: SearchFilters) => {
    clearTimeout(timer.current);
    setPending(null);
    commitRef.current(next);
  }, []);

  const change = useCallback(
    (next: SearchFilters) => {
      clearTimeout(timer.current);
      setPending(next);
      timer.current = setTimeout(() => apply(next), FILTER_DEBOUNCE_MS);
    },
    [apply],
  );

  return { filters: pending ?? committed, change, apply };
}
