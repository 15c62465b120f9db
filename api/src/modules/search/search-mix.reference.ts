import { SEARCH_SORTS, type SearchSort } from 'shared-contracts/schemas';
import { addDays } from '../../clock';
import { REGION_SEEDS } from '../../db/seed/regions.data';
import { Prng } from '../../db/seed/prng';

/** One search of the benchmark mix, as the search page sends it. */
export interface MixSearch {
  checkIn: string;
  checkOut: string;
  nights: number;
  adults: number;
  children: number;
  region?: string;
  regionExact?: boolean;
  q?: string;
  priceMin?: number;
  priceMax?: number;
  grades?: number[];
  ratingBands?: number[];
  amenityIds?: number[];
  sort: SearchSort;
  limit: number;
  offset: number;
}

export const MIX_SIZE = 240;
/** The latest check-out the mix asks for, in days from today: the world must cover it. */
export const MIX_HORIZON_DAYS = 70;

// Amenities a guest can filter by (ids of AMENITY_SEEDS without the excluded ones).
const FILTER_AMENITIES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16];
const Q_WORDS = ['해운대', '강남', '제주', '라온', '호텔 한빛', '명동', '경주', '전주', '속초', '스테이'];

/**
 * A fixed, deterministic mix: 40% nationwide, 35% a region card (exact official name), 15% a typed region,
 * 10% a typed place or brand; 1–7 nights within the next two months; parties of 1–5 (+ children); about half
 * with filters (grades, rating bands, amenities, price range); all five sorts; first pages and later pages.
 */
export function buildSearchMix(today: string, size = MIX_SIZE, seed = 7): MixSearch[] {
  const prng = Prng.derive(seed, 'search-mix');
  const mix: MixSearch[] = [];
  for (let i = 0; i < size; i++) {
    const nights = prng.weighted([
      [1, 30],
      [2, 25],
      [3, 15],
      [4, 10],
      [5, 7],
      [6, 5],
      [7, 8],
    ] as const);
    const checkIn = addDays(
      today,
      prng.weighted([
        [0, 10],
        [1, 10],
        [prng.int(2, 14), 40],
        [prng.int(15, 60), 40],
      ] as const),
    );
    const search: MixSearch = {
      checkIn,
      checkOut: addDays(checkIn, nights),
      nights,
      adults: prng.weighted([
        [2, 60],
        [1, 15],
        [3, 10],
        [4, 10],
        [5, 5],
      ] as const),
      children: prng.weighted([
        [0, 75],
        [1, 10],
        [2, 8],
        [3, 7],
      ] as const),
      sort: prng.weighted<SearchSort>([
        ['rating', 40],
        ['price_asc', 25],
        ['price_desc', 10],
        ['grade_desc', 15],
        ['reviews_desc', 10],
      ]),
      limit: prng.chance(0.8) ? 10 : 20,
      offset: prng.weighted([
        [0, 70],
        [10, 15],
        [20, 10],
        [40, 5],
      ] as const),
    };
    const scope = prng.next();
    const region = prng.pick(REGION_SEEDS);
    if (scope < 0.35) {
      search.region = region.name;
      search.regionExact = true;
    } else if (scope < 0.5) {
      search.region = region.shortName;
    } else if (scope < 0.6) {
      search.q = prng.pick(Q_WORDS);
    }
    if (prng.chance(0.5)) {
      if (prng.chance(0.4)) search.grades = prng.pick([[5], [4, 5], [3], [3, 4], [1, 2]]);
      if (prng.chance(0.35)) search.ratingBands = prng.pick([[4], [3, 4], [3], [2]]);
      if (prng.chance(0.35)) search.amenityIds = prng.sample(FILTER_AMENITIES, prng.int(1, 3)).sort((a, b) => a - b);
      if (prng.chance(0.45)) {
        const min = prng.int(0, 20) * 10_000;
        search.priceMin = min;
        search.priceMax = min + prng.int(10, 80) * 10_000 * nights;
      }
    }
    mix.push(search);
  }
  return mix;
}

/** The API path and query string for a mix entry. */
export function searchPath(s: MixSearch): string {
  const params = new URLSearchParams({
    checkIn: s.checkIn,
    checkOut: s.checkOut,
    adults: String(s.adults),
    children: String(s.children),
    sort: s.sort,
    limit: String(s.limit),
    offset: String(s.offset),
  });
  if (s.region !== undefined) params.set('region', s.region);
  if (s.regionExact) params.set('regionExact', 'true');
  if (s.q !== undefined) params.set('q', s.q);
  if (s.priceMin !== undefined) params.set('priceMin', String(s.priceMin));
  if (s.priceMax !== undefined) params.set('priceMax', String(s.priceMax));
  if (s.grades) params.set('grades', s.grades.join(','));
  if (s.ratingBands) params.set('ratingBands', s.ratingBands.join(','));
  if (s.amenityIds) params.set('amenityIds', s.amenityIds.join(','));
  return `/api/search/hotels?${params.toString()}`;
}

export const sortsCovered = (mix: MixSearch[]) => SEARCH_SORTS.filter((sort) => mix.some((s) => s.sort === sort));
