import { z } from 'zod/mini';
import { REPORT_REASONS, type ReportReason } from './review.types';
import { reviewsMessages } from './reviews.messages';

const t = reviewsMessages.report;

/** The report rules of guest-core §4, §5 (the API's, with its texts): a reason is required, and OTHER needs a detail too. */
export function reportProblem(reason: ReportReason | null, detail: string): string | null {
  if (reason === null) return t.reasonRequired;
  if (reason === 'OTHER' && detail.trim() === '') return t.detailRequired;
  return null;
}

/** What the report dialog holds: the chosen reason ('' until one is picked) and the detail. */
const reportValues = z.object({
  reason: z.union([z.literal(''), z.enum(REPORT_REASONS)]),
  detail: z.string(),
});

export type ReportFormValues = z.infer<typeof reportValues>;

export const REPORT_FORM_DEFAULTS: ReportFormValues = { reason: '', detail: '' };

/** reportProblem as the dialog's schema: one problem at a time, at the reason or at the detail. */
export const reportFormSchema = reportValues.check(
  z.superRefine((values, ctx) => {
    const problem = reportProblem(values.reason || null, values.detail);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem === t.reasonRequired ? 'reason' : 'detail'], message: problem });
  }),
);
