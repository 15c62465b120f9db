import { z } from 'zod/mini';
import { formProblems, type ApplicationForm } from './application-form.model';

/**
 * The listing application's rules (shared-contracts applicationProblems, which the server runs too) as the form's
 * schema for react-hook-form's resolver: every problem at the id of the control that shows it (`ownerName`,
 * `room-<key>-capacity`, `roomsJson`), first problem first — the order the form shows its fields (§5).
 */
export const applicationFormSchema = z.custom<ApplicationForm>().check(
  z.superRefine((values, ctx) => {
    for (const problem of formProblems(values)) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  }),
);
