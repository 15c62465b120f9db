import { ADULTS_MAX, ADULTS_MIN, CHILDREN_MAX, CHILDREN_MIN, findRegion, guestsForRoom, SEARCH_DEFAULTS, type SearchQuery } from 'shared-contracts';
import { addDays } from 'ui-kit';

/** What the bar edits. `region` is an official full name or ''; `text` is what the destination field shows. */
export interface SearchBarState {
  text: string;
  region: string;
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isIsoDate(value: string | undefined): value is string {
  if (!value || !ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function clampCount(value: number | undefined, min: number, max: number, fallback: number): number {
  if (value === undefined || !Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

/**
 * The bar's starting state: `initial` (the current page's query) where it is usable, otherwise today and
 * tomorrow in Seoul, 2 adults and no children. A past or malformed check-in becomes today; a check-out not
 * after check-in becomes the day after check-in (the search routes fix dates the same way).
 */
export function initialSearchState(initial: Partial<SearchQuery> | undefined, today: string): SearchBarState {
  const checkIn = isIsoDate(initial?.checkIn) && initial.checkIn >= today ? initial.checkIn : today;
  const checkOut = isIsoDate(initial?.checkOut) && initial.checkOut > checkIn ? initial.checkOut : addDays(checkIn, 1);
  const q = initial?.q?.trim() ?? '';
  // One destination at a time: a free-text query wins over a region, as the bar itself never sends both.
  const region = q ? '' : (findRegion(initial?.region)?.name ?? '');
  return {
    text: q || region,
    region,
    checkIn,
    checkOut,
    // A page that knows only guests (hotel detail's query) means that many adults, as the search API reads it.
    adults: clampCount(initial?.adults ?? initial?.guests, ADULTS_MIN, ADULTS_MAX, SEARCH_DEFAULTS.adults),
    children: clampCount(initial?.children, CHILDREN_MIN, CHILDREN_MAX, SEARCH_DEFAULTS.children),
  };
}

/** /search?checkIn&checkOut&guests&adults&children&region&q&offset=0; an empty region or q is left out. */
export function searchPath(state: SearchBarState): string {
  const region = state.region && state.text === state.region ? state.region : '';
  const q = region ? '' : state.text.trim();
  const params = new URLSearchParams({
    checkIn: state.checkIn,
    checkOut: state.checkOut,
    guests: String(guestsForRoom(state.adults, state.children)),
    adults: String(state.adults),
    children: String(state.children),
  });
  if (region) params.set('region', region);
  if (q) params.set('q', q);
  params.set('offset', '0');
  return `/search?${params.toString()}`;
}

/** Hotel detail for a suggested hotel, carrying the stay the bar holds. */
export function hotelPath(hotelId: number, state: SearchBarState): string {
  const params = new URLSearchParams({
    checkIn: state.checkIn,
    checkOut: state.checkOut,
    guests: String(guestsForRoom(state.adults, state.children)),
  });
  return `/hotels/${hotelId}?${params.toString()}`;
}
