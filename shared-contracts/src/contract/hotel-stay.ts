/**
 * The stay of a hotel page (/hotels/:id?checkIn&checkOut&guests), fixed the same way by the hotel remote (what it
 * shows and asks for) and by the server (which preloads that same first request with the page, first-view hints).
 * Pure, no DOM: the API imports this file.
 */
export interface HotelStay {
  checkIn: string;
  checkOut: string;
  guests: number;
}

const GUESTS_MIN = 1;
const GUESTS_MAX = 16;
const DEFAULT_GUESTS = 2;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isIsoDate(value: string | null): value is string {
  if (!value || !ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The calendar day after an ISO date. */
function nextDay(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
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
 * The stay in the address, fixed the way the search routes fix it: a missing, malformed or past check-in becomes
 * today (Asia/Seoul, given by the caller), a check-out not after check-in becomes the next day, guests are kept
 * within 1..16 (2 when missing). `changed` says the address must be replaced with the fixed values.
 */
export function normaliseHotelStay(search: URLSearchParams, today: string): { stay: HotelStay; changed: boolean } {
  const rawCheckIn = search.get('checkIn');
  const rawCheckOut = search.get('checkOut');
  const rawGuests = search.get('guests');
  const checkIn = isIsoDate(rawCheckIn) && rawCheckIn >= today ? rawCheckIn : today;
  const checkOut = isIsoDate(rawCheckOut) && rawCheckOut > checkIn ? rawCheckOut : nextDay(checkIn);
  const guests = normaliseGuests(rawGuests);
  const changed = rawCheckIn !== checkIn || rawCheckOut !== checkOut || rawGuests !== String(guests);
  return { stay: { checkIn, checkOut, guests }, changed };
}

/** The hotel detail call's path below /api, as the hotel remote's query sends it (the server preloads this one). */
export function hotelDetailPath(hotelId: number): string {
  return `/hotels/${hotelId}`;
}

/** The hotel detail call's query, in the order the base query writes it. */
export function hotelDetailParams({ checkIn, checkOut, guests }: HotelStay): { checkIn: string; checkOut: string; guests: number } {
  return { checkIn, checkOut, guests };
}

/** The whole URL of the hotel detail call for a stay: what the page's first request asks for. */
export function hotelDetailRequestUrl(hotelId: number, stay: HotelStay): string {
  const params = hotelDetailParams(stay);
  const query = new URLSearchParams({ checkIn: params.checkIn, checkOut: params.checkOut, guests: String(params.guests) });
  return `/api${hotelDetailPath(hotelId)}?${query.toString()}`;
}
