/**
 * Error codes of POST /api/reservations/hold a client tells apart: no room left (409: show other rooms), the
 * member's cap on rooms held at once (409: pay or cancel a hold), too many holds made lately (429 + Retry-After),
 * a stay the hotel's restrictions refuse (409, with `restriction`: MIN_STAY (and `minStay`), CLOSED_TO_ARRIVAL or
 * CLOSED_TO_DEPARTURE; docs/decisions/0016: change the dates).
 */
export const HOLD_ERROR_CODES = {
  soldOut: 'SOLD_OUT',
  limitReached: 'HOLD_LIMIT_REACHED',
  rateLimited: 'HOLD_RATE_LIMITED',
  stayRestricted: 'STAY_RESTRICTED',
} as const;
