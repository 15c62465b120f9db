import { baseApi, SUGGEST_LIMIT, type Suggestion } from 'shared-contracts';

function assertSuggestions(raw: unknown): Suggestion[] {
  const valid =
    Array.isArray(raw) &&
    raw.every(
      (item: Partial<Suggestion> | null) => typeof item?.hotelId === 'number' && typeof item.name === 'string' && typeof item.region === 'string',
    );
  if (!valid) throw new TypeError('GET /search/suggest: unexpected answer');
  return raw as Suggestion[];
}

export const searchBarApi = baseApi.injectEndpoints({
  // Endpoint names share one api across all remotes: in development a clash must fail loudly.
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (build) => ({
    /** Hotels whose name, region or address contains `q` (at most SUGGEST_LIMIT). */
    getSearchSuggestions: build.query<Suggestion[], string>({
      query: (q) => ({ url: '/search/suggest', params: { q, limit: SUGGEST_LIMIT } }),
      // A structural check instead of a schema library keeps the home page's chunk small.
      transformResponse: (raw: unknown) => assertSuggestions(raw),
      // Suggestions are a convenience: a failure shows a line in the panel and never leaves the page.
      extraOptions: { redirectOnError: false },
    }),
  }),
});

export const { useGetSearchSuggestionsQuery } = searchBarApi;
