import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SearchBarProps } from 'shared-contracts';
import { Button, Spinner, todayInSeoul } from 'ui-kit';
import { BarForm, FieldBox, FieldButton, FieldLabel, FieldValue, PendingBox, TextInput } from './search-bar-fields.styles';
import { searchBarMessages } from './search-bar.messages';
import { BarFrame } from './search-bar.styles';
import type { SearchBarPanel } from './search-bar.types';
import { initialSearchState, searchPath, type SearchBarState } from './search-query';
import { daysBetween, mondayWeekday } from './stay-dates';
import { useSearchBarPanels } from './use-search-bar-panels.hook';

/**
 * The search bar of home, /search and hotel detail (guest-core §2): destination → dates → guests, then
 * /search with checkIn, checkOut, guests, adults, children, region, q and offset 0.
 *
 * This first chunk shows the fields, takes typing and searches; the panels and the flow between them
 * (SearchBarPopovers) arrive in a second chunk on the first pointer, focus or touch, to keep pages light.
 */
export function SearchBar({ initial, compact = false }: SearchBarProps) {
  const t = searchBarMessages;
  const navigate = useNavigate();
  const id = useId();
  const [today] = useState(() => todayInSeoul());
  const [state, setState] = useState<SearchBarState>(() => initialSearchState(initial, today));
  const [open, setOpen] = useState<SearchBarPanel | null>(null);
  const [activeOption, setActiveOption] = useState<string | undefined>();
  const panels = useSearchBarPanels();
  const Popovers = panels.panels?.SearchBarPopovers;
  const rootRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const datesRef = useRef<HTMLButtonElement>(null);
  const guestsRef = useRef<HTMLButtonElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);

  // The page's query changed (back/forward, a new search on /search): show it.
  const initialKey = JSON.stringify(initial ?? {});
  const [shownKey, setShownKey] = useState(initialKey);
  if (shownKey !== initialKey) {
    setShownKey(initialKey);
    setState(initialSearchState(initial, today));
    setOpen(null);
  }

  const update = useCallback((patch: Partial<SearchBarState>) => setState((current) => ({ ...current, ...patch })), []);
  const show = (panel: SearchBarPanel | null) => {
    if (panel) panels.request();
    setOpen(panel);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOpen(null);
    navigate(searchPath(state));
  };

  const datesText = `${t.dates.short(state.checkIn, mondayWeekday(state.checkIn))} - ${t.dates.short(
    state.checkOut,
    mondayWeekday(state.checkOut),
  )} · ${t.dates.nights(daysBetween(state.checkIn, state.checkOut))}`;
  const guestsText = t.guests.summary(state.adults, state.children);
  const destinationId = `${id}-destination`;

  return (
    <BarForm
      ref={rootRef}
      role="search"
      aria-label={t.label}
      onSubmit={onSubmit}
      onPointerEnter={panels.request}
      onFocus={panels.request}
      onTouchStart={panels.request}
    >
      <BarFrame $compact={compact}>
        <FieldBox $compact={compact}>
          <FieldLabel htmlFor={`${destinationId}-input`}>{t.destination.label}</FieldLabel>
          <TextInput
            id={`${destinationId}-input`}
            ref={inputRef}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={open === 'destination'}
            // Only while the list exists: an id that names nothing is an invalid aria-controls.
            aria-controls={open === 'destination' && Popovers ? `${destinationId}-listbox` : undefined}
            aria-activedescendant={activeOption}
            placeholder={t.destination.placeholder}
            value={state.text}
            maxLength={100}
            onChange={(event) => {
              const text = event.target.value;
              update({ text, region: text === state.region ? state.region : '' });
              show('destination');
            }}
            onClick={() => show('destination')}
          />
        </FieldBox>
        <FieldButton
          ref={datesRef}
          type="button"
          $compact={compact}
          aria-haspopup="dialog"
          aria-expanded={open === 'dates'}
          onClick={() => show(open === 'dates' ? null : 'dates')}
        >
          {/* Named by what it shows, label then value (an aria-label that differs fails label-content-name-mismatch). */}
          <FieldLabel as="span">{t.dates.label}</FieldLabel>
          <FieldValue>{datesText}</FieldValue>
        </FieldButton>
        <FieldButton
          ref={guestsRef}
          type="button"
          $compact={compact}
          aria-haspopup="dialog"
          aria-expanded={open === 'guests'}
          onClick={() => show(open === 'guests' ? null : 'guests')}
        >
          <FieldLabel as="span">{t.guests.label}</FieldLabel>
          <FieldValue>{guestsText}</FieldValue>
        </FieldButton>
        <Button ref={submitRef} type="submit" size={compact ? 'md' : 'lg'}>
          {t.submit}
        </Button>
      </BarFrame>
      {Popovers ? (
        <Popovers
          id={id}
          today={today}
          state={state}
          open={open}
          setOpen={setOpen}
          update={update}
          setActiveOption={setActiveOption}
          rootRef={rootRef}
          inputRef={inputRef}
          datesRef={datesRef}
          guestsRef={guestsRef}
          submitRef={submitRef}
        />
      ) : open !== null ? (
        <PendingBox role={panels.failed ? 'alert' : undefined}>
          {panels.failed ? (
            <>
              {t.panelFailed}
              <Button variant="secondary" size="sm" onMouseDown={(event) => event.preventDefault()} onClick={panels.request}>
                {t.retry}
              </Button>
            </>
          ) : (
            <Spinner size="sm" />
          )}
        </PendingBox>
      ) : null}
    </BarForm>
  );
}
