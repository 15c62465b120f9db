import { z } from 'zod/mini';
import { SUPPORT_LIMITS } from 'shared-contracts/support';
import { textLength } from '../frame/text-length';
import { ticketsMessages } from './tickets.messages';

const t = ticketsMessages.reply;

export const REPLY_TOO_LONG = `내용은 ${SUPPORT_LIMITS.content}자 이내로 입력해주세요.`;

/**
 * The member's reply (member-and-operations §5 "Ticket reply max 8000, non-empty", counted as the API counts: the
 * trimmed text by code point): one message at a time, the emptiness first.
 */
export const replyFormSchema = z.object({
  content: z.string().check(
    z.refine((value) => textLength(value) > 0, { error: t.required, abort: true }),
    z.refine((value) => textLength(value) <= SUPPORT_LIMITS.content, { error: REPLY_TOO_LONG }),
  ),
});

export type ReplyValues = z.infer<typeof replyFormSchema>;
