import { hotelDetailRequestUrl, normaliseHotelStay, parseHotelId, type PagePreloads } from 'shared-contracts/schemas';
import { businessToday, type Clock } from '../../clock';
import type { Executor } from '../../db/database';
import { findListableHotel } from './hotel.repository';

const HOTEL_PAGE = /^\/hotels\/([^/]+)\/?$/;

/**
 * What /hotels/:id asks for and shows first (first-view hints): the detail call for the stay in the address, fixed
 * as the page fixes it (shared-contracts hotel-stay), and the cover picture. Nothing for a hotel guests cannot see:
 * that page leaves for the not-found page, and the hints must not tell whether such a hotel exists.
 */
export function hotelPagePreloads(db: Executor, clock: Clock) {
  return async (pathname: string, search: URLSearchParams): Promise<PagePreloads | null> => {
    const hotelId = parseHotelId(HOTEL_PAGE.exec(pathname)?.[1]);
    if (hotelId === null) return null;
    const hotel = await findListableHotel(db, hotelId);
    if (!hotel) return null;
    const { stay } = normaliseHotelStay(search, businessToday(clock));
    return { fetches: [hotelDetailRequestUrl(hotelId, stay)], images: hotel.coverImageUrl ? [hotel.coverImageUrl] : [] };
  };
}
