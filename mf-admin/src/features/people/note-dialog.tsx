import { useId, useRef, useState, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod/mini';
import { getErrorMessage, isApiError } from 'shared-contracts';
import { Button, Modal } from 'ui-kit';
import { errorId, Field, Form, FormAlert, TextArea } from 'ui-kit/forms';
import { lengthOf } from '../support.constants';
import { textRule } from '../text-rules.schema';
import { peopleMessages as t } from './people.messages';

export interface NoteDialogProps {
  title: string;
  /** What happens, said before the field (the dialog's description). */
  body: ReactNode;
  /** The confirm button's words (숨김, 잠금 …). */
  actionLabel: string;
  /** 'reason': required (lock); 'memo': optional note (hide, restore, dismiss, unlock); 'none': a bare confirm. */
  note: 'reason' | 'memo' | 'none';
  danger?: boolean;
  /** Runs the action with the trimmed note (null when empty); its rejection is shown in the dialog. */
  onConfirm: (note: string | null) => Promise<unknown>;
  onClose: () => void;
  /** Told after a 409 (the state changed meanwhile): the page reloads the row. */
  onConflict?: () => void;
}

/** Max length of a reason or memo (ADMIN_REASON_MAX of the admin contract). */
export const NOTE_MAX = 500;

/** The note as the server takes it: a required reason or an optional memo, at most NOTE_MAX after trimming. */
const noteSchema = (note: NoteDialogProps['note']) =>
  z.object({
    text:
      note === 'reason'
        ? textRule({ max: NOTE_MAX, empty: t.reasonRequired, tooLong: t.reasonTooLong })
        : textRule({ max: NOTE_MAX, tooLong: t.memoTooLong }),
  });

/**
 * One confirm dialog for the desk's state changes that take a note: a required reason (checked here with the
 * server's texts) or an optional memo. A 400 or 409 answer is said in the dialog; on 409 the caller reloads.
 */
export function NoteDialog({ title, body, actionLabel, note, danger, onConfirm, onClose, onConflict }: NoteDialogProps) {
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const box = useRef<HTMLTextAreaElement | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<{ text: string }>({ defaultValues: { text: '' }, resolver: zodResolver(noteSchema(note)) });
  const text = useWatch({ control, name: 'text' });
  const fieldError = errors.text?.message;
  const { ref: textRef, ...textField } = register('text');

  const submit = handleSubmit(async (values) => {
    if (busy) return;
    const trimmed = values.text.trim();
    setFailure(null);
    setBusy(true);
    try {
      await onConfirm(trimmed || null);
      onClose();
    } catch (error) {
      setBusy(false);
      const message = getErrorMessage(error, t.actionFailed);
      if (isApiError(error) && (error.status === 409 || error.status === 404)) {
        setFailure(`${message} ${t.reloaded}`);
        onConflict?.();
      } else setFailure(message);
    }
  });

  return (
    <Modal
      open
      onClose={() => {
        if (!busy) onClose();
      }}
      title={title}
      size="md"
      closeOnBackdrop={false}
      describedBy={`${id}-body`}
      initialFocusRef={note === 'none' ? undefined : box}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t.cancel}
          </Button>
          <Button type="submit" form={`${id}-form`} variant={danger ? 'danger' : 'primary'} loading={busy}>
            {actionLabel}
          </Button>
        </>
      }
    >
      <Form id={`${id}-form`} noValidate onSubmit={(event) => void submit(event)}>
        <div id={`${id}-body`}>{body}</div>
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        {note === 'none' ? null : (
          <Field
            id={`${id}-note`}
            label={note === 'reason' ? t.reasonLabel : t.memoLabel}
            error={fieldError}
            count={{ length: lengthOf(text), max: NOTE_MAX }}
          >
            <TextArea
              id={`${id}-note`}
              rows={4}
              aria-required={note === 'reason' || undefined}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? errorId(`${id}-note`) : undefined}
              {...textField}
              ref={(element) => {
                textRef(element);
                box.current = element;
              }}
            />
          </Field>
        )}
      </Form>
    </Modal>
  );
}
