import { useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { tokenStored, useAppDispatch } from 'shared-contracts';
import { Button, PageFrame } from 'ui-kit';
import { CheckRow, Field, FieldError, Form, FormAlert, PasswordField, TextInput, errorId } from 'ui-kit/forms';
import { useGetCaptchaConfigQuery, useLogInMutation, type CaptchaConfig } from '../auth/auth.api';
import { authMessages } from '../auth/auth.messages';
import { Card, LinkRow, PageTitle } from '../auth/page-parts';
import { BotCheck, type BotCheckHandle } from './bot-check';
import { loginFormSchema, type LoginValues } from './login-form.schema';
import { describeLoginFailure } from './login-failure';
import { landingAfterLogin } from './login-landing';
import { readRememberedLoginId, rememberLoginId } from './remember-login-id';
import { SocialLogin } from './social-login';

const texts = authMessages.login;
// The server's own default: with the config unreadable, the self-hosted check is still the best guess.
const ALTCHA_DEFAULT: CaptchaConfig = { provider: 'altcha' };
const LOGIN_ID = 'login-id';

function oauthErrorText(code: string | null): string | null {
  if (!code) return null;
  return authMessages.oauthErrors[code.toUpperCase()] ?? authMessages.oauthErrorFallback;
}

export function LoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // A social login that came back refused says why until the next attempt.
  const [oauthMessage] = useState(() => oauthErrorText(searchParams.get('oauthError')));
  const [rememberedId] = useState(readRememberedLoginId);
  const botCheck = useRef<BotCheckHandle>(null);
  const { data: captchaConfig, isError: captchaConfigFailed } = useGetCaptchaConfigQuery();
  const [logIn, { isLoading }] = useLogInMutation();
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitted },
  } = useForm<LoginValues>({
    defaultValues: { loginId: rememberedId, password: '', remember: rememberedId !== '', recaptchaToken: '' },
    resolver: zodResolver(loginFormSchema),
  });

  const onSubmit = handleSubmit(async ({ loginId, password, remember, recaptchaToken }) => {
    if (isLoading) return;
    const result = await logIn({ loginId: loginId.trim(), password, recaptchaToken });
    // A solution is single use: success or failure, the next attempt needs a fresh one.
    botCheck.current?.reset();
    setValue('recaptchaToken', '');
    const token = 'data' in result ? (result.data?.token ?? result.data?.accessToken ?? null) : null;
    if (!token) {
      setError('root.server', { message: describeLoginFailure('error' in result ? result.error : null).message });
      return;
    }
    rememberLoginId(loginId.trim(), remember);
    // Stored first, then navigated in the same tick: the shell's guest-only guard never sees /login signed in.
    dispatch(tokenStored(token));
    navigate(landingAfterLogin(token, searchParams.get('redirect')), { replace: true });
  });

  const answer = errors.root?.server?.message ?? (isSubmitted ? null : oauthMessage);
  const loginIdError = errors.loginId?.message;

  return (
    <PageFrame width="narrow">
      <Card aria-labelledby="login-title">
        <PageTitle id="login-title">{texts.title}</PageTitle>
        <Form noValidate onSubmit={(event) => void onSubmit(event)}>
          <Field id={LOGIN_ID} label={texts.loginId} error={loginIdError} announceError>
            <TextInput
              id={LOGIN_ID}
              autoComplete="username"
              aria-invalid={loginIdError ? true : undefined}
              aria-describedby={loginIdError ? errorId(LOGIN_ID) : undefined}
              {...register('loginId')}
            />
          </Field>
          <PasswordField
            label={texts.password}
            autoComplete="current-password"
            error={errors.password?.message}
            announceError
            {...register('password')}
          />
          <CheckRow>
            <input type="checkbox" {...register('remember')} />
            {texts.rememberId}
          </CheckRow>
          <BotCheck
            ref={botCheck}
            config={captchaConfig ?? (captchaConfigFailed ? ALTCHA_DEFAULT : undefined)}
            onTokenChange={(token) => setValue('recaptchaToken', token ?? '')}
          />
          {errors.recaptchaToken?.message ? <FieldError role="alert">{errors.recaptchaToken.message}</FieldError> : null}
          {answer ? <FormAlert>{answer}</FormAlert> : null}
          <Button type="submit" size="lg" fullWidth loading={isLoading}>
            {texts.submit}
          </Button>
        </Form>
        <LinkRow>
          <Link to="/signup">{texts.signup}</Link>
          <Link to="/find-password">{texts.findPassword}</Link>
        </LinkRow>
        <SocialLogin />
      </Card>
    </PageFrame>
  );
}
