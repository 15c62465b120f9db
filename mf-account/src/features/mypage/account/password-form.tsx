import { useState, type FormEvent } from 'react';
import { tokenStored, useAppDispatch } from 'shared-contracts';
import { ACCOUNT_MESSAGES as M, validatePasswordChange } from 'shared-contracts/member-area';
import { Button } from 'ui-kit';
import { Form, Note, PasswordField } from '../../auth/form-parts';
import { serverMessage } from '../../auth/server-message';
import { useAccountChangePasswordMutation } from './account.api';

/** Current, new and confirmation (§5): every other session ends; this browser keeps a fresh one. */
export function PasswordForm() {
  const [form, setForm] = useState({ currentPassword: '', newPassword: '', newPasswordConfirm: '' });
  const [submitted, setSubmitted] = useState(false);
  const [result, setResult] = useState<{ text: string; tone: 'success' | 'danger' } | null>(null);
  const [change, { isLoading }] = useAccountChangePasswordMutation();
  const dispatch = useAppDispatch();
  const problem = submitted ? validatePasswordChange(form) : null;
  const set = (key: keyof typeof form) => (value: string) => {
    setForm((current) => ({ ...current, [key]: value }));
    setResult(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (validatePasswordChange(form)) return;
    try {
      const answer = await change({ currentPassword: form.currentPassword, newPassword: form.newPassword }).unwrap();
      dispatch(tokenStored(answer.token));
      setForm({ currentPassword: '', newPassword: '', newPasswordConfirm: '' });
      setSubmitted(false);
      setResult({ text: M.passwordChanged, tone: 'success' });
    } catch (error) {
      setResult({ text: serverMessage(error, M.saveFailed), tone: 'danger' });
    }
  };

  return (
    <Form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="account-password-title">
      <h2 id="account-password-title">비밀번호 변경</h2>
      <PasswordField label="현재 비밀번호" autoComplete="current-password" value={form.currentPassword} onChange={(e) => set('currentPassword')(e.target.value)} />
      <PasswordField
        label="새 비밀번호"
        autoComplete="new-password"
        hint="10~30자, 영문·숫자·특수문자를 모두 포함"
        value={form.newPassword}
        onChange={(e) => set('newPassword')(e.target.value)}
      />
      <PasswordField label="새 비밀번호 확인" autoComplete="new-password" value={form.newPasswordConfirm} onChange={(e) => set('newPasswordConfirm')(e.target.value)} />
      {problem ? (
        <Note $tone="danger" role="alert">
          {problem}
        </Note>
      ) : null}
      <Button type="submit" loading={isLoading}>
        비밀번호 변경
      </Button>
      <Note role="status" $tone={result?.tone ?? 'muted'}>
        {result?.text ?? ''}
      </Note>
    </Form>
  );
}
