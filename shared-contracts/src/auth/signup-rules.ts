// Sign-up, login and find-password rules (guest-core §5, §8, §9). Plain TypeScript with no schema
// library so the sign-up form can import it cheaply; the api runs the very same functions, so the
// server and the form answer with the same first message.

/** Korean texts of the account screens, verbatim from the spec where it gives them. */
export const AUTH_MESSAGES = {
  nameRequired: '이름을 입력하세요.',
  nameTooLong: '이름은 한글 10자까지 입력 가능합니다.',
  nameTooLongInline: '최대 10자까지 입력 가능합니다.',
  loginIdRequired: '아이디를 입력하세요.',
  loginIdLength: '아이디는 8~20자까지 입력 가능합니다.',
  passwordRule: '비밀번호는 영문, 숫자, 특수문자를 모두 포함하여 10~30자여야 합니다.',
  passwordMismatch: '비밀번호가 일치하지 않습니다.',
  emailRequired: '이메일을 입력하세요.',
  emailFormat: '이메일 형식을 확인하세요.',
  emailVerificationRequired: '이메일 인증이 필요합니다.',
  phoneFormat: '휴대폰 번호는 010-XXXX-XXXX 형식으로 입력하세요.',
  birthDateRequired: '생년월일을 입력하세요.',
  underAge: '만 19세 이상만 가입할 수 있습니다.',
  consentRequired: '개인정보 이용에 동의해야 가입할 수 있습니다.',
  emailTaken: '이미 사용 중인 이메일입니다.',
  loginIdTaken: '이미 사용 중인 아이디입니다.',
  loginIdAvailable: '사용가능',
  loginIdDuplicate: '중복',
  codeSent: '인증 코드를 전송했습니다.',
  emailVerified: '이메일 인증 완료!',
  codeMismatch: '인증 코드가 일치하지 않습니다.',
  availabilityMalformed: '서버 응답 형식이 올바르지 않습니다.',
  recaptchaRequired: '자동화 방지를 위해 reCAPTCHA를 완료해주세요.',
  accountLocked: '계정이 잠겼습니다. 1시간 후에 다시 시도해주세요.',
  /** Locked by an administrator (back office), until an administrator unlocks it. */
  accountSuspended: '관리자에 의해 이용이 정지된 계정입니다. 고객센터로 문의해주세요.',
  recaptchaFailed: 'reCAPTCHA 검증에 실패했습니다. 새로고침 후 다시 시도하세요.',
  loginFailed: '로그인 실패',
  signupFailed: '가입 실패',
  loginIdCheckFailed: '아이디 확인 실패',
  emailCheckFailed: '이메일 확인 실패',
  codeSendFailed: '코드 전송 실패',
  verificationFailed: '인증 실패',
  // Find-password: the spec gives these in English; natural Korean here.
  resetPasswordRule: '비밀번호는 영문, 숫자, 특수문자를 모두 포함하여 10~30자여야 합니다.',
  resetPasswordMismatch: '비밀번호가 일치하지 않습니다.',
  resetEmailVerificationRequired: '이메일 인증이 필요합니다.',
  resetEmailRequired: '이메일을 입력하세요.',
  resetCodeMismatch: '인증 코드가 일치하지 않습니다.',
  resetCodeSendFailed: '인증 코드 전송에 실패했습니다.',
  resetVerificationFailed: '인증에 실패했습니다.',
  resetPasswordFailed: '비밀번호 변경에 실패했습니다.',
  resetPasswordDone: '비밀번호가 변경되었습니다. 새 비밀번호로 로그인해주세요.',
  signupDone: '회원가입이 완료되었습니다. 로그인해주세요.',
} as const;

export type AuthMessageKey = keyof typeof AUTH_MESSAGES;

/** '아이디 또는 비밀번호가 올바르지 않습니다. (틀린 횟수: N)' */
export function invalidCredentialsMessage(attempts: number): string {
  return `아이디 또는 비밀번호가 올바르지 않습니다. (틀린 횟수: ${attempts})`;
}

/** Resend asked for inside the cooldown. */
export function resendCooldownMessage(secondsLeft: number): string {
  return `${secondsLeft}초 후에 인증 코드를 다시 요청할 수 있습니다.`;
}

export const NAME_MAX = 10;
export const LOGIN_ID_MIN = 8;
export const LOGIN_ID_MAX = 20;
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 30;
export const MIN_AGE = 19;
export const RESEND_COOLDOWN_SECONDS = 60;
export const CODE_TTL_SECONDS = 300;
export const CODE_LENGTH = 6;
export const CODE_MAX_ATTEMPTS = 5;
export const LOCK_THRESHOLD = 5;
export const LOCK_MINUTES = 60;
export const PHONE_PREFIX = '010';

const LETTER = /[A-Za-z]/;
const DIGIT = /[0-9]/;
// Anything that is neither a letter, a digit nor whitespace counts as special.
const SPECIAL = /[^A-Za-z0-9\s]/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^010-\d{4}-\d{4}$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isValidName(name: string): boolean {
  const trimmed = name.trim();
  return trimmed.length > 0 && [...trimmed].length <= NAME_MAX;
}

export function isValidLoginId(loginId: string): boolean {
  const length = loginId.trim().length;
  return length >= LOGIN_ID_MIN && length <= LOGIN_ID_MAX;
}

export function isValidPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX && LETTER.test(password) && DIGIT.test(password) && SPECIAL.test(password)
  );
}

export function isValidEmail(email: string): boolean {
  return EMAIL.test(email.trim());
}

/** 010-XXXX-XXXX, digits only in the groups. */
export function isValidPhone(phone: string): boolean {
  return PHONE.test(phone);
}

/** Joins the fixed 010 prefix and the two 4-digit groups of the form. */
export function formatPhone(middle: string, last: string): string {
  return `${PHONE_PREFIX}-${middle}-${last}`;
}

function dateParts(value: string | Date): [number, number, number] | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    return [value.getFullYear(), value.getMonth() + 1, value.getDate()];
  }
  const match = ISO_DATE.exec(value.slice(0, 10));
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return [year, month, day];
}

/** Full years of age on `today` (Korean 만 나이); NaN when a date is unreadable. */
export function ageOn(birthDate: string | Date, today: string | Date): number {
  const birth = dateParts(birthDate);
  const now = dateParts(today);
  if (!birth || !now) return Number.NaN;
  let age = now[0] - birth[0];
  if (now[1] < birth[1] || (now[1] === birth[1] && now[2] < birth[2])) age -= 1;
  return age;
}

export interface SignupForm {
  name: string;
  loginId: string;
  password: string;
  passwordConfirm: string;
  email: string;
  phone: string;
  birthDate: string | null | undefined;
  consent: boolean;
}

export interface SignupContext {
  emailVerified: boolean;
  /** The day the age is measured on (YYYY-MM-DD or a Date). */
  today: string | Date;
}

export type SignupField = 'name' | 'loginId' | 'password' | 'passwordConfirm' | 'email' | 'phone' | 'birthDate' | 'consent';

export interface SignupProblem {
  /** The field the message is about (the e-mail verification is the e-mail's). */
  field: SignupField;
  message: string;
}

/** The first failing rule in the spec order (guest-core §5) with its field, or null when the form may be sent. */
export function signupProblem(form: SignupForm, context: SignupContext): SignupProblem | null {
  const fail = (field: SignupField, message: string): SignupProblem => ({ field, message });
  const name = form.name.trim();
  if (!name) return fail('name', AUTH_MESSAGES.nameRequired);
  if (!isValidName(name)) return fail('name', AUTH_MESSAGES.nameTooLong);
  if (!form.loginId.trim()) return fail('loginId', AUTH_MESSAGES.loginIdRequired);
  if (!isValidLoginId(form.loginId)) return fail('loginId', AUTH_MESSAGES.loginIdLength);
  if (!isValidPassword(form.password)) return fail('password', AUTH_MESSAGES.passwordRule);
  if (form.password !== form.passwordConfirm) return fail('passwordConfirm', AUTH_MESSAGES.passwordMismatch);
  if (!form.email.trim()) return fail('email', AUTH_MESSAGES.emailRequired);
  if (!isValidEmail(form.email)) return fail('email', AUTH_MESSAGES.emailFormat);
  if (!context.emailVerified) return fail('email', AUTH_MESSAGES.emailVerificationRequired);
  if (!isValidPhone(form.phone)) return fail('phone', AUTH_MESSAGES.phoneFormat);
  if (!form.birthDate) return fail('birthDate', AUTH_MESSAGES.birthDateRequired);
  const age = ageOn(form.birthDate, context.today);
  if (Number.isNaN(age)) return fail('birthDate', AUTH_MESSAGES.birthDateRequired);
  if (age < MIN_AGE) return fail('birthDate', AUTH_MESSAGES.underAge);
  if (!form.consent) return fail('consent', AUTH_MESSAGES.consentRequired);
  return null;
}

/** The first failing rule's message in the spec order, or null when the form may be sent (the server's check). */
export function validateSignup(form: SignupForm, context: SignupContext): string | null {
  return signupProblem(form, context)?.message ?? null;
}

export interface NewPasswordProblem {
  field: 'newPassword' | 'confirm';
  message: string;
}

/** Find-password's new password, then its confirmation, with the field each message is about. */
export function newPasswordProblem(password: string, confirm: string): NewPasswordProblem | null {
  if (!isValidPassword(password)) return { field: 'newPassword', message: AUTH_MESSAGES.resetPasswordRule };
  if (password !== confirm) return { field: 'confirm', message: AUTH_MESSAGES.resetPasswordMismatch };
  return null;
}

/** Find-password's new password and its confirmation. */
export function validateNewPassword(password: string, confirm: string): string | null {
  return newPasswordProblem(password, confirm)?.message ?? null;
}
