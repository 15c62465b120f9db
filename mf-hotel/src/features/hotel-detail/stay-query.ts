import { addDays } from 'ui-kit';
import type { StayQuery } from './hotel-detail.types';

export const GUESTS_MIN = 1;
export const GUESTS_MAX = 16;
export const DEFAULT_GUESTS = 2;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isIsoDate(value: string | null): value is string {
  if (!value || !ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The route's id as a hotel id; anything but a positive whole number is no hotel (not-found state). */
export function parseHotelId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function normaliseGuests(raw: string | null): number {
  if (raw === null || !/^\s*-?\d+\s*$/.test(raw)) return DEFAULT_GUESTS;
  return Math.min(GUESTS_MAX, Math.max(GUESTS_MIN, Number(raw)));
}

/**
 * The stay in the address, fixed the way the search routes fix it: a missing, malformed or past
 * check-in becomes today (Asia/Seoul), a check-out not after check-in becomes the next day, guests are
 * kept within 1..16 (2 when missing). `changed` says the address must be replaced with the fixed values.
 */
export function normaliseStay(search: URLSearchParams, today: string): { stay: StayQuery; changed: boolean } {
  const rawCheckIn = search.get('checkIn');
  const rawCheckOut = search.get('checkOut');
  const rawGuests = search.get('guests');
  const checkIn = isIsoDate(rawCheckIn) && rawCheckIn >= today ? rawCheckIn : today;
  const checkOut = isIsoDate(rawCheckOut) && rawCheckOut > checkIn ? rawCheckOut : addDays(checkIn, 1);
  const guests = normaliseGuests(rawGuests);
  const changed = rawCheckIn !== checkIn || rawCheckOut !== checkOut || rawGuests !== String(guests);
  return { stay: { checkIn, checkOut, guests }, changed };
}

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
