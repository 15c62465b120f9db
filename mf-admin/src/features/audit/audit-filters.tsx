import { useId, useState, type FormEvent } from 'react';
import { Button } from 'ui-kit';
import { Toolbar } from 'ui-kit/back-office';
import { Select, TextInput } from 'ui-kit/forms';
import { AUDIT_FILTER_KEYS, type AuditFilters } from './audit.api';
import { AUDIT_ENTITIES, auditMessages as t } from './audit.messages';

export type AuditDraft = Record<(typeof AUDIT_FILTER_KEYS)[number], string>;
const EMPTY: AuditDraft = { actor: '', entity: '', action: '', entityId: '', hotelId: '', from: '', to: '' };

/**
 * The §8 filters. They apply on 검색 (or Enter) so typing does not fire a request per key; they live in the address
 * (the page remounts the form when the address changes, so the fields follow back/forward and shared links).
 */
export function AuditFiltersForm({ filters, onChange }: { filters: AuditDraft; onChange: (changes: AuditFilters) => void }) {
  const id = useId();
  const [draft, setDraft] = useState<AuditDraft>(filters);
  const set = (name: keyof AuditDraft) => (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [name]: event.target.value }));
  const text = (name: keyof AuditDraft, label: string, extra: Record<string, unknown> = {}) => (
    <label htmlFor={`${id}-${name}`}>
      {label}
      <TextInput id={`${id}-${name}`} value={draft[name]} onChange={set(name)} {...extra} />
    </label>
  );
  const active = AUDIT_FILTER_KEYS.some((k) => filters[k]);

  return (
    <Toolbar
      as="form"
      role="search"
      aria-label={t.filters.label}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onChange(Object.fromEntries(AUDIT_FILTER_KEYS.map((k) => [k, draft[k].trim()])));
      }}
    >
      {text('actor', t.filters.actor, { maxLength: 64 })}
      <label htmlFor={`${id}-entity`}>
        {t.filters.entity}
        <Select id={`${id}-entity`} value={draft.entity} onChange={set('entity')}>
          <option value="">{t.filters.all}</option>
          {Object.entries(AUDIT_ENTITIES).map(([value, label]) => (
            <option key={value} value={value}>
              {`${label} (${value})`}
            </option>
          ))}
        </Select>
      </label>
      {text('action', t.filters.action, { maxLength: 60, placeholder: t.filters.actionPlaceholder })}
      {text('entityId', t.filters.entityId, { maxLength: 60 })}
      {text('hotelId', t.filters.hotelId, { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 10 })}
      {text('from', t.filters.from, { type: 'date' })}
      {text('to', t.filters.to, { type: 'date' })}
      <Button type="submit" variant="secondary">
        {t.filters.search}
      </Button>
      {active ? (
        <Button variant="ghost" onClick={() => onChange(EMPTY)}>
          {t.filters.reset}
        </Button>
      ) : null}
    </Toolbar>
  );
}
