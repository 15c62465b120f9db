import { useId } from 'react';
import { FilterBar } from '../../frame/filter-bar';
import { Select, TextInput } from 'ui-kit/forms';
import { ADMIN_QUERY_MAX, HOTEL_STATUSES } from '../operations.constants';
import { useAdminRegionsQuery } from './hotels.api';
import { hotelsMessages as t } from './hotels.messages';

export type HotelFilterValues = Record<'q' | 'status' | 'regionId', string>;

const EMPTY: HotelFilterValues = { q: '', status: '', regionId: '' };

/** Search box, status and region of the hotels list; the regions are the API's 15 with their ids. */
export function HotelFilters({ values, onApply }: { values: HotelFilterValues; onApply: (values: HotelFilterValues) => void }) {
  const id = useId();
  const regions = useAdminRegionsQuery().data ?? [];
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
              {HOTEL_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t.status[value]}
                </option>
              ))}
            </Select>
          </label>
          <label htmlFor={`${id}-region`}>
            {t.filters.region}
            <Select id={`${id}-region`} value={draft.regionId} onChange={set('regionId')}>
              <option value="">{t.all}</option>
              {regions.map((region) => (
                <option key={region.id} value={String(region.id)}>
                  {region.shortName}
                </option>
              ))}
            </Select>
          </label>
        </>
      )}
    </FilterBar>
  );
}
