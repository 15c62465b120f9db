import { deflateSync } from 'node:zlib';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

// Helpers of the hotel journeys (issue 5): stays, the API's view of a hotel's rooms, the page's token,
// and a small real PNG for the review photo.

/** yyyy-mm-dd of today + `days` in Asia/Seoul (the site's calendar). */
export function seoulDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date(Date.now() + days * 86_400_000));
}

export interface Stay {
  checkIn: string;
  checkOut: string;
  guests: number;
}

/** A stay starting `fromDays` after today for `nights` nights. */
export function stayFrom(fromDays: number, nights: number, guests = 2): Stay {
  return { checkIn: seoulDate(fromDays), checkOut: seoulDate(fromDays + nights), guests };
}

export const stayQuery = (stay: Stay): string =>
  new URLSearchParams({ checkIn: stay.checkIn, checkOut: stay.checkOut, guests: String(stay.guests) }).toString();

export interface RoomOffer {
  roomTypeId: number;
  name: string;
  priceSum: number | null;
  minRemaining: number;
  nights: number;
  ratePlanId: number;
}

export interface HotelAnswer {
  hotelId: number;
  name: string;
  roomTypes: RoomOffer[];
}

/** GET /api/hotels/{id}?checkIn&checkOut&guests as the server answers it now. */
export async function hotelApi(request: APIRequestContext, hotelId: number, stay: Stay, baseURL = ''): Promise<HotelAnswer> {
  const answer = await request.get(`${baseURL}/api/hotels/${hotelId}?${stayQuery(stay)}`);
  expect(answer.ok(), `GET /api/hotels/${hotelId} → ${answer.status()}`).toBe(true);
  return (await answer.json()) as HotelAnswer;
}

/** The first offer that can be booked for the stay (every night open, a room left, a price). */
export function bookableOffer(hotel: HotelAnswer): RoomOffer | undefined {
  return hotel.roomTypes.find((offer) => offer.priceSum !== null && offer.minRemaining > 0);
}

/** The hotels a search lists for a region and stay, in the API's order. */
export async function searchHotelIds(request: APIRequestContext, region: string, stay: Stay, baseURL = ''): Promise<number[]> {
  const query = new URLSearchParams({
    region,
    regionExact: 'false',
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    adults: String(stay.guests),
    children: '0',
    limit: '50',
  });
  const answer = await request.get(`${baseURL}/api/search/hotels?${query}`);
  expect(answer.ok(), `GET /api/search/hotels → ${answer.status()}`).toBe(true);
  const body = (await answer.json()) as { items: Array<{ hotelId: number }> };
  return body.items.map((item) => item.hotelId);
}

/** The signed-in page's access token (the shell keeps it in localStorage). */
export async function pageToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  expect(token, 'a signed-in page keeps its token in localStorage').toBeTruthy();
  return token!;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A room offer card of the hotel page, by the room type's name. */
export const offerCard = (page: Page, roomName: string): Locator =>
  page.getByRole('region', { name: '객실 선택' }).getByRole('article', { name: roomName, exact: true });

/** The value (dd) after a term (dt) in a description list. */
export const termValue = (scope: Page | Locator, term: string): Locator =>
  scope
    .locator('dt')
    .filter({ hasText: new RegExp(`^${escapeRegExp(term)}$`) })
    .locator('xpath=following-sibling::dd[1]');

/**
 * A signed-in guest books the offer for the stay on the hotel page and pays the full price in the sandbox checkout
 * (any coupon left unused); returns the booking number the success page shows.
 */
export async function bookAndPay(page: Page, hotel: HotelAnswer, offer: RoomOffer, stay: Stay): Promise<string> {
  await page.goto(`/hotels/${hotel.hotelId}?${stayQuery(stay)}`);
  await offerCard(page, offer.name).getByRole('button', { name: '예약하기' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '예약하기' })).toBeVisible();
  const none = page.getByRole('radio', { name: /사용 안 함/ });
  if (await none.count()) await none.check();
  await page.getByRole('button', { name: `${won(offer.priceSum!)} 결제하기` }).click();
  await page.getByRole('button', { name: `결제 승인 · ${won(offer.priceSum!)}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: '예약이 완료되었습니다' })).toBeVisible();
  return (await page
    .getByText(/^HB\d{8}-\d{6}$/)
    .first()
    .textContent())!.trim();
}

/** Won as the site writes it: '123,000원'. */
export const won = (amount: number): string => `${new Intl.NumberFormat('ko-KR').format(amount)}원`;

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real `size`×`size` RGB PNG (a diagonal gradient), small enough for any upload rule. */
export function gradientPng(size = 16): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const rows: number[] = [];
  for (let y = 0; y < size; y++) {
    rows.push(0); // filter: none
    for (let x = 0; x < size; x++) rows.push((x * 255) / size, (y * 255) / size, 160);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows.map((v) => Math.round(v))))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
