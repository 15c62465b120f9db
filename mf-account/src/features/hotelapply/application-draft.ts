import { useCallback, useEffect, useRef } from 'react';
import { decodeTokenClaims, selectToken, useAppSelector } from 'shared-contracts';
import { APPLICATION_ROOM_TYPES } from 'shared-contracts/hotel-application';
import { emptyForm, newRoom, type ApplicationForm, type RoomForm } from './application-form.model';

/**
 * The application being typed, kept in this browser per member (and per application when answering a NEEDS_INFO
 * request) so a reload, a closed tab, a login that expired or a click elsewhere does not lose it. Cleared once sent.
 */
interface StoredDraft {
  v: 1;
  savedAt: string;
  /** For an edit: the application's updatedAt the draft was based on (a newer server version wins). */
  base: string | null;
  form: ApplicationForm;
}

export const draftKey = (memberId: string, applicationId?: number) =>
  `stayon.hotelapply.draft.${memberId}${applicationId === undefined ? '' : `.${applicationId}`}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What was stored, put back into the form's shape (unknown keys dropped, missing ones defaulted). */
function reviveForm(value: unknown): ApplicationForm | null {
  if (!isObject(value) || !Array.isArray(value['rooms'])) return null;
  const base = emptyForm();
  const form = { ...base } as unknown as Record<string, unknown>;
  for (const key of Object.keys(base) as (keyof ApplicationForm)[]) {
    if (key === 'rooms' || key === 'amenities') continue;
    if (typeof value[key] === typeof base[key]) form[key] = value[key];
  }
  form['amenities'] = Array.isArray(value['amenities']) ? value['amenities'].filter((a): a is string => typeof a === 'string') : [];
  const rooms: RoomForm[] = [];
  for (const raw of value['rooms']) {
    if (!isObject(raw)) continue;
    const room = newRoom(rooms) as unknown as Record<string, unknown>;
    for (const key of Object.keys(room)) if (key !== 'key' && typeof raw[key] === typeof room[key]) room[key] = raw[key];
    if (!(APPLICATION_ROOM_TYPES as readonly string[]).includes(String(room['typeCode']))) room['typeCode'] = 'STANDARD';
    rooms.push(room as unknown as RoomForm);
  }
  form['rooms'] = rooms.length ? rooms : base.rooms;
  return form as unknown as ApplicationForm;
}

export function readDraft(key: string, base: string | null = null): ApplicationForm | null {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<StoredDraft>;
    if (stored.v !== 1 || (stored.base ?? null) !== base) return null;
    return reviveForm(stored.form);
  } catch {
    return null;
  }
}

export function writeDraft(key: string, form: ApplicationForm, base: string | null = null): void {
  try {
    const stored: StoredDraft = { v: 1, savedAt: new Date().toISOString(), base, form };
    storage()?.setItem(key, JSON.stringify(stored));
  } catch {
    // full or blocked storage: the form still works, only the safety net is gone
  }
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // nothing to clear
  }
}

/** The signed-in member's id (the token's subject), the owner of the draft. */
export function useMemberId(): string | null {
  return useAppSelector((state) => {
    const sub = decodeTokenClaims(selectToken(state))?.['sub'];
    return typeof sub === 'string' || typeof sub === 'number' ? String(sub) : null;
  });
}

/**
 * Saves `form` under `key` on every change the member made (`dirty`; an untouched form leaves no draft), and `clear`
 * removes it once sent. Without a key (no member) nothing is kept.
 */
export function useDraftSaver(key: string | null, form: ApplicationForm, dirty: boolean, base: string | null = null) {
  const latest = useRef({ key, form, dirty, base });
  latest.current = { key, form, dirty, base };
  useEffect(() => {
    if (key && dirty) writeDraft(key, form, base);
  }, [key, form, dirty, base]);
  const clear = useCallback(() => {
    if (latest.current.key) clearDraft(latest.current.key);
  }, []);
  return { clear };
}
