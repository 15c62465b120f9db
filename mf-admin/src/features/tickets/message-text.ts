import { LIMITS, requiredText } from '../support.constants';
import { ticketsMessages as t } from './tickets.messages';

/** An answer's rule (§5 "Ticket reply max 8000, non-empty"; the bug view's 'enter content'): the error or true. */
export const checkAnswer = requiredText(t.contentRequired, t.contentTooLong, LIMITS.content);
