import { useId, useMemo } from 'react';
import { EXCLUDED_FILTER_AMENITY_NAMES } from 'shared-contracts';
import { Button, Skeleton } from 'ui-kit';
import { CheckboxGroup } from './checkbox-group';
import { Fieldset, Legend, StatusText } from './filter-sidebar.styles';
import { useGetFilterAmenitiesQuery } from './search-page.api';
import { searchPageMessages } from './search-page.messages';

export interface AmenityFilterProps {
  selected: readonly number[];
  onChange: (next: number[]) => void;
}

const excluded = new Set(EXCLUDED_FILTER_AMENITY_NAMES);

/** Hotel amenities the guest can filter by (guest-core §9 leaves eight of them out of the list). */
export function AmenityFilter({ selected, onChange }: AmenityFilterProps) {
  const t = searchPageMessages.filters.amenities;
  const legendId = useId();
  const { currentData, isError, isFetching, refetch } = useGetFilterAmenitiesQuery();
  const options = useMemo(
    () => (currentData ?? []).filter((amenity) => !excluded.has(amenity.name.trim())).map((amenity) => ({ value: amenity.id, label: amenity.name })),
    [currentData],
  );

  if (currentData) {
    if (options.length === 0) {
      return (
        <Fieldset aria-labelledby={legendId}>
          <Legend id={legendId}>{t.legend}</Legend>
          <StatusText>{t.empty}</StatusText>
        </Fieldset>
      );
    }
    return <CheckboxGroup legend={t.legend} options={options} selected={selected} onChange={(next) => onChange([...next].sort((a, b) => a - b))} />;
  }

  return (
    <Fieldset aria-labelledby={legendId} aria-busy={!isError || isFetching}>
      <Legend id={legendId}>{t.legend}</Legend>
      {isError && !isFetching ? (
        <>
          <StatusText role="alert">{t.failure}</StatusText>
          <Button size="sm" variant="secondary" onClick={() => void refetch()}>
            {t.retry}
          </Button>
        </>
      ) : (
        <>
          <StatusText role="status">{t.loading}</StatusText>
          <Skeleton lines={4} height={18} />
        </>
      )}
    </Fieldset>
  );
}
