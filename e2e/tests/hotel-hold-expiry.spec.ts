import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { accountButton, newAccount, signUpViaApi, submitLogin } from '../support/auth';
import { bookableOffer, hotelApi, offerCard, searchHotelIds, stayFrom, stayQuery, type HotelAnswer, type RoomOffer } from '../support/hotel';
import { startServer, type RunningServer } from '../support/server.mjs';

// Hold expiry (issue 5): a hold that is not paid in time lapses on /reservation, the guest is sent back to the
// hotel with the same stay, and the server's expiry job gives the room back. The hold lifetime is short only
// here: this file starts its own server (E2E_PORT + 10, a smaller fresh world) with HOLD_TTL_SECONDS=8 and an
// expiry job every 2 seconds, and stops it afterwards.

const HOLD_TTL_SECONDS = 8;
const port = Number(process.env.E2E_PORT || 8181) + 10;
const here = path.dirname(fileURLToPath(import.meta.url));

let server: RunningServer;
let api: APIRequestContext;

test.describe.configure({ timeout: 240_000 });

test.beforeAll(async () => {
  server = await startServer({
    port,
    logFile: path.join(here, '..', 'playwright-report', 'server-hold-expiry.log'),
    timeoutMs: Number(process.env.E2E_SERVER_TIMEOUT_MS || 180_000),
    env: {
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      ...(process.env.E2E_WEB_ROOT ? { WEB_ROOT: process.env.E2E_WEB_ROOT } : {}),
      HOLD_TTL_SECONDS: String(HOLD_TTL_SECONDS),
      HOLD_EXPIRY_INTERVAL_SECONDS: '2',
      SEED_HOTELS: '30',
    },
  });
  api = await playwrightRequest.newContext({ baseURL: server.url });
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

test('an unpaid hold lapses on /reservation, goes back to the hotel and the room is given back', async ({ page }) => {
  const account = newAccount('최유나', 'hx');
  await signUpViaApi(api, account);

  const stay = stayFrom(30, 1);
  let hotel: HotelAnswer | undefined;
  let offer: RoomOffer | undefined;
  for (const hotelId of (await searchHotelIds(api, '서울특별시', stay)).slice(0, 10)) {
    hotel = await hotelApi(api, hotelId, stay);
    offer = bookableOffer(hotel);
    if (offer) break;
  }
  expect(offer, 'a hotel with a room for the stay').toBeDefined();
  const before = offer!.minRemaining;
  const remaining = async () => (await hotelApi(api, hotel!.hotelId, stay)).roomTypes.find((r) => r.roomTypeId === offer!.roomTypeId)?.minRemaining;

  await page.goto(`${server.url}/login`);
  await submitLogin(page, account.loginId, account.password);
  await expect(accountButton(page, account.name)).toBeVisible();
  const hotelPath = `/hotels/${hotel!.hotelId}?${stayQuery(stay)}`;
  await page.goto(`${server.url}${hotelPath}`);

  const held = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/reservations/hold');
  await offerCard(page, offer!.name).getByRole('button', { name: '예약하기' }).click();
  const hold = (await (await held).json()) as { holdCode: string; expiresAt: string };
  const lifetime = Date.parse(hold.expiresAt) - Date.now();
  expect(lifetime).toBeGreaterThan(0);
  expect(lifetime).toBeLessThanOrEqual(HOLD_TTL_SECONDS * 1000 + 2000);

  // The page counts down the server's short lifetime while the room is held.
  await expect(page).toHaveURL((u) => u.pathname === '/reservation' && u.searchParams.get('holdCode') === hold.holdCode);
  const timer = page.getByRole('timer', { name: '남은 예약 시간' });
  await expect(timer).toHaveText(/^00:0\d$/);
  expect(await remaining()).toBe(before - 1);

  // At zero the guest is told and taken back to the same hotel and stay.
  const lapsed = page.getByRole('alert').filter({ has: page.getByRole('heading', { level: 1, name: '예약 가능 시간이 지났습니다' }) });
  await expect(lapsed).toBeVisible({ timeout: (HOLD_TTL_SECONDS + 5) * 1000 });
  await expect(lapsed).toContainText('예약 가능 시간이 지났습니다. 객실 선택 화면으로 돌아갑니다.');
  await expect(page).toHaveURL((u) => `${u.pathname}${u.search}` === hotelPath, { timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1, name: hotel!.name })).toBeVisible();

  // The expiry job released the hold: the count is what it was, and the room can be booked again.
  await expect.poll(remaining, { timeout: 15_000, message: 'the held room is given back' }).toBe(before);
  await page.reload();
  const room = offerCard(page, offer!.name);
  await expect(room.getByRole('button', { name: '예약하기' })).toBeEnabled();
  if (before <= 3) await expect(room).toContainText(`남은 객실 ${before}개`);
  // Back on the lapsed hold's address, the server says it expired.
  await page.goto(`${server.url}/reservation?holdCode=${encodeURIComponent(hold.holdCode)}`);
  await expect(page.getByRole('heading', { level: 1, name: '예약 가능 시간이 지났습니다' })).toBeVisible();
});
