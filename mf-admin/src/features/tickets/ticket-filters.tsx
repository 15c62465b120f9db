import { useEffect, useId, useState, type FormEvent } from 'react';
import type { TicketStatus } from 'shared-contracts/schemas/support';
import { Button } from 'ui-kit';
import { Toolbar } from 'ui-kit/back-office';
import { Select, TextInput } from 'ui-kit/forms';
import { LIMITS, TICKET_STATUSES } from '../support.constants';
import { TICKET_STATUS_LABELS, ticketsMessages as t } from './tickets.messages';

export const isTicketStatus = (value: string): value is TicketStatus => (TICKET_STATUSES as readonly string[]).includes(value);

export interface TicketFiltersProps {
  status: string;
  keyword: string;
  placeholder?: string;
  onChange: (changes: { status?: string; q?: string }) => void;
}

/**
 * Status (전체 / 접수 / 답변완료) applies at once; the keyword on 검색 (or Enter), so typing does not fire a request
 * per key. Both live in the address; the box follows the address when it changes (back, a link).
 */
export function TicketFilters({ status, keyword, placeholder = t.keywordPlaceholder, onChange }: TicketFiltersProps) {
  const id = useId();
  const [draft, setDraft] = useState(keyword);
  useEffect(() => setDraft(keyword), [keyword]);

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
      <label htmlFor={`${id}-status`}>
        {t.statusLabel}
        <Select id={`${id}-status`} value={isTicketStatus(status) ? status : ''} onChange={(event) => onChange({ status: event.target.value })}>
          <option value="">{t.all}</option>
          {TICKET_STATUSES.map((value) => (
            <option key={value} value={value}>
              {TICKET_STATUS_LABELS[value]}
            </option>
          ))}
        </Select>
      </label>
      <label htmlFor={`${id}-q`}>
        {t.keywordLabel}
        <TextInput
          id={`${id}-q`}
          type="search"
          value={draft}
          maxLength={LIMITS.query}
          placeholder={placeholder}
          onChange={(event) => setDraft(event.target.value)}
        />
      </label>
      <Button type="submit" variant="secondary">
        {t.search}
      </Button>
      {status || keyword ? (
        <Button variant="ghost" onClick={() => onChange({ status: '', q: '' })}>
          {t.reset}
        </Button>
      ) : null}
    </Toolbar>
  );
}
