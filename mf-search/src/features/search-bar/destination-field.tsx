import { useCallback, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { destinationOptionId, type DestinationOption } from './destination-option';
import { FieldBox, FieldLabel, Popover, TextInput } from './search-bar-fields.styles';
import { searchBarMessages } from './search-bar.messages';
import { PanelPending } from './panel-pending';
import type { SearchBarPanels } from './use-search-bar-panels.hook';

export interface DestinationFieldProps {
  id: string;
  compact: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  text: string;
  region: string;
  open: boolean;
  panels: SearchBarPanels;
  onOpen: () => void;
  /** Focus left the field (options keep it in the input, so this means the guest moved on). */
  onClose: () => void;
  onTextChange: (text: string) => void;
  onPick: (option: DestinationOption) => void;
  /** Enter without a highlighted option: the typed text becomes the query. */
  onTextCommit: () => void;
}

/**
 * The destination combobox. The input is part of the bar's first chunk so typing works at once; the panel
 * (regions and suggestions) comes with the panels chunk. Arrow keys move through the options, Enter picks.
 */
export function DestinationField(props: DestinationFieldProps) {
  const { id, compact, inputRef, text, region, open, panels, onOpen, onClose, onTextChange, onPick, onTextCommit } = props;
  const t = searchBarMessages.destination;
  const [active, setActive] = useState(-1);
  const options = useRef<DestinationOption[]>([]);
  const [optionCount, setOptionCount] = useState(0);
  const onOptionsChange = useCallback((next: DestinationOption[]) => {
    options.current = next;
    setOptionCount(next.length);
    setActive(-1);
  }, []);
  const Panel = panels.panels?.DestinationPanel;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        onOpen();
        return;
      }
      const count = options.current.length;
      if (count === 0) return;
      const delta = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current < 0 ? (delta > 0 ? 0 : count - 1) : (current + delta + count) % count));
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      // Enter never submits the whole form from here: it completes this step of destination → dates → guests.
      event.preventDefault();
      const option = open && Panel ? options.current[active] : undefined;
      if (option) onPick(option);
      else onTextCommit();
    }
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
          aria-activedescendant={open && Panel && active >= 0 && active < optionCount ? destinationOptionId(id, active) : undefined}
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
          {Panel ? (
            <Panel fieldId={id} text={text} region={region} active={active} onOptionsChange={onOptionsChange} onPick={onPick} />
          ) : (
            <PanelPending panels={panels} />
          )}
        </Popover>
      ) : null}
    </>
  );
}
