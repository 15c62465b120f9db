import { useId, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { z } from 'zod/mini';
import { getErrorMessage, isApiError } from 'shared-contracts';
import { useToast } from 'ui-kit';
import { FormDialog } from '../../frame/form-dialog';
import { errorId, Field, TextArea } from 'ui-kit/forms';
import { ADMIN_REASON_MAX } from '../operations.constants';
import { lengthOf } from '../support.constants';
import { textRule } from '../text-rules.schema';
import { useAdminResumeHotelMutation, useAdminSuspendHotelMutation } from './hotels.api';
import { hotelsMessages as t } from './hotels.messages';

const Consequences = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.spacing.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  li + li {
    margin-top: ${({ theme }) => theme.spacing.xs};
  }
`;

const Name = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Plain = styled.p`
  margin: 0;
`;

export interface SuspensionDialogProps {
  hotelId: number;
  hotelName: string;
  /** suspend: 정지 with its required reason; resume: 정지 해제 with an optional memo. */
  mode: 'suspend' | 'resume';
  onClose: () => void;
}

/** What the text box must hold: a reason (1 … 500 after trimming) to suspend, at most 500 for the memo. */
const suspensionSchema = (mode: SuspensionDialogProps['mode']) =>
  z.object({
    text:
      mode === 'suspend'
        ? textRule({ max: ADMIN_REASON_MAX, empty: t.reasonRequired, tooLong: t.reasonTooLong })
        : textRule({ max: ADMIN_REASON_MAX, tooLong: t.memoTooLong }),
  });

/** The first problem of the text box, or null. */
export function suspensionTextProblem(mode: SuspensionDialogProps['mode'], text: string): string | null {
  const result = suspensionSchema(mode).safeParse({ text });
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/**
 * 정지 (docs/back-office.md §3): the consequences spelled out and the reason the audit log keeps; 정지 해제: what comes
 * back and an optional memo. The server's refusal (409: the status changed meanwhile) stays in the dialog, and the
 * hotel behind it has been reloaded.
 */
export function SuspensionDialog({ hotelId, hotelName, mode, onClose }: SuspensionDialogProps) {
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const box = useRef<HTMLTextAreaElement | null>(null);
  const [suspend, suspending] = useAdminSuspendHotelMutation();
  const [resume, resuming] = useAdminResumeHotelMutation();
  const toast = useToast();
  const busy = suspending.isLoading || resuming.isLoading;
  const suspendMode = mode === 'suspend';
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<{ text: string }>({ defaultValues: { text: '' }, resolver: zodResolver(suspensionSchema(mode)) });
  const text = useWatch({ control, name: 'text' });
  const problem = errors.text?.message;

  const submit = handleSubmit(async (values) => {
    if (busy) return;
    setFailure(null);
    try {
      if (suspendMode) await suspend({ id: hotelId, reason: values.text.trim() }).unwrap();
      else await resume({ id: hotelId, memo: values.text.trim() || null }).unwrap();
      toast.success(suspendMode ? t.suspended : t.resumed);
      onClose();
    } catch (error) {
      const words = getErrorMessage(error, t.changeFailed);
      setFailure(isApiError(error) && error.status === 409 ? `${words} ${t.failed409}` : words);
    }
  });
  const { ref: textRef, ...textField } = register('text');

  const fieldId = `${id}-text`;
  return (
    <FormDialog
      title={suspendMode ? t.suspendTitle : t.resumeTitle}
      submitLabel={suspendMode ? t.suspendConfirm : t.resumeConfirm}
      closeLabel={t.close}
      danger={suspendMode}
      busy={busy}
      failure={failure}
      initialFocusRef={box}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      intro={
        <>
          <Name>{hotelName}</Name>
          {suspendMode ? (
            <Consequences>
              {t.suspendConsequences.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </Consequences>
          ) : (
            <Plain>{t.resumeBody}</Plain>
          )}
        </>
      }
    >
      <Field
        id={fieldId}
        label={suspendMode ? t.reasonLabel : t.memoLabel}
        error={problem}
        count={{ length: lengthOf(text.trim()), max: ADMIN_REASON_MAX }}
      >
        <TextArea
          id={fieldId}
          rows={4}
          aria-required={suspendMode || undefined}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId(fieldId) : undefined}
          {...textField}
          ref={(element) => {
            textRef(element);
            box.current = element;
          }}
        />
      </Field>
    </FormDialog>
  );
}
