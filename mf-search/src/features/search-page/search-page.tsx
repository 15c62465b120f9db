import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { guestsForRoom, type SearchSort } from 'shared-contracts';
import { Button, nightsBetween, PageFrame } from 'ui-kit';
import { SearchBar } from '../search-bar/search-bar';
import { BackToTop } from './back-to-top';
import { FilterSidebar } from './filter-sidebar';
import { useFilterDraft } from './filter-draft.hook';
import { toSearchHotelsArgs } from './search-page.api';
import { searchPageMessages as t } from './search-page.messages';
import { Count, FromStart, Layout, PageHeader, ResultsColumn, SearchBarSlot, StaySummary, Title, Toolbar } from './search-page.styles';
import { EMPTY_FILTERS, hasActiveFilters, withFilters, withSort, type SearchFilters } from './search-query';
import { useSearchPageQuery } from './search-query.hook';
import { SearchResults } from './search-results';
import { useSearchResults } from './search-results.hook';
import { SortSelect } from './sort-select';

export interface SearchPageProps {
  /** Seoul's date (YYYY-MM-DD) for the date rules; tests pass a fixed day. */
  today?: () => string;
}

/** Scrolls to the top whenever `key` changes after the first render (a new list replaces the old one). */
function useScrollTopOn(key: string) {
  const previous = useRef(key);
  useEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    window.scrollTo({ top: 0 });
  }, [key]);
}

export function SearchPage({ today }: SearchPageProps) {
  const { query, setQuery } = useSearchPageQuery(today);
  const args = useMemo(() => toSearchHotelsArgs(query), [query]);
  const results = useSearchResults(args);
  useScrollTopOn(JSON.stringify(args));

  const applyFilters = useCallback((filters: SearchFilters) => setQuery(withFilters(query, filters)), [query, setQuery]);
  const draft = useFilterDraft(query.filters, applyFilters);
  // The chosen sort is shown at once; the router renders the new address in a transition, a moment later.
  const [sortChoice, setSortChoice] = useState<SearchSort | null>(null);
  useEffect(() => setSortChoice(null), [query.sort]);
  const changeSort = (sort: SearchSort) => {
    if (sort === query.sort) return;
    setSortChoice(sort);
    setQuery(withSort(query, sort));
  };

  const guests = guestsForRoom(query.adults, query.children);
  const stay = useMemo(() => ({ checkIn: query.checkIn, checkOut: query.checkOut, guests }), [query.checkIn, query.checkOut, guests]);
  const place = [query.region, query.q].filter(Boolean).join(' · ');
  const filtered = hasActiveFilters(query.filters);

  return (
    <PageFrame>
      <SearchBarSlot aria-label={t.searchBarLabel}>
        <SearchBar
          compact
          initial={{
            q: query.q,
            region: query.region,
            checkIn: query.checkIn,
            checkOut: query.checkOut,
            adults: query.adults,
            children: query.children,
            guests,
          }}
        />
      </SearchBarSlot>
      <PageHeader>
        <Title>{place ? t.titleFor(place) : t.title}</Title>
        <StaySummary>{t.stay(query.checkIn, query.checkOut, nightsBetween(query.checkIn, query.checkOut), query.adults, query.children)}</StaySummary>
      </PageHeader>
      <Layout>
        <FilterSidebar filters={draft.filters} onChange={draft.change} onApply={draft.apply} />
        <ResultsColumn>
          <Toolbar>
            <Count aria-live="polite" aria-atomic="true">
              {countText()}
            </Count>
            <SortSelect value={sortChoice ?? query.sort} onChange={changeSort} />
          </Toolbar>
          {query.offset > 0 ? (
            <FromStart>
              <Button variant="ghost" size="sm" onClick={() => setQuery({ ...query, offset: 0 })}>
                {t.fromStart}
              </Button>
            </FromStart>
          ) : null}
          <SearchResults state={results} stay={stay} onResetFilters={filtered ? () => draft.apply(EMPTY_FILTERS) : undefined} />
          <BackToTop />
        </ResultsColumn>
      </Layout>
    </PageFrame>
  );

  function countText(): string {
    if (results.status === 'loading') return t.loading;
    if (results.status === 'error') return '';
    return t.total(results.total.toLocaleString('ko-KR'));
  }
}
