import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { COUPON_CODE_MAX_LENGTH } from 'shared-contracts/member-area';
import { Button } from 'ui-kit';
import { ActionRow, Label, Note, TextInput } from 'ui-kit/forms';
import { claimErrorMessage, useMypageCouponClaimMutation } from './coupon.api';
import { couponMessages } from './coupon.messages';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.lg};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

type Outcome = { tone: 'success' | 'danger'; text: string } | null;

/** Claim by code (§5: trimmed, at most 64 characters; §8 messages). The box refreshes itself on success. */
export function CouponClaimForm() {
  const inputId = useId();
  const noteId = useId();
  const [code, setCode] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [claim, { isLoading }] = useMypageCouponClaimMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) return setOutcome({ tone: 'danger', text: couponMessages.codeRequired });
    if (trimmed.length > COUPON_CODE_MAX_LENGTH) return setOutcome({ tone: 'danger', text: couponMessages.codeTooLong });
    try {
      const result = await claim(trimmed).unwrap();
      setOutcome({ tone: 'success', text: result.message });
      setCode('');
    } catch (error) {
      setOutcome({ tone: 'danger', text: claimErrorMessage(error) });
    }
  };

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${inputId}-heading`}>
      <Heading id={`${inputId}-heading`}>{couponMessages.claimHeading}</Heading>
      <Label htmlFor={inputId}>{couponMessages.codeLabel}</Label>
      <ActionRow>
        <TextInput
          id={inputId}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          placeholder={couponMessages.codePlaceholder}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={outcome?.tone === 'danger' || undefined}
          aria-describedby={outcome ? noteId : undefined}
        />
        <Button type="submit" loading={isLoading}>
          {couponMessages.claim}
        </Button>
      </ActionRow>
      <div aria-live="polite">
        {outcome ? (
          <Note id={noteId} $tone={outcome.tone} role={outcome.tone === 'danger' ? 'alert' : 'status'}>
            {outcome.text}
          </Note>
        ) : null}
      </div>
    </Form>
  );
}
