import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AUTH_MESSAGES, validateNewPassword } from 'shared-contracts/member-area';
import { Button, PageFrame } from 'ui-kit';
import { useResetPasswordMutation } from '../auth/auth.api';
import { authMessages } from '../auth/auth.messages';
import { type Clock } from '../auth/countdown.hook';
import { useEmailVerification } from '../auth/email-verification.hook';
import { useFormMessage } from '../auth/form-message.hook';
import {
  Card,
  Field,
  Form,
  FormError,
  Input,
  Intro,
  Label,
  LinkRow,
  PageTitle,
  PasswordField,
  Row,
} from '../auth/form-parts';
import { VerificationMessage } from '../auth/verification-message';
import { serverMessage } from '../auth/server-message';

const texts = authMessages.findPassword;

interface FindPasswordPageProps {
  clock?: Clock;
  /** The success notice; window.alert as the spec says, replaceable in tests. */
  notify?: (message: string) => void;
}

export function FindPasswordPage({ clock, notify = (text) => window.alert(text) }: FindPasswordPageProps) {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
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
  const form = useFormMessage(() =>
    verified ? validateNewPassword(password, confirm) : AUTH_MESSAGES.resetEmailVerificationRequired,
  );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    if (form.submit()) return;
    try {
      await resetPassword({ email: email.trim(), code: code.trim(), newPassword: password }).unwrap();
    } catch (error) {
      form.refused(serverMessage(error, AUTH_MESSAGES.resetPasswordFailed));
      return;
    }
    notify(AUTH_MESSAGES.resetPasswordDone);
    navigate('/login', { replace: true });
  };

  return (
    <PageFrame width="narrow">
      <Card aria-labelledby="find-password-title">
        <PageTitle id="find-password-title">{texts.title}</PageTitle>
        <Intro>{texts.intro}</Intro>
        <Form noValidate onSubmit={onSubmit}>
          <Field>
            <Label htmlFor="find-password-email">{texts.email}</Label>
            <Row>
              <Input
                id="find-password-email"
                type="email"
                autoComplete="email"
                value={email}
                onChange={(event) => {
                  setEmail(event.target.value);
                  verification.reset();
                }}
              />
              <Button
                type="button"
                variant="secondary"
                disabled={cooldownSeconds > 0}
                loading={verification.sending}
                onClick={() => verification.send(email)}
              >
                {cooldownSeconds > 0 ? authMessages.signup.resendIn(cooldownSeconds) : authMessages.signup.sendCode}
              </Button>
            </Row>
          </Field>
          <Field>
            <Label htmlFor="find-password-code">{authMessages.signup.code}</Label>
            <Row>
              <Input
                id="find-password-code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                readOnly={verified}
                onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
              />
              <Button
                type="button"
                variant="secondary"
                disabled={verified}
                loading={verification.verifying}
                onClick={() => verification.verify(email, code)}
              >
                {verified ? authMessages.signup.verified : authMessages.signup.confirmCode}
              </Button>
            </Row>
            <VerificationMessage message={verification.message} />
          </Field>
          <PasswordField
            label={texts.newPassword}
            autoComplete="new-password"
            hint={authMessages.signup.passwordHint}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <PasswordField
            label={texts.newPasswordConfirm}
            autoComplete="new-password"
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
          />
          {form.message ? <FormError role="alert">{form.message}</FormError> : null}
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
