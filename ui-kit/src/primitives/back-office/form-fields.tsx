import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

/** Form pieces of the back office (admin desk, owner extranet): a labelled field with its error and character count. */
export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
`;

const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const LabelLine = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};

  label {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Count = styled.span<{ $over: boolean }>`
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-variant-numeric: tabular-nums;
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const control = css`
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

export const TextInput = styled.input`
  ${control}
`;
export const TextArea = styled.textarea`
  ${control}
  resize: vertical;
  line-height: 1.6;
`;
export const Select = styled.select`
  ${control}
  width: auto;
  min-width: 140px;
`;

export const errorId = (id: string) => `${id}-error`;

export interface FieldProps {
  id: string;
  label: string;
  error?: string;
  /** The current length and the limit, shown as "n / max". */
  count?: { length: number; max: number };
  children: ReactNode;
}

/** The control (children) must carry `id`, and aria-invalid / aria-describedby={errorId(id)} when `error` is set. */
export function Field({ id, label, error, count, children }: FieldProps) {
  return (
    <Row>
      <LabelLine>
        <label htmlFor={id}>{label}</label>
        {count ? (
          <Count $over={count.length > count.max} aria-hidden="true">
            {count.length.toLocaleString('ko-KR')} / {count.max.toLocaleString('ko-KR')}
          </Count>
        ) : null}
      </LabelLine>
      {children}
      {error ? <FieldError id={errorId(id)}>{error}</FieldError> : null}
    </Row>
  );
}

export const CheckRow = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-height: 44px;

  input {
    width: 18px;
    height: 18px;
  }
`;

/** A failure of the whole form (the server's answer), announced when it appears. */
export const FormAlert = styled.p.attrs({ role: 'alert' })`
  margin: 0;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSubtle};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Filters above a list: wrap on a tablet, one line on a laptop. */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.lg};

  label {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;
