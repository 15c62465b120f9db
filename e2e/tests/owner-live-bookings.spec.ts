import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousAxeFindings } from '../support/axe';
import { submitLogin } from '../support/auth';
import { bearer, bookableOffer, bookAndPay, hotelApi, pageToken, stayFrom, type HotelAnswer, type RoomOffer, type Stay } from '../support/hotel';
import { signInAsNewMember } from '../support/member-session';

// Issue 24 item 6: a booking appearing live on the owner's open dashboard. owner0001 keeps a hotel's dashboard open
// in one browser context; a new member books and pays a stay of that hotel in another. The dashboard's 이번 주 예약
// goes up and the toast names the booking, without a reload; the member cancels and the owner is told again.

const OWNER = { loginId: 'owner0001', password: 'Owner!2345678' };
const SHOTS = process.env.E2E_OUTPUT_DIR || 'test-results';

/** A hotel of owner0001 with a room bookable for `nights` nights, starting somewhere from `fromDays` on. */
async function ownersBookableStay(
  request: APIRequestContext,
  token: string,
  fromDays: number,
): Promise<{ hotel: HotelAnswer; offer: RoomOffer; stay: Stay }> {
  const hotels = (await (await request.get('/api/owner/hotels', { headers: bearer(token) })).json()) as { id: number }[];
  for (let days = fromDays; days < fromDays + 20; days += 2) {
    const stay = stayFrom(days, 2, 1);
    for (const { id } of hotels) {
      const hotel = await hotelApi(request, id, stay);
      const offer = bookableOffer(hotel);
      if (offer) return { hotel, offer, stay };
    }
  }
  throw new Error(`owner0001 has no bookable room from ${fromDays} days ahead`);
}

const bookingsThisWeek = (page: Page) => page.getByTestId('kpi-bookingsThisWeek');
const count = async (page: Page) => Number((await bookingsThisWeek(page).textContent())!.replace(/\D/g, ''));

for (const viewport of [
  { name: 'laptop', width: 1440, height: 900, fromDays: 24 },
  { name: 'phone', width: 390, height: 844, fromDays: 36 },
] as const) {
  test(`a booking appearing live on the owner's open dashboard (${viewport.name})`, async ({ browser, page, request }) => {
    // Two people's journeys in one test (the owner signs in, a new member signs up, books and pays, then cancels).
    test.slow();
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto(`/login?redirect=${encodeURIComponent('/owner')}`);
    await submitLogin(page, OWNER.loginId, OWNER.password);
    await expect(page).toHaveURL((u) => u.pathname.startsWith('/owner'));
    const { hotel, offer, stay } = await ownersBookableStay(request, await pageToken(page), viewport.fromDays);

    // The events stream opens with the hotel's pages; waiting for it means nothing after this can be missed.
    const streamOpened = page.waitForResponse((r) => r.url().endsWith(`/api/owner/hotels/${hotel.hotelId}/events`) && r.status() === 200);
    await page.goto(`/owner/hotels/${hotel.hotelId}`);
    await expect(page.getByRole('heading', { level: 1, name: hotel.name })).toBeVisible();
    await streamOpened;
    await expect(bookingsThisWeek(page)).toHaveText(/\d+건/);
    const before = await count(page);
    // Set on this document only: a reload would drop it.
    await page.evaluate(() => {
      (window as unknown as { liveMarker: string }).liveMarker = 'still the same page';
    });

    const member = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
    try {
      const guest = await member.newPage();
      await signInAsNewMember(guest, member.request, '/main', '실시간손님', `live${viewport.name}`);
      // Watched while the member pays: on a loaded machine the guest's success page can come after the toast has gone.
      const createdToast = page.getByText(/^새 예약이 들어왔습니다 \(HB\d{8}-\d{6}\)$/).textContent({ timeout: 120_000 });
      const bookingNo = await bookAndPay(guest, hotel, offer, stay);
      expect(await createdToast).toBe(`새 예약이 들어왔습니다 (${bookingNo})`);
      await expect(bookingsThisWeek(page)).toHaveText(`${before + 1}건`);
      expect(await page.evaluate(() => (window as unknown as { liveMarker?: string }).liveMarker)).toBe('still the same page');
      await page.screenshot({ path: `${SHOTS}/owner-live-bookings-${viewport.name}.png`, fullPage: false });
      await expectNoSeriousAxeFindings(page, `the owner's dashboard with a live booking toast (${viewport.name})`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scrolling').toBeLessThanOrEqual(viewport.width);

      const cancelledToast = page.getByText(/^예약이 취소되었습니다 \(HB\d{8}-\d{6}\)$/).textContent({ timeout: 60_000 });
      const cancelled = await guest.request.post(`/api/bookings/${bookingNo}/cancel`, {
        headers: bearer(await pageToken(guest)),
        data: { reason: 'CHANGE_OF_PLAN' },
      });
      expect(cancelled.status(), await cancelled.text()).toBe(200);
      expect(await cancelledToast).toBe(`예약이 취소되었습니다 (${bookingNo})`);
      await expect(bookingsThisWeek(page)).toHaveText(`${before}건`);
      expect(await page.evaluate(() => (window as unknown as { liveMarker?: string }).liveMarker)).toBe('still the same page');
    } finally {
      await member.close();
    }
  });
}
