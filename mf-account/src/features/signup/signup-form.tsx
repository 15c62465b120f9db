import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { AUTH_MESSAGES, NAME_MAX, PHONE_PREFIX, formatPhone, isValidLoginId } from 'shared-contracts/member-area';
import { Button, todayInSeoul } from 'ui-kit';
import {
  ActionRow,
  CheckRow,
  ControlRow,
  Field,
  FieldError,
  Fieldset,
  Form,
  FormAlert,
  Legend,
  Note,
  PasswordField,
  PrefixInput,
  TextInput,
  errorId,
} from 'ui-kit/forms';
import { useCheckLoginIdAvailabilityMutation, useSignUpMutation } from '../auth/auth.api';
import { authMessages } from '../auth/auth.messages';
import { LinkRow } from '../auth/page-parts';
import { type Clock } from '../auth/countdown.hook';
import { useEmailVerification } from '../auth/email-verification.hook';
import { useFirstProblem } from '../auth/first-problem.hook';
import { serverMessage } from '../auth/server-message';
import { ConsentModal } from './consent-modal';
import { SignupEmailField } from './signup-email-field';
import { SIGNUP_DEFAULTS, signupEmail, signupFormSchema, type SignupValues } from './signup-form.schema';

const texts = authMessages.signup;

type Availability = 'unchecked' | 'available' | 'taken';

interface SignupFormProps {
  clock?: Clock;
  /** Today in Seoul (YYYY-MM-DD), for the age rule. */
  today?: () => string;
  /** The success notice; window.alert as the spec says, replaceable in tests. */
  notify?: (message: string) => void;
}

const digits4 = (value: string) => value.replace(/\D/g, '').slice(0, 4);

/** aria-invalid and aria-describedby of a control whose field may carry the form's one message. */
function invalidProps(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': errorId(id) } : {};
}

export function SignupForm({ clock, today = () => todayInSeoul(), notify = (text) => window.alert(text) }: SignupFormProps) {
  const navigate = useNavigate();
  const [loginIdStatus, setLoginIdStatus] = useState<Availability>('unchecked');
  const [loginIdError, setLoginIdError] = useState<string | null>(null);
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
  const schema = signupFormSchema({ emailVerified: verification.verified, today: today() });
  const form = useForm<SignupValues>({ defaultValues: SIGNUP_DEFAULTS, resolver: zodResolver(schema), reValidateMode: 'onSubmit' });
  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    setError,
    formState: { errors },
  } = form;
  const problem = useFirstProblem(form, schema);
  const error = (name: keyof SignupValues) => (problem?.field === name ? problem.message : undefined);

  const onCheckLoginId = async () => {
    const loginId = form.getValues('loginId');
    setLoginIdStatus('unchecked');
    if (!loginId.trim()) return setLoginIdError(AUTH_MESSAGES.loginIdRequired);
    if (!isValidLoginId(loginId)) return setLoginIdError(AUTH_MESSAGES.loginIdLength);
    setLoginIdError(null);
    try {
      const available = await checkLoginId(loginId.trim()).unwrap();
      setLoginIdStatus(available ? 'available' : 'taken');
    } catch (failure) {
      setLoginIdError(serverMessage(failure, AUTH_MESSAGES.loginIdCheckFailed));
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    if (signUpState.isLoading || !values.gender) return;
    try {
      await signUp({
        payload: {
          loginId: values.loginId.trim(),
          password: values.password,
          name: values.name.trim(),
          email: signupEmail(values),
          phone: formatPhone(values.phoneMiddle, values.phoneLast),
          gender: values.gender,
          birthDate: values.birthDate,
        },
        verificationCode: values.code.trim(),
      }).unwrap();
    } catch (failure) {
      setError('root.server', { message: serverMessage(failure, AUTH_MESSAGES.signupFailed) });
      return;
    }
    notify(AUTH_MESSAGES.signupDone);
    navigate('/login');
  });

  const digitsGroup = (name: 'phoneMiddle' | 'phoneLast', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextInput
          {...field}
          aria-label={label}
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          {...(name === 'phoneMiddle' ? invalidProps('signup-phone', error('phoneMiddle')) : {})}
          onChange={(event) => field.onChange(digits4(event.target.value))}
        />
      )}
    />
  );

  return (
    <>
      <Form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={texts.title}>
        <Field id="signup-name" label={texts.name} error={error('name')} announceError>
          <TextInput id="signup-name" autoComplete="name" {...invalidProps('signup-name', error('name'))} {...register('name')} />
          {[...watch('name').trim()].length > NAME_MAX ? <Note $tone="danger">{AUTH_MESSAGES.nameTooLongInline}</Note> : null}
        </Field>

        <Field id="signup-login-id" label={texts.loginId} hint={texts.loginIdHint} error={error('loginId')} announceError>
          <ActionRow>
            <TextInput
              id="signup-login-id"
              autoComplete="username"
              {...invalidProps('signup-login-id', error('loginId'))}
              {...register('loginId', {
                onChange: () => {
                  setLoginIdStatus('unchecked');
                  setLoginIdError(null);
                },
              })}
            />
            <Button type="button" variant="secondary" loading={checkLoginIdState.isLoading} onClick={onCheckLoginId}>
              {texts.checkLoginId}
            </Button>
          </ActionRow>
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
          error={error('password')}
          announceError
          {...register('password')}
        />
        <PasswordField
          label={texts.passwordConfirm}
          autoComplete="new-password"
          error={error('passwordConfirm')}
          announceError
          {...register('passwordConfirm')}
        />

        <SignupEmailField form={form} verification={verification} error={error('emailLocal')} />

        <Fieldset>
          <Legend>{texts.phone}</Legend>
          <ControlRow>
            <PrefixInput aria-label={texts.phonePrefix} value={PHONE_PREFIX} readOnly tabIndex={-1} />
            {digitsGroup('phoneMiddle', texts.phoneMiddle)}
            {digitsGroup('phoneLast', texts.phoneLast)}
          </ControlRow>
          <ProblemLine id="signup-phone" message={error('phoneMiddle')} />
        </Fieldset>

        <Fieldset>
          <Legend>{texts.gender}</Legend>
          <ControlRow>
            <CheckRow>
              <input type="radio" value="MALE" {...register('gender')} />
              {texts.male}
            </CheckRow>
            <CheckRow>
              <input type="radio" value="FEMALE" {...register('gender')} />
              {texts.female}
            </CheckRow>
          </ControlRow>
          <ProblemLine id="signup-gender" message={error('gender')} />
        </Fieldset>

        <Field id="signup-birth-date" label={texts.birthDate} error={error('birthDate')} announceError>
          <TextInput
            id="signup-birth-date"
            type="date"
            max={today()}
            {...invalidProps('signup-birth-date', error('birthDate'))}
            {...register('birthDate')}
          />
        </Field>

        <div>
          <ControlRow>
            <CheckRow>
              <input type="checkbox" {...invalidProps('signup-consent', error('consent'))} {...register('consent')} />
              {texts.consent}
            </CheckRow>
            <Button type="button" variant="ghost" size="sm" onClick={() => setConsentOpen(true)}>
              {texts.consentView}
            </Button>
          </ControlRow>
          <ProblemLine id="signup-consent" message={error('consent')} />
        </div>

        {errors.root?.server?.message ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
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
          setValue('consent', true, { shouldDirty: true });
          setConsentOpen(false);
        }}
      />
    </>
  );
}

/** The form's one message under a group of controls (phone, gender, consent). */
function ProblemLine({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <FieldError id={errorId(id)} role="alert">
      {message}
    </FieldError>
  ) : null;
}
