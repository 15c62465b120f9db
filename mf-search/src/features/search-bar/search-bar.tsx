import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SearchBarProps } from 'shared-contracts';
import { Button, todayInSeoul } from 'ui-kit';
import { daysBetween, mondayWeekday } from './stay-dates';
import { DestinationField } from './destination-field';
import type { DestinationOption } from './destination-option';
import { PanelPending } from './panel-pending';
import { BarForm, FieldButton, FieldLabel, FieldValue, Popover } from './search-bar-fields.styles';
import { searchBarMessages } from './search-bar.messages';
import { BarFrame } from './search-bar.styles';
import { hotelPath, initialSearchState, searchPath, type SearchBarState } from './search-query';
import { useOutsideClick } from './use-outside-click.hook';
import { useSearchBarPanels } from './use-search-bar-panels.hook';

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
  const panels = useSearchBarPanels();
  const { RangeCalendar, GuestsPanel } = panels.panels ?? {};
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
    if (open === 'guests' && GuestsPanel && focusGuests.current) {
      focusGuests.current = false;
      document.getElementById(`${id}-guests`)?.focus();
    }
  }, [open, GuestsPanel, id]);

  const update = (patch: Partial<SearchBarState>) => setState((current) => ({ ...current, ...patch }));
  const show = (panel: Panel | null) => {
    if (panel) panels.request();
    setOpen(panel);
  };

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

  const onPick = (option: DestinationOption) => {
    if (option.kind === 'hotel') {
      setOpen(null);
      navigate(hotelPath(option.hotelId, state));
      return;
    }
    update({ text: option.name, region: option.name });
    setOpen('dates');
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
    <BarForm
      ref={rootRef}
      role="search"
      aria-label={t.label}
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      // The panels' chunk is fetched on the first sign of interest, not with the page.
      onPointerEnter={panels.request}
      onFocus={panels.request}
      onTouchStart={panels.request}
      onBlur={(event) => {
        // Tabbing out of the bar closes its panel (a click outside is handled by useOutsideClick).
        const next = event.relatedTarget;
        if (open !== null && next instanceof Node && !event.currentTarget.contains(next)) setOpen(null);
      }}
    >
      <BarFrame $compact={compact}>
        <DestinationField
          id={`${id}-destination`}
          compact={compact}
          inputRef={inputRef}
          text={state.text}
          region={state.region}
          open={open === 'destination'}
          panels={panels}
          onOpen={() => show('destination')}
          onClose={() => setOpen((current) => (current === 'destination' ? null : current))}
          onTextChange={(text) => update({ text, region: text === state.region ? state.region : '' })}
          onPick={onPick}
          onTextCommit={() => show('dates')}
        />
        <FieldButton
          ref={datesRef}
          type="button"
          $compact={compact}
          aria-haspopup="dialog"
          aria-expanded={open === 'dates'}
          aria-label={`${t.dates.label}: ${datesText}`}
          onClick={() => show(open === 'dates' ? null : 'dates')}
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
          onClick={() => show(open === 'guests' ? null : 'guests')}
        >
          <FieldLabel as="span">{t.guests.label}</FieldLabel>
          <FieldValue>{guestsText}</FieldValue>
        </FieldButton>
        <Button ref={submitRef} type="submit" size={compact ? 'md' : 'lg'}>
          {t.submit}
        </Button>
      </BarFrame>
      {open === 'dates' ? (
        <Popover $align="left" $width="680px">
          {RangeCalendar ? (
            <RangeCalendar
              id={`${id}-dates`}
              today={today}
              checkIn={state.checkIn}
              checkOut={state.checkOut}
              onRangeChange={(checkIn, checkOut) => update({ checkIn, checkOut })}
              onDone={onRangeDone}
            />
          ) : (
            <PanelPending panels={panels} />
          )}
        </Popover>
      ) : null}
      {open === 'guests' ? (
        <Popover $align="right" $width="340px">
          {GuestsPanel ? (
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
          ) : (
            <PanelPending panels={panels} />
          )}
        </Popover>
      ) : null}
    </BarForm>
  );
}
