import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Modal } from 'ui-kit';
import { ControlRow, Hint, Note } from 'ui-kit/forms';
import { pickedAddressOf, type PickedAddress } from './postcode-address';
import { loadPostcodeService, type PostcodeConstructor } from './postcode-service.loader';
import { postcodeMessages as t } from './postcode.messages';

type SearchState = 'idle' | 'loading' | 'open' | 'failed';

export interface PostcodeSearchProps {
  /** The postcode input, shown with the search button beside it. */
  children: ReactNode;
  /** id of the line under them (ready, loading, unavailable, filled): the address inputs point at it. */
  statusId: string;
  /** Fills the form with the chosen address; returns the id of the control to focus next. */
  onPick: (address: PickedAddress) => string | undefined;
  disabled?: boolean;
}

/**
 * The postcode input with Kakao's postcode search beside it. Kakao's script is loaded on the first press (no third
 * party hears of a member who only reads the page); the search opens inside a dialog (`embed`, which works on a phone
 * as on a desktop and no popup blocker stops); a chosen address fills the form. When the script cannot load (offline,
 * blocked, no answer within 5 s) the line under the fields says so, as the hotel page's map does, and the fields
 * stay for typing — they are editable all along.
 */
export function PostcodeSearch({ children, statusId, onPick, disabled = false }: PostcodeSearchProps) {
  const [state, setState] = useState<SearchState>('idle');
  const [Postcode, setPostcode] = useState<PostcodeConstructor | null>(null);
  const [filled, setFilled] = useState('');
  const mounted = useRef(true);
  const nextFocus = useRef<string | null>(null);
  const onPickRef = useRef(onPick);
  onPickRef.current = onPick;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // After the dialog has closed (and given focus back to the button), focus moves on to what the form asked for.
  useEffect(() => {
    if (state === 'open' || !nextFocus.current) return;
    document.getElementById(nextFocus.current)?.focus();
    nextFocus.current = null;
  });

  const start = () => {
    setState('loading');
    setFilled('');
    loadPostcodeService().then(
      (found) => {
        if (!mounted.current) return;
        setPostcode(() => found);
        setState('open');
      },
      (error: unknown) => {
        console.warn('[mf_account] the postcode search could not be loaded', error);
        if (mounted.current) setState('failed');
      },
    );
  };

  const embedInto = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element || !Postcode) return;
      const widget = new Postcode({
        width: '100%',
        height: '100%',
        oncomplete: (data) => {
          const picked = pickedAddressOf(data);
          nextFocus.current = onPickRef.current(picked) ?? null;
          setFilled(t.filled(picked.address));
          setState('idle');
        },
      });
      widget.embed(element, { autoClose: false });
    },
    [Postcode],
  );

  return (
    <>
      <SearchRow>
        {children}
        <Button type="button" variant="secondary" onClick={start} loading={state === 'loading'} disabled={disabled}>
          {t.search}
        </Button>
      </SearchRow>
      <div id={statusId}>
        {state === 'failed' ? (
          <Note role="alert" $tone="danger">
            {t.unavailable}
          </Note>
        ) : (
          <Hint role="status">{state === 'loading' ? t.loading : filled || t.ready}</Hint>
        )}
      </div>
      <Modal open={state === 'open'} onClose={() => setState('idle')} title={t.dialogTitle} size="md">
        <SearchFrame ref={embedInto} role="region" aria-label={t.dialogLabel} />
      </Modal>
    </>
  );
}

const SearchRow = styled(ControlRow)`
  max-width: 26rem;

  & > input {
    flex: 1 1 7em;
  }
`;

/** Kakao's search page fills this box (it sizes itself to 100 % of it). */
const SearchFrame = styled.div`
  height: min(470px, 62vh);
`;
