import { toSeoul } from 'ui-kit';

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;

/** '2099-06-01' → '2099.06.01 (월)'; the raw value when it is not a date. */
export function dateWithWeekday(date: string): string {
  const day = toSeoul(date);
  if (!day.isValid()) return date;
  return `${day.format('YYYY.MM.DD')} (${WEEKDAYS[day.day()]})`;
}

/** Seconds as 'mm:ss' (minutes are not capped at 59: a 70-minute hold reads '70:00'). */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

export interface StayLink {
  hotelId: number;
  checkIn: string;
  checkOut: string;
  guests: number;
}

/** The hotel page with the stay, where the guest chooses a room again. */
export function hotelPathFor({ hotelId, checkIn, checkOut, guests }: StayLink): string {
  const query = new URLSearchParams({ checkIn, checkOut, guests: String(guests) });
  return `/hotels/${hotelId}?${query.toString()}`;
}

/** /reservation for a hold. */
export function reservationPathFor(holdCode: string): string {
  return `/reservation?${new URLSearchParams({ holdCode }).toString()}`;
}

/** Where a member signs in again and comes back to `returnTo` (path and query). */
export function loginPathFor(returnTo: string): string {
  return `/login?redirect=${encodeURIComponent(returnTo)}`;
}
