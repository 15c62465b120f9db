import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { todayInSeoul } from 'ui-kit';
import { parseSearchQuery, toSearchString, type SearchPageQuery } from './search-query';

export interface SearchPageQueryState {
  query: SearchPageQuery;
  /** Writes a new query into the address, replacing the current entry (back leaves the page, not a filter). */
  setQuery: (next: SearchPageQuery) => void;
}

/**
 * The page's query, read from the address. An address that is not canonical (invalid dates, out-of-range
 * party, unknown sort, other parameter order) is replaced by the normalised one without a new history entry.
 */
export function useSearchPageQuery(today: () => string = todayInSeoul): SearchPageQueryState {
  const location = useLocation();
  const navigate = useNavigate();
  const { search, pathname } = location;
  const todayRef = useRef(today);
  const query = useMemo(() => parseSearchQuery(new URLSearchParams(search), todayRef.current()), [search]);
  const canonical = toSearchString(query);

  useEffect(() => {
    if (search !== canonical) navigate({ pathname, search: canonical }, { replace: true });
  }, [search, canonical, pathname, navigate]);

  const setQuery = useCallback(
    (next: SearchPageQuery) => navigate({ pathname, search: toSearchString(next) }, { replace: true }),
    [navigate, pathname],
  );

  return { query, setQuery };
}
