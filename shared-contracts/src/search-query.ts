/**
 * `shared-contracts/search-query`: how the /search page reads its address and writes its first call (no zod). A
 * subpath of its own, not in the shared singleton index: the search page's chunk of mf-search bundles it, the API
 * reads it through shared-contracts/schemas to preload that call and paint the first card with the page.
 */
export {
  activeFilterCount,
  EMPTY_FILTERS,
  hasActiveFilters,
  MAX_STAY_NIGHTS,
  NO_PRICE_FILTER,
  normaliseParty,
  normalisePriceRange,
  normaliseStay,
  parseFilters,
  parseSearchQuery,
  searchHotelsParams,
  searchHotelsRequestUrl,
  snapPrice,
  toSearchHotelsArgs,
  toSearchString,
  withFilters,
  withSort,
  type PriceRange,
  type SearchFilters,
  type SearchHotelsArgs,
  type SearchPageQuery,
} from './contract/search-page-query';
export { SEARCH_PAGE_TOP_TEXTS } from './contract/search-page-texts';
export { SEARCH_PAGE_LAYOUT } from './contract/search-first-view-layout';
