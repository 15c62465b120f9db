import { useEffect, type ReactNode } from 'react';
import { REGIONS, SUGGEST_DEBOUNCE_MS } from 'shared-contracts';
import { destinationOptionId, type DestinationOption } from './destination-option';
import { GroupLabel, HotelOption, OptionDetail, PanelStatus, RegionGrid, RegionOption } from './destination-field.styles';
import { useGetSearchSuggestionsQuery } from './search-bar.api';
import { panelMessages } from './search-bar-panels.messages';
import { useDebouncedValue } from './use-debounced-value.hook';

export interface DestinationPanelProps {
  /** The destination field's id; the listbox and option ids derive from it. */
  fieldId: string;
  text: string;
  /** The chosen region's official name, or ''; the field is in region mode while its text equals it. */
  region: string;
  /** Index of the option highlighted with the arrow keys, -1 for none. */
  active: number;
  /** The options in display order, so the field's keyboard handling can move through them and pick one. */
  onOptionsChange: (options: DestinationOption[]) => void;
  onPick: (option: DestinationOption) => void;
}

/**
 * The destination panel: the 17 regions (narrowed by the typed text), plus hotel suggestions requested
 * SUGGEST_DEBOUNCE_MS after typing stops.
 */
export function DestinationPanel({ fieldId, text, region, active, onOptionsChange, onPick }: DestinationPanelProps) {
  const t = panelMessages.destination;
  const query = text.trim();
  const regionMode = region !== '' && text === region;
  // Starts empty, so even the first keystroke waits for typing to stop.
  const debounced = useDebouncedValue(query, SUGGEST_DEBOUNCE_MS, '');
  const wanted = !regionMode && debounced !== '';
  const suggestions = useGetSearchSuggestionsQuery(debounced, { skip: !wanted });

  const needle = query.toLowerCase();
  const regions =
    regionMode || needle === ''
      ? REGIONS
      : REGIONS.filter((r) => r.name.includes(needle) || r.shortName.includes(needle) || r.code.toLowerCase().includes(needle));
  const settled = wanted && query === debounced;
  const hotels = settled ? (suggestions.currentData ?? []) : [];

  const optionsKey = `${regions.map((r) => r.code).join()}|${hotels.map((h) => h.hotelId).join()}`;
  useEffect(() => {
    onOptionsChange([
      ...regions.map((r): DestinationOption => ({ kind: 'region', name: r.name })),
      ...hotels.map((h): DestinationOption => ({ kind: 'hotel', hotelId: h.hotelId })),
    ]);
    // The key stands for the two lists, which are new arrays on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [optionsKey, onOptionsChange]);

  let status = '';
  if (regionMode || query === '') status = t.typeHint;
  else if (!settled || suggestions.isFetching) status = t.loading;
  else if (suggestions.isError) status = t.failure;
  else if (suggestions.currentData?.length === 0) status = t.empty;

  let index = -1;
  const renderOption = (option: DestinationOption, key: string | number, content: ReactNode, Tag: typeof RegionOption) => {
    index += 1;
    return (
      <Tag
        key={key}
        id={destinationOptionId(fieldId, index)}
        role="option"
        aria-selected={index === active}
        $active={index === active}
        // Keeps the focus in the input, so the pick is the only thing the click does.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => onPick(option)}
      >
        {content}
      </Tag>
    );
  };

  return (
    <>
      <div id={`${fieldId}-listbox`} role="listbox" aria-label={t.listLabel}>
        {regions.length > 0 ? (
          <div role="group" aria-labelledby={`${fieldId}-regions`}>
            <GroupLabel id={`${fieldId}-regions`}>{t.regions}</GroupLabel>
            <RegionGrid>{regions.map((r) => renderOption({ kind: 'region', name: r.name }, r.code, r.name, RegionOption))}</RegionGrid>
          </div>
        ) : null}
        {hotels.length > 0 ? (
          <div role="group" aria-labelledby={`${fieldId}-hotels`}>
            <GroupLabel id={`${fieldId}-hotels`}>{t.hotels}</GroupLabel>
            {hotels.map((hotel) =>
              renderOption(
                { kind: 'hotel', hotelId: hotel.hotelId },
                hotel.hotelId,
                <>
                  {hotel.name}
                  <OptionDetail>{hotel.address || hotel.region}</OptionDetail>
                </>,
                HotelOption,
              ),
            )}
          </div>
        ) : null}
      </div>
      <PanelStatus role="status">{status}</PanelStatus>
    </>
  );
}
