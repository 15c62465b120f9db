import { ADMIN_ROOM_LIMITS } from '../operations.constants';
import { roomsMessages as t } from './rooms.messages';

/** The server's rule for a room number (admin-rooms.service ROOM_NO). */
export const ROOM_NO_PATTERN = new RegExp(`^[0-9A-Za-z-]{1,${ADMIN_ROOM_LIMITS.roomNo}}$`);

/** Room numbers as typed: separated by commas, spaces or lines. */
export const parseRoomNos = (text: string): string[] => text.split(/[\s,]+/).filter(Boolean);

/** What is wrong with a list of new room numbers, in the server's terms, or null. */
export function roomNosProblem(roomNos: readonly string[]): string | null {
  if (roomNos.length === 0) return t.errors.roomNosRequired;
  const bad = roomNos.filter((no) => !ROOM_NO_PATTERN.test(no));
  if (bad.length) return t.errors.roomNoInvalid(bad.join(', '));
  if (roomNos.length > ADMIN_ROOM_LIMITS.roomsPerRequest) return t.errors.tooMany;
  const repeated = [...new Set(roomNos.filter((no, i) => roomNos.indexOf(no) !== i))];
  return repeated.length ? t.errors.repeated(repeated.join(', ')) : null;
}

/** An optional floor: empty, or a whole number from -5 to the limit. */
export function floorProblem(text: string): string | null {
  if (!text.trim()) return null;
  const n = Number(text);
  return Number.isInteger(n) && n >= -5 && n <= ADMIN_ROOM_LIMITS.floorMax ? null : t.errors.floor;
}

/** A whole number within [min, max] as a form rule (true or the message). */
export const wholeIn = (min: number, max: number, message: string) => (text: string) => {
  const n = Number(text);
  return (text.trim() !== '' && Number.isInteger(n) && n >= min && n <= max) || message;
};
