import type { FormEvent, ReactNode } from 'react';
import { Button } from 'ui-kit';
import { useFilterDraft } from './filter-draft.hook';
import { Toolbar } from 'ui-kit/back-office';
import { frameMessages as t } from './frame.messages';

export interface FilterBarProps<V extends Record<string, string>> {
  /** The search landmark's name. */
  label: string;
  /** The filters as the address has them. */
  values: V;
  onApply: (values: V) => void;
  /** The values 초기화 applies; without it there is no 초기화. */
  empty?: V;
  submitLabel?: string;
  /** The fields, each bound to the draft: `value={draft.q} onChange={set('q')}`. */
  children: (fields: { draft: V; set: (name: keyof V) => (event: { target: { value: string } }) => void }) => ReactNode;
}

/**
 * A list's filters in one search form: the fields edit a draft that follows the address, 검색 (or Enter) applies them
 * together, trimmed, so a half-typed date range asks nothing; 초기화 applies `empty`.
 */
export function FilterBar<V extends Record<string, string>>({ label, values, onApply, empty, submitLabel = t.search, children }: FilterBarProps<V>) {
  const { draft, setDraft, set } = useFilterDraft(values);
  return (
    <Toolbar
      as="form"
      role="search"
      aria-label={label}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onApply(Object.fromEntries(Object.entries(draft).map(([key, value]) => [key, value.trim()])) as V);
      }}
    >
      {children({ draft, set })}
      <Button type="submit">{submitLabel}</Button>
      {empty ? (
        <Button
          variant="secondary"
          onClick={() => {
            setDraft(empty);
            onApply(empty);
          }}
        >
          {t.reset}
        </Button>
      ) : null}
    </Toolbar>
  );
}
