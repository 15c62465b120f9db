import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isApiError, useAppDispatch, useAppStore, type ApiError, type WishlistItem } from 'shared-contracts';
import { useOptionalToast } from './optional-toast.hook';
import { loginRedirectPath, useWishlistOwner } from './wishlist-owner';
import {
  useAddWishlistEntryMutation,
  useGetWishedHotelsQuery,
  useRemoveWishlistEntryByHotelMutation,
  useRemoveWishlistEntryMutation,
  wishlistApi,
  type WishedHotel,
  type WishedHotels,
  type WishlistHotel,
} from './wishlist.api';
import { wishlistMessages } from './wishlist.messages';
import { useResyncWhenVisible } from './wished-hotels.hook';

/** Raised by a wishlist action of a logged-out user (guest-core §8), after sending them to /login. */
export class WishlistAuthRequiredError extends Error {
  readonly code = 'AUTH_REQUIRED';
  constructor() {
    super('AUTH_REQUIRED');
    this.name = 'WishlistAuthRequiredError';
  }
}

export interface WishlistHeartState {
  wished: boolean;
  /** A change is on its way to the server; further clicks wait for it. */
  busy: boolean;
  /**
   * Flips the heart at once and asks the server. On failure the heart reverts, the user is told, and
   * the promise rejects with the error (spec: the error is rethrown).
   */
  toggle: () => Promise<void>;
  /** The last failure's text when the host offers no toasts, for the heart to show beside itself. */
  notice: string | null;
}

const NOTICE_MS = 5000;

function withoutHotel(list: WishedHotels, hotelId: number): void {
  const index = list.items.findIndex((entry) => entry.hotel.hotelId === hotelId);
  if (index >= 0) list.items.splice(index, 1);
}

function putEntry(list: WishedHotels, entry: WishedHotel, index = 0): void {
  const existing = list.items.findIndex((item) => item.hotel.hotelId === entry.hotel.hotelId);
  if (existing >= 0) list.items[existing] = entry;
  else list.items.splice(Math.min(index, list.items.length), 0, entry);
}

function isStatus(error: unknown, status: number): error is ApiError {
  return isApiError(error) && error.status === status;
}

/** The server's own text for a refused request or a network failure; our text for server faults. */
function failureText(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  const readable = error.status === 'FETCH_ERROR' || (typeof error.status === 'number' && error.status < 500);
  return readable ? error.message : fallback;
}

/**
 * One hotel's heart (guest-core §2, §4): optimistic toggle over the synced wishlist; removal by
 * hotel, falling back to removal by wishlist id; a logged-out click goes to the login page.
 */
export function useWishlistHeart(hotel: WishlistHotel): WishlistHeartState {
  const owner = useWishlistOwner();
  // Only this hotel's entry is selected, so a change to another hotel does not re-render this heart.
  const { entry, refetch } = useGetWishedHotelsQuery(owner ?? '', {
    skip: owner === null,
    selectFromResult: ({ data }) => ({
      entry: data?.items.find((item) => item.hotel.hotelId === hotel.hotelId) ?? null,
    }),
  });
  useResyncWhenVisible(owner, refetch);
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useOptionalToast();
  const [addEntry] = useAddWishlistEntryMutation();
  const [removeByHotel] = useRemoveWishlistEntryByHotelMutation();
  const [removeById] = useRemoveWishlistEntryMutation();

  // The state the user asked for while the server has not answered; it wins over the synced list,
  // which may still be loading or be replaced by a re-sync meanwhile.
  const [desired, setDesired] = useState<boolean | null>(null);
  const inFlight = useRef(false);
  const [notice, setNotice] = useState<string | null>(null);

  const wished = desired ?? entry !== null;

  useEffect(() => {
    if (notice === null) return;
    const timer = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const patchList = useCallback(
    (recipe: (list: WishedHotels) => void) => {
      if (owner !== null) dispatch(wishlistApi.util.updateQueryData('getWishedHotels', owner, recipe));
    },
    [dispatch, owner],
  );

  const removeOnServer = useCallback(
    async (wishlistId: number | null) => {
      try {
        await removeByHotel(hotel.hotelId).unwrap();
      } catch (byHotelError) {
        // A lost session fails the same way by id; without an id there is nothing to fall back to.
        if (wishlistId === null || isStatus(byHotelError, 401)) throw byHotelError;
        try {
          await removeById(wishlistId).unwrap();
        } catch (byIdError) {
          // The entry is already gone, which is what the user asked for.
          if (isStatus(byIdError, 404)) return;
          throw byIdError;
        }
      }
    },
    [hotel.hotelId, removeByHotel, removeById],
  );

  const toggle = useCallback(async () => {
    if (owner === null) {
      navigate(loginRedirectPath(location));
      throw new WishlistAuthRequiredError();
    }
    if (inFlight.current) return;
    inFlight.current = true;
    const next = !wished;
    const previous = entry;
    const synced = wishlistApi.endpoints.getWishedHotels.select(owner)(store.getState()).data;
    const previousIndex = synced?.items.findIndex((item) => item.hotel.hotelId === hotel.hotelId) ?? -1;
    setDesired(next);
    setNotice(null);
    patchList((list) =>
      next ? putEntry(list, { wishlistId: null, createdAt: new Date().toISOString(), hotel: { ...hotel } }) : withoutHotel(list, hotel.hotelId),
    );
    try {
      if (next) {
        const item: WishlistItem = await addEntry(hotel.hotelId).unwrap();
        patchList((list) => putEntry(list, item));
      } else {
        await removeOnServer(previous?.wishlistId ?? null);
        // A re-sync that answered meanwhile may still hold the entry.
        patchList((list) => withoutHotel(list, hotel.hotelId));
      }
    } catch (error) {
      // Revert by content rather than by undoing patches: a re-sync may have replaced the list since.
      patchList((list) => {
        if (next) {
          const index = list.items.findIndex((item) => item.hotel.hotelId === hotel.hotelId && item.wishlistId === null);
          if (index >= 0) list.items.splice(index, 1);
        } else if (previous) {
          putEntry(list, previous, Math.max(previousIndex, 0));
        }
      });
      report(error, next);
      throw error;
    } finally {
      inFlight.current = false;
      setDesired(null);
    }

    function report(error: unknown, adding: boolean) {
      const t = wishlistMessages.heart;
      // The request client already tried to renew the session on a 401; only a new login helps now.
      const expired = isStatus(error, 401);
      const message = expired ? t.sessionExpired : failureText(error, adding ? t.addFailed : t.removeFailed);
      if (toast) toast.error(message);
      else setNotice(message);
      if (expired) navigate(loginRedirectPath(location));
    }
  }, [owner, navigate, location, wished, entry, store, hotel, patchList, addEntry, removeOnServer, toast]);

  return { wished, busy: desired !== null, toggle, notice };
}
