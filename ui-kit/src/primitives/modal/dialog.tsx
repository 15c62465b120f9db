import { useId, useRef, type ReactNode } from 'react';
import { uiKitMessages } from '../../messages/ui-kit.messages';
import { Button } from '../button/button';
import { Modal } from './modal';

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  /** The question or notice; it becomes the dialog's accessible description. */
  children?: ReactNode;
  confirmLabel?: string;
  /** Omit (null) for a notice with a single button. */
  cancelLabel?: string | null;
  onConfirm: () => void;
  /** Called for the cancel button, Escape and the close button. */
  onCancel: () => void;
  tone?: 'default' | 'danger';
  /** While the confirmed action runs: spinner on confirm, cancel disabled. */
  confirmLoading?: boolean;
  confirmDisabled?: boolean;
}

/**
 * Confirmation and notice dialog (e.g. "리뷰를 삭제할까요?"). Focus starts on the cancel button for
 * destructive tones so an accidental Enter does not confirm.
 */
export function Dialog({
  open,
  title,
  children,
  confirmLabel = uiKitMessages.confirm,
  cancelLabel = uiKitMessages.cancel,
  onConfirm,
  onCancel,
  tone = 'default',
  confirmLoading = false,
  confirmDisabled = false,
}: DialogProps) {
  const descriptionId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const hasCancel = cancelLabel !== null;

  return (
    <Modal
      open={open}
      onClose={() => {
        if (!confirmLoading) onCancel();
      }}
      title={title}
      size="sm"
      closeOnBackdrop={false}
      describedBy={children ? descriptionId : undefined}
      initialFocusRef={tone === 'danger' && hasCancel ? cancelRef : confirmRef}
      footer={
        <>
          {hasCancel ? (
            <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={confirmLoading}>
              {cancelLabel}
            </Button>
          ) : null}
          <Button
            ref={confirmRef}
            variant={tone === 'danger' ? 'danger' : 'primary'}
            onClick={onConfirm}
            loading={confirmLoading}
            disabled={confirmDisabled}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children ? <div id={descriptionId}>{children}</div> : null}
    </Modal>
  );
}
