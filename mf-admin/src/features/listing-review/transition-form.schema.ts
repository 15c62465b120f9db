import { z } from 'zod/mini';
import { memoProblem, type ApplicationStatus } from 'shared-contracts/hotel-application';

const transitionValues = z.object({ memo: z.string() });

export type TransitionValues = z.infer<typeof transitionValues>;

/**
 * The reviewer's memo for a step, by shared-contracts' memoProblem (the server runs the same rule and texts): required
 * for NEEDS_INFO and REJECTED, then at most the memo limit; said at the memo.
 */
export function transitionFormSchema(to: ApplicationStatus) {
  return transitionValues.check(
    z.superRefine((values, ctx) => {
      const problem = memoProblem(to, values.memo);
      if (problem) ctx.addIssue({ code: 'custom', path: ['memo'], message: problem });
    }),
  );
}
