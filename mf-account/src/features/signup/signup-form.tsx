import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AUTH_MESSAGES, NAME_MAX, PHONE_PREFIX, formatPhone, isValidLoginId, validateSignup } from 'shared-contracts/member-area';
import { Button, todayInSeoul } from 'ui-kit';
import { useCheckLoginIdAvailabilityMutation, useSignUpMutation } from '../auth/auth.api';
import { authMessages } from '../auth/auth.messages';
import { type Clock } from '../auth/countdown.hook';
import { useEmailVerification } from '../auth/email-verification.hook';
import { useFormMessage } from '../auth/form-message.hook';
import {
  CheckboxLabel,
  Field,
  Fieldset,
  Form,
  FormError,
  Hint,
  Input,
  Label,
  Legend,
  LinkRow,
  Note,
  PasswordField,
  PrefixInput,
  Row,
} from '../auth/form-parts';
import { ConsentModal } from './consent-modal';
import { EMAIL_DOMAINS, SignupEmailField, composeEmail } from './signup-email-field';
import { serverMessage } from '../auth/server-message';

const texts = authMessages.signup;
const GENDER_REQUIRED = texts.genderRequired;

type Availability = 'unchecked' | 'available' | 'taken';

interface SignupFormProps {
  clock?: Clock;
  /** Today in Seoul (YYYY-MM-DD), for the age rule. */
  today?: () => string;
  /** The success notice; window.alert as the spec says, replaceable in tests. */
  notify?: (message: string) => void;
}

const digits4 = (value: string) => value.replace(/\D/g, '').slice(0, 4);

export function SignupForm({ clock, today = () => todayInSeoul(), notify = (text) => window.alert(text) }: SignupFormProps) {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [loginId, setLoginId] = useState('');
  const [loginIdStatus, setLoginIdStatus] = useState<Availability>('unchecked');
  const [loginIdError, setLoginIdError] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [passwordConfirm, setPasswordConfirm] = useState('');
  const [emailParts, setEmailParts] = useState({ local: '', domainChoice: EMAIL_DOMAINS[0] as string, customDomain: '' });
  const [code, setCode] = useState('');
  const [phoneMiddle, setPhoneMiddle] = useState('');
  const [phoneLast, setPhoneLast] = useState('');
  const [gender, setGender] = useState<'MALE' | 'FEMALE' | null>(null);
  const [birthDate, setBirthDate] = useState('');
  const [consent, setConsent] = useState(false);
  const [consentOpen, setConsentOpen] = useState(false);
  const [checkLoginId, checkLoginIdState] = useCheckLoginIdAvailabilityMutation();
  const [signUp, signUpState] = useSignUpMutation();
  const verification = useEmailVerification({
    purpose: 'SIGNUP',
    requireAvailable: true,
    clock,
    fallbacks: {
      send: AUTH_MESSAGES.codeSendFailed,
      verify: AUTH_MESSAGES.verificationFailed,
      emailRequired: AUTH_MESSAGES.emailRequired,
      codeMismatch: AUTH_MESSAGES.codeMismatch,
    },
  });
  const email = composeEmail(emailParts.local, emailParts.domainChoice, emailParts.customDomain);
  const phone = formatPhone(phoneMiddle, phoneLast);
  const form = useFormMessage(
    () =>
      validateSignup(
        { name, loginId, password, passwordConfirm, email, phone, birthDate: birthDate || null, consent },
        { emailVerified: verification.verified, today: today() },
      ) ?? (gender ? null : GENDER_REQUIRED),
  );

  const onCheckLoginId = async () => {
    setLoginIdStatus('unchecked');
    if (!loginId.trim()) return setLoginIdError(AUTH_MESSAGES.loginIdRequired);
    if (!isValidLoginId(loginId)) return setLoginIdError(AUTH_MESSAGES.loginIdLength);
    setLoginIdError(null);
    try {
      const available = await checkLoginId(loginId.trim()).unwrap();
      setLoginIdStatus(available ? 'available' : 'taken');
    } catch (error) {
      setLoginIdError(serverMessage(error, AUTH_MESSAGES.loginIdCheckFailed));
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signUpState.isLoading) return;
    if (form.submit() || !gender) return;
    try {
      await signUp({
        payload: { loginId: loginId.trim(), password, name: name.trim(), email, phone, gender, birthDate },
        verificationCode: code.trim(),
      }).unwrap();
    } catch (error) {
      form.refused(serverMessage(error, AUTH_MESSAGES.signupFailed));
      return;
    }
    notify(AUTH_MESSAGES.signupDone);
    navigate('/login');
  };

  return (
    <>
      <Form noValidate onSubmit={onSubmit} aria-label={texts.title}>
        <Field>
          <Label htmlFor="signup-name">{texts.name}</Label>
          <Input id="signup-name" autoComplete="name" value={name} onChange={(event) => setName(event.target.value)} />
          {[...name.trim()].length > NAME_MAX ? <Note $tone="danger">{AUTH_MESSAGES.nameTooLongInline}</Note> : null}
        </Field>

        <Field>
          <Label htmlFor="signup-login-id">{texts.loginId}</Label>
          <Row>
            <Input
              id="signup-login-id"
              autoComplete="username"
              value={loginId}
              onChange={(event) => {
                setLoginId(event.target.value);
                setLoginIdStatus('unchecked');
                setLoginIdError(null);
              }}
            />
            <Button type="button" variant="secondary" loading={checkLoginIdState.isLoading} onClick={onCheckLoginId}>
              {texts.checkLoginId}
            </Button>
          </Row>
          <Hint>{texts.loginIdHint}</Hint>
          <div role="status">
            {loginIdStatus === 'available' ? <Note $tone="success">{AUTH_MESSAGES.loginIdAvailable}</Note> : null}
            {loginIdStatus === 'taken' ? <Note $tone="danger">{AUTH_MESSAGES.loginIdDuplicate}</Note> : null}
          </div>
          {loginIdError ? (
            <Note role="alert" $tone="danger">
              {loginIdError}
            </Note>
          ) : null}
        </Field>

        <PasswordField
          label={texts.password}
          autoComplete="new-password"
          hint={texts.passwordHint}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <PasswordField
          label={texts.passwordConfirm}
          autoComplete="new-password"
          value={passwordConfirm}
          onChange={(event) => setPasswordConfirm(event.target.value)}
        />

        <SignupEmailField
          {...emailParts}
          code={code}
          onChange={(change) => {
            setEmailParts((parts) => ({ ...parts, ...change }));
            verification.reset();
          }}
          onCodeChange={setCode}
          verification={verification}
        />

        <Fieldset>
          <Legend>{texts.phone}</Legend>
          <Row>
            <PrefixInput aria-label={texts.phonePrefix} value={PHONE_PREFIX} readOnly tabIndex={-1} />
            <Input
              aria-label={texts.phoneMiddle}
              inputMode="numeric"
              autoComplete="off"
              maxLength={4}
              value={phoneMiddle}
              onChange={(event) => setPhoneMiddle(digits4(event.target.value))}
            />
            <Input
              aria-label={texts.phoneLast}
              inputMode="numeric"
              autoComplete="off"
              maxLength={4}
              value={phoneLast}
              onChange={(event) => setPhoneLast(digits4(event.target.value))}
            />
          </Row>
        </Fieldset>

        <Fieldset>
          <Legend>{texts.gender}</Legend>
          <Row>
            <CheckboxLabel>
              <input type="radio" name="gender" value="MALE" checked={gender === 'MALE'} onChange={() => setGender('MALE')} />
              {texts.male}
            </CheckboxLabel>
            <CheckboxLabel>
              <input type="radio" name="gender" value="FEMALE" checked={gender === 'FEMALE'} onChange={() => setGender('FEMALE')} />
              {texts.female}
            </CheckboxLabel>
          </Row>
        </Fieldset>

        <Field>
          <Label htmlFor="signup-birth-date">{texts.birthDate}</Label>
          <Input
            id="signup-birth-date"
            type="date"
            max={today()}
            value={birthDate}
            onChange={(event) => setBirthDate(event.target.value)}
          />
        </Field>

        <Row>
          <CheckboxLabel>
            <input type="checkbox" checked={consent} onChange={(event) => setConsent(event.target.checked)} />
            {texts.consent}
          </CheckboxLabel>
          <Button type="button" variant="ghost" size="sm" onClick={() => setConsentOpen(true)}>
            {texts.consentView}
          </Button>
        </Row>

        {form.message ? <FormError role="alert">{form.message}</FormError> : null}
        <Button type="submit" size="lg" fullWidth loading={signUpState.isLoading}>
          {texts.submit}
        </Button>
      </Form>
      <LinkRow>
        <span>{texts.haveAccount}</span>
        <Link to="/login">{texts.toLogin}</Link>
      </LinkRow>
      <ConsentModal
        open={consentOpen}
        onClose={() => setConsentOpen(false)}
        onAgree={() => {
          setConsent(true);
          setConsentOpen(false);
        }}
      />
    </>
  );
}
