import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DestinationPanel } from './destination-panel';
import { destinationOptionId, type DestinationOption } from './destination-option';
import { GuestsPanel } from './guests-panel';
import { Popover } from './popover.styles';
import { RangeCalendar } from './range-calendar';
import { hotelPath } from './search-query';
import type { SearchBarPopoversProps } from './search-bar.types';
import { useOutsideClick } from './use-outside-click.hook';

/**
 * Everything the bar does beyond showing its fields and searching (the panels chunk, fetched on the first
 * touch of the bar): the destination panel with its keyboard handling, the calendar, the guests popover,
 * the flow destination → dates → guests, and closing on Escape, a click outside or the focus leaving.
 */
export function SearchBarPopovers(props: SearchBarPopoversProps) {
  const { id, today, state, open, setOpen, update, setActiveOption, rootRef, inputRef, datesRef, guestsRef, submitRef } = props;
  const navigate = useNavigate();
  const destinationId = `${id}-destination`;
  const options = useRef<DestinationOption[]>([]);
  const [active, setActive] = useState(-1);
  const focusGuests = useRef(false);

  const close = useCallback(() => setOpen(null), [setOpen]);
  useOutsideClick(rootRef, open !== null, close);

  const pick = (option: DestinationOption) => {
    if (option.kind === 'hotel') {
      setOpen(null);
      navigate(hotelPath(option.hotelId, state));
      return;
    }
    update({ text: option.name, region: option.name });
    setOpen('dates');
  };

  // Native listeners on the bar's own elements, which live in the bar's first chunk. A ref keeps them on
  // the latest render without re-attaching on every keystroke.
  const latest = useRef({ open, active, pick });
  latest.current = { open, active, pick };

  useEffect(() => {
    const root = rootRef.current;
    const input = inputRef.current;
    if (!root || !input) return undefined;

    const onRootKeyDown = (event: KeyboardEvent) => {
      const current = latest.current.open;
      if (event.key !== 'Escape' || current === null) return;
      event.preventDefault();
      setOpen(null);
      ({ destination: inputRef, dates: datesRef, guests: guestsRef })[current].current?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      // Tabbing out of the bar closes its panel (a click outside is handled by useOutsideClick).
      const next = event.relatedTarget;
      if (latest.current.open !== null && next instanceof Node && !root.contains(next)) setOpen(null);
    };
    const onInputKeyDown = (event: KeyboardEvent) => {
      const { open: current, active: index } = latest.current;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        if (current !== 'destination') {
          setOpen('destination');
          return;
        }
        const count = options.current.length;
        if (count === 0) return;
        const delta = event.key === 'ArrowDown' ? 1 : -1;
        setActive(index < 0 ? (delta > 0 ? 0 : count - 1) : (index + delta + count) % count);
      } else if (event.key === 'Enter' && !event.isComposing) {
        // Enter completes this step of destination → dates → guests instead of submitting the form.
        event.preventDefault();
        const option = current === 'destination' ? options.current[index] : undefined;
        if (option) latest.current.pick(option);
        else setOpen('dates');
      }
    };
    const onInputBlur = () => {
      // Options keep the focus in the input, so a blur means the guest moved on.
      if (latest.current.open === 'destination') setOpen(null);
    };
    root.addEventListener('keydown', onRootKeyDown);
    root.addEventListener('focusout', onFocusOut);
    input.addEventListener('keydown', onInputKeyDown);
    input.addEventListener('blur', onInputBlur);
    return () => {
      root.removeEventListener('keydown', onRootKeyDown);
      root.removeEventListener('focusout', onFocusOut);
      input.removeEventListener('keydown', onInputKeyDown);
      input.removeEventListener('blur', onInputBlur);
    };
  }, [rootRef, inputRef, datesRef, guestsRef, setOpen]);

  // A new text or a closed panel starts the arrow keys from the top again.
  useEffect(() => setActive(-1), [state.text, open]);
  useEffect(() => {
    setActiveOption(open === 'destination' && active >= 0 ? destinationOptionId(destinationId, active) : undefined);
  }, [open, active, destinationId, setActiveOption]);

  useEffect(() => {
    if (open === 'guests' && focusGuests.current) {
      focusGuests.current = false;
      document.getElementById(`${id}-guests`)?.focus();
    }
  }, [open, id]);

  const onOptionsChange = useCallback((next: DestinationOption[]) => {
    options.current = next;
    setActive(-1);
  }, []);
  const onRangeDone = useCallback(() => {
    focusGuests.current = true;
    setOpen('guests');
  }, [setOpen]);

  if (open === 'destination') {
    // The options are reached with the arrow keys from the combobox (aria-activedescendant), so none of them takes
    // focus: the panel itself is a tab stop, so a keyboard can scroll a long list too (scrollable-region-focusable).
    return (
      <Popover $align="left" $width="520px" tabIndex={0}>
        <DestinationPanel
          fieldId={destinationId}
          text={state.text}
          region={state.region}
          active={active}
          onOptionsChange={onOptionsChange}
          onPick={pick}
        />
      </Popover>
    );
  }
  if (open === 'dates') {
    return (
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
    );
  }
  if (open === 'guests') {
    return (
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
    );
  }
  return null;
}
