import { useId } from 'react';
import { FilterBar } from '../../frame/filter-bar';
import { Select, TextInput } from 'ui-kit/forms';
import { ADMIN_BOOKING_STATUSES, ADMIN_QUERY_MAX } from '../operations.constants';
import { bookingsMessages as t } from './bookings.messages';

export type BookingFilterValues = Record<'q' | 'status' | 'from' | 'to', string>;

const EMPTY: BookingFilterValues = { q: '', status: '', from: '', to: '' };

/** The search box, status and check-in range of the bookings list (the range is checked by the server: a 400). */
export function BookingFilters({ values, onApply }: { values: BookingFilterValues; onApply: (values: BookingFilterValues) => void }) {
  const id = useId();
  return (
    <FilterBar label={t.filters.search} values={values} empty={EMPTY} onApply={onApply}>
      {({ draft, set }) => (
        <>
          <label htmlFor={`${id}-q`}>
            {t.filters.q}
            <TextInput
              id={`${id}-q`}
              type="search"
              value={draft.q}
              maxLength={ADMIN_QUERY_MAX}
              placeholder={t.filters.qPlaceholder}
              onChange={set('q')}
            />
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
        </>
      )}
    </FilterBar>
  );
}
