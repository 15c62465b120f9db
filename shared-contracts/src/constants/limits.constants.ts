/** Seconds the user is held on /too-many-requests after a 429 (guest-core §4). */
export const RATE_LIMIT_HOLD_SECONDS = 20;
/** Recommended hotels on the home page per load. */
export const RANDOM_HOTELS_PER_LOAD = 5;
/** Region cards per carousel page on the home page. */
export const REGION_CARDS_PER_PAGE = 4;
/** Sign-up coupon advertised on the home page, in won. */
export const SIGNUP_COUPON_AMOUNT = 10000;
/** Largest page of GET /api/search/hotels (paged variant). */
export const PAGED_HOTELS_MAX_SIZE = 50;
