import type { SearchSort } from '../schemas/search.schema';

/**
 * Discovery constants for the browser (guest-core §5, §9). Plain values: importing them costs no schema library.
 * The api's own limits (SEARCH_LIMIT_MAX, SEARCH_MAX_NIGHTS…) live with the schemas in 'shared-contracts/schemas'.
 */
export const SEARCH_PAGE_SIZE = 10;
export const SEARCH_DEFAULTS = { adults: 2, children: 0 } as const;
export const ADULTS_MIN = 1;
export const ADULTS_MAX = 8;
export const CHILDREN_MIN = 0;
export const CHILDREN_MAX = 8;
/** Children up to this many stay free; guests sent to hotel detail = adults + max(children - 2, 0). */
export const FREE_CHILDREN = 2;
export const SUGGEST_LIMIT = 8;
export const SUGGEST_DEBOUNCE_MS = 200;
export const SEARCH_TEXT_DEBOUNCE_MS = 250;
export const FILTER_DEBOUNCE_MS = 300;
export const CALENDAR_MONTHS = 2;
/** The range calendar closes this long after the second click. */
export const CALENDAR_CLOSE_DELAY_MS = 200;
export const PRICE_MIN = 0;
export const PRICE_MAX = 1_000_000;
export const PRICE_STEP = 1000;
/** The price slider's two handles stay at least this far apart. */
export const PRICE_MIN_GAP = 1000;
export const GRADE_CHOICES = [5, 4, 3, 2, 1] as const;
export const RATING_BAND_CHOICES = [4, 3, 2, 1] as const;
export const BACK_TO_TOP_AFTER_PX = 400;
export const INFINITE_SCROLL_MARGIN_PX = 600;
export const WISHLIST_SYNC_PAGE_SIZE = 200;

export const SORT_OPTIONS: ReadonlyArray<{ value: SearchSort; label: string }> = [
  { value: 'rating', label: '평점 높은순' },
  { value: 'price_asc', label: '낮은 가격순' },
  { value: 'price_desc', label: '높은 가격순' },
  { value: 'grade_desc', label: '등급 높은순' },
  { value: 'reviews_desc', label: '리뷰 많은순' },
];
export const DEFAULT_SORT: SearchSort = 'rating';

/** Amenities the guest filter leaves out (guest-core §9); they remain real amenities of a hotel. */
export const EXCLUDED_FILTER_AMENITY_NAMES: readonly string[] = [
  '해변',
  '반려동물 동반',
  '비즈니스 센터',
  '공항 셔틀',
  '무료 취소',
  '스파/사우나',
  '룸서비스',
  '장애인 편의시설',
];

/** Guests counted for a room: adults plus the children beyond the free ones. */
export function guestsForRoom(adults: number, children: number): number {
  return adults + Math.max(children - FREE_CHILDREN, 0);
}
