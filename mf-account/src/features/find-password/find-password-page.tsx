import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { AUTH_MESSAGES } from 'shared-contracts/member-area';
import { Button, PageFrame } from 'ui-kit';
import { ActionRow, Field, Form, FormAlert, PasswordField, TextInput, errorId } from 'ui-kit/forms';
import { useResetPasswordMutation } from '../auth/auth.api';
import { authMessages } from '../auth/auth.messages';
import { type Clock } from '../auth/countdown.hook';
import { useEmailVerification } from '../auth/email-verification.hook';
import { useFirstProblem } from '../auth/first-problem.hook';
import { Card, Intro, LinkRow, PageTitle } from '../auth/page-parts';
import { VerificationMessage } from '../auth/verification-message';
import { serverMessage } from '../auth/server-message';
import { FIND_PASSWORD_DEFAULTS, findPasswordSchema, type FindPasswordValues } from './find-password-form.schema';

const texts = authMessages.findPassword;
const EMAIL_ID = 'find-password-email';

interface FindPasswordPageProps {
  clock?: Clock;
  /** The success notice; window.alert as the spec says, replaceable in tests. */
  notify?: (message: string) => void;
}

export function FindPasswordPage({ clock, notify = (text) => window.alert(text) }: FindPasswordPageProps) {
  const navigate = useNavigate();
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const verification = useEmailVerification({
    purpose: 'RESET_PASSWORD',
    requireAvailable: false,
    clock,
    fallbacks: {
      send: AUTH_MESSAGES.resetCodeSendFailed,
      verify: AUTH_MESSAGES.resetVerificationFailed,
      emailRequired: AUTH_MESSAGES.resetEmailRequired,
      codeMismatch: AUTH_MESSAGES.resetCodeMismatch,
    },
  });
  const { verified, cooldownSeconds } = verification;
  const schema = findPasswordSchema({ emailVerified: verified });
  const form = useForm<FindPasswordValues>({ defaultValues: FIND_PASSWORD_DEFAULTS, resolver: zodResolver(schema), reValidateMode: 'onSubmit' });
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setError,
    formState: { errors },
  } = form;
  const problem = useFirstProblem(form, schema);
  const error = (name: keyof FindPasswordValues) => (problem?.field === name ? problem.message : undefined);

  const onSubmit = handleSubmit(async ({ email, code, newPassword }) => {
    if (isLoading) return;
    try {
      await resetPassword({ email: email.trim(), code: code.trim(), newPassword }).unwrap();
    } catch (failure) {
      setError('root.server', { message: serverMessage(failure, AUTH_MESSAGES.resetPasswordFailed) });
      return;
    }
    notify(AUTH_MESSAGES.resetPasswordDone);
    navigate('/login', { replace: true });
  });

  return (
    <PageFrame width="narrow">
      <Card aria-labelledby="find-password-title">
        <PageTitle id="find-password-title">{texts.title}</PageTitle>
        <Intro>{texts.intro}</Intro>
        <Form noValidate onSubmit={(event) => void onSubmit(event)}>
          <Field id={EMAIL_ID} label={texts.email} error={error('email')} announceError>
            <ActionRow>
              <TextInput
                id={EMAIL_ID}
                type="email"
                autoComplete="email"
                aria-invalid={error('email') ? true : undefined}
                aria-describedby={error('email') ? errorId(EMAIL_ID) : undefined}
                // Whatever was sent or verified belonged to the old address.
                {...register('email', { onChange: () => verification.reset() })}
              />
              <Button
                type="button"
                variant="secondary"
                disabled={cooldownSeconds > 0}
                loading={verification.sending}
                onClick={() => verification.send(getValues('email'))}
              >
                {cooldownSeconds > 0 ? authMessages.signup.resendIn(cooldownSeconds) : authMessages.signup.sendCode}
              </Button>
            </ActionRow>
          </Field>
          <Field id="find-password-code" label={authMessages.signup.code}>
            <ActionRow>
              <Controller
                control={control}
                name="code"
                render={({ field }) => (
                  <TextInput
                    {...field}
                    id="find-password-code"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={6}
                    readOnly={verified}
                    onChange={(event) => field.onChange(event.target.value.replace(/\D/g, ''))}
                  />
                )}
              />
              <Button
                type="button"
                variant="secondary"
                disabled={verified}
                loading={verification.verifying}
                onClick={() => verification.verify(getValues('email'), getValues('code'))}
              >
                {verified ? authMessages.signup.verified : authMessages.signup.confirmCode}
              </Button>
            </ActionRow>
            <VerificationMessage message={verification.message} />
          </Field>
          <PasswordField
            label={texts.newPassword}
            autoComplete="new-password"
            hint={authMessages.signup.passwordHint}
            error={error('newPassword')}
            announceError
            {...register('newPassword')}
          />
          <PasswordField
            label={texts.newPasswordConfirm}
            autoComplete="new-password"
            error={error('confirm')}
            announceError
            {...register('confirm')}
          />
          {errors.root?.server?.message ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
          <Button type="submit" size="lg" fullWidth loading={isLoading}>
            {texts.submit}
          </Button>
        </Form>
        <LinkRow>
          <Link to="/login">{texts.backToLogin}</Link>
        </LinkRow>
      </Card>
    </PageFrame>
  );
}
