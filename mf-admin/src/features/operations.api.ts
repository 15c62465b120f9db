import { baseApi } from 'shared-contracts';

/**
 * The back office's operations screens (dashboard, bookings, hotels, rooms) share these cache tags, so one write
 * refreshes every view it changes: a cancellation the booking, its lists, the hotel and the dashboard; a suspension
 * the hotel, its lists and the dashboard; a room change the hotel's rooms and the hotel.
 */
export const operationsApi = baseApi.enhanceEndpoints({ addTagTypes: ['AdminDashboard', 'AdminBooking', 'AdminHotel', 'AdminRooms'] });

/** Lists of a kind carry this id beside the rows' own ids. */
export const LIST_ID = 'LIST';

/** The desk shows failures in place (a 400's words under the filters, a 409 in its dialog), never the error page. */
export const IN_PLACE = { redirectOnError: false } as const;
