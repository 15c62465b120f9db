import { z } from 'zod/mini';
import { AUTH_MESSAGES } from 'shared-contracts/member-area';
import { authMessages } from '../auth/auth.messages';

const loginValues = z.object({
  loginId: z.string(),
  password: z.string(),
  remember: z.boolean(),
  /** The bot check's solution (ALTCHA payload or reCAPTCHA response), sent as the spec's recaptchaToken. */
  recaptchaToken: z.string(),
});

export type LoginValues = z.infer<typeof loginValues>;

/**
 * Login's rules as the form's schema, one problem at a time: the login ID, the password, then the bot check
 * (guest-core §5: '자동화 방지를 위해 reCAPTCHA를 완료해주세요.').
 */
export const loginFormSchema = loginValues.check(
  z.superRefine((values, ctx) => {
    const fail = (field: keyof LoginValues, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
    if (!values.loginId.trim()) fail('loginId', authMessages.login.loginIdRequired);
    else if (!values.password) fail('password', authMessages.login.passwordRequired);
    else if (!values.recaptchaToken) fail('recaptchaToken', AUTH_MESSAGES.recaptchaRequired);
  }),
);
