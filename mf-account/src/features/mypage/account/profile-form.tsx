import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type UserProfile } from 'shared-contracts';
import { ACCOUNT_MESSAGES as M } from 'shared-contracts/member-area';
import { Button, formatDate } from 'ui-kit';
import { Field, Form, Note, Select, TextInput, errorId, hintId } from 'ui-kit/forms';
import { serverMessage } from '../../auth/server-message';
import { PostcodeSearch } from '../../postcode/postcode-search';
import { useAccountUpdateProfileMutation } from './account.api';
import { profileFormSchema, type ProfileValues } from './account-forms.schema';

const valuesOf = (user: UserProfile): ProfileValues => ({
  name: user.name,
  phone: user.phone ?? '',
  postcode: user.postcode ?? '',
  address1: user.address1 ?? '',
  address2: user.address2 ?? '',
  gender: user.gender ?? 'UNKNOWN',
});

type TextKey = 'name' | 'phone' | 'postcode' | 'address1' | 'address2';
const idOf = (key: TextKey) => `account-${key}`;
const POSTCODE_STATUS = 'account-postcode-status';

/**
 * Name, phone, address and gender (§5 "Account"). The address comes from Kakao's postcode search or is typed (the
 * fields stay editable, and are all there is when the search cannot load). Once sent, every field's problem is said at
 * it and goes as soon as its rule passes.
 */
export function ProfileForm({ user }: { user: UserProfile }) {
  const [result, setResult] = useState<{ text: string; tone: 'success' | 'danger' } | null>(null);
  const [save, { isLoading }] = useAccountUpdateProfileMutation();
  const form = useForm<ProfileValues>({ defaultValues: valuesOf(user), resolver: zodResolver(profileFormSchema), shouldFocusError: false });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save({
        ...values,
        phone: values.phone || null,
        postcode: values.postcode || null,
        address1: values.address1 || null,
        address2: values.address2 || null,
      }).unwrap();
      // The server's version (e.g. markup taken out of the address) replaces what was typed.
      form.reset(valuesOf(saved));
      setResult({ text: M.saved, tone: 'success' });
    } catch (failure) {
      setResult({ text: serverMessage(failure, M.saveFailed), tone: 'danger' });
    }
  });

  const input = (key: TextKey, extra: Record<string, string> = {}, describedBy?: string) => {
    const message = errors[key]?.message;
    return (
      <TextInput
        id={idOf(key)}
        aria-invalid={message ? true : undefined}
        aria-describedby={[describedBy, message ? errorId(idOf(key)) : null].filter(Boolean).join(' ') || undefined}
        {...extra}
        {...form.register(key, { onChange: () => setResult(null) })}
      />
    );
  };
  const field = (key: TextKey, label: string, extra: Record<string, string> = {}, describedBy?: string) => (
    <Field id={idOf(key)} label={label} error={errors[key]?.message} announceError>
      {input(key, extra, describedBy)}
    </Field>
  );
  const pickAddress = ({ postcode, address }: { postcode: string; address: string }) => {
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue('postcode', postcode, options);
    form.setValue('address1', address, options);
    setResult(null);
    return idOf('address2');
  };

  return (
    <Form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="account-profile-title">
      <h2 id="account-profile-title">기본 정보</h2>
      {field('name', '이름', { autoComplete: 'name', maxLength: '10' })}
      <Field id="account-email" label="이메일" hint="이메일은 아래 '이메일 변경'에서 인증 후 바꿀 수 있습니다.">
        <TextInput id="account-email" value={user.email} readOnly aria-describedby={hintId('account-email')} />
      </Field>
      {field('phone', '휴대폰 번호', { inputMode: 'tel', autoComplete: 'tel', placeholder: '010-1234-5678' })}
      <Field id={idOf('postcode')} label="우편번호" error={errors.postcode?.message} announceError>
        <PostcodeSearch statusId={POSTCODE_STATUS} onPick={pickAddress}>
          {input('postcode', { inputMode: 'numeric', autoComplete: 'postal-code', maxLength: '5' }, POSTCODE_STATUS)}
        </PostcodeSearch>
      </Field>
      {field('address1', '주소', { autoComplete: 'address-line1' }, POSTCODE_STATUS)}
      {field('address2', '상세 주소', { autoComplete: 'address-line2', maxLength: '120' })}
      <Field id="account-gender" label="성별">
        <Select id="account-gender" {...form.register('gender', { onChange: () => setResult(null) })}>
          <option value="UNKNOWN">선택 안 함</option>
          <option value="FEMALE">여성</option>
          <option value="MALE">남성</option>
        </Select>
      </Field>
      <Field id="account-birth" label="생년월일">
        <TextInput id="account-birth" value={user.birthDate ? formatDate(user.birthDate) : '-'} readOnly />
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
