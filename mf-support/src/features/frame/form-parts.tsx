import styled, { css } from 'styled-components';

// Form pieces of the support forms (inquiry, bug report, reply): one look for labels, fields and messages.

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

export const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const control = css`
  width: 100%;
  min-width: 0;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &::placeholder {
    color: ${({ theme }) => theme.colors.textSubtle};
  }
`;

export const Input = styled.input`
  ${control}
  height: 44px;
  padding: 0 ${({ theme }) => theme.spacing.md};
`;

export const Textarea = styled.textarea`
  ${control}
  min-height: 12em;
  padding: ${({ theme }) => theme.spacing.md};
  line-height: 1.6;
  resize: vertical;
`;

/** Below a field: its hint on the left, its character count on the right. */
export const FieldFoot = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Counter = styled.span<{ $over: boolean }>`
  flex: 0 0 auto;
  margin-left: auto;
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.textMuted)};
  font-weight: ${({ theme, $over }) => ($over ? theme.fontWeights.bold : theme.fontWeights.regular)};
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

/** A form-level message: a failed send with the server's text. */
export const FormError = styled.div`
  padding: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSubtle};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  word-break: keep-all;

  p {
    margin: 0;
  }
`;

export const Notice = styled.div`
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
