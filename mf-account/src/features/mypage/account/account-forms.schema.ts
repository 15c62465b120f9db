import { z } from 'zod/mini';
import { ACCOUNT_MESSAGES as M, profileIssues, validatePasswordChange } from 'shared-contracts/member-area';

const profileValuesShape = z.object({
  name: z.string(),
  phone: z.string(),
  postcode: z.string(),
  address1: z.string(),
  address2: z.string(),
  gender: z.enum(['MALE', 'FEMALE', 'UNKNOWN']),
});

/** What the profile form holds (empty optional fields as ''). */
export type ProfileValues = z.infer<typeof profileValuesShape>;

/**
 * The profile rules of shared-contracts (the server runs the same) as the form's schema: every field's problem at
 * once, each at its field, in the rules' order (name, phone, postcode/address, address lengths).
 */
export const profileFormSchema = profileValuesShape.check(
  z.superRefine((values, ctx) => {
    for (const issue of profileIssues(values)) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  }),
);

const passwordValuesShape = z.object({ currentPassword: z.string(), newPassword: z.string(), newPasswordConfirm: z.string() });

export type PasswordValues = z.infer<typeof passwordValuesShape>;

export const PASSWORD_DEFAULTS: PasswordValues = { currentPassword: '', newPassword: '', newPasswordConfirm: '' };

/** Where each password rule's message is said. */
const PASSWORD_FIELD_OF: Record<string, keyof PasswordValues> = {
  [M.currentPasswordRequired]: 'currentPassword',
  [M.passwordRule]: 'newPassword',
  [M.newPasswordMismatch]: 'newPasswordConfirm',
  [M.samePassword]: 'newPassword',
};

/**
 * The password change rules (shared-contracts validatePasswordChange): one problem at a time in their order — the
 * current password, the new one's rule, the confirmation, not the same as before — at the field it is about.
 */
export const passwordFormSchema = passwordValuesShape.check(
  z.superRefine((values, ctx) => {
    const problem = validatePasswordChange(values);
    if (problem) ctx.addIssue({ code: 'custom', path: [PASSWORD_FIELD_OF[problem] ?? 'newPassword'], message: problem });
  }),
);
