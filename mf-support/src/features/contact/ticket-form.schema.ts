import { z } from 'zod/mini';
import { ticketProblem, type TicketKind } from './ticket-rules';

const ticketValues = z.object({ subject: z.string(), content: z.string() });

export type TicketValues = z.infer<typeof ticketValues>;

/**
 * The inquiry and bug report rules (member-and-operations §5, §8; shared-contracts' SUPPORT_LIMITS) as the form's
 * schema: one problem at a time, the first ticketProblem finds, at its field.
 */
export function ticketFormSchema(kind: TicketKind) {
  return ticketValues.check(
    z.superRefine((values, ctx) => {
      const problem = ticketProblem(kind, values.subject, values.content);
      if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    }),
  );
}
