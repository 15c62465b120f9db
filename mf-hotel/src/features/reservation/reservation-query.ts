import { nightsBetween } from 'ui-kit';
import type { StayLink } from './stay-format';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface QueryPrefill extends StayLink {
  hotelName: string;
  roomTypeName: string;
  nights: number;
}

function positiveInt(raw: string | null): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** The hold code in the address, or null. */
export function holdCodeFrom(search: URLSearchParams): string | null {
  const code = search.get('holdCode')?.trim();
  return code ? code.slice(0, 64) : null;
}

/** The hotel and stay the hotel page put in the address, shown only while the server's hold loads. */
export function stayFromQuery(search: URLSearchParams): QueryPrefill | null {
  const hotelId = positiveInt(search.get('hotelId'));
  const guests = positiveInt(search.get('guests'));
  const checkIn = search.get('checkIn') ?? '';
  const checkOut = search.get('checkOut') ?? '';
  const hotelName = search.get('hotelName')?.trim() ?? '';
  const roomTypeName = search.get('roomTypeName')?.trim() ?? '';
  if (hotelId === null || guests === null || !ISO_DATE.test(checkIn) || !ISO_DATE.test(checkOut) || !hotelName || !roomTypeName) return null;
  const nights = nightsBetween(checkIn, checkOut);
  if (nights <= 0) return null;
  return { hotelId, guests, checkIn, checkOut, hotelName, roomTypeName, nights };
}

/** Only the hotel id (for a way back when the rest of the address is missing). */
export function hotelIdFromQuery(search: URLSearchParams): number | null {
  return positiveInt(search.get('hotelId'));
}
