import type { RoomBoardRow } from 'shared-contracts/schemas/owner';

/** The part of a stay a move or an unassignment changes (decision 0021): from today on, or all of it before it begins. */
export interface MovableStay {
  from: string;
}

/** Null when the stay is over (its check-out is today or earlier): it can no longer be moved or unassigned. */
export function movableStay(guest: NonNullable<RoomBoardRow['guest']>, today: string): MovableStay | null {
  const from = guest.checkIn > today ? guest.checkIn : today;
  return from < guest.checkOut ? { from } : null;
}

/** Nights in [from, to) of two ISO dates. */
export function nightsBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
