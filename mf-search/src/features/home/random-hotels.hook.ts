import { useState } from 'react';
import { RANDOM_HOTELS_PER_LOAD, type HotelCard } from 'shared-contracts';
import { useGetHomeHotelsPageQuery } from './home.api';
import type { RandomSource } from './random-source';

export type RandomHotelsState =
  { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'empty' } | { status: 'ready'; hotels: HotelCard[] };

export interface RandomHotels {
  state: RandomHotelsState;
  /** Shows another random page; undefined until the catalogue size is known. */
  refresh: (() => void) | undefined;
  isRefreshing: boolean;
}

const size = RANDOM_HOTELS_PER_LOAD;

/** A page index in [0, totalPages), avoiding `current` when there is another page to show. */
export function pickOtherPage(current: number | null, totalPages: number, random: RandomSource): number {
  if (totalPages <= 1) return 0;
  const pool = current === null ? totalPages : totalPages - 1;
  const index = Math.min(pool - 1, Math.floor(random() * pool));
  return current !== null && index >= current ? index + 1 : index;
}

/**
 * Random recommended hotels: page 0 tells how many hotels exist, then one random page of the
 * catalogue is shown. When the random page is 0 the first answer is reused instead of asking again.
 */
export function useRandomHotels(random: RandomSource): RandomHotels {
  const first = useGetHomeHotelsPageQuery({ page: 0, size });
  // Drawn at mount, before the total is known; the page is derived from it once the total arrives,
  // which keeps render pure and needs no effect.
  const [initialDraw] = useState(random);
  const [chosenPage, setChosenPage] = useState<number | null>(null);

  const total = first.currentData?.totalElements;
  const totalPages = total === undefined ? undefined : Math.ceil(total / size);
  const page = totalPages === undefined || totalPages === 0 ? null : (chosenPage ?? Math.min(totalPages - 1, Math.floor(initialDraw * totalPages)));

  const other = useGetHomeHotelsPageQuery({ page: page ?? 0, size }, { skip: page === null || page === 0 });
  const active = page === 0 ? first : other;

  const refresh =
    totalPages === undefined || totalPages === 0
      ? undefined
      : () => {
          const next = pickOtherPage(page, totalPages, random);
          // With a single page there is nothing else to show, so ask the server again instead.
          if (next === page) void active.refetch();
          else setChosenPage(next);
        };

  return { state: stateOf(), refresh, isRefreshing: active.isFetching };

  function stateOf(): RandomHotelsState {
    if (first.isError) return { status: 'error', retry: () => void first.refetch() };
    if (totalPages === undefined) return { status: 'loading' };
    if (totalPages === 0) return { status: 'empty' };
    if (active.isError) return { status: 'error', retry: () => void active.refetch() };
    // currentData (not data) so that a refresh shows skeletons instead of the previous page's hotels.
    const hotels = active.currentData?.content;
    if (hotels === undefined) return { status: 'loading' };
    return hotels.length === 0 ? { status: 'empty' } : { status: 'ready', hotels };
  }
}
