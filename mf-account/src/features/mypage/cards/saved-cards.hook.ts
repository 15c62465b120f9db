import { useCallback, useEffect, useState } from 'react';
import { decodeTokenClaims, selectToken, useAppSelector } from 'shared-contracts';
import { readSavedCards, savedCardsKey, writeSavedCards, type SavedCard } from './saved-cards.storage';

export type SavedCardsState = { status: 'ready'; cards: SavedCard[] } | { status: 'error'; cards: SavedCard[] };

/** The signed-in member's id (the token's subject): the key of their own list. */
function useMemberKey(): string | null {
  return useAppSelector((state) => {
    const sub = decodeTokenClaims(selectToken(state))?.['sub'];
    return typeof sub === 'string' || typeof sub === 'number' ? String(sub) : null;
  });
}

function load(userId: string | null): SavedCardsState {
  if (userId === null) return { status: 'ready', cards: [] };
  try {
    return { status: 'ready', cards: readSavedCards(window.localStorage, userId) };
  } catch {
    return { status: 'error', cards: [] };
  }
}

/**
 * The member's saved cards in localStorage (§3: browser storage only). Another tab's change shows here too.
 * `add` and `remove` answer false when the storage refused the write.
 */
export function useSavedCards() {
  const userId = useMemberKey();
  const [state, setState] = useState<SavedCardsState>(() => load(userId));

  useEffect(() => {
    setState(load(userId));
    if (userId === null) return undefined;
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === savedCardsKey(userId)) setState(load(userId));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [userId]);

  const save = useCallback(
    (next: SavedCard[]): boolean => {
      if (userId === null) return false;
      try {
        writeSavedCards(window.localStorage, userId, next);
        setState({ status: 'ready', cards: next });
        return true;
      } catch {
        return false;
      }
    },
    [userId],
  );

  const add = useCallback((card: SavedCard) => save([...load(userId).cards, card]), [save, userId]);
  const remove = useCallback((id: string) => save(load(userId).cards.filter((card) => card.id !== id)), [save, userId]);
  return { ...state, add, remove };
}
