import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { seriousAxeFindings, type AxeFinding } from '../support/axe';
import { newAccount, signUpViaApi, submitLogin } from '../support/auth';
import { bookableOffer, hotelApi, offerCard, searchHotelIds, stayFrom, stayQuery } from '../support/hotel';

// Issue 14 item 7: axe finds no serious or critical violation on any guest page or state, on a desktop and on a
// phone. Every state is checked before the test fails, so one run lists everything that is wrong.

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const stay = stayFrom(40, 2);
const SEARCH = `/search?region=${encodeURIComponent('서울특별시')}&checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&adults=2&children=0`;

type Findings = Record<string, AxeFinding[]>;

async function check(page: Page, where: string, findings: Findings): Promise<void> {
  const found = await seriousAxeFindings(page);
  if (found.length) findings[where] = found;
}

async function visit(page: Page, path: string, ready: (page: Page) => Promise<void>, findings: Findings) {
  await page.goto(path);
  await ready(page);
  await check(page, path, findings);
}

const h1 = (page: Page) => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

for (const viewport of VIEWPORTS) {
  test.describe(`axe at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('guest pages and their states', async ({ page }) => {
      test.setTimeout(180_000);
      const findings: Findings = {};

      // Home, then its calendar and guests popovers.
      await visit(page, '/main', (p) => expect(p.getByRole('combobox', { name: '여행지' })).toBeVisible(), findings);
      await page.getByRole('button', { name: /^숙박 날짜/ }).click();
      await expect(page.getByRole('dialog', { name: '숙박 날짜 선택' })).toBeVisible();
      await check(page, '/main calendar open', findings);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: /^인원/ }).click();
      await expect(page.getByRole('dialog', { name: '인원 선택' })).toBeVisible();
      await check(page, '/main guests open', findings);
      await page.keyboard.press('Escape');
      await page.getByRole('combobox', { name: '여행지' }).fill('서울');
      await expect(page.getByRole('option').first()).toBeVisible();
      await check(page, '/main destination suggestions', findings);

      // Search with filters.
      await visit(
        page,
        `${SEARCH}&grades=4&grades=5&sort=price_asc`,
        (p) => expect(p.getByRole('list', { name: '검색된 호텔' }).getByRole('article').first()).toBeVisible(),
        findings,
      );

      // Hotel detail with its rooms, map and reviews.
      await visit(
        page,
        `/hotels/1?${stayQuery(stay)}`,
        async (p) => {
          await h1(p);
          await expect(p.getByRole('heading', { name: '리뷰' })).toBeVisible();
        },
        findings,
      );

      await visit(page, '/pay/fail?code=PAY_PROCESS_CANCELED&message=x&orderId=none', h1, findings);
      await visit(page, '/login', (p) => expect(p.getByRole('button', { name: '로그인', exact: true })).toBeVisible(), findings);
      await visit(page, '/signup', (p) => expect(p.getByRole('button', { name: '가입하기' })).toBeVisible(), findings);
      await page.getByRole('button', { name: '가입하기' }).click();
      await expect(page.getByRole('main').getByRole('alert').first()).toBeVisible();
      await check(page, '/signup with an error', findings);
      await visit(page, '/find-password', h1, findings);
      await visit(page, '/error/404?errid=e2e-axe', h1, findings);
      await visit(page, '/error/500', h1, findings);
      await visit(page, '/no-such-page', h1, findings);

      expect(findings).toEqual({});
    });

    test('member pages: wishlist and reservation', async ({ page, request }) => {
      test.setTimeout(180_000);
      const findings: Findings = {};
      const account = newAccount('접근성', 'ax');
      await signUpViaApi(request, account);
      await page.goto('/login');
      await submitLogin(page, account.loginId, account.password);
      await expect(page).toHaveURL(/\/main$/);

      await visit(page, '/wishlist', h1, findings);

      // A hold on the first Seoul hotel with a room, then its reservation page.
      const memberStay = stayFrom(viewport.name === 'phone' ? 75 : 70, 1);
      let target: { hotelId: number; room: string } | undefined;
      for (const hotelId of (await searchHotelIds(request, '서울특별시', memberStay)).slice(0, 10)) {
        const offer = bookableOffer(await hotelApi(request, hotelId, memberStay));
        if (offer) {
          target = { hotelId, room: offer.name };
          break;
        }
      }
      expect(target, 'a Seoul hotel with a room').toBeDefined();
      await page.goto(`/hotels/${target!.hotelId}?${stayQuery(memberStay)}`);
      await offerCard(page, target!.room).getByRole('button', { name: '예약하기' }).click();
      await expect(page).toHaveURL(/\/reservation\?/);
      await expect(page.getByRole('timer', { name: '남은 예약 시간' })).toBeVisible();
      await check(page, '/reservation', findings);

      // The guest fields' errors are announced and tied to their fields.
      const name = page.getByLabel('예약자 이름');
      await name.fill('');
      await page.getByRole('button', { name: /결제하기/ }).click();
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      const describedBy = (await name.getAttribute('aria-describedby')) ?? '';
      expect(describedBy, 'the name field points at its error').not.toBe('');
      await expect(page.locator(`[id="${describedBy.split(' ')[0]}"]`)).toBeVisible();
      await check(page, '/reservation with field errors', findings);

      expect(findings).toEqual({});
    });
  });
}
