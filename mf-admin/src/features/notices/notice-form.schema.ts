import { z } from 'zod/mini';
import { LIMITS } from '../support.constants';
import { textRule } from '../text-rules.schema';
import { noticesMessages as t } from './notices.messages';

/** A notice as the server takes it (its limits and texts): title and content required, pinned or not. */
export const noticeFormSchema = z.object({
  title: textRule({ max: LIMITS.noticeTitle, empty: t.titleRequired, tooLong: t.titleTooLong }),
  content: textRule({ max: LIMITS.noticeContent, empty: t.contentRequired, tooLong: t.contentTooLong }),
  pinned: z.boolean(),
});

export type NoticeFormValues = z.infer<typeof noticeFormSchema>;
