import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { SUPPORT_LIMITS, TICKET_STATUSES, type TicketStatus } from 'shared-contracts/support';
import styled from 'styled-components';
import { Button, visuallyHidden } from 'ui-kit';
import { TextInput } from 'ui-kit/forms';
import { ticketsMessages } from './tickets.messages';

const t = ticketsMessages.list;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.lg};
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.spacing.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  white-space: nowrap;

  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.onBrand};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const Search = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm};
  flex: 1 1 280px;
  max-width: 420px;
  min-width: 0;
`;

const Hidden = styled.label`
  ${visuallyHidden}
`;

/** The list's address for a status and keyword (전체 and an empty keyword leave no trace in it). */
export function myTicketsPath(status: TicketStatus | undefined, q: string): string {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (q.trim()) params.set('q', q.trim());
  const query = params.toString();
  return `/support/contact/my${query ? `?${query}` : ''}`;
}

const CHOICES: ReadonlyArray<readonly [TicketStatus | undefined, string]> = [
  [undefined, t.all],
  ...TICKET_STATUSES.map((status) => [status, ticketsMessages.status[status]] as const),
];

interface TicketFiltersProps {
  status: TicketStatus | undefined;
  q: string;
  onSearch: (q: string) => void;
}

/** Status (전체 / 접수 / 답변완료) and keyword, both kept in the address by the page. */
export function TicketFilters({ status, q, onSearch }: TicketFiltersProps) {
  const id = useId();
  // The box starts from the address; the page re-keys this component when the address' keyword changes.
  const [draft, setDraft] = useState(q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <Bar>
      <nav aria-label={t.statusLegend}>
        <Chips>
          {CHOICES.map(([choice, label]) => (
            <li key={label}>
              <Chip to={myTicketsPath(choice, q)} replace aria-current={choice === status ? 'true' : undefined}>
                {label}
              </Chip>
            </li>
          ))}
        </Chips>
      </nav>
      <Search role="search" aria-label={t.filters} onSubmit={submit}>
        <Hidden htmlFor={`${id}-q`}>{t.keyword}</Hidden>
        <TextInput
          id={`${id}-q`}
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t.keywordPlaceholder}
          maxLength={SUPPORT_LIMITS.query}
          enterKeyHint="search"
        />
        <Button type="submit" variant="secondary">
          {t.search}
        </Button>
      </Search>
    </Bar>
  );
}
