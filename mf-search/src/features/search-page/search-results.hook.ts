import { useCallback } from 'react';
import type { HotelCard } from 'shared-contracts';
import { useSearchHotelsInfiniteQuery, type SearchHotelsArgs } from './search-page.api';

export type SearchResultsState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'empty'; total: number }
  | {
      status: 'ready';
      hotels: HotelCard[];
      total: number;
      hasMore: boolean;
      /** A further page is on its way. */
      loadingMore: boolean;
      /** The last further page failed; the list stays and the load-more button retries. */
      moreFailed: boolean;
      loadMore: () => void;
    };

/** Cards of all loaded pages, each hotel once (a hotel that moved between pages is not shown twice). */
function uniqueHotels(pages: ReadonlyArray<{ items: HotelCard[] }>): HotelCard[] {
  const seen = new Set<number>();
  const hotels: HotelCard[] = [];
  for (const page of pages) {
    for (const hotel of page.items) {
      if (seen.has(hotel.hotelId)) continue;
      seen.add(hotel.hotelId);
      hotels.push(hotel);
    }
  }
  return hotels;
}

/**
 * The accumulated list for one query. Pages are cached per query (the args), so an answer that arrives
 * for a query the page has since left lands in that query's entry and never in the list on screen.
 */
export function useSearchResults(args: SearchHotelsArgs): SearchResultsState {
  const result = useSearchHotelsInfiniteQuery(args, { initialPageParam: args.start });
  const { currentData, isError, isFetchNextPageError, isFetchingNextPage, hasNextPage, fetchNextPage, refetch } = result;

  const loadMore = useCallback(() => {
    void fetchNextPage();
  }, [fetchNextPage]);
  const retry = useCallback(() => {
    void refetch();
  }, [refetch]);

  const pages = currentData?.pages ?? [];
  const lastPage = pages[pages.length - 1];
  if (!lastPage) return isError && !result.isFetching ? { status: 'error', retry } : { status: 'loading' };

  const hotels = uniqueHotels(pages);
  if (hotels.length === 0 && !hasNextPage) return { status: 'empty', total: lastPage.total };
  return {
    status: 'ready',
    hotels,
    total: lastPage.total,
    hasMore: hasNextPage,
    loadingMore: isFetchingNextPage,
    moreFailed: isFetchNextPageError && !isFetchingNextPage,
    loadMore,
  };
}
