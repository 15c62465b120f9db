import type { StayQuery } from './hotel-detail.types';

// The stay rules are shared with the server, which preloads the page's first request (shared-contracts hotel-stay).
export { normaliseHotelStay as normaliseStay, parseHotelId } from 'shared-contracts/hotel-stay';

/** The address with the stay written in, other parameters (region…) kept. */
export function withStay(search: URLSearchParams, stay: StayQuery): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set('checkIn', stay.checkIn);
  next.set('checkOut', stay.checkOut);
  next.set('guests', String(stay.guests));
  return next;
}

/** Where a guest goes to sign in and come back to `returnTo` (path and query). */
export function loginRedirectPath(returnTo: string): string {
  return `/login?redirect=${encodeURIComponent(returnTo)}`;
}
