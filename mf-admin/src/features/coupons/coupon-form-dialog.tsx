import { useId, useState, type ComponentProps, type FormEvent } from 'react';
import styled from 'styled-components';
import { getErrorMessage, isApiError } from 'shared-contracts';
import { Button, Modal, todayInSeoul, useToast } from 'ui-kit';
import { errorId, Field, Form, FormAlert, TextInput } from 'ui-kit/back-office';
import { couponBody, couponProblems, type CouponDraft, type CouponField, type CouponProblems } from './coupon-rules';
import { useAdminCreateCouponMutation } from './coupons.api';
import { COUPON_LIMITS, couponsMessages } from './coupons.messages';

const t = couponsMessages.form;
const FIELDS: readonly CouponField[] = ['title', 'code', 'amount', 'quantity', 'validFrom', 'validTo'];

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The server's 400 `details[]` as field errors (only the fields of this form). */
function serverProblems(error: unknown): CouponProblems {
  const details = isApiError(error) ? (error.body as { details?: Array<{ field?: string; message?: string }> } | null)?.details : undefined;
  const problems: CouponProblems = {};
  for (const detail of details ?? []) {
    const field = detail.field?.replace(/^body\./, '') as CouponField | undefined;
    if (field && FIELDS.includes(field) && detail.message) problems[field] = detail.message;
  }
  return problems;
}

/** 쿠폰 만들기 (back-office §6): every rule said before sending, the server's 400 and 409 said at their field. */
export function CouponFormDialog({ onClose }: { onClose: () => void }) {
  const id = useId();
  const today = todayInSeoul();
  const [draft, setDraft] = useState<CouponDraft>({ title: '', code: '', amount: '', quantity: '', validFrom: today, validTo: '' });
  const [problems, setProblems] = useState<CouponProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [create, { isLoading }] = useAdminCreateCouponMutation();
  const toast = useToast();

  const focusFirst = (found: CouponProblems) => {
    const first = FIELDS.find((field) => found[field]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const found = couponProblems(draft, todayInSeoul());
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length) return focusFirst(found);
    try {
      const created = await create(couponBody(draft)).unwrap();
      toast.success(t.created(created.code));
      onClose();
    } catch (error) {
      const message = getErrorMessage(error, t.failed);
      const fromServer = isApiError(error) && error.status === 409 ? { code: message } : serverProblems(error);
      setProblems(fromServer);
      setFailure(message);
      focusFirst(fromServer);
    }
  };

  const input = (field: CouponField, label: string, props: Partial<ComponentProps<typeof TextInput>> = {}) => (
    <Field id={`${id}-${field}`} label={label} error={problems[field]}>
      <TextInput
        id={`${id}-${field}`}
        value={draft[field]}
        aria-required
        aria-invalid={problems[field] ? true : undefined}
        aria-describedby={problems[field] ? errorId(`${id}-${field}`) : undefined}
        onChange={(event) => {
          setDraft({ ...draft, [field]: event.target.value });
          if (problems[field]) setProblems({ ...problems, [field]: undefined });
        }}
        {...props}
      />
    </Field>
  );

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
        {failure ? <FormAlert>{failure}</FormAlert> : null}
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
