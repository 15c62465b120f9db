import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from 'ui-kit';
import { Toolbar } from 'ui-kit/back-office';
import { Select, TextInput } from 'ui-kit/forms';
import { LIMITS } from '../support.constants';
import { USER_ROLE_LABELS, USER_ROLES, USER_STATE_LABELS, USER_STATES, usersMessages as t } from './users.messages';

export interface UserFiltersProps {
  q: string;
  role: string;
  state: string;
  onChange: (changes: { q?: string; role?: string; state?: string }) => void;
}

/** Role and state apply at once; the search words on 검색 (or Enter). All three live in the address. */
export function UserFilters({ q, role, state, onChange }: UserFiltersProps) {
  const id = useId();
  const [draft, setDraft] = useState(q);
  useEffect(() => setDraft(q), [q]);
  return (
    <Toolbar
      as="form"
      role="search"
      aria-label={t.search}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onChange({ q: draft.trim() });
      }}
    >
      <label htmlFor={`${id}-role`}>
        {t.roleLabel}
        <Select id={`${id}-role`} value={role} onChange={(event) => onChange({ role: event.target.value })}>
          <option value="">{t.all}</option>
          {USER_ROLES.map((value) => (
            <option key={value} value={value}>
              {USER_ROLE_LABELS[value]}
            </option>
          ))}
        </Select>
      </label>
      <label htmlFor={`${id}-state`}>
        {t.stateLabel}
        <Select id={`${id}-state`} value={state} onChange={(event) => onChange({ state: event.target.value })}>
          <option value="">{t.all}</option>
          {USER_STATES.map((value) => (
            <option key={value} value={value}>
              {USER_STATE_LABELS[value]}
            </option>
          ))}
        </Select>
      </label>
      <label htmlFor={`${id}-q`}>
        {t.searchLabel}
        <TextInput
          id={`${id}-q`}
          type="search"
          value={draft}
          maxLength={LIMITS.query}
          placeholder={t.searchPlaceholder}
          onChange={(event) => setDraft(event.target.value)}
        />
      </label>
      <Button type="submit" variant="secondary">
        {t.search}
      </Button>
      {q || role || state ? (
        <Button variant="ghost" onClick={() => onChange({ q: '', role: '', state: '' })}>
          {t.reset}
        </Button>
      ) : null}
    </Toolbar>
  );
}
