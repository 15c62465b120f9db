import { makeHotelDetail, reviewsPage } from './hotel-detail-fixtures';
import { mockFetch, type MockAnswer } from './fetch-mock';
import type { HotelDetail } from '../features/hotel-detail/hotel-detail.types';

export type Override = (url: URL, init: RequestInit | undefined) => MockAnswer | undefined;

/** The API a hotel detail page talks to, with one hotel; `override` answers first when it returns something. */
export function mockHotelApi(hotel: HotelDetail = makeHotelDetail(7), override: Override = () => undefined) {
  return mockFetch((url, init) => {
    const overridden = override(url, init);
    if (overridden) return overridden;
    const path = url.pathname;
    if (path === `/api/hotels/${hotel.hotelId}`) return { body: hotel };
    if (path === `/api/hotels/${hotel.hotelId}/reviews`) return { body: reviewsPage(0, 3, 0) };
    if (path === `/api/hotels/${hotel.hotelId}/reviews/rating`) return { body: { avg: null, count: 0 } };
    if (path === `/api/hotels/${hotel.hotelId}/reviews/eligibility`) return { body: { eligible: false, bookingId: null } };
    if (path === '/api/wishlists/has') return { body: { wished: false, wishlistId: null } };
    return { status: 404, body: { error: 'NOT_FOUND', message: '찾을 수 없습니다.' } };
  });
}
