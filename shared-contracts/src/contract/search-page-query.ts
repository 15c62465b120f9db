import {
  ADULTS_MAX,
  ADULTS_MIN,
  CHILDREN_MAX,
  CHILDREN_MIN,
  DEFAULT_SORT,
  GRADE_CHOICES,
  RATING_BAND_CHOICES,
  SEARCH_DEFAULTS,
  SEARCH_PAGE_SIZE,
  SORT_OPTIONS,
  guestsForRoom,
} from '../constants/search.constants';
import type { SearchSort } from '../schemas/search.schema';
import { serializeParams } from '../api/serialize-params';
import { NO_PRICE_FILTER, normalisePriceRange, type PriceRange } from './price-range';

export { NO_PRICE_FILTER, normalisePriceRange, snapPrice, type PriceRange } from './price-range';

/*
 * The /search page's query, read from its address, and the first call it makes: shared by mf-search (which shows
 * and asks for it) and by the server (which preloads that very call with the page and paints its first card,
 * search-first-view.ts). Pure, no DOM, no zod.
 */

/** Seoul calendar arithmetic on ISO dates ('2024-02-28' + 1 → '2024-02-29'). */
function addIsoDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * The /search page's state, read from the address (the address is the source of truth, so reload and
 * back keep it). Everything here is pure: the page parses, then replaces the address with `toSearchString`.
 */

/** The api refuses longer stays (SEARCH_MAX_NIGHTS in 'shared-contracts/schemas', not imported to keep zod out). */
export const MAX_STAY_NIGHTS = 30;
/** The api's limits on the free-text parameters. */
const Q_MAX_LENGTH = 100;
const REGION_MAX_LENGTH = 50;
const AMENITY_ID_MAX = 999_999_999;

export interface SearchFilters extends PriceRange {
  grades: number[];
  ratingBands: number[];
  amenityIds: number[];
}

export interface SearchPageQuery {
  q: string;
  /** Official full region name, or '' for none. */
  region: string;
  /** The region came from a region card and must match exactly. */
  regionExact: boolean;
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  /** Where the list starts; every filter or sort change sets it back to 0. */
  offset: number;
  sort: SearchSort;
  filters: SearchFilters;
}

export const EMPTY_FILTERS: SearchFilters = {
  ...NO_PRICE_FILTER,
  grades: [],
  ratingBands: [],
  amenityIds: [],
};

const SORT_VALUES: readonly string[] = SORT_OPTIONS.map((option) => option.value);

function isRealDate(value: string | null): value is string {
  if (value === null || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A whole number from the address, or undefined for a missing or malformed one ('2.5', 'abc', ''). */
function wholeNumber(value: string | null): number | undefined {
  if (value === null || !/^\s*-?\d+\s*$/.test(value)) return undefined;
  return Number(value);
}

/** '5,x,4,5' with choices 1..5 → [5, 4]: known values once each, in the given order of choices. */
function choiceList(value: string | null, choices: readonly number[]): number[] {
  if (!value) return [];
  const picked = new Set(value.split(',').map((part) => wholeNumber(part)));
  return choices.filter((choice) => picked.has(choice));
}

function idList(value: string | null): number[] {
  if (!value) return [];
  const ids = value
    .split(',')
    .map((part) => wholeNumber(part))
    .filter((id): id is number => id !== undefined && id >= 1 && id <= AMENITY_ID_MAX);
  return [...new Set(ids)].sort((a, b) => a - b);
}

/**
 * Stay dates (guest-core §5): an invalid or past check-in becomes today and an invalid or past check-out
 * tomorrow (Seoul); a check-out not after check-in becomes check-in + 1 day; a stay longer than the api
 * accepts is shortened to MAX_STAY_NIGHTS.
 */
export function normaliseStay(rawCheckIn: string | null, rawCheckOut: string | null, today: string): { checkIn: string; checkOut: string } {
  const checkIn = isRealDate(rawCheckIn) && rawCheckIn >= today ? rawCheckIn : today;
  let checkOut = isRealDate(rawCheckOut) && rawCheckOut >= today ? rawCheckOut : addIsoDays(today, 1);
  if (checkOut <= checkIn) checkOut = addIsoDays(checkIn, 1);
  const latest = addIsoDays(checkIn, MAX_STAY_NIGHTS);
  if (checkOut > latest) checkOut = latest;
  return { checkIn, checkOut };
}

/** Adults 1–8 (guests stands in when adults is absent, default 2); children 0–8 (default 0). */
export function normaliseParty(rawAdults: string | null, rawGuests: string | null, rawChildren: string | null): { adults: number; children: number } {
  const adults = wholeNumber(rawAdults) ?? wholeNumber(rawGuests) ?? SEARCH_DEFAULTS.adults;
  const children = wholeNumber(rawChildren) ?? SEARCH_DEFAULTS.children;
  return {
    adults: clamp(adults, ADULTS_MIN, ADULTS_MAX),
    children: clamp(children, CHILDREN_MIN, CHILDREN_MAX),
  };
}

export function parseFilters(params: URLSearchParams): SearchFilters {
  // minPrice/maxPrice are the spec's names of the filter fields; the address is written with the api's names.
  const price = normalisePriceRange(
    wholeNumber(params.get('priceMin') ?? params.get('minPrice')),
    wholeNumber(params.get('priceMax') ?? params.get('maxPrice')),
  );
  return {
    ...price,
    grades: choiceList(params.get('grades'), GRADE_CHOICES),
    ratingBands: choiceList(params.get('ratingBands'), RATING_BAND_CHOICES),
    amenityIds: idList(params.get('amenityIds')),
  };
}

/** Reads the address into a valid query; `today` is Seoul's date (todayInSeoul()). */
export function parseSearchQuery(params: URLSearchParams, today: string): SearchPageQuery {
  const region = (params.get('region') ?? '').trim().slice(0, REGION_MAX_LENGTH);
  const sort = params.get('sort');
  const offset = wholeNumber(params.get('offset'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, Q_MAX_LENGTH),
    region,
    regionExact: region !== '' && params.get('regionExact') === 'true',
    ...normaliseStay(params.get('checkIn'), params.get('checkOut'), today),
    ...normaliseParty(params.get('adults'), params.get('guests'), params.get('children')),
    offset: offset !== undefined && offset >= 0 ? offset : 0,
    sort: sort !== null && SORT_VALUES.includes(sort) ? (sort as SearchSort) : DEFAULT_SORT,
    filters: parseFilters(params),
  };
}

/**
 * The canonical address of a query. Defaults that mean "no filter" (full price range, rating sort, empty
 * lists) are left out; guests is written as the search bar writes it (adults plus children beyond the free ones).
 */
export function toSearchString(query: SearchPageQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.region) params.set('region', query.region);
  if (query.regionExact) params.set('regionExact', 'true');
  params.set('checkIn', query.checkIn);
  params.set('checkOut', query.checkOut);
  params.set('adults', String(query.adults));
  params.set('children', String(query.children));
  params.set('guests', String(guestsForRoom(query.adults, query.children)));
  params.set('offset', String(query.offset));
  if (query.sort !== DEFAULT_SORT) params.set('sort', query.sort);
  const { priceMin, priceMax, grades, ratingBands, amenityIds } = query.filters;
  if (priceMin !== NO_PRICE_FILTER.priceMin) params.set('priceMin', String(priceMin));
  if (priceMax !== NO_PRICE_FILTER.priceMax) params.set('priceMax', String(priceMax));
  if (grades.length > 0) params.set('grades', grades.join(','));
  if (ratingBands.length > 0) params.set('ratingBands', ratingBands.join(','));
  if (amenityIds.length > 0) params.set('amenityIds', amenityIds.join(','));
  return `?${params.toString()}`;
}

/** The query after a filter change: the list starts again from offset 0. */
export function withFilters(query: SearchPageQuery, filters: SearchFilters): SearchPageQuery {
  return { ...query, filters, offset: 0 };
}

export function withSort(query: SearchPageQuery, sort: SearchSort): SearchPageQuery {
  return { ...query, sort, offset: 0 };
}

/** How many filters are set, as the filter box counts them: the price range once, each other choice once. */
export function activeFilterCount(filters: SearchFilters): number {
  const price = filters.priceMin !== NO_PRICE_FILTER.priceMin || filters.priceMax !== NO_PRICE_FILTER.priceMax ? 1 : 0;
  return price + filters.grades.length + filters.ratingBands.length + filters.amenityIds.length;
}

export function hasActiveFilters(filters: SearchFilters): boolean {
  return (
    filters.priceMin !== NO_PRICE_FILTER.priceMin ||
    filters.priceMax !== NO_PRICE_FILTER.priceMax ||
    filters.grades.length > 0 ||
    filters.ratingBands.length > 0 ||
    filters.amenityIds.length > 0
  );
}

/** The hotel search's query without paging: one cached list per distinct value. */
export type SearchHotelsArgs = Omit<SearchPageQuery, 'offset' | 'filters'> &
  Omit<SearchFilters, 'priceMin' | 'priceMax'> & {
    /** Undefined: no bound (the full range is no price filter). */
    priceMin: number | undefined;
    priceMax: number | undefined;
    /** Where the list starts (the address' offset). */
    start: number;
  };

/** The api's arguments for a query; the full price range is no price filter, so it is not sent. */
export function toSearchHotelsArgs(query: SearchPageQuery): SearchHotelsArgs {
  const { filters } = query;
  return {
    q: query.q,
    region: query.region,
    regionExact: query.regionExact,
    checkIn: query.checkIn,
    checkOut: query.checkOut,
    adults: query.adults,
    children: query.children,
    sort: query.sort,
    priceMin: filters.priceMin === NO_PRICE_FILTER.priceMin ? undefined : filters.priceMin,
    priceMax: filters.priceMax === NO_PRICE_FILTER.priceMax ? undefined : filters.priceMax,
    grades: filters.grades,
    ratingBands: filters.ratingBands,
    amenityIds: filters.amenityIds,
    start: query.offset,
  };
}

/** The search call's query for a page of the list starting at `offset`, as the search remote sends it. */
export function searchHotelsParams(args: SearchHotelsArgs, offset: number) {
  return {
    q: args.q,
    region: args.region,
    regionExact: args.regionExact ? 'true' : undefined,
    checkIn: args.checkIn,
    checkOut: args.checkOut,
    adults: args.adults,
    children: args.children,
    guests: guestsForRoom(args.adults, args.children),
    priceMin: args.priceMin,
    priceMax: args.priceMax,
    grades: args.grades,
    ratingBands: args.ratingBands,
    amenityIds: args.amenityIds,
    sort: args.sort,
    limit: SEARCH_PAGE_SIZE,
    offset,
  };
}

/** The whole URL of the /search page's first call for its address: what the server preloads with the page. */
export function searchHotelsRequestUrl(args: SearchHotelsArgs): string {
  return `/api/search/hotels${serializeParams(searchHotelsParams(args, args.start))}`;
}
