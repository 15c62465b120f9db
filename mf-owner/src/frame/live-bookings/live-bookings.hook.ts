import { useEffect, useRef } from 'react';
import { selectToken, useAppDispatch, useAppStore } from 'shared-contracts';
import { useToast } from 'ui-kit';
import { ownerApi } from '../owner-api';
import { ownerHotelsApi } from '../owner-hotels.api';
import { liveBookingsMessages as t } from './live-bookings.messages';
import { connectOwnerEvents, type ConnectOwnerEvents, type OwnerStreamMessage } from './owner-event-stream';

/** A live notice stays longer than a confirmation: the owner may be looking elsewhere when it comes. */
export const NOTICE_MS = 10_000;

/** Reconnection backoff: 1 s doubling to 30 s, back to 1 s once a stream is open again. */
export const RETRY_FIRST_MS = 1000;
export const RETRY_MAX_MS = 30_000;

/** What a booking or a cancellation changes on the hotel's screens: dashboard, bookings, arrivals, room board, calendars. */
export const liveBookingTags = (hotelId: number) =>
  (['OwnerDashboard', 'OwnerBooking', 'OwnerArrival', 'OwnerRoom', 'OwnerInventory'] as const).map((type) => ({ type, id: hotelId }));

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Keeps the hotel's screens live (decision 0018): while mounted, reads the hotel's events stream; each booking or
 * cancellation invalidates the screens' cache tags (their queries refetch) and shows a toast. On (re)connection and
 * `resync` it invalidates too, so what happened while away is read from the lists. Reconnects with backoff; a 401
 * renews the token through the shared request client first; a 403/404 (not this owner's hotel) stops.
 */
export function useLiveBookings(hotelId: number, connect: ConnectOwnerEvents = connectOwnerEvents): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const toast = useToast();
  const toastRef = useRef(toast);
  toastRef.current = toast;

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const refresh = () => dispatch(ownerApi.util.invalidateTags(liveBookingTags(hotelId)));
    let delay = RETRY_FIRST_MS;
    const onMessage = (message: OwnerStreamMessage) => {
      if (message.event === 'ready') delay = RETRY_FIRST_MS;
      refresh();
      if (message.event === 'booking.created') toastRef.current.show(t.created(message.data.bookingNo), { tone: 'success', durationMs: NOTICE_MS });
      if (message.event === 'booking.cancelled') toastRef.current.show(t.cancelled(message.data.bookingNo), { tone: 'info', durationMs: NOTICE_MS });
    };
    const run = async () => {
      while (!signal.aborted) {
        const token = selectToken(store.getState());
        // Signed out: the shell's guards take the owner elsewhere.
        if (!token) return;
        const outcome = await connect({ hotelId, token, signal, onMessage }).catch(() => null);
        if (signal.aborted || !outcome) return;
        if (outcome.kind === 'refused' && (outcome.status === 403 || outcome.status === 404)) return;
        if (outcome.kind === 'refused' && outcome.status === 401) {
          // The shared request client answers a 401 with its one refresh (or clears the session).
          await dispatch(ownerHotelsApi.endpoints.ownerHotels.initiate(undefined, { forceRefetch: true, subscribe: false }));
        }
        await pause(delay, signal);
        delay = Math.min(delay * 2, RETRY_MAX_MS);
      }
    };
    void run();
    return () => controller.abort();
  }, [hotelId, connect, dispatch, store]);
}

/** Mounted once per selected hotel (in HotelScope): renders nothing, keeps the hotel's screens live. */
export function LiveBookings({ hotelId }: { hotelId: number }) {
  useLiveBookings(hotelId);
  return null;
}
