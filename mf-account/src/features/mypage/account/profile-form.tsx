import { useState, type FormEvent } from 'react';
import { type UserProfile } from 'shared-contracts';
import { ACCOUNT_MESSAGES as M, profileIssues, type ProfileField } from 'shared-contracts/member-area';
import { Button, formatDate } from 'ui-kit';
import { Field, Form, Hint, Input, Label, Note, Select } from '../../auth/form-parts';
import { serverMessage } from '../../auth/server-message';
import { PostcodeSearch } from '../../postcode/postcode-search';
import { useAccountUpdateProfileMutation } from './account.api';

type Gender = 'MALE' | 'FEMALE' | 'UNKNOWN';

const formOf = (user: UserProfile) => ({
  name: user.name,
  phone: user.phone ?? '',
  postcode: user.postcode ?? '',
  address1: user.address1 ?? '',
  address2: user.address2 ?? '',
  gender: (user.gender ?? 'UNKNOWN') as Gender,
});

/**
 * Name, phone, address and gender (§5 "Account"). The address comes from Kakao's postcode search or is typed (the
 * fields stay editable, and are all there is when the search cannot load).
 */
export function ProfileForm({ user }: { user: UserProfile }) {
  const [form, setForm] = useState(() => formOf(user));
  const [touched, setTouched] = useState(false);
  const [result, setResult] = useState<{ text: string; tone: 'success' | 'danger' } | null>(null);
  const [save, { isLoading }] = useAccountUpdateProfileMutation();
  // A message goes as soon as its rule passes (the form checks on every change once submitted).
  const issues = touched ? profileIssues(form) : [];
  const issueOf = (field: ProfileField) => issues.find((issue) => issue.field === field)?.message;
  const set = (key: keyof typeof form) => (value: string) => {
    setForm((current) => ({ ...current, [key]: value }));
    setResult(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (profileIssues(form).length) return;
    try {
      const saved = await save({ ...form, phone: form.phone || null, postcode: form.postcode || null, address1: form.address1 || null, address2: form.address2 || null }).unwrap();
      // The server's version (e.g. markup taken out of the address) replaces what was typed.
      setForm(formOf(saved));
      setResult({ text: M.saved, tone: 'success' });
    } catch (error) {
      setResult({ text: serverMessage(error, M.saveFailed), tone: 'danger' });
    }
  };

  type TextKey = 'name' | 'phone' | 'postcode' | 'address1' | 'address2';
  const input = (key: TextKey, extra: Record<string, string> = {}, describedBy?: string) => {
    const message = issueOf(key);
    return (
      <Input
        id={`account-${key}`}
        value={form[key]}
        onChange={(e) => set(key)(e.target.value)}
        aria-invalid={message ? true : undefined}
        aria-describedby={[describedBy, message ? `account-${key}-error` : null].filter(Boolean).join(' ') || undefined}
        {...extra}
      />
    );
  };
  const errorOf = (key: TextKey) => {
    const message = issueOf(key);
    return message ? (
      <Note id={`account-${key}-error`} $tone="danger" role="alert">
        {message}
      </Note>
    ) : null;
  };
  const field = (key: TextKey, label: string, extra: Record<string, string> = {}, describedBy?: string) => (
    <Field>
      <Label htmlFor={`account-${key}`}>{label}</Label>
      {input(key, extra, describedBy)}
      {errorOf(key)}
    </Field>
  );
  const pickAddress = ({ postcode, address }: { postcode: string; address: string }) => {
    setForm((current) => ({ ...current, postcode, address1: address }));
    setResult(null);
    return 'account-address2';
  };

  return (
    <Form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="account-profile-title">
      <h2 id="account-profile-title">기본 정보</h2>
      {field('name', '이름', { autoComplete: 'name', maxLength: '10' })}
      <Field>
        <Label htmlFor="account-email">이메일</Label>
        <Input id="account-email" value={user.email} readOnly aria-describedby="account-email-hint" />
        <Hint id="account-email-hint">이메일은 아래 '이메일 변경'에서 인증 후 바꿀 수 있습니다.</Hint>
      </Field>
      {field('phone', '휴대폰 번호', { inputMode: 'tel', autoComplete: 'tel', placeholder: '010-1234-5678' })}
      <Field>
        <Label htmlFor="account-postcode">우편번호</Label>
        <PostcodeSearch statusId="account-postcode-status" onPick={pickAddress}>
          {input('postcode', { inputMode: 'numeric', autoComplete: 'postal-code', maxLength: '5' }, 'account-postcode-status')}
        </PostcodeSearch>
        {errorOf('postcode')}
      </Field>
      {field('address1', '주소', { autoComplete: 'address-line1' }, 'account-postcode-status')}
      {field('address2', '상세 주소', { autoComplete: 'address-line2', maxLength: '120' })}
      <Field>
        <Label htmlFor="account-gender">성별</Label>
        <Select id="account-gender" value={form.gender} onChange={(e) => set('gender')(e.target.value)}>
          <option value="UNKNOWN">선택 안 함</option>
          <option value="FEMALE">여성</option>
          <option value="MALE">남성</option>
        </Select>
      </Field>
      <Field>
        <Label htmlFor="account-birth">생년월일</Label>
        <Input id="account-birth" value={user.birthDate ? formatDate(user.birthDate) : '-'} readOnly />
      </Field>
      <Button type="submit" loading={isLoading}>
        저장
      </Button>
      <Note role="status" $tone={result?.tone ?? 'muted'}>
        {result?.text ?? ''}
      </Note>
    </Form>
  );
}
