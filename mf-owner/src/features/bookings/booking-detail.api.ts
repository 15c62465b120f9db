import type { OwnerBookingDetail } from 'shared-contracts/schemas/owner';
import { OWN_ERRORS, ownerApi } from '../../frame/owner-api';

/** The list's filter and order, as the CSV export takes them (no page: every matching booking). */
export interface OwnerBookingsCsvArgs {
  hotelId: number;
  q?: string;
  status?: string;
  from?: string;
  to?: string;
  sort?: string;
}

/** The CSV as text; a refusal's JSON body parsed, so its Korean message reaches the screen. */
async function csvOrError(response: Response): Promise<unknown> {
  const text = await response.text();
  if (response.ok) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export const ownerBookingDetailApi = ownerApi.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (build) => ({
    /** GET /owner/hotels/{hotelId}/bookings/{bookingNo}: one booking whole (a cancellation refreshes it). */
    ownerBookingDetail: build.query<OwnerBookingDetail, { hotelId: number; bookingNo: string }>({
      query: ({ hotelId, bookingNo }) => `/owner/hotels/${hotelId}/bookings/${encodeURIComponent(bookingNo)}`,
      providesTags: (_r, _e, { hotelId }) => [{ type: 'OwnerBooking', id: hotelId }],
      extraOptions: OWN_ERRORS,
    }),
    /** GET /owner/hotels/{hotelId}/bookings.csv: the filtered list as the server's CSV text (fetched with the token). */
    ownerBookingsCsv: build.query<string, OwnerBookingsCsvArgs>({
      query: ({ hotelId, ...filters }) => ({
        url: `/owner/hotels/${hotelId}/bookings.csv`,
        params: Object.fromEntries(Object.entries(filters).filter(([, value]) => value)),
        responseHandler: csvOrError,
      }),
      keepUnusedDataFor: 0,
      extraOptions: OWN_ERRORS,
    }),
  }),
});

export const { useOwnerBookingDetailQuery, useLazyOwnerBookingsCsvQuery } = ownerBookingDetailApi;
