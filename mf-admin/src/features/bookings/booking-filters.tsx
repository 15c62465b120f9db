import { useId, type FormEvent } from 'react';
import { Button } from 'ui-kit';
import { useFilterDraft } from '../../frame/filter-draft.hook';
import { Select, TextInput, Toolbar } from '../../frame/form-fields';
import { ADMIN_BOOKING_STATUSES, ADMIN_QUERY_MAX } from '../operations.constants';
import { bookingsMessages as t } from './bookings.messages';

export type BookingFilterValues = Record<'q' | 'status' | 'from' | 'to', string>;

const EMPTY: BookingFilterValues = { q: '', status: '', from: '', to: '' };

/**
 * The search box, status and check-in range, applied together by 검색 (or Enter) so a half-typed range asks nothing;
 * the fields follow the address when it changes (back, a link from the dashboard).
 */
export function BookingFilters({ values, onApply }: { values: BookingFilterValues; onApply: (values: BookingFilterValues) => void }) {
  const id = useId();
  const { draft, setDraft, set } = useFilterDraft(values);

  return (
    <Toolbar
      as="form"
      role="search"
      aria-label={t.filters.search}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onApply({ ...draft, q: draft.q.trim() });
      }}
    >
      <label htmlFor={`${id}-q`}>
        {t.filters.q}
        <TextInput id={`${id}-q`} type="search" value={draft.q} maxLength={ADMIN_QUERY_MAX} placeholder={t.filters.qPlaceholder} onChange={set('q')} />
      </label>
      <label htmlFor={`${id}-status`}>
        {t.filters.status}
        <Select id={`${id}-status`} value={draft.status} onChange={set('status')}>
          <option value="">{t.all}</option>
          {ADMIN_BOOKING_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t.status[value]}
            </option>
          ))}
        </Select>
      </label>
      <label htmlFor={`${id}-from`}>
        {t.filters.from}
        <TextInput id={`${id}-from`} type="date" value={draft.from} onChange={set('from')} />
      </label>
      <label htmlFor={`${id}-to`}>
        {t.filters.to}
        <TextInput id={`${id}-to`} type="date" value={draft.to} onChange={set('to')} />
      </label>
      <Button type="submit">{t.filters.submit}</Button>
      <Button
        variant="secondary"
        onClick={() => {
          setDraft(EMPTY);
          onApply(EMPTY);
        }}
      >
        {t.filters.reset}
      </Button>
    </Toolbar>
  );
}
