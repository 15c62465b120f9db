import { useId, useMemo, type ComponentProps } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { getErrorMessage, isApiError } from 'shared-contracts';
import { Button, Modal, todayInSeoul, useToast } from 'ui-kit';
import { errorId, Field, Form, FormAlert, Hint, TextInput } from 'ui-kit/forms';
import { couponFormSchema } from './coupon-form.schema';
import { couponBody, type CouponDraft, type CouponField } from './coupon-rules';
import { useAdminCreateCouponMutation } from './coupons.api';
import { COUPON_LIMITS, couponsMessages } from './coupons.messages';

const t = couponsMessages.form;
const FIELDS: readonly CouponField[] = ['title', 'code', 'amount', 'quantity', 'validFrom', 'validTo'];

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
`;

/** The server's 400 `details[]` as field errors (only the fields of this form). */
function serverProblems(error: unknown): Array<[CouponField, string]> {
  const details = isApiError(error) ? (error.body as { details?: Array<{ field?: string; message?: string }> } | null)?.details : undefined;
  const problems: Array<[CouponField, string]> = [];
  for (const detail of details ?? []) {
    const field = detail.field?.replace(/^body\./, '') as CouponField | undefined;
    if (field && FIELDS.includes(field) && detail.message) problems.push([field, detail.message]);
  }
  return problems;
}

/** 쿠폰 만들기 (back-office §6): every rule said before sending, the server's 400 and 409 said at their field. */
export function CouponFormDialog({ onClose }: { onClose: () => void }) {
  const id = useId();
  const today = todayInSeoul();
  const schema = useMemo(() => couponFormSchema(today), [today]);
  const [create, { isLoading }] = useAdminCreateCouponMutation();
  const toast = useToast();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<CouponDraft>({
    defaultValues: { title: '', code: '', amount: '', quantity: '', validFrom: today, validTo: '' },
    resolver: zodResolver(schema),
  });

  const submit = handleSubmit(async (draft) => {
    if (isLoading) return;
    try {
      const created = await create(couponBody(draft)).unwrap();
      toast.success(t.created(created.code));
      onClose();
    } catch (error) {
      const message = getErrorMessage(error, t.failed);
      const fromServer: Array<[CouponField, string]> = isApiError(error) && error.status === 409 ? [['code', message]] : serverProblems(error);
      setError('root.server', { message });
      for (const [field, text] of fromServer) setError(field, { type: 'server', message: text });
      const first = FIELDS.find((field) => fromServer.some(([name]) => name === field));
      if (first) setFocus(first);
    }
  });

  const input = (field: CouponField, label: string, props: Partial<ComponentProps<typeof TextInput>> = {}) => {
    const problem = errors[field]?.message;
    return (
      <Field id={`${id}-${field}`} label={label} error={problem}>
        <TextInput
          id={`${id}-${field}`}
          aria-required
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId(`${id}-${field}`) : undefined}
          {...props}
          {...register(field)}
        />
      </Field>
    );
  };

  return (
    <Modal
      open
      onClose={() => {
        if (!isLoading) onClose();
      }}
      title={t.title}
      size="md"
      closeOnBackdrop={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isLoading}>
            {t.cancel}
          </Button>
          <Button type="submit" form={`${id}-form`} loading={isLoading}>
            {t.submit}
          </Button>
        </>
      }
    >
      <Form id={`${id}-form`} noValidate onSubmit={(event) => void submit(event)}>
        {errors.root?.server?.message ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
        {input('title', t.name, { maxLength: COUPON_LIMITS.title + 20 })}
        {input('code', t.code, { maxLength: COUPON_LIMITS.code + 20, autoComplete: 'off', spellCheck: false, autoCapitalize: 'characters' })}
        <Hint>{t.codeHint}</Hint>
        <Pair>
          {input('amount', t.amount, { inputMode: 'numeric' })}
          {input('quantity', t.quantity, { inputMode: 'numeric' })}
        </Pair>
        <Pair>
          {input('validFrom', t.validFrom, { type: 'date' })}
          {input('validTo', t.validTo, { type: 'date', min: today })}
        </Pair>
        <Hint>{t.periodHint}</Hint>
      </Form>
    </Modal>
  );
}
