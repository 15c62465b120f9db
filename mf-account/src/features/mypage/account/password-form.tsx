import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { tokenStored, useAppDispatch } from 'shared-contracts';
import { ACCOUNT_MESSAGES as M } from 'shared-contracts/member-area';
import { Button } from 'ui-kit';
import { Form, Note, PasswordField } from 'ui-kit/forms';
import { useFirstProblem } from '../../auth/first-problem.hook';
import { serverMessage } from '../../auth/server-message';
import { useAccountChangePasswordMutation } from './account.api';
import { PASSWORD_DEFAULTS, passwordFormSchema, type PasswordValues } from './account-forms.schema';

/** Current, new and confirmation (§5): every other session ends; this browser keeps a fresh one. */
export function PasswordForm() {
  const [result, setResult] = useState<{ text: string; tone: 'success' | 'danger' } | null>(null);
  const [change, { isLoading }] = useAccountChangePasswordMutation();
  const dispatch = useAppDispatch();
  const form = useForm<PasswordValues>({ defaultValues: PASSWORD_DEFAULTS, resolver: zodResolver(passwordFormSchema), reValidateMode: 'onSubmit' });
  const problem = useFirstProblem(form, passwordFormSchema);
  const error = (name: keyof PasswordValues) => (problem?.field === name ? problem.message : undefined);
  const clearResult = { onChange: () => setResult(null) };

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await change({ currentPassword: values.currentPassword, newPassword: values.newPassword }).unwrap();
      dispatch(tokenStored(answer.token));
      form.reset(PASSWORD_DEFAULTS);
      setResult({ text: M.passwordChanged, tone: 'success' });
    } catch (failure) {
      setResult({ text: serverMessage(failure, M.saveFailed), tone: 'danger' });
    }
  });

  return (
    <Form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="account-password-title">
      <h2 id="account-password-title">비밀번호 변경</h2>
      <PasswordField
        label="현재 비밀번호"
        autoComplete="current-password"
        error={error('currentPassword')}
        announceError
        {...form.register('currentPassword', clearResult)}
      />
      <PasswordField
        label="새 비밀번호"
        autoComplete="new-password"
        hint="10~30자, 영문·숫자·특수문자를 모두 포함"
        error={error('newPassword')}
        announceError
        {...form.register('newPassword', clearResult)}
      />
      <PasswordField
        label="새 비밀번호 확인"
        autoComplete="new-password"
        error={error('newPasswordConfirm')}
        announceError
        {...form.register('newPasswordConfirm', clearResult)}
      />
      <Button type="submit" loading={isLoading}>
        비밀번호 변경
      </Button>
      <Note role="status" $tone={result?.tone ?? 'muted'}>
        {result?.text ?? ''}
      </Note>
    </Form>
  );
}
