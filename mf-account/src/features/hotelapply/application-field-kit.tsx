import type { ReactNode } from 'react';
import { FieldStack, Hint, Label, Note, TextInput } from 'ui-kit/forms';
import type { ApplicationForm } from './application-form.model';
import { Required } from './application-form.styles';
import { hotelapplyMessages as t } from './hotelapply.messages';

export type TextKey = 'ownerName' | 'hotelName' | 'postcode' | 'address1' | 'address2';

export interface TextFieldOptions {
  required?: boolean;
  max?: number;
  hint?: string;
  extra?: Record<string, string>;
  wide?: boolean;
}

/** The form's state and the helpers every section draws its fields with (ids `ha-<field>`, errors under them). */
export interface FieldKit {
  form: ApplicationForm;
  update: (change: Partial<ApplicationForm>) => void;
  problemOf: (field: string) => string | undefined;
  /** id, aria-invalid and aria-describedby (hint, error, and any other description ids) of a field's control. */
  control: (field: string, hint?: boolean, describedBy?: string) => { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };
  errorOf: (field: string) => ReactNode;
  label: (field: string, text: string, required?: boolean) => ReactNode;
  textField: (field: TextKey, options?: TextFieldOptions) => ReactNode;
}

export function fieldKit(form: ApplicationForm, update: FieldKit['update'], problemOf: FieldKit['problemOf']): FieldKit {
  const control: FieldKit['control'] = (field, hint = false, describedBy) => ({
    id: `ha-${field}`,
    'aria-invalid': problemOf(field) ? true : undefined,
    'aria-describedby':
      [hint ? `ha-${field}-hint` : null, describedBy ?? null, problemOf(field) ? `ha-${field}-error` : null].filter(Boolean).join(' ') || undefined,
  });
  const errorOf: FieldKit['errorOf'] = (field) =>
    problemOf(field) ? (
      <Note id={`ha-${field}-error`} $tone="danger">
        {problemOf(field)}
      </Note>
    ) : null;
  const label: FieldKit['label'] = (field, text, required = false) => (
    <Label htmlFor={`ha-${field}`}>
      {text}
      {required ? <Required aria-hidden="true">{t.requiredMark}</Required> : null}
    </Label>
  );
  const textField: FieldKit['textField'] = (field, options = {}) => (
    <FieldStack className={options.wide ? 'wide' : undefined}>
      {label(field, t.fields[field], options.required)}
      <TextInput
        {...control(field, Boolean(options.hint))}
        value={form[field]}
        maxLength={options.max}
        aria-required={options.required || undefined}
        onChange={(e) => update({ [field]: e.target.value })}
        {...options.extra}
      />
      {options.hint ? <Hint id={`ha-${field}-hint`}>{options.hint}</Hint> : null}
      {errorOf(field)}
    </FieldStack>
  );
  return { form, update, problemOf, control, errorOf, label, textField };
}
