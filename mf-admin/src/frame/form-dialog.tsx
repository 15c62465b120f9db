import { useId, type FormEvent, type ReactNode, type RefObject } from 'react';
import { Button, Modal, type ModalSize } from 'ui-kit';
import { Form, FormAlert } from 'ui-kit/forms';

export interface FormDialogProps {
  title: string;
  submitLabel: string;
  closeLabel: string;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  /** While the write runs: spinner on submit, nothing closes. */
  busy: boolean;
  /** The server's refusal, said above the fields. */
  failure?: string | null;
  danger?: boolean;
  size?: ModalSize;
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** What the dialog is about (its accessible description), above the fields. */
  intro?: ReactNode;
  children: ReactNode;
}

/**
 * A back-office write in a dialog: the form, the server's refusal above its fields, and 닫기 / submit under it. The
 * caller validates in `onSubmit` (the form does not, noValidate) and closes it on success.
 */
export function FormDialog({
  title,
  submitLabel,
  closeLabel,
  onSubmit,
  onClose,
  busy,
  failure,
  danger,
  size = 'md',
  initialFocusRef,
  intro,
  children,
}: FormDialogProps) {
  const id = useId();
  return (
    <Modal
      open
      onClose={() => {
        if (!busy) onClose();
      }}
      title={title}
      size={size}
      closeOnBackdrop={false}
      describedBy={intro ? `${id}-intro` : undefined}
      initialFocusRef={initialFocusRef}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {closeLabel}
          </Button>
          <Button type="submit" form={`${id}-form`} variant={danger ? 'danger' : 'primary'} loading={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <Form id={`${id}-form`} noValidate onSubmit={onSubmit}>
        {intro ? <div id={`${id}-intro`}>{intro}</div> : null}
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        {children}
      </Form>
    </Modal>
  );
}
