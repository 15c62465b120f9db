import { z } from 'zod/mini';
import { AUTH_MESSAGES, newPasswordProblem } from 'shared-contracts/member-area';

const findPasswordValues = z.object({
  email: z.string(),
  code: z.string(),
  newPassword: z.string(),
  confirm: z.string(),
});

export type FindPasswordValues = z.infer<typeof findPasswordValues>;

export const FIND_PASSWORD_DEFAULTS: FindPasswordValues = { email: '', code: '', newPassword: '', confirm: '' };

/**
 * Find-password's rules (guest-core §4, §5) as the form's schema, one problem at a time: the e-mail must be verified
 * first (changing the password requires it), then the new password's rule, then its confirmation.
 */
export function findPasswordSchema({ emailVerified }: { emailVerified: boolean }) {
  return findPasswordValues.check(
    z.superRefine((values, ctx) => {
      const problem = emailVerified
        ? newPasswordProblem(values.newPassword, values.confirm)
        : { field: 'email' as const, message: AUTH_MESSAGES.resetEmailVerificationRequired };
      if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    }),
  );
}
