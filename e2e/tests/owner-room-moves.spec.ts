import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousAxeFindings } from '../support/axe';
import { submitLogin } from '../support/auth';
import { bearer, pageToken, seoulDate } from '../support/hotel';

// Issue 24 item 1: owner0001 moves a guest to another room from the room board and then takes the room away again
// (배정 취소), on a laptop and on a phone. The stay is an arrival of the next two weeks; the spec gives it a room
// through the API first, so the board has a guest to move. It writes to the shared demo hotel: shared-state project.

const OWNER = { loginId: 'owner0001', password: 'Owner!2345678' };
const SHOTS = process.env.E2E_OUTPUT_DIR || 'test-results';

interface Arrival {
  bookingItemId: number;
  bookingId: string;
  typeCode: string;
  guests: number;
  checkIn: string;
  checkOut: string;
  leadName: string;
  assigned: boolean;
  roomNo: string | null;
}
interface FreeRoom {
  roomId: number;
  roomNo: string;
  housekeeping: string;
}
interface Placed {
  hotelId: number;
  arrival: Arrival;
  roomNo: string;
}

/** An arrival of the next two weeks at one of the owner's hotels, in a room, with at least one other ready room free. */
async function guestToMove(request: APIRequestContext, token: string): Promise<Placed> {
  const call = async <T>(method: 'GET' | 'POST' | 'PUT', path: string, data?: object) => {
    const answer = await request.fetch(`/api${path}`, { method, headers: bearer(token), data });
    expect(answer.ok(), `${method} ${path} → ${answer.status()} ${await answer.text()}`).toBe(true);
    return (await answer.json()) as T;
  };
  for (const hotel of await call<{ id: number }[]>('GET', '/owner/hotels')) {
    for (let day = 1; day <= 14; day++) {
      for (const arrival of await call<Arrival[]>('GET', `/owner/hotels/${hotel.id}/arrivals?date=${seoulDate(day)}`)) {
        const query = `from=${arrival.checkIn}&to=${arrival.checkOut}&minCapacity=${arrival.guests}&typeCode=${arrival.typeCode}&upgrade=true`;
        const free = await call<FreeRoom[]>('GET', `/owner/hotels/${hotel.id}/rooms/available?${query}`);
        if (free.length < 2) continue;
        // The room the guest moves to must be ready: mark one clean if none is (as the desk would).
        const ready = free.slice(1).find((r) => r.housekeeping === 'CLEAN' || r.housekeeping === 'INSPECTED');
        if (!ready) await call('PUT', `/owner/hotels/${hotel.id}/rooms/${free[1]!.roomId}/housekeeping`, { status: 'CLEAN' });
        if (arrival.assigned && arrival.roomNo) return { hotelId: hotel.id, arrival, roomNo: arrival.roomNo };
        const placed = await call<{ roomNo: string }>('POST', `/owner/hotels/${hotel.id}/assignments`, {
          bookingItemId: arrival.bookingItemId,
          roomId: free[0]!.roomId,
        });
        return { hotelId: hotel.id, arrival, roomNo: placed.roomNo };
      }
    }
  }
  throw new Error('owner0001 has no arrival in the next two weeks with two free rooms');
}

async function noSidewaysScrolling(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the page does not scroll sideways').toBeLessThanOrEqual(width);
}

for (const viewport of [
  { name: 'laptop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const) {
  test(`owner moves a guest to another room and unassigns the stay (${viewport.name})`, async ({ page }) => {
    // Two axe runs and two dialogs on a busy machine: more than the default minute.
    test.slow();
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto(`/login?redirect=${encodeURIComponent('/owner')}`);
    await submitLogin(page, OWNER.loginId, OWNER.password);
    await expect(page).toHaveURL((u) => u.pathname.startsWith('/owner'));
    const { hotelId, arrival, roomNo } = await guestToMove(page.request, await pageToken(page));

    await page.goto(`/owner/hotels/${hotelId}/rooms?date=${arrival.checkIn}`);
    const board = page.getByRole('table', { name: `${arrival.checkIn} 객실 현황` });
    const guestRow = board.getByRole('row').filter({ hasText: arrival.bookingId });
    await expect(guestRow).toContainText(arrival.leadName);
    await expect(guestRow).toContainText(roomNo);
    const move = guestRow.getByRole('button', { name: `${roomNo}호 ${arrival.leadName} 님 객실 이동` });
    await move.scrollIntoViewIfNeeded();
    await expect(move).toBeVisible();
    // Nothing of the guest or of 관리 is cut off: both lie inside the window (a card on the phone).
    for (const part of [guestRow.getByRole('cell').filter({ hasText: arrival.leadName }), move]) {
      const box = (await part.boundingBox())!;
      expect(box.x, 'left edge in view').toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, 'right edge in view').toBeLessThanOrEqual(viewport.width);
    }
    await noSidewaysScrolling(page, viewport.width);
    await expectNoSeriousAxeFindings(page, `room board (${viewport.name})`);
    await page.screenshot({ path: `${SHOTS}/owner-room-board-${viewport.name}.png`, fullPage: false });

    // 객실 이동: the dialog offers ready rooms only; the guest's row then shows the new room.
    await move.click();
    const dialog = page.getByRole('dialog', { name: `${roomNo}호 ${arrival.leadName} 님 객실 이동` });
    await expect(dialog).toContainText(`옮길 숙박: ${arrival.checkIn} ~ ${arrival.checkOut}`);
    const target = dialog.getByRole('radio').first();
    const targetNo = ((await target.locator('xpath=ancestor::label').textContent()) ?? '').split('호')[0]!;
    await target.check();
    await expectNoSeriousAxeFindings(page, `room move dialog (${viewport.name})`);
    await page.screenshot({ path: `${SHOTS}/owner-room-move-${viewport.name}.png`, fullPage: false });
    await dialog.getByRole('button', { name: '이 객실로 이동' }).click();
    await expect(page.getByText(`${roomNo}호 → ${targetNo}호로 옮겼습니다`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(guestRow).toContainText(targetNo);
    await expect(board.getByRole('row').filter({ hasText: arrival.bookingId })).toHaveCount(1);

    // 배정 취소, confirmed: the room is vacant and the stay is back among the day's unassigned arrivals.
    await guestRow.getByRole('button', { name: `${targetNo}호 ${arrival.leadName} 님 배정 취소` }).click();
    const confirm = page.getByRole('dialog', { name: `${targetNo}호 배정을 취소할까요?` });
    await confirm.getByRole('button', { name: '배정 취소' }).click();
    await expect(page.getByText(`${targetNo}호 배정을 취소했습니다`)).toBeVisible();
    await expect(board.getByRole('row').filter({ hasText: arrival.bookingId })).toHaveCount(0);
    await noSidewaysScrolling(page, viewport.width);

    await page.goto(`/owner/hotels/${hotelId}/assign?date=${arrival.checkIn}`);
    await expect(page.getByRole('button', { name: new RegExp(arrival.bookingId) })).toBeVisible();
  });
}
