import { forwardRef } from 'react';
import { errorId, Field, TextArea } from 'ui-kit/forms';
import { LIMITS, lengthOf } from '../support.constants';

export interface AnswerBoxProps {
  id: string;
  label: string;
  value: string;
  error?: string | null;
  rows?: number;
  onChange: (value: string) => void;
}

/** A labelled answer textarea with its "n / 8000" count and its error. */
export const AnswerBox = forwardRef<HTMLTextAreaElement, AnswerBoxProps>(function AnswerBox({ id, label, value, error, rows = 5, onChange }, ref) {
  return (
    <Field id={id} label={label} error={error ?? undefined} count={{ length: lengthOf(value), max: LIMITS.content }}>
      <TextArea
        ref={ref}
        id={id}
        rows={rows}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(id) : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
});
