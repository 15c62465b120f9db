import styled, { css } from 'styled-components';

// The look of every form: account, support, owner extranet and admin desk use these pieces, so a field looks and
// behaves the same wherever a member, an owner or an operator types.

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
`;

/** A group of controls answering one question (e-mail parts, phone groups, gender), named by its Legend. */
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

/** Controls side by side (an input and its button, the phone groups); buttons keep their width. */
export const ControlRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm};
  align-items: center;
  min-width: 0;

  & > button {
    flex-shrink: 0;
  }
`;

/**
 * An input with the button that acts on it (check, send a code, verify, claim): side by side while the input keeps at
 * least 15rem (240 px) for its value; narrower, the button moves under the input instead of squeezing it.
 */
export const ActionRow = styled(ControlRow)`
  flex-wrap: wrap;

  & > input {
    flex: 1 1 15rem;
  }
`;

const control = css`
  width: 100%;
  min-width: 0;
  min-height: 44px;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
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
  &::placeholder {
    color: ${({ theme }) => theme.colors.textSubtle};
  }
`;

export const TextInput = styled.input`
  ${control}
  flex: 1 1 auto;
  padding: 0 ${({ theme }) => theme.spacing.md};
`;

export const TextArea = styled.textarea`
  ${control}
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  line-height: 1.6;
  resize: vertical;
`;

export const Select = styled.select`
  ${control}
  /* Wide enough for 'naver.com' or '직접 입력' on a phone; an input beside it takes the rest. */
  flex: 0 0 auto;
  width: auto;
  min-width: 8.5em;
  padding: 0 ${({ theme }) => theme.spacing.sm};
`;

/** A fixed, read-only prefix such as the phone number's 010. */
export const PrefixInput = styled(TextInput)`
  flex: 0 0 4.5em;
  text-align: center;
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  word-break: keep-all;
`;

export type NoteTone = 'muted' | 'success' | 'danger';

/** A short outcome beside a control (사용가능, the code countdown). */
export const Note = styled.p<{ $tone?: NoteTone }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $tone = 'muted' }) =>
    $tone === 'success' ? theme.colors.success : $tone === 'danger' ? theme.colors.danger : theme.colors.textMuted};
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
  word-break: keep-all;
`;

/** A failure of the whole form (the server's answer), announced when it appears. */
export const FormAlert = styled.div.attrs({ role: 'alert' })`
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSubtle};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  word-break: keep-all;

  p {
    margin: 0;
  }
`;

/** An information box inside a form (a restored draft, why a login is needed). */
export const FormNotice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brandSubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  word-break: keep-all;

  p {
    margin: 0;
  }
`;

/** A checkbox or radio with its text, large enough to hit on a phone. */
export const CheckRow = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-height: 44px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  & input {
    width: 18px;
    height: 18px;
    margin: 0;
  }
`;
