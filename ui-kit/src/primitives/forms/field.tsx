import type { ReactNode } from 'react';
import styled from 'styled-components';
import { uiKitMessages } from '../../messages/ui-kit.messages';
import { FieldError, Hint, Label } from './form-controls';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  min-width: 0;
`;

const LabelLine = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Count = styled.span<{ $over: boolean }>`
  flex: 0 0 auto;
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme, $over }) => ($over ? theme.fontWeights.bold : theme.fontWeights.regular)};
  font-variant-numeric: tabular-nums;
`;

/** Ids of a field's parts, for the control's aria-describedby. */
export const errorId = (id: string) => `${id}-error`;
export const hintId = (id: string) => `${id}-hint`;
export const countId = (id: string) => `${id}-count`;

export interface FieldProps {
  /** The control's id (the label points at it). */
  id: string;
  label: ReactNode;
  error?: string | null;
  /** The current length and the limit, shown as "n/max자" beside the label. */
  count?: { length: number; max: number };
  hint?: ReactNode;
  /** Announce the error the moment it appears (role="alert"), for forms that say one problem at a time. */
  announceError?: boolean;
  children: ReactNode;
}

/**
 * A labelled control with its count, hint and error. The control (children) carries `id`, and aria-invalid and
 * aria-describedby (errorId, hintId, countId as it wants them said) itself.
 */
export function Field({ id, label, error, count, hint, announceError, children }: FieldProps) {
  return (
    <Stack>
      <LabelLine>
        <Label htmlFor={id}>{label}</Label>
        {count ? (
          <Count id={countId(id)} $over={count.length > count.max}>
            {uiKitMessages.characterCount(count.length, count.max)}
          </Count>
        ) : null}
      </LabelLine>
      {children}
      {hint ? <Hint id={hintId(id)}>{hint}</Hint> : null}
      {error ? (
        <FieldError id={errorId(id)} role={announceError ? 'alert' : undefined}>
          {error}
        </FieldError>
      ) : null}
    </Stack>
  );
}

/** A Field's column without a label of its own (a Fieldset's parts, a row of controls). */
export const FieldStack = Stack;
