import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousAxeFindings } from '../support/axe';
import { submitLogin } from '../support/auth';
import { bearer, pageToken, seoulDate } from '../support/hotel';

// Issue 23: every booked room-night has bookings or holds behind it, and the owner can see them. owner0001 opens a
// night whose rooms are taken from the inventory calendar, asks "누가 이 객실을 쓰나요", finds the bookings the API
// names (adding up to the night's booked count) and follows one to the booking list — on a laptop and on a phone.

const OWNER = { loginId: 'owner0001', password: 'Owner!2345678' };
const SHOTS = process.env.E2E_OUTPUT_DIR || 'test-results';
const ABBREVIATIONS: Record<string, string> = { STANDARD: 'STD', DELUXE: 'DLX', SUITE: 'STE', PREMIUM: 'PRM' };

interface Night {
  hotelId: number;
  roomTypeId: number;
  typeCode: string;
  date: string;
  booked: number;
}
interface Occupants {
  booked: number;
  bookings: { bookingId: string; leadName: string; rooms: number }[];
  holds: { expiresAt: string; rooms: number }[];
}

/** A night of the overview's first two weeks (from today) with booked rooms, at one of the owner's hotels. */
async function bookedNight(page: Page, token: string): Promise<Night> {
  const get = async <T>(path: string) => {
    const answer = await page.request.get(`/api${path}`, { headers: bearer(token) });
    expect(answer.ok(), `GET ${path} → ${answer.status()}`).toBe(true);
    return (await answer.json()) as T;
  };
  for (const hotel of await get<{ id: number }[]>('/owner/hotels')) {
    const days = await get<{ date: string; items: { roomTypeId: number; typeCode: string; allotment: number; remaining: number }[] }[]>(
      `/owner/hotels/${hotel.id}/inventory/overview?from=${seoulDate(0)}&to=${seoulDate(13)}`,
    );
    for (const day of days) {
      const item = day.items.find((i) => i.allotment > i.remaining);
      if (item)
        return { hotelId: hotel.id, roomTypeId: item.roomTypeId, typeCode: item.typeCode, date: day.date, booked: item.allotment - item.remaining };
    }
  }
  throw new Error('owner0001 has no booked night in the next two weeks');
}

for (const viewport of [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const) {
  test(`owner opens a night's occupants from the inventory calendar (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto(`/login?redirect=${encodeURIComponent('/owner')}`);
    await submitLogin(page, OWNER.loginId, OWNER.password);
    await expect(page).toHaveURL((u) => u.pathname.startsWith('/owner'));
    const token = await pageToken(page);
    const night = await bookedNight(page, token);
    const occupants = (await (
      await page.request.get(`/api/owner/hotels/${night.hotelId}/inventory/occupants?roomTypeId=${night.roomTypeId}&date=${night.date}`, {
        headers: bearer(token),
      })
    ).json()) as Occupants;
    expect(occupants.booked).toBe(night.booked);
    expect(
      [...occupants.bookings, ...occupants.holds].reduce((sum, o) => sum + o.rooms, 0),
      'every booked room is explained',
    ).toBe(night.booked);

    await page.goto(`/owner/hotels/${night.hotelId}/inventory`);
    await expect(page.getByRole('list', { name: '첫째 주' })).toBeVisible();
    const [, month, day] = night.date.split('-').map(Number);
    const cell = () => page.getByRole('button', { name: new RegExp(`^${month}월 ${day}일 \\(.\\) ${ABBREVIATIONS[night.typeCode]}`) });
    if (!(await cell().count())) await page.getByRole('button', { name: '다음 2주' }).click();
    await cell().click();
    const editor = page.getByRole('dialog');
    await expect(editor.getByText(`예약·결제 대기 중인 객실 ${night.booked}실`)).toBeVisible();
    await editor.getByRole('button', { name: '누가 이 객실을 쓰나요' }).click();
    const panel = editor.getByRole('region', { name: /객실을 쓰는 예약$/ });
    await expect(panel).toContainText(`예약·결제 대기 중인 객실 ${night.booked}실`);
    for (const booking of occupants.bookings) {
      await expect(panel.getByRole('row').filter({ hasText: booking.bookingId })).toContainText(booking.leadName);
    }
    if (occupants.holds.length) await expect(panel.getByRole('list', { name: '결제 대기' })).toContainText('결제 대기 중');
    await page.screenshot({ path: `${SHOTS}/owner-occupants-${viewport.name}.png`, fullPage: false });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scrolling').toBeLessThanOrEqual(viewport.width);
    await expectNoSeriousAxeFindings(page, `night occupants (${viewport.name})`);

    // A booking number leads to the booking list, searched by it.
    const first = occupants.bookings[0];
    if (first) {
      await panel.getByRole('link', { name: first.bookingId }).click();
      await expect(page).toHaveURL((u) => u.pathname === `/owner/hotels/${night.hotelId}/bookings` && u.searchParams.get('q') === first.bookingId);
      await expect(page.getByRole('table', { name: '예약 목록' }).getByRole('row').filter({ hasText: first.bookingId })).toContainText('확정');
    }
  });
}
