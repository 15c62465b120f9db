import { frameMessages as t } from './frame.messages';

export interface OwnerSection {
  /** Path under /owner/hotels/{hotelId} ('' is the dashboard). */
  path: '' | 'inventory' | 'bookings' | 'assign' | 'rooms' | 'reviews';
  label: string;
}

/** The sidebar's sections for the chosen hotel, in order (member-and-operations §2 route table, owner rows). */
export const OWNER_SECTIONS: readonly OwnerSection[] = [
  { path: '', label: t.sections.dashboard },
  { path: 'inventory', label: t.sections.inventory },
  { path: 'bookings', label: t.sections.bookings },
  { path: 'assign', label: t.sections.assign },
  { path: 'rooms', label: t.sections.rooms },
  { path: 'reviews', label: t.sections.reviews },
];

export const hotelPath = (hotelId: number, section: OwnerSection['path'] = '') =>
  section ? `/owner/hotels/${hotelId}/${section}` : `/owner/hotels/${hotelId}`;

/** The hotel and section a path under /owner names, e.g. /owner/hotels/3/bookings → {hotelId: 3, section: 'bookings'}. */
export function ownerLocation(pathname: string): { hotelId: number | null; section: OwnerSection | null } {
  const match = /^\/owner\/hotels\/(\d+)(?:\/([^/]+))?\/?/.exec(pathname);
  if (!match) return { hotelId: null, section: null };
  const hotelId = Number(match[1]);
  const rest = match[2] ?? '';
  return { hotelId: Number.isSafeInteger(hotelId) ? hotelId : null, section: OWNER_SECTIONS.find((s) => s.path === rest) ?? null };
}
