import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type UserProfile } from 'shared-contracts';
import { ACCOUNT_MESSAGES as M } from 'shared-contracts/member-area';
import { Button } from 'ui-kit';
import { useEmailVerification } from '../../auth/email-verification.hook';
import { ActionRow, Field, Form, Note, TextInput } from 'ui-kit/forms';
import { serverMessage } from '../../auth/server-message';
import { useAccountChangeEmailMutation } from './account.api';

/**
 * §4 e-mail change: duplicate check → code (60 s before a resend) → verify → save. Each step is its own button, so
 * the form's values live in react-hook-form and each step checks what it needs (the verification hook says why not).
 */
export function EmailChange({ user }: { user: UserProfile }) {
  const { register, watch, reset } = useForm({ defaultValues: { email: '', code: '' } });
  const email = watch('email');
  const code = watch('code');
  const [saved, setSaved] = useState<string | null>(null);
  const flow = useEmailVerification({
    purpose: 'CHANGE_EMAIL',
    requireAvailable: true,
    fallbacks: { send: M.saveFailed, verify: M.codeMismatch, emailRequired: M.emailRequired, codeMismatch: M.codeMismatch },
  });
  const [change, { isLoading }] = useAccountChangeEmailMutation();

  const send = () => {
    setSaved(null);
    if (email.trim().toLowerCase() === user.email.toLowerCase()) return flow.fail(M.emailSame);
    return flow.send(email);
  };
  const verify = () => (code.trim() ? flow.verify(email, code) : flow.fail(M.codeRequired));
  const save = async () => {
    if (!flow.codeSent) return flow.fail(M.emailCheckFirst);
    if (!flow.verified) return flow.fail(M.emailVerificationRequired);
    try {
      await change({ email: email.trim(), verificationCode: code.trim() }).unwrap();
      setSaved(M.emailChanged);
      reset();
      flow.reset();
    } catch (error) {
      flow.fail(serverMessage(error, M.saveFailed));
    }
  };

  const message = saved ? { text: saved, tone: 'success' as const } : flow.message;
  return (
    <Form onSubmit={(e) => e.preventDefault()} noValidate aria-labelledby="account-email-title">
      <h2 id="account-email-title">이메일 변경</h2>
      <Field id="account-new-email" label="새 이메일">
        <ActionRow>
          <TextInput
            id="account-new-email"
            type="email"
            autoComplete="email"
            {...register('email', {
              onChange: () => {
                flow.reset();
                setSaved(null);
              },
            })}
          />
          <Button type="button" variant="secondary" onClick={() => void send()} loading={flow.sending} disabled={flow.cooldownSeconds > 0}>
            {flow.cooldownSeconds > 0 ? `재전송 ${flow.cooldownSeconds}초` : flow.codeSent ? '인증 코드 재전송' : '중복확인 후 인증 코드 받기'}
          </Button>
        </ActionRow>
      </Field>
      {flow.codeSent ? (
        <Field id="account-email-code" label="인증 코드">
          <ActionRow>
            <TextInput id="account-email-code" inputMode="numeric" autoComplete="one-time-code" disabled={flow.verified} {...register('code')} />
            <Button type="button" variant="secondary" onClick={() => void verify()} loading={flow.verifying} disabled={flow.verified}>
              인증
            </Button>
          </ActionRow>
        </Field>
      ) : null}
      <Button type="button" onClick={() => void save()} loading={isLoading} disabled={!flow.verified}>
        이메일 변경
      </Button>
      <Note role="status" $tone={message?.tone ?? 'muted'}>
        {message?.text ?? ''}
      </Note>
    </Form>
  );
}
