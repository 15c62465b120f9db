import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { uiKitMessages } from '../../messages/ui-kit.messages';
import { Field, errorId, hintId } from './field';
import { ControlRow, TextInput } from './form-controls';

const ToggleButton = styled.button`
  flex-shrink: 0;
  min-width: 56px;
  height: 44px;
  padding: 0 ${({ theme }) => theme.spacing.sm};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  background: none;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
  }
`;

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  label: string;
  hint?: ReactNode;
  error?: string | null;
  announceError?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A password input with its own show/hide toggle, labelled for screen readers per field. */
export function PasswordField({ label, hint, error, announceError, ref, ...inputProps }: PasswordFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const describedBy = [hint ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean).join(' ');
  return (
    <Field id={id} label={label} hint={hint} error={error} announceError={announceError}>
      <ControlRow>
        <TextInput
          ref={ref}
          id={id}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...inputProps}
        />
        <ToggleButton
          type="button"
          aria-pressed={visible}
          aria-label={`${label} ${visible ? uiKitMessages.hide : uiKitMessages.show}`}
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? uiKitMessages.hide : uiKitMessages.show}
        </ToggleButton>
      </ControlRow>
    </Field>
  );
}
