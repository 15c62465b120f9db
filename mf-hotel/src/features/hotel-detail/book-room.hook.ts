import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isApiError, selectIsAuthenticated, useAppSelector } from 'shared-contracts';
import { HOLD_ERROR_CODES } from 'shared-contracts/hotel-stay';
import { useToast } from 'ui-kit';
import { useHotelDetailHoldMutation } from './hotel-detail.api';
import { hotelDetailMessages } from './hotel-detail.messages';
import type { HoldResult, RoomTypeOffer, StayQuery } from './hotel-detail.types';
import { loginRedirectPath } from './stay-query';
import { serverMessage } from './server-message';

/** /reservation with the query the reservation page reads (guest-core §7 "Hotel"). */
export function reservationPath(hotel: { hotelId: number; name: string }, offer: RoomTypeOffer, stay: StayQuery, hold: HoldResult): string {
  const params = new URLSearchParams({
    hotelId: String(hotel.hotelId),
    roomTypeId: String(offer.roomTypeId),
    hotelName: hotel.name,
    roomTypeName: offer.name,
    ratePlanId: String(offer.ratePlanId),
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    guests: String(stay.guests),
    holdCode: hold.holdCode,
    expiresAt: hold.expiresAt,
    totalAmount: String(hold.totalAmount),
  });
  return `/reservation?${params.toString()}`;
}

interface BookRoomOptions {
  hotel: { hotelId: number; name: string };
  stay: StayQuery;
  /** Called when the room went while the guest was looking (409 other than the hold cap): the offers are fetched again. */
  onConflict: () => void;
}

/**
 * The book button: a guest signs in first and comes back here; a member holds the room and goes on
 * to /reservation. A refused hold shows the server's Korean reason: no room left, or the member's cap on rooms
 * held at once (pay or cancel one first). Too many holds made lately (429) holds the member on
 * /too-many-requests like every 429 (guest-core §4), then brings them back here.
 */
export function useBookRoom({ hotel, stay, onConflict }: BookRoomOptions) {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const [hold] = useHotelDetailHoldMutation();
  const [pendingRoomTypeId, setPendingRoomTypeId] = useState<number | null>(null);
  const returnTo = `${location.pathname}${location.search}`;

  async function book(offer: RoomTypeOffer): Promise<void> {
    if (!isAuthenticated) {
      navigate(loginRedirectPath(returnTo));
      return;
    }
    setPendingRoomTypeId(offer.roomTypeId);
    try {
      const result = await hold({
        hotelId: hotel.hotelId,
        roomTypeId: offer.roomTypeId,
        ratePlanId: offer.ratePlanId,
        ...stay,
      }).unwrap();
      navigate(reservationPath(hotel, offer, stay, result));
    } catch (error) {
      const status = isApiError(error) ? error.status : null;
      if (status === 401) {
        // The session could not be renewed: sign in again and come back to this room.
        navigate(loginRedirectPath(returnTo));
        return;
      }
      toast.error(serverMessage(error, hotelDetailMessages.offers.holdFailed));
      // The cap says nothing about the rooms, which are still there: only other conflicts refresh the offers.
      const code = isApiError(error) ? error.error : null;
      if (status === 409 && code !== HOLD_ERROR_CODES.limitReached) onConflict();
    } finally {
      setPendingRoomTypeId(null);
    }
  }

  return { book, pendingRoomTypeId };
}
