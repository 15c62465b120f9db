import { z } from 'zod/mini';
import { FAQ_CATEGORIES, LIMITS } from '../support.constants';
import { textRule } from '../text-rules.schema';
import { faqsMessages as t } from './faqs.messages';

/** An FAQ as the server takes it (its limits and texts): a category, the question and the answer. */
export const faqFormSchema = z.object({
  category: z.enum(FAQ_CATEGORIES),
  question: textRule({ max: LIMITS.faqQuestion, empty: t.questionRequired, tooLong: t.questionTooLong }),
  answer: textRule({ max: LIMITS.faqAnswer, empty: t.answerRequired, tooLong: t.answerTooLong }),
});

export type FaqFormValues = z.infer<typeof faqFormSchema>;
