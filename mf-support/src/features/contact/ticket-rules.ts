import { BUG_MARKER, SUPPORT_LIMITS } from 'shared-contracts/support';
import { textLength } from '../frame/text-length';
import { contactMessages } from './contact.messages';

export type TicketKind = 'inquiry' | 'bug';

export { textLength };

const BUG_PREFIX = `${BUG_MARKER} `;

/** How long the typed subject may be: a bug report's marker and its space take their share of the 150. */
export function subjectLimit(kind: TicketKind): number {
  return kind === 'bug' ? SUPPORT_LIMITS.subject - [...BUG_PREFIX].length : SUPPORT_LIMITS.subject;
}

/** The subject the member wrote, without a bug marker they may have typed themselves. */
export function typedSubject(kind: TicketKind, subject: string): string {
  const trimmed = subject.trim();
  return kind === 'bug' && trimmed.startsWith(BUG_MARKER) ? trimmed.slice(BUG_MARKER.length).trim() : trimmed;
}

/** The subject as sent: a bug report's starts with the marker (§5), once, however the member typed it. */
export function subjectToSend(kind: TicketKind, subject: string): string {
  return kind === 'bug' ? `${BUG_PREFIX}${typedSubject(kind, subject)}` : subject.trim();
}

export type TicketField = 'subject' | 'content';
export interface TicketProblem {
  field: TicketField;
  message: string;
}

/**
 * §5: subject and content both required (whitespace only counts as empty, §8 '제목/내용을 입력해주세요.'),
 * subject at most 150 (with the marker), content at most 8000. The first problem, with the field to focus.
 */
export function ticketProblem(kind: TicketKind, subject: string, content: string): TicketProblem | null {
  const e = contactMessages.errors;
  if (textLength(typedSubject(kind, subject)) === 0) return { field: 'subject', message: e.required };
  if (textLength(content) === 0) return { field: 'content', message: e.required };
  if (textLength(subjectToSend(kind, subject)) > SUPPORT_LIMITS.subject) return { field: 'subject', message: e.subjectTooLong(subjectLimit(kind)) };
  if (textLength(content) > SUPPORT_LIMITS.content) return { field: 'content', message: e.contentTooLong };
  return null;
}
