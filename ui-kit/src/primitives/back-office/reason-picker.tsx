import { useId } from 'react';
import styled from 'styled-components';

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.spacing.xs};
    padding: 0;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  label {
    display: flex;
    gap: ${({ theme }) => theme.spacing.sm};
    align-items: center;
    min-height: 40px;
  }
  textarea {
    width: 100%;
    min-height: 72px;
    margin-top: ${({ theme }) => theme.spacing.xs};
    padding: ${({ theme }) => theme.spacing.sm};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;

    &:focus-visible {
      outline: 2px solid ${({ theme }) => theme.colors.focusRing};
      outline-offset: 1px;
    }
  }
`;

const Hint = styled.p`
  margin: ${({ theme }) => theme.spacing.xs} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface ReasonOption<V extends string> {
  value: V;
  label: string;
}

export interface ReasonPickerProps<V extends string> {
  legend: string;
  options: readonly ReasonOption<V>[];
  value: V | null;
  onChange: (value: V) => void;
  /** The choice that needs the operator's own words (a cancellation's ETC): picking it shows the text box. */
  otherValue: V;
  detail: string;
  onDetailChange: (text: string) => void;
  detailLabel: string;
  /** Shown while the text box is empty. */
  detailRequired: string;
  detailMax: number;
}

/** A reason is chosen, and the "other" choice carries non-blank words. */
export function reasonReady<V extends string>(value: V | null, otherValue: V, detail: string): value is V {
  return value !== null && (value !== otherValue || detail.trim().length > 0);
}

/**
 * The reason of a cancellation (or any operator action with fixed reasons): one radio per reason, and a text box the
 * "other" reason requires. The owner extranet's and the admin desk's cancel dialogs share it; the dialog keeps the
 * state and checks `reasonReady` before it confirms.
 */
export function ReasonPicker<V extends string>({
  legend,
  options,
  value,
  onChange,
  otherValue,
  detail,
  onDetailChange,
  detailLabel,
  detailRequired,
  detailMax,
}: ReasonPickerProps<V>) {
  const id = useId();
  const detailId = `${id}-detail`;
  const blank = !detail.trim();
  return (
    <Group>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value}>
          <input type="radio" name={`${id}-reason`} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
          {option.label}
        </label>
      ))}
      {value === otherValue ? (
        <>
          <label htmlFor={detailId}>{detailLabel}</label>
          <textarea
            id={detailId}
            value={detail}
            maxLength={detailMax}
            required
            aria-invalid={blank || undefined}
            aria-describedby={blank ? `${detailId}-hint` : undefined}
            onChange={(event) => onDetailChange(event.target.value)}
          />
          {blank ? <Hint id={`${detailId}-hint`}>{detailRequired}</Hint> : null}
        </>
      ) : null}
    </Group>
  );
}
