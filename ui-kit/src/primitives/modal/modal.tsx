import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { uiKitMessages } from '../../messages/ui-kit.messages';
import { Backdrop, Body, CloseButton, Footer, Header, Panel, Title, type ModalSize } from './modal.styles';
import { useFocusTrap } from './use-focus-trap';

export type { ModalSize };

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Visible heading; also the dialog's accessible name. */
  title: ReactNode;
  children?: ReactNode;
  /** Action buttons, right-aligned under the body. */
  footer?: ReactNode;
  size?: ModalSize;
  /** Clicking the dimmed backdrop closes (default true); forms with unsaved input may turn it off. */
  closeOnBackdrop?: boolean;
  /** Element to focus on open; defaults to the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** id of an element describing the dialog, when the body alone is not a good description. */
  describedBy?: string;
  role?: 'dialog' | 'alertdialog';
  hideCloseButton?: boolean;
}

// Open modals, innermost last: Escape must close only the top one when dialogs stack
// (e.g. a report dialog over the reviews modal).
const openStack: string[] = [];
let lockedOverflow: string | null = null;

function lockScroll(): void {
  if (openStack.length === 1) {
    lockedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
}

function unlockScroll(): void {
  if (openStack.length === 0) {
    document.body.style.overflow = lockedOverflow ?? '';
    lockedOverflow = null;
  }
}

export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'md',
  closeOnBackdrop = true,
  initialFocusRef,
  describedBy,
  role = 'dialog',
  hideCloseButton = false,
}: ModalProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const panelRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useFocusTrap(panelRef, open, initialFocusRef);

  useEffect(() => {
    if (!open) return undefined;
    openStack.push(id);
    lockScroll();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && openStack[openStack.length - 1] === id) {
        event.stopPropagation();
        onCloseRef.current();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      const index = openStack.lastIndexOf(id);
      if (index >= 0) openStack.splice(index, 1);
      unlockScroll();
    };
  }, [open, id]);

  if (!open || typeof document === 'undefined') return null;

  return createPortal(
    <Backdrop
      data-testid="modal-backdrop"
      // Only a press that starts and ends on the backdrop closes: dragging a text selection out of
      // an input must not dismiss the form.
      onMouseDown={(event) => {
        pressStartedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (closeOnBackdrop && pressStartedOnBackdrop.current && event.target === event.currentTarget) onClose();
        pressStartedOnBackdrop.current = false;
      }}
    >
      <Panel ref={panelRef} role={role} aria-modal="true" aria-labelledby={titleId} aria-describedby={describedBy} tabIndex={-1} $size={size}>
        <Header>
          <Title id={titleId}>{title}</Title>
          {hideCloseButton ? null : (
            <CloseButton type="button" aria-label={uiKitMessages.close} onClick={onClose}>
              <span aria-hidden="true">×</span>
            </CloseButton>
          )}
        </Header>
        <Body>{children}</Body>
        {footer ? <Footer>{footer}</Footer> : null}
      </Panel>
    </Backdrop>,
    document.body,
  );
}
