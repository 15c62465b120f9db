import { z } from 'zod/mini';
import { LIMITS } from '../support.constants';
import { textRule } from '../text-rules.schema';
import { ticketsMessages as t } from './tickets.messages';

/**
 * An operator's answer, new or edited (§5 "Ticket reply max 8000, non-empty", the bug view's 'enter content'), as the
 * server checks it: trimmed, not empty, at most 8000 characters; one message at a time, the emptiness first.
 */
export const answerFormSchema = z.object({
  content: textRule({ max: LIMITS.content, empty: t.contentRequired, tooLong: t.contentTooLong }),
});

export type AnswerValues = z.infer<typeof answerFormSchema>;
