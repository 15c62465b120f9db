// Through the package's own name: the remotes then use the one shared-contracts singleton on the page (its store's
// api), not a copy bundled with this subpath.
import { baseApi } from 'shared-contracts';
import type { CancelRequest, CancelResult, RefundQuote } from '../schemas/cancellation.schema';

/**
 * Who cancels: the member their own booking, the owner a booking of their hotel, an administrator any booking. The
 * server answers each from the caller's role (an owner's or an administrator's quote is everything paid); the scope
 * says which screens' caches the cancellation changes.
 */
export type CancelScope = 'member' | 'owner' | 'admin';

export interface RefundQuoteArgs {
  scope: CancelScope;
  bookingNo: string;
}

export interface CancelBookingArgs {
  scope: CancelScope;
  bookingNo: string;
  /** The hotel's id (owner and admin screens keep caches per hotel). */
  hotelId?: number;
  request: CancelRequest;
}

/** The back office's cache tags a cancellation changes (the owner extranet's and the admin desk's own). */
const OPERATOR_TAGS = [
  'OwnerBooking',
  'OwnerArrival',
  'OwnerRoom',
  'OwnerInventory',
  'OwnerDashboard',
  'AdminBooking',
  'AdminHotel',
  'AdminDashboard',
] as const;

/** The admin desk's lists carry this id beside the rows' own ids. */
const LIST_ID = 'LIST';

const api = baseApi.enhanceEndpoints({ addTagTypes: OPERATOR_TAGS });

type Tag = (typeof OPERATOR_TAGS)[number] | 'Booking' | 'Coupon' | 'Hotel';
type TagDescription = Tag | { type: Tag; id: string | number };

/** What each scope's screens read again after a cancellation (or a refusal: it may have been cancelled meanwhile). */
export function cancelInvalidates({ scope, bookingNo, hotelId }: Pick<CancelBookingArgs, 'scope' | 'bookingNo' | 'hotelId'>): TagDescription[] {
  switch (scope) {
    case 'member':
      // The lists, the detail, the coupon box (a coupon may come back) and search (the nights are free again).
      return [{ type: 'Booking', id: 'MINE' }, { type: 'Booking', id: bookingNo }, 'Coupon', 'Hotel'];
    case 'owner':
      // The bookings, arrivals, room board, calendars and dashboard of the hotel.
      return [
        ...(['OwnerBooking', 'OwnerArrival', 'OwnerRoom', 'OwnerInventory', 'OwnerDashboard'] as const).map((type) => ({ type, id: hotelId ?? 0 })),
        'Booking',
      ];
    case 'admin':
      return [
        { type: 'AdminBooking', id: bookingNo },
        { type: 'AdminBooking', id: LIST_ID },
        { type: 'AdminHotel', id: hotelId ?? 0 },
        'AdminDashboard',
        'Booking',
      ];
  }
}

const bookingPath = (bookingNo: string, action: 'refund-quote' | 'cancel') => `/bookings/${encodeURIComponent(bookingNo)}/${action}`;

/**
 * The refund quote and the cancellation, once for the member, owner and admin screens (member-and-operations §5
 * "Cancel dialog"): both reach the one cancellation service, which applies the caller's refund rule. Each screen
 * shows a failure itself, inside its dialog or as a toast, never the error page.
 */
export const bookingCancelApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (build) => ({
    /** GET /bookings/{bookingNo}/refund-quote: read afresh each time a dialog opens. */
    bookingRefundQuote: build.query<RefundQuote, RefundQuoteArgs>({
      query: ({ bookingNo }) => bookingPath(bookingNo, 'refund-quote'),
      keepUnusedDataFor: 0,
      extraOptions: { redirectOnError: false },
    }),
    /** POST /bookings/{bookingNo}/cancel {reason, detail}: refund, inventory, assignment and coupon in one service. */
    bookingCancel: build.mutation<CancelResult, CancelBookingArgs>({
      query: ({ bookingNo, request }) => ({ url: bookingPath(bookingNo, 'cancel'), method: 'POST', body: request }),
      invalidatesTags: (_result, _error, args) => cancelInvalidates(args),
      extraOptions: { redirectOnError: false },
    }),
  }),
});

export const { useBookingRefundQuoteQuery, useBookingCancelMutation } = bookingCancelApi;
