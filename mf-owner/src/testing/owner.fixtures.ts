import type { OwnerHotel, OwnerRoomType } from 'shared-contracts/schemas/owner';
import { todayInSeoul } from 'ui-kit';
import { mockFetch, type MockAnswer } from './fetch-mock';

export const HOTEL: OwnerHotel = { id: 1, name: '스테이온 서울 호텔', businessNo: '123-45-67890', region: '서울특별시' };
export const OTHER_HOTEL: OwnerHotel = { id: 3, name: '스테이온 부산 호텔', businessNo: null, region: '부산광역시' };

export const ROOM_TYPES: OwnerRoomType[] = [
  { id: 12, name: '디럭스 더블', typeCode: 'DELUXE', nameWithCode: '디럭스 더블 (DLX)' },
  { id: 11, name: '스탠다드 트윈', typeCode: 'STANDARD', nameWithCode: '스탠다드 트윈 (STD)' },
];

/** Today in Korea as the screens compute it, and days around it. */
export const today = () => todayInSeoul(Date.now());
export function plusDays(days: number, from = today()): string {
  const [y, m, d] = from.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export interface Sent {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Route = (sent: Sent) => MockAnswer | Promise<MockAnswer>;

/**
 * The owner API as a table of `METHOD /path` → answer (paths without /api). Unlisted calls answer 404; the hotel
 * list and room types answer by default. Every call is recorded in `sent`.
 */
export function mockOwnerApi(routes: Record<string, Route>, hotels: OwnerHotel[] = [HOTEL, OTHER_HOTEL]) {
  const sent: Sent[] = [];
  const table: Record<string, Route> = {
    'GET /owner/hotels': () => ({ body: hotels }),
    [`GET /owner/hotels/${HOTEL.id}/room-types`]: () => ({ body: ROOM_TYPES }),
    ...routes,
  };
  const fetchMock = mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api/, '');
    const call: Sent = { method, path, query: url.searchParams, body: init?.body ? JSON.parse(String(init.body)) : null };
    sent.push(call);
    const route = table[`${method} ${path}`];
    return route ? route(call) : { status: 404, body: { error: 'NOT_FOUND', message: '찾을 수 없습니다.' } };
  });
  return { sent, fetchMock, writes: () => sent.filter((s) => s.method !== 'GET') };
}
