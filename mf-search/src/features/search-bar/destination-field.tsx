import { useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { REGIONS, SUGGEST_DEBOUNCE_MS } from 'shared-contracts';
import { FieldBox, FieldLabel, Popover, TextInput } from './search-bar-fields.styles';
import { useGetSearchSuggestionsQuery } from './search-bar.api';
import { searchBarMessages } from './search-bar.messages';
import { useDebouncedValue } from './use-debounced-value.hook';
import { GroupLabel, HotelOption, OptionDetail, PanelStatus, RegionGrid, RegionOption } from './destination-field.styles';

export interface DestinationFieldProps {
  id: string;
  compact: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  text: string;
  /** The chosen region's official name, or ''; the field is in region mode while its text equals it. */
  region: string;
  open: boolean;
  onOpen: () => void;
  /** Focus left the field (options keep it in the input, so this means the guest moved on). */
  onClose: () => void;
  onTextChange: (text: string) => void;
  onRegionPick: (name: string) => void;
  onHotelPick: (hotelId: number) => void;
  /** Enter without a highlighted option: the typed text becomes the query. */
  onTextCommit: () => void;
}

type Option = { kind: 'region'; name: string } | { kind: 'hotel'; hotelId: number };

/**
 * The destination combobox: the 15 regions, plus hotel suggestions requested SUGGEST_DEBOUNCE_MS after
 * typing stops. Arrow keys move through the options, Enter picks.
 */
export function DestinationField(props: DestinationFieldProps) {
  const { id, compact, inputRef, text, region, open, onOpen, onClose, onTextChange, onRegionPick, onHotelPick, onTextCommit } =
    props;
  const t = searchBarMessages.destination;
  const query = text.trim();
  const regionMode = region !== '' && text === region;
  const debounced = useDebouncedValue(query, SUGGEST_DEBOUNCE_MS);
  const wanted = open && !regionMode && debounced !== '';
  const suggestions = useGetSearchSuggestionsQuery(debounced, { skip: !wanted });
  const [active, setActive] = useState(-1);

  const needle = query.toLowerCase();
  const regions =
    regionMode || needle === ''
      ? REGIONS
      : REGIONS.filter((r) => r.name.includes(needle) || r.shortName.includes(needle) || r.code.toLowerCase().includes(needle));
  const hotels = wanted && query === debounced ? (suggestions.currentData ?? []) : [];
  const options: Option[] = [
    ...regions.map((r): Option => ({ kind: 'region', name: r.name })),
    ...hotels.map((h): Option => ({ kind: 'hotel', hotelId: h.hotelId })),
  ];
  const optionId = (index: number) => `${id}-option-${index}`;

  let status = '';
  if (regionMode || query === '') status = t.typeHint;
  else if (query !== debounced || suggestions.isFetching) status = t.loading;
  else if (suggestions.isError) status = t.failure;
  else if (suggestions.currentData?.length === 0) status = t.empty;

  const pick = (option: Option) => {
    if (option.kind === 'region') onRegionPick(option.name);
    else onHotelPick(option.hotelId);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        onOpen();
        return;
      }
      const count = options.length;
      if (count === 0) return;
      const delta = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + delta + count + (current < 0 && delta < 0 ? 1 : 0)) % count);
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      // Enter never submits the whole form from here: it completes this step of destination → dates → guests.
      event.preventDefault();
      const option = open ? options[active] : undefined;
      if (option) pick(option);
      else onTextCommit();
    }
  };

  let index = -1;
  const renderOption = (option: Option, content: ReactNode, Component: typeof RegionOption) => {
    index += 1;
    const current = index;
    return (
      <Component
        key={option.kind === 'region' ? option.name : option.hotelId}
        id={optionId(current)}
        role="option"
        aria-selected={current === active}
        $active={current === active}
        // Keeps the focus in the input, so the click's pick is the only thing that happens.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => pick(option)}
      >
        {content}
      </Component>
    );
  };

  return (
    <>
      <FieldBox $compact={compact}>
        <FieldLabel htmlFor={`${id}-input`}>{t.label}</FieldLabel>
        <TextInput
          id={`${id}-input`}
          ref={inputRef}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={`${id}-listbox`}
          aria-activedescendant={open && active >= 0 && active < options.length ? optionId(active) : undefined}
          placeholder={t.placeholder}
          value={text}
          maxLength={100}
          onChange={(event) => {
            setActive(-1);
            onTextChange(event.target.value);
            onOpen();
          }}
          onClick={onOpen}
          onBlur={onClose}
          onKeyDown={onKeyDown}
        />
      </FieldBox>
      {open ? (
        <Popover $align="left" $width="520px">
          <div id={`${id}-listbox`} role="listbox" aria-label={t.listLabel}>
            {regions.length > 0 ? (
              <div role="group" aria-labelledby={`${id}-regions`}>
                <GroupLabel id={`${id}-regions`}>{t.regions}</GroupLabel>
                <RegionGrid>
                  {regions.map((r) => renderOption({ kind: 'region', name: r.name }, r.name, RegionOption))}
                </RegionGrid>
              </div>
            ) : null}
            {hotels.length > 0 ? (
              <div role="group" aria-labelledby={`${id}-hotels`}>
                <GroupLabel id={`${id}-hotels`}>{t.hotels}</GroupLabel>
                {hotels.map((hotel) =>
                  renderOption(
                    { kind: 'hotel', hotelId: hotel.hotelId },
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
        </Popover>
      ) : null}
    </>
  );
}
