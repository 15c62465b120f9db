import { z } from 'zod/mini';
import { formatPhone, signupProblem, type SignupField } from 'shared-contracts/member-area';
import { authMessages } from '../auth/auth.messages';

export const EMAIL_DOMAINS = ['naver.com', 'gmail.com'] as const;
export const CUSTOM_DOMAIN = 'custom';

/** local part + preset or custom domain → the address; '' when nothing was typed. */
export function composeEmail(local: string, domainChoice: string, customDomain: string): string {
  const localPart = local.trim();
  if (!localPart) return '';
  const domain = domainChoice === CUSTOM_DOMAIN ? customDomain.trim() : domainChoice;
  return `${localPart}@${domain}`;
}

export const GENDERS = ['MALE', 'FEMALE'] as const;

const signupValuesShape = z.object({
  name: z.string(),
  loginId: z.string(),
  password: z.string(),
  passwordConfirm: z.string(),
  emailLocal: z.string(),
  emailDomain: z.string(),
  customDomain: z.string(),
  code: z.string(),
  phoneMiddle: z.string(),
  phoneLast: z.string(),
  gender: z.enum(['', ...GENDERS]),
  birthDate: z.string(),
  consent: z.boolean(),
});

/** What the sign-up form holds: the screen's own parts (e-mail local part and domain, the phone's two groups). */
export type SignupValues = z.infer<typeof signupValuesShape>;

export const SIGNUP_DEFAULTS: SignupValues = {
  name: '',
  loginId: '',
  password: '',
  passwordConfirm: '',
  emailLocal: '',
  emailDomain: EMAIL_DOMAINS[0],
  customDomain: '',
  code: '',
  phoneMiddle: '',
  phoneLast: '',
  gender: '',
  birthDate: '',
  consent: false,
};

/** Where a rule's message is said and focus goes: the e-mail's at its local part, the phone's at its first group. */
const FIELD_OF: Record<SignupField, keyof SignupValues> = {
  name: 'name',
  loginId: 'loginId',
  password: 'password',
  passwordConfirm: 'passwordConfirm',
  email: 'emailLocal',
  phone: 'phoneMiddle',
  birthDate: 'birthDate',
  consent: 'consent',
};

export const signupEmail = (values: Pick<SignupValues, 'emailLocal' | 'emailDomain' | 'customDomain'>) =>
  composeEmail(values.emailLocal, values.emailDomain, values.customDomain);

export interface SignupCheckContext {
  emailVerified: boolean;
  /** Today in Seoul (YYYY-MM-DD), for the age rule. */
  today: string;
}

/**
 * The sign-up rules of shared-contracts (the server runs the same) as the form's schema: one problem at a time, the
 * first in the spec's order (guest-core §5), at its field; gender, which the spec sends without naming a message,
 * after them.
 */
export function signupFormSchema({ emailVerified, today }: SignupCheckContext) {
  return signupValuesShape.check(
    z.superRefine((values, ctx) => {
      const problem = signupProblem(
        {
          name: values.name,
          loginId: values.loginId,
          password: values.password,
          passwordConfirm: values.passwordConfirm,
          email: signupEmail(values),
          phone: formatPhone(values.phoneMiddle, values.phoneLast),
          birthDate: values.birthDate || null,
          consent: values.consent,
        },
        { emailVerified, today },
      );
      if (problem) ctx.addIssue({ code: 'custom', path: [FIELD_OF[problem.field]], message: problem.message });
      else if (!values.gender) ctx.addIssue({ code: 'custom', path: ['gender'], message: authMessages.signup.genderRequired });
    }),
  );
}
