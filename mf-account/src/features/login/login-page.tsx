import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { tokenStored, useAppDispatch } from 'shared-contracts';
import { AUTH_MESSAGES } from 'shared-contracts/member-area';
import { Button, PageFrame } from 'ui-kit';
import { useGetCaptchaConfigQuery, useLogInMutation, type CaptchaConfig } from '../auth/auth.api';
import { authMessages } from '../auth/auth.messages';
import { Card, CheckboxLabel, Field, Form, FormError, Input, Label, LinkRow, PageTitle, PasswordField } from '../auth/form-parts';
import { BotCheck, type BotCheckHandle } from './bot-check';
import { describeLoginFailure } from './login-failure';
import { landingAfterLogin } from './login-landing';
import { readRememberedLoginId, rememberLoginId } from './remember-login-id';
import { SocialLogin } from './social-login';

const texts = authMessages.login;
// The server's own default: with the config unreadable, the self-hosted check is still the best guess.
const ALTCHA_DEFAULT: CaptchaConfig = { provider: 'altcha' };

function oauthErrorText(code: string | null): string | null {
  if (!code) return null;
  return authMessages.oauthErrors[code.toUpperCase()] ?? authMessages.oauthErrorFallback;
}

export function LoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [rememberedId] = useState(() => readRememberedLoginId());
  const [loginId, setLoginId] = useState(rememberedId);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(rememberedId !== '');
  const [botToken, setBotToken] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(() => oauthErrorText(searchParams.get('oauthError')));
  const botCheck = useRef<BotCheckHandle>(null);
  const { data: captchaConfig, isError: captchaConfigFailed } = useGetCaptchaConfigQuery();
  const [logIn, { isLoading }] = useLogInMutation();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    if (!loginId.trim()) return setMessage(texts.loginIdRequired);
    if (!password) return setMessage(texts.passwordRequired);
    if (!botToken) return setMessage(AUTH_MESSAGES.recaptchaRequired);
    setMessage(null);
    const result = await logIn({ loginId: loginId.trim(), password, recaptchaToken: botToken });
    // A solution is single use: success or failure, the next attempt needs a fresh one.
    botCheck.current?.reset();
    setBotToken(null);
    const token = 'data' in result ? (result.data?.token ?? result.data?.accessToken ?? null) : null;
    if (!token) {
      setMessage(describeLoginFailure('error' in result ? result.error : null).message);
      return;
    }
    rememberLoginId(loginId.trim(), remember);
    // Stored first, then navigated in the same tick: the shell's guest-only guard never sees /login signed in.
    dispatch(tokenStored(token));
    navigate(landingAfterLogin(token, searchParams.get('redirect')), { replace: true });
  };

  return (
    <PageFrame width="narrow">
      <Card aria-labelledby="login-title">
        <PageTitle id="login-title">{texts.title}</PageTitle>
        <Form noValidate onSubmit={onSubmit}>
          <Field>
            <Label htmlFor="login-id">{texts.loginId}</Label>
            <Input
              id="login-id"
              name="loginId"
              autoComplete="username"
              value={loginId}
              onChange={(event) => setLoginId(event.target.value)}
            />
          </Field>
          <PasswordField
            label={texts.password}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <CheckboxLabel>
            <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
            {texts.rememberId}
          </CheckboxLabel>
          <BotCheck ref={botCheck} config={captchaConfig ?? (captchaConfigFailed ? ALTCHA_DEFAULT : undefined)} onTokenChange={setBotToken} />
          {message ? <FormError role="alert">{message}</FormError> : null}
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
