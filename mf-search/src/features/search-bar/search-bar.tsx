import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SearchBarProps } from 'shared-contracts';
import { todayInSeoul } from 'ui-kit';
import { daysBetween, mondayWeekday } from './calendar-dates';
import { DestinationField } from './destination-field';
import { GuestsPanel } from './guests-panel';
import { RangeCalendar } from './range-calendar';
import { BarForm, FieldButton, FieldLabel, FieldValue, Popover, SubmitButton } from './search-bar-fields.styles';
import { searchBarMessages } from './search-bar.messages';
import { BarFrame } from './search-bar.styles';
import { hotelPath, initialSearchState, searchPath, type SearchBarState } from './search-query';
import { useOutsideClick } from './use-outside-click.hook';

type Panel = 'destination' | 'dates' | 'guests';

/**
 * The search bar of home, /search and hotel detail (guest-core §2): destination → dates → guests, then
 * /search with checkIn, checkOut, guests, adults, children, region, q and offset 0. Choosing a destination
 * opens the calendar, completing the range opens the guests popover.
 */
export function SearchBar({ initial, compact = false }: SearchBarProps) {
  const t = searchBarMessages;
  const navigate = useNavigate();
  const id = useId();
  const [today] = useState(() => todayInSeoul());
  const [state, setState] = useState<SearchBarState>(() => initialSearchState(initial, today));
  const [open, setOpen] = useState<Panel | null>(null);
  const rootRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const datesRef = useRef<HTMLButtonElement>(null);
  const guestsRef = useRef<HTMLButtonElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const focusGuests = useRef(false);

  // The page's query changed (back/forward, a new search on /search): show it.
  const initialKey = JSON.stringify(initial ?? {});
  const [shownKey, setShownKey] = useState(initialKey);
  if (shownKey !== initialKey) {
    setShownKey(initialKey);
    setState(initialSearchState(initial, today));
    setOpen(null);
  }

  const close = useCallback(() => setOpen(null), []);
  useOutsideClick(rootRef, open !== null, close);

  useEffect(() => {
    if (open === 'guests' && focusGuests.current) {
      focusGuests.current = false;
      document.getElementById(`${id}-guests`)?.focus();
    }
  }, [open, id]);

  const update = (patch: Partial<SearchBarState>) => setState((current) => ({ ...current, ...patch }));
  const toggle = (panel: Panel) => setOpen((current) => (current === panel ? null : panel));

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Escape' || open === null) return;
    event.preventDefault();
    const trigger = { destination: inputRef, dates: datesRef, guests: guestsRef }[open];
    setOpen(null);
    trigger.current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOpen(null);
    navigate(searchPath(state));
  };

  const onRangeDone = useCallback(() => {
    focusGuests.current = true;
    setOpen('guests');
  }, []);

  const nights = daysBetween(state.checkIn, state.checkOut);
  const datesText = `${t.dates.short(state.checkIn, mondayWeekday(state.checkIn))} - ${t.dates.short(
    state.checkOut,
    mondayWeekday(state.checkOut),
  )} · ${t.dates.nights(nights)}`;
  const guestsText = t.guests.summary(state.adults, state.children);

  return (
    <BarForm ref={rootRef} role="search" aria-label={t.label} onSubmit={onSubmit} onKeyDown={onKeyDown}>
      <BarFrame $compact={compact}>
        <DestinationField
          id={`${id}-destination`}
          compact={compact}
          inputRef={inputRef}
          text={state.text}
          region={state.region}
          open={open === 'destination'}
          onOpen={() => setOpen('destination')}
          onClose={() => setOpen((current) => (current === 'destination' ? null : current))}
          onTextChange={(text) => update({ text, region: text === state.region ? state.region : '' })}
          onRegionPick={(region) => {
            update({ text: region, region });
            setOpen('dates');
          }}
          onHotelPick={(hotelId) => {
            setOpen(null);
            navigate(hotelPath(hotelId, state));
          }}
          onTextCommit={() => setOpen('dates')}
        />
        <FieldButton
          ref={datesRef}
          type="button"
          $compact={compact}
          aria-haspopup="dialog"
          aria-expanded={open === 'dates'}
          aria-label={`${t.dates.label}: ${datesText}`}
          onClick={() => toggle('dates')}
        >
          <FieldLabel as="span">{t.dates.label}</FieldLabel>
          <FieldValue>{datesText}</FieldValue>
        </FieldButton>
        <FieldButton
          ref={guestsRef}
          type="button"
          $compact={compact}
          aria-haspopup="dialog"
          aria-expanded={open === 'guests'}
          aria-label={`${t.guests.label}: ${guestsText}`}
          onClick={() => toggle('guests')}
        >
          <FieldLabel as="span">{t.guests.label}</FieldLabel>
          <FieldValue>{guestsText}</FieldValue>
        </FieldButton>
        <SubmitButton ref={submitRef} type="submit" $compact={compact}>
          {t.submit}
        </SubmitButton>
      </BarFrame>
      {open === 'dates' ? (
        <Popover $align="left" $width="680px">
          <RangeCalendar
            id={`${id}-dates`}
            today={today}
            checkIn={state.checkIn}
            checkOut={state.checkOut}
            onRangeChange={(checkIn, checkOut) => update({ checkIn, checkOut })}
            onDone={onRangeDone}
          />
        </Popover>
      ) : null}
      {open === 'guests' ? (
        <Popover $align="right" $width="340px">
          <GuestsPanel
            id={`${id}-guests`}
            adults={state.adults}
            children={state.children}
            onChange={(adults, children) => update({ adults, children })}
            onDone={() => {
              setOpen(null);
              submitRef.current?.focus();
            }}
          />
        </Popover>
      ) : null}
    </BarForm>
  );
}
