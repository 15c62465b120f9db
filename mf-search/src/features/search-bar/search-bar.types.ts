import type { RefObject } from 'react';
import type { SearchBarState } from './search-query';

export type SearchBarPanel = 'destination' | 'dates' | 'guests';

/** What the bar hands its popovers (panels chunk): its state, its elements and the ways to change them. */
export interface SearchBarPopoversProps {
  id: string;
  today: string;
  state: SearchBarState;
  open: SearchBarPanel | null;
  setOpen: (panel: SearchBarPanel | null) => void;
  update: (patch: Partial<SearchBarState>) => void;
  /** Sets the destination input's aria-activedescendant (undefined for none). */
  setActiveOption: (optionId: string | undefined) => void;
  rootRef: RefObject<HTMLFormElement | null>;
  inputRef: RefObject<HTMLInputElement | null>;
  datesRef: RefObject<HTMLButtonElement | null>;
  guestsRef: RefObject<HTMLButtonElement | null>;
  submitRef: RefObject<HTMLButtonElement | null>;
}
