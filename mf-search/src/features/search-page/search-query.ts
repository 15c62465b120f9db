// The /search page's query rules are shared with the server, which preloads the page's first call and paints its
// first card with the page (shared-contracts search-query). The page reads them from here.
export {
  EMPTY_FILTERS,
  hasActiveFilters,
  MAX_STAY_NIGHTS,
  normaliseParty,
  normaliseStay,
  parseFilters,
  parseSearchQuery,
  toSearchString,
  withFilters,
  withSort,
  type SearchFilters,
  type SearchPageQuery,
} from 'shared-contracts/search-query';
