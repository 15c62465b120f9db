import { useCallback, useEffect, useRef, useState } from 'react';
import { FILTER_DEBOUNCE_MS } from 'shared-contracts';
import type { SearchFilters } from './search-query';

export interface FilterDraft {
  /** What the sidebar shows: the guest's latest choice until the address has it, otherwise the address' filters. */
  filters: SearchFilters;
  /** A change that is applied FILTER_DEBOUNCE_MS after the last one (clicks in a row make one search). */
  change: (next: SearchFilters) => void;
  /** Applies at once (reset, typed prices that waited for their own debounce). */
  apply: (next: SearchFilters) => void;
}

interface Draft {
  filters: SearchFilters;
  /** Sent to the address; shown until the address changes (the router renders it in a transition, later). */
  applied: boolean;
}

export function useFilterDraft(committed: SearchFilters, commit: (next: SearchFilters) => void): FilterDraft {
  const [draft, setDraft] = useState<Draft | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The latest commit (it closes over the latest query), called when a timer fires.
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  }, [commit]);

  useEffect(() => () => clearTimeout(timer.current), []);

  // Once the address moves on, an applied draft has served its purpose; a waiting one still applies later.
  const committedKey = JSON.stringify(committed);
  useEffect(() => {
    setDraft((current) => (current?.applied ? null : current));
  }, [committedKey]);

  const apply = useCallback((next: SearchFilters) => {
    clearTimeout(timer.current);
    setDraft({ filters: next, applied: true });
    commitRef.current(next);
  }, []);

  const change = useCallback(
    (next: SearchFilters) => {
      clearTimeout(timer.current);
      setDraft({ filters: next, applied: false });
      timer.current = setTimeout(() => apply(next), FILTER_DEBOUNCE_MS);
    },
    [apply],
  );

  return { filters: draft?.filters ?? committed, change, apply };
}
