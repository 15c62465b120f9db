import {
  activeFilterCount,
  parseSearchQuery,
  SEARCH_PAGE_TOP_TEXTS as T,
  searchFirstViewHtml,
  searchHotelsRequestUrl,
  toSearchHotelsArgs,
  type PagePreloads,
} from 'shared-contracts/schemas';
import { businessToday, daysBetween, type Clock } from '../../clock';
import { AppError } from '../../errors/app-error';
import { HotelSearchQuerySchema } from './search.schemas';
import type { SearchService } from './search.service';

/**
 * What /search asks for and shows first (first-view hints): its first call, for the query its address gives,
 * read as the page reads it (shared-contracts search-query), and — when that page's first result has a cover — the
 * cover and a painted copy of the page's top at every width (shared-contracts search-first-view). The answer is the one the
 * call itself gives (same schema, same service). Nothing when the call would be refused or find nothing.
 */
export function searchPagePreloads(search: SearchService, clock: Clock) {
  return async (pathname: string, params: URLSearchParams): Promise<PagePreloads | null> => {
    if (!/^\/search\/?$/.test(pathname)) return null;
    const query = parseSearchQuery(params, businessToday(clock));
    const url = searchHotelsRequestUrl(toSearchHotelsArgs(query));
    const request = HotelSearchQuerySchema.safeParse(Object.fromEntries(new URL(url, 'http://page').searchParams));
    if (!request.success) return null;
    const result = await search.searchHotels(request.data).catch((error: unknown) => {
      if (error instanceof AppError && error.status < 500) return null;
      throw error;
    });
    if (!result) return null;
    const fetches = [url];
    const cover = result.items[0]?.coverImageUrl;
    // A page that starts further down shows a "from the start" button above the list: not painted.
    if (!cover || query.offset > 0) return { fetches, images: [] };
    const place = [query.region, query.q].filter(Boolean).join(' · ');
    const paint = searchFirstViewHtml({
      title: place ? T.titleFor(place) : T.title,
      staySummary: T.stay(query.checkIn, query.checkOut, daysBetween(query.checkIn, query.checkOut), query.adults, query.children),
      activeFilters: activeFilterCount(query.filters),
      total: result.total,
      sort: query.sort,
      coverUrl: cover,
    });
    return { fetches, images: [cover], paint };
  };
}
