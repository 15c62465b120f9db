import {
  AUTH_MESSAGES,
  ageOn,
  invalidCredentialsMessage,
  isValidEmail,
  isValidPassword,
  isValidPhone,
  validateNewPassword,
  validateSignup,
  signupProblem,
  newPasswordProblem,
  type SignupForm,
} from './signup-rules';
import { loginRequestSchema, signupRequestSchema, userCouponQuerySchema } from '../schemas/auth.schema';

const valid: SignupForm = {
  name: '김하늘',
  loginId: 'skyblue01',
  password: 'Sky!2345678',
  passwordConfirm: 'Sky!2345678',
  email: 'sky@example.com',
  phone: '010-1234-5678',
  birthDate: '1990-05-01',
  consent: true,
};
const context = { emailVerified: true, today: '2026-11-21' };

describe('rule functions', () => {
  it('password needs a letter, a digit and a special character, 10-30 long', () => {
    expect(isValidPassword('Abcdef!234')).toBe(true);
    expect(isValidPassword('Abcde!234')).toBe(false);
    expect(isValidPassword('Abcdefg2345')).toBe(false);
    expect(isValidPassword('abcdefg!!!!')).toBe(false);
    expect(isValidPassword('1234567!!!!')).toBe(false);
    expect(isValidPassword(`A1!${'a'.repeat(27)}`)).toBe(true);
    expect(isValidPassword(`A1!${'a'.repeat(28)}`)).toBe(false);
  });

  it('e-mail is a simple x@y.z', () => {
    expect(isValidEmail('a@b.co')).toBe(true);
    expect(isValidEmail('a@b')).toBe(false);
    expect(isValidEmail('a b@c.d')).toBe(false);
  });

  it('phone is 010-XXXX-XXXX with digits', () => {
    expect(isValidPhone('010-1234-5678')).toBe(true);
    expect(isValidPhone('011-1234-5678')).toBe(false);
    expect(isValidPhone('010-123-5678')).toBe(false);
    expect(isValidPhone('010-12a4-5678')).toBe(false);
    expect(isValidPhone('01012345678')).toBe(false);
  });

  it('age counts full years (만 나이)', () => {
    expect(ageOn('2007-11-21', '2026-11-21')).toBe(19);
    expect(ageOn('2007-11-22', '2026-11-21')).toBe(18);
    expect(ageOn('2007-12-01', '2026-11-21')).toBe(18);
    expect(Number.isNaN(ageOn('not a date', '2026-11-21'))).toBe(true);
  });

  it('formats the credentials message with the count', () => {
    expect(invalidCredentialsMessage(3)).toBe('아이디 또는 비밀번호가 올바르지 않습니다. (틀린 횟수: 3)');
  });
});

describe('validateSignup', () => {
  it('accepts a complete form', () => {
    expect(validateSignup(valid, context)).toBeNull();
  });

  it.each<[string, Partial<SignupForm>, boolean, string]>([
    ['empty name', { name: ' ' }, true, '이름을 입력하세요.'],
    ['long name', { name: '가나다라마바사아자차카' }, true, '이름은 한글 10자까지 입력 가능합니다.'],
    ['empty login ID', { loginId: '' }, true, '아이디를 입력하세요.'],
    ['short login ID', { loginId: 'abc1234' }, true, '아이디는 8~20자까지 입력 가능합니다.'],
    ['long login ID', { loginId: 'a'.repeat(21) }, true, '아이디는 8~20자까지 입력 가능합니다.'],
    ['weak password', { password: 'abcdefghij', passwordConfirm: 'abcdefghij' }, true, AUTH_MESSAGES.passwordRule],
    ['mismatch', { passwordConfirm: 'Other!23456' }, true, '비밀번호가 일치하지 않습니다.'],
    ['empty e-mail', { email: '' }, true, '이메일을 입력하세요.'],
    ['bad e-mail', { email: 'sky@example' }, true, '이메일 형식을 확인하세요.'],
    ['unverified', {}, false, '이메일 인증이 필요합니다.'],
    ['bad phone', { phone: '010-1234-567' }, true, '휴대폰 번호는 010-XXXX-XXXX 형식으로 입력하세요.'],
    ['no birth date', { birthDate: null }, true, '생년월일을 입력하세요.'],
    ['under 19', { birthDate: '2010-01-01' }, true, '만 19세 이상만 가입할 수 있습니다.'],
    ['no consent', { consent: false }, true, '개인정보 이용에 동의해야 가입할 수 있습니다.'],
  ])('%s', (_label, change, emailVerified, message) => {
    expect(validateSignup({ ...valid, ...change }, { ...context, emailVerified })).toBe(message);
  });

  it('reports only the first failure in the spec order', () => {
    const allWrong: SignupForm = {
      name: '',
      loginId: 'x',
      password: 'x',
      passwordConfirm: 'y',
      email: 'x',
      phone: 'x',
      birthDate: null,
      consent: false,
    };
    const order: string[] = [];
    let form = { ...allWrong };
    let verified = false;
    for (;;) {
      const message = validateSignup(form, { emailVerified: verified, today: '2026-11-21' });
      if (!message) break;
      order.push(message);
      if (message === AUTH_MESSAGES.nameRequired) form = { ...form, name: valid.name };
      else if (message === AUTH_MESSAGES.loginIdLength) form = { ...form, loginId: valid.loginId };
      else if (message === AUTH_MESSAGES.passwordRule) form = { ...form, password: valid.password };
      else if (message === AUTH_MESSAGES.passwordMismatch) form = { ...form, passwordConfirm: valid.password };
      else if (message === AUTH_MESSAGES.emailFormat) form = { ...form, email: valid.email };
      else if (message === AUTH_MESSAGES.emailVerificationRequired) verified = true;
      else if (message === AUTH_MESSAGES.phoneFormat) form = { ...form, phone: valid.phone };
      else if (message === AUTH_MESSAGES.birthDateRequired) form = { ...form, birthDate: valid.birthDate };
      else if (message === AUTH_MESSAGES.consentRequired) form = { ...form, consent: true };
      else throw new Error(`unexpected ${message}`);
    }
    expect(order).toEqual([
      AUTH_MESSAGES.nameRequired,
      AUTH_MESSAGES.loginIdLength,
      AUTH_MESSAGES.passwordRule,
      AUTH_MESSAGES.passwordMismatch,
      AUTH_MESSAGES.emailFormat,
      AUTH_MESSAGES.emailVerificationRequired,
      AUTH_MESSAGES.phoneFormat,
      AUTH_MESSAGES.birthDateRequired,
      AUTH_MESSAGES.consentRequired,
    ]);
  });
});

describe('signupProblem', () => {
  it("names the field each rule is about, the e-mail verification being the e-mail's", () => {
    expect(signupProblem({ ...valid, name: '' }, context)).toEqual({ field: 'name', message: AUTH_MESSAGES.nameRequired });
    expect(signupProblem({ ...valid, loginId: 'short' }, context)).toEqual({ field: 'loginId', message: AUTH_MESSAGES.loginIdLength });
    expect(signupProblem({ ...valid, password: 'short' }, context)?.field).toBe('password');
    expect(signupProblem({ ...valid, passwordConfirm: 'other' }, context)?.field).toBe('passwordConfirm');
    expect(signupProblem(valid, { ...context, emailVerified: false })).toEqual({ field: 'email', message: AUTH_MESSAGES.emailVerificationRequired });
    expect(signupProblem({ ...valid, phone: '010-12-34' }, context)?.field).toBe('phone');
    expect(signupProblem({ ...valid, birthDate: '2010-01-01' }, context)).toEqual({ field: 'birthDate', message: AUTH_MESSAGES.underAge });
    expect(signupProblem({ ...valid, consent: false }, context)?.field).toBe('consent');
    expect(signupProblem(valid, context)).toBeNull();
  });
});

describe('validateNewPassword', () => {
  it('checks the rule, then the confirmation', () => {
    expect(validateNewPassword('short', 'short')).toBe(AUTH_MESSAGES.resetPasswordRule);
    expect(validateNewPassword('Abcdef!234', 'Abcdef!235')).toBe('비밀번호가 일치하지 않습니다.');
    expect(validateNewPassword('Abcdef!234', 'Abcdef!234')).toBeNull();
  });

  it("names the field: the rule is the new password's, the mismatch the confirmation's", () => {
    expect(newPasswordProblem('short', 'short')?.field).toBe('newPassword');
    expect(newPasswordProblem('Abcdef!234', 'Abcdef!235')).toEqual({ field: 'confirm', message: AUTH_MESSAGES.resetPasswordMismatch });
    expect(newPasswordProblem('Abcdef!234', 'Abcdef!234')).toBeNull();
  });
});

describe('auth schemas', () => {
  it('parse the payloads', () => {
    const { passwordConfirm: _confirm, consent: _consent, ...payload } = valid;
    expect(signupRequestSchema.parse({ ...payload, gender: 'FEMALE' }).gender).toBe('FEMALE');
    expect(signupRequestSchema.safeParse({ ...payload, gender: 'X' }).success).toBe(false);
    expect(loginRequestSchema.parse({ loginId: 'a', password: 'b' }).recaptchaToken).toBe('');
    expect(userCouponQuerySchema.parse({ all: 'true' }).all).toBe(true);
    expect(userCouponQuerySchema.parse({}).all).toBe(false);
  });
});
