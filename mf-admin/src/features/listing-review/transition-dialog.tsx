import { useId, useMemo, useRef } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { getErrorMessage, isApiError } from 'shared-contracts';
import { MEMO_REQUIRED_STATUSES, type ApplicationStatus } from 'shared-contracts/hotel-application';
import { Button, Modal, useToast } from 'ui-kit';
import { errorId, Field, Form, FormAlert, TextArea } from 'ui-kit/forms';
import { lengthOf } from '../support.constants';
import { useAdminApplicationTransitionMutation } from './listing-review.api';
import { listingReviewMessages as t } from './listing-review.messages';
import { transitionFormSchema, type TransitionValues } from './transition-form.schema';

export interface TransitionDialogProps {
  applicationId: number;
  hotelName: string;
  to: ApplicationStatus;
  /** The button's own words (심사 시작, 승인 …), used again on the confirm button. */
  actionLabel: string;
  onClose: () => void;
}

/**
 * Confirms one step of the state machine. Asking for more information and rejecting need the reason the applicant
 * will read (transition-form.schema: the server's rule and text, said at the memo until it passes); approving may
 * carry a note. The server's refusal (409: another reviewer moved it first) is said in the dialog, and the page
 * reloads the application's real state.
 */
export function TransitionDialog({ applicationId, hotelName, to, actionLabel, onClose }: TransitionDialogProps) {
  const id = useId();
  const memoBox = useRef<HTMLTextAreaElement | null>(null);
  const [transition, { isLoading }] = useAdminApplicationTransitionMutation();
  const toast = useToast();
  const memoLabel = t.memoLabel[to];
  const required = MEMO_REQUIRED_STATUSES.includes(to);
  const texts = t.dialog[to] ?? { title: actionLabel, body: '' };
  const danger = to === 'REJECTED';
  const schema = useMemo(() => transitionFormSchema(to), [to]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TransitionValues>({ defaultValues: { memo: '' }, resolver: zodResolver(schema, undefined, { mode: 'sync' }) });
  const memo = useWatch({ control, name: 'memo' });
  const memoError = errors.memo?.message;
  const { ref: memoRef, ...memoField } = register('memo');

  const submit = handleSubmit(async (values) => {
    if (isLoading) return;
    try {
      await transition({ id: applicationId, to, memo: values.memo.trim() || null }).unwrap();
      toast.success(t.done[to] ?? t.stepFailed);
      onClose();
    } catch (error) {
      const text = getErrorMessage(error, t.stepFailed);
      setError('root.server', { message: isApiError(error) && error.status === 409 ? `${text} ${t.failed409}` : text });
    }
  });

  return (
    <Modal
      open
      onClose={() => {
        if (!isLoading) onClose();
      }}
      title={texts.title}
      size="md"
      closeOnBackdrop={false}
      describedBy={`${id}-body`}
      initialFocusRef={memoLabel ? memoBox : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isLoading}>
            {t.cancel}
          </Button>
          <Button type="submit" form={`${id}-form`} variant={danger ? 'danger' : 'primary'} loading={isLoading}>
            {actionLabel}
          </Button>
        </>
      }
    >
      <Form id={`${id}-form`} noValidate onSubmit={(event) => void submit(event)}>
        <p id={`${id}-body`} style={{ margin: 0 }}>
          <strong>{hotelName}</strong> — {texts.body}
        </p>
        {errors.root?.server?.message ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
        {memoLabel ? (
          <Field id={`${id}-memo`} label={memoLabel} error={memoError} count={{ length: lengthOf(memo), max: t.memoMax }}>
            <TextArea
              id={`${id}-memo`}
              rows={5}
              aria-required={required || undefined}
              aria-invalid={memoError ? true : undefined}
              aria-describedby={memoError ? errorId(`${id}-memo`) : undefined}
              {...memoField}
              ref={(element) => {
                memoRef(element);
                memoBox.current = element;
              }}
            />
          </Field>
        ) : null}
      </Form>
    </Modal>
  );
}
