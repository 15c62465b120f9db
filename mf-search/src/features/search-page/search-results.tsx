import { useDeferredValue, useLayoutEffect, useRef, type RefObject } from 'react';
import { releaseFirstView, SEARCH_PAGE_SIZE } from 'shared-contracts';
import { Button, EmptyState, Skeleton, Spinner } from 'ui-kit';
import { HotelListCard, type StayQuery } from '../hotel-card/hotel-list-card';
import { useInfiniteScroll } from './infinite-scroll.hook';
import { searchPageMessages } from './search-page.messages';
import { CardList, ErrorBox, ErrorText, ListFooter, SkeletonCard, Sentinel, EndText } from './search-page.styles';
import type { SearchResultsState } from './search-results.hook';

/** The covers a first view shows (a phone sees one card, a laptop up to three): fetched at once. */
const EAGER_COVERS = 3;
const coverPriorityAt = (index: number): 'high' | 'eager' | undefined => (index === 0 ? 'high' : index < EAGER_COVERS ? 'eager' : undefined);

const t = searchPageMessages;
const SKELETON_CARDS = 4;

export interface SearchResultsProps {
  state: SearchResultsState;
  stay: StayQuery;
  /** Offered on an empty result when filters narrow the search. */
  onResetFilters?: () => void;
}

/**
 * The server painted this page's top with the first cover before any code ran (shared-contracts
 * search-first-view): the copy goes a frame after the list's own first cover is drawn, so nothing blinks; at once
 * when the list shows no cover (failure, no result, no picture).
 */
function useFirstViewHandOver(list: RefObject<HTMLUListElement | null>, status: SearchResultsState['status']) {
  useLayoutEffect(() => {
    if (status === 'loading') return undefined;
    const handOver = () => requestAnimationFrame(() => releaseFirstView());
    const cover = list.current?.querySelector('li img');
    if (!(cover instanceof HTMLImageElement) || cover.complete) {
      handOver();
      return undefined;
    }
    cover.addEventListener('load', handOver, { once: true });
    cover.addEventListener('error', handOver, { once: true });
    return () => {
      cover.removeEventListener('load', handOver);
      cover.removeEventListener('error', handOver);
    };
  }, [list, status]);
}

/**
 * How many of the `loaded` cards to render now. When a list grows (the first answer, a further page), the cards a
 * first view shows and those already on screen are rendered at once, the others in a deferred render React slices
 * and interrupts for input: the ten cards of a first answer in one render were the longest task of /search's start
 * (~45 ms on this project's machine, 4× that on Lighthouse's phone).
 */
function useShownCards(loaded: number): number {
  const deferredCount = useDeferredValue(loaded);
  return Math.min(loaded, Math.max(EAGER_COVERS, deferredCount));
}

export function SearchResults({ state, stay, onResetFilters }: SearchResultsProps) {
  const list = useRef<HTMLUListElement>(null);
  useFirstViewHandOver(list, state.status);
  const loaded = state.status === 'ready' ? state.hotels.length : 0;
  const shown = useShownCards(loaded);
  // The sentinel waits for the whole list: below the first cards alone it could ask for the next page early.
  const canAutoLoad = state.status === 'ready' && state.hasMore && !state.loadingMore && !state.moreFailed && shown === loaded;
  const loadMore = state.status === 'ready' ? state.loadMore : noop;
  const { sentinelRef, supported } = useInfiniteScroll(canAutoLoad, loadMore, loaded);

  if (state.status === 'loading') {
    return (
      <CardList aria-label={t.listLabel} aria-busy="true">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <li key={index} aria-hidden="true">
            <SkeletonCard>
              <Skeleton height="100%" radius={12} />
              <Skeleton lines={3} height={16} />
            </SkeletonCard>
          </li>
        ))}
      </CardList>
    );
  }

  if (state.status === 'error') {
    return (
      <ErrorBox role="alert">
        <ErrorText>{t.failure}</ErrorText>
        <Button onClick={state.retry}>{t.retry}</Button>
      </ErrorBox>
    );
  }

  if (state.status === 'empty') {
    return (
      <EmptyState
        title={t.emptyTitle}
        description={
          <>
            {t.emptyDescription}
            {onResetFilters ? (
              <>
                <br />
                {t.emptyWithFilters}
              </>
            ) : null}
          </>
        }
        action={
          onResetFilters ? (
            <Button variant="secondary" onClick={onResetFilters}>
              {t.filters.reset}
            </Button>
          ) : undefined
        }
      />
    );
  }

  const showButton = state.hasMore && !state.loadingMore && (!supported || state.moreFailed) && shown === loaded;
  return (
    <>
      <CardList ref={list} aria-label={t.listLabel}>
        {state.hotels.slice(0, shown).map((hotel, index) => (
          <li key={hotel.hotelId}>
            <HotelListCard hotel={hotel} stay={stay} coverPriority={coverPriorityAt(index)} />
          </li>
        ))}
      </CardList>
      <ListFooter>
        {state.moreFailed ? <ErrorText role="alert">{t.failure}</ErrorText> : null}
        {state.loadingMore ? <Spinner label={t.loading} /> : null}
        {showButton ? (
          <Button variant="secondary" onClick={state.loadMore}>
            {t.loadMore}
          </Button>
        ) : null}
        {!state.hasMore && state.hotels.length > SEARCH_PAGE_SIZE ? <EndText>{t.endOfList}</EndText> : null}
      </ListFooter>
      {canAutoLoad && supported ? <Sentinel ref={sentinelRef} aria-hidden="true" /> : null}
    </>
  );
}

function noop() {}
