import { baseApi } from 'shared-contracts';

/**
 * The extranet's cache tags, added to the one shared api from here (no other remote reads them): a write
 * invalidates what it changes — an inventory write the calendars, a cancellation the bookings, arrivals, room
 * board and calendars, an assignment the arrivals and the board.
 */
export const OWNER_TAG_TYPES = [
  'OwnerHotel',
  'OwnerInventory',
  'OwnerBooking',
  'OwnerArrival',
  'OwnerRoom',
  'OwnerDashboard',
  'OwnerReview',
] as const;

export const ownerApi = baseApi.enhanceEndpoints({ addTagTypes: OWNER_TAG_TYPES });

/** Every owner endpoint is injected with this: the screens show their failures themselves, inside the frame. */
export const OWN_ERRORS = { redirectOnError: false } as const;
