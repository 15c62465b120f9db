import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { authMessages } from './auth.messages';

// Form building blocks shared by the three account screens: one look for labels, inputs and notes.

export const Card = styled.section`
  width: 100%;
  padding: ${({ theme }) => theme.spacing.xl} ${({ theme }) => theme.spacing.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.spacing.xxl};
  }
`;

export const PageTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.xl};
  color: ${({ theme }) => theme.colors.textMuted};
  word-break: keep-all;
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  min-width: 0;
`;

export const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const labelStyle = css`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
`;

export const Label = styled.label`
  ${labelStyle}
`;

export const Legend = styled.legend`
  ${labelStyle}
  padding: 0;
  margin-bottom: ${({ theme }) => theme.spacing.xs};
`;

export const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm};
  align-items: center;
  min-width: 0;

  & > button {
    flex-shrink: 0;
  }
`;

/**
 * An input with the button that acts on it (send a code, verify, claim): side by side while the input keeps at
 * least 15rem (240 px) for its value; narrower, the button moves under the input instead of squeezing it.
 */
export const ActionRow = styled(Row)`
  flex-wrap: wrap;

  & > input {
    flex: 1 1 15rem;
  }
`;

export const Input = styled.input`
  flex: 1 1 auto;
  min-width: 0;
  width: 100%;
  height: 44px;
  padding: 0 ${({ theme }) => theme.spacing.md};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
  &:disabled,
  &:read-only {
    background: ${({ theme }) => theme.colors.surface};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

export const Select = styled.select`
  /* Wide enough for 'naver.com' and '직접 입력' on a phone; the text input beside it takes the rest. */
  flex: 0 0 auto;
  min-width: 8.5em;
  height: 44px;
  padding: 0 ${({ theme }) => theme.spacing.sm};
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/** A fixed, read-only prefix such as the phone number's 010. */
export const PrefixInput = styled(Input)`
  flex: 0 0 4.5em;
  text-align: center;
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

type Tone = 'muted' | 'success' | 'danger';

export const Note = styled.p<{ $tone?: Tone }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $tone = 'muted' }) =>
    $tone === 'success' ? theme.colors.success : $tone === 'danger' ? theme.colors.danger : theme.colors.textMuted};
`;

/** The form-level message: the first validation failure or the server's answer. */
export const FormError = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  word-break: keep-all;
`;

const ToggleButton = styled.button`
  flex-shrink: 0;
  min-width: 56px;
  height: 44px;
  padding: 0 ${({ theme }) => theme.spacing.sm};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  background: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
  }
`;

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  label: string;
  hint?: ReactNode;
}

/** A password input with its own show/hide toggle, labelled for screen readers per field. */
export function PasswordField({ label, hint, ...inputProps }: PasswordFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Row>
        <Input id={id} type={visible ? 'text' : 'password'} {...inputProps} />
        <ToggleButton
          type="button"
          aria-pressed={visible}
          aria-label={`${label} ${visible ? authMessages.login.hide : authMessages.login.show}`}
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? authMessages.login.hide : authMessages.login.show}
        </ToggleButton>
      </Row>
      {hint ? <Hint>{hint}</Hint> : null}
    </Field>
  );
}

export const LinkRow = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.lg};
  margin: ${({ theme }) => theme.spacing.lg} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  & a {
    color: ${({ theme }) => theme.colors.brand};
  }
`;

export const CheckboxLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  & input {
    width: 18px;
    height: 18px;
    margin: 0;
  }
`;
