import { hotelDetailRequestUrl, hotelFirstViewHtml, normaliseHotelStay, parseHotelId, type PagePreloads } from 'shared-contracts/schemas';
import { businessToday, type Clock } from '../../clock';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { HotelService } from './hotel.service';

const HOTEL_PAGE = /^\/hotels\/([^/]+)\/?$/;

/**
 * What /hotels/:id asks for and shows first (first-view hints): the detail call for the stay in the address, fixed
 * as the page fixes it (shared-contracts hotel-stay), the gallery's first picture, and the top of the page painted
 * from the same detail the call answers (shared-contracts hotel-first-view). Nothing for a hotel guests cannot see
 * or a stay the call refuses: that page leaves for its error page, and the hints must not tell whether such a
 * hotel exists.
 */
export function hotelPagePreloads(db: Database, clock: Clock) {
  const hotels = new HotelService(db, clock);
  return async (pathname: string, search: URLSearchParams): Promise<PagePreloads | null> => {
    const hotelId = parseHotelId(HOTEL_PAGE.exec(pathname)?.[1]);
    if (hotelId === null) return null;
    const { stay } = normaliseHotelStay(search, businessToday(clock));
    const detail = await hotels.detail(hotelId, stay).catch((error: unknown) => {
      if (error instanceof AppError && error.status < 500) return null;
      throw error;
    });
    if (!detail) return null;
    const fetches = [hotelDetailRequestUrl(hotelId, stay)];
    // The gallery's first slide: the cover, else the first hotel picture (mf-hotel gallerySlides).
    const pictureUrl = detail.gallery[0];
    if (!pictureUrl) return { fetches, images: [] };
    const paint = hotelFirstViewHtml({ ...detail, pictureUrl, stay });
    return { fetches, images: [pictureUrl], paint };
  };
}
