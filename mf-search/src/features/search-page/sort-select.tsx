import { useId } from 'react';
import { SORT_OPTIONS, type SearchSort } from 'shared-contracts';
import { searchPageMessages } from './search-page.messages';
import { SortField, SortLabel, SortSelectBox } from './search-page.styles';

export interface SortSelectProps {
  value: SearchSort;
  onChange: (sort: SearchSort) => void;
}

export function SortSelect({ value, onChange }: SortSelectProps) {
  const id = useId();
  return (
    <SortField>
      <SortLabel htmlFor={id}>{searchPageMessages.sort.label}</SortLabel>
      <SortSelectBox id={id} value={value} onChange={(event) => onChange(event.target.value as SearchSort)}>
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SortSelectBox>
    </SortField>
  );
}
