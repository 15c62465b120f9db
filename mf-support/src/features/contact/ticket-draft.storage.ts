import type { TicketKind } from './ticket-rules';

export interface TicketDraft {
  subject: string;
  content: string;
}

const KEY_PREFIX = 'stayon.support.draft.';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can be switched off (private modes, policies): the form then simply keeps no draft.
    return null;
  }
}

/**
 * What the visitor typed into the inquiry or bug form, kept in this tab's sessionStorage: it survives the trip to
 * /login and back (and a failed send), and is removed once the ticket is filed.
 */
export function readDraft(kind: TicketKind): TicketDraft | null {
  try {
    const raw = storage()?.getItem(KEY_PREFIX + kind);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return null;
    const { subject, content } = parsed as Record<string, unknown>;
    if (typeof subject !== 'string' || typeof content !== 'string') return null;
    return subject.trim() || content.trim() ? { subject, content } : null;
  } catch {
    return null;
  }
}

export function saveDraft(kind: TicketKind, draft: TicketDraft): void {
  try {
    if (!draft.subject.trim() && !draft.content.trim()) storage()?.removeItem(KEY_PREFIX + kind);
    else storage()?.setItem(KEY_PREFIX + kind, JSON.stringify(draft));
  } catch {
    // A full or disabled storage only costs the draft; the form's own state still holds the text.
  }
}

export function clearDraft(kind: TicketKind): void {
  try {
    storage()?.removeItem(KEY_PREFIX + kind);
  } catch {
    // Nothing to clear.
  }
}
