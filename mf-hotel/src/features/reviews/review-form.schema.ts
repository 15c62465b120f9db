import { z } from 'zod/mini';
import { photoError, submitBlocker } from './review-form.rules';

/** What the review form holds: the chosen star as its radio's value ('' until one is picked), the comment, the photo. */
const reviewValues = z.object({
  rating: z.string(),
  comment: z.string(),
  photo: z.nullable(z.custom<File>()),
});

export type ReviewFormValues = z.infer<typeof reviewValues>;

export const REVIEW_FORM_DEFAULTS: ReviewFormValues = { rating: '', comment: '', photo: null };

/** The star as a number (0 while none is picked). */
export const ratingOf = (value: string) => (value === '' ? 0 : Number(value));

/**
 * The review modal's rules (guest-core §4, §5) as the form's schema: a booking to review, then a rating of 1 to 5 (the
 * submit button's tooltip says which is missing, in that order), said at the rating; a photo of an allowed extension
 * and at most 5 MB, said at the photo. The comment is optional (the API strips markup and cuts it at 1000).
 */
export function reviewFormSchema(bookingId: number | null) {
  return reviewValues.check(
    z.superRefine((values, ctx) => {
      const blocker = submitBlocker({ rating: ratingOf(values.rating), bookingId });
      if (blocker) ctx.addIssue({ code: 'custom', path: ['rating'], message: blocker });
      const problem = values.photo ? photoError(values.photo) : null;
      if (problem) ctx.addIssue({ code: 'custom', path: ['photo'], message: problem });
    }),
  );
}
