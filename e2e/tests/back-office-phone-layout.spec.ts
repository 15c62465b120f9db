import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousAxeFindings } from '../support/axe';
import { submitLogin } from '../support/auth';
import { bearer, pageToken } from '../support/hotel';
import { signInAsNewMember } from '../support/member-session';
import { expectPhoneLayout } from '../support/phone-layout';

// Issue 24 item 7: every owner and admin screen is usable on a phone (390×844). Each screen, and each of its tabs,
// is read as it is once loaded: the page never scrolls sideways, tables scroll inside their own box or turn into
// cards (no column cut off by the screen), nothing is clipped or squeezed, and axe finds nothing serious. It only
// reads the shared world, but signs in as the seeded owner and admin: shared-state project.

const PHONE = { width: 390, height: 844 };
const OWNER = { loginId: 'owner0001', password: 'Owner!2345678' };
const ADMIN = { loginId: 'admin0001', password: 'Admin!2345678' };
const SHOTS = process.env.E2E_OUTPUT_DIR || 'test-results';

async function signIn(page: Page, account: { loginId: string; password: string }, landing: string): Promise<string> {
  await page.goto(`/login?redirect=${encodeURIComponent(landing)}`);
  await submitLogin(page, account.loginId, account.password);
  await expect(page).toHaveURL((url) => url.pathname === landing);
  return pageToken(page);
}

/** Waits until the screen has its heading and nothing on it is still loading. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByText(/불러오는 중/)).toHaveCount(0);
}

/** The screen as loaded, then each of its tabs in turn: layout and axe on every one. */
async function checkScreen(page: Page, path: string, name: string): Promise<void> {
  await test.step(name, async () => {
    await page.goto(path);
    await settled(page);
    await page.screenshot({ path: `${SHOTS}/phone-${name}.png`, fullPage: true });
    await expectPhoneLayout(page, name);
    await expectNoSeriousAxeFindings(page, `${name} at 390×844`);
    const tabs = page.getByRole('main').getByRole('tab');
    const count = await tabs.count();
    for (let i = 1; i < count; i++) {
      const tab = tabs.nth(i);
      const label = ((await tab.textContent()) ?? `tab ${i}`).trim();
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await settled(page);
      await page.screenshot({ path: `${SHOTS}/phone-${name}-${i}.png`, fullPage: true });
      await expectPhoneLayout(page, `${name} › ${label}`);
      await expectNoSeriousAxeFindings(page, `${name} › ${label} at 390×844`);
    }
  });
}

/** A fresh member applies to list a hotel (the seed has no application), so the listing review has one to open. */
async function memberApplies(browser: Browser, baseURL: string | undefined, request: APIRequestContext): Promise<void> {
  const context = await browser.newContext({ baseURL });
  const member = await context.newPage();
  await signInAsNewMember(member, request, '/main', '입점신청', 'ph');
  const answer = await member.request.post('/api/hotelapp', {
    headers: bearer(await pageToken(member)),
    data: {
      ownerName: '김지원',
      businessNo: '2208162517',
      phone: '0517461234',
      gradeLevel: 3,
      hotelName: `폰 화면 확인 호텔 ${Date.now().toString(36)}`,
      address1: '부산광역시 해운대구 해운대해변로 30',
      address2: '',
      postcode: '48099',
      region: '부산광역시',
      coverImageType: 'TEMPLATE',
      coverImageTemplate: 'H2',
      amenitiesCsv: 'FREE_WIFI,PARKING',
      comment: '바다가 보이는 객실이 많은 호텔입니다.',
      roomsJson: [
        {
          typeCode: 'STANDARD',
          roomCount: 2,
          roomNos: ['301', '302'],
          capacity: 2,
          sizeSqm: 20,
          priceKrw: 100000,
          refundable: 1,
          breakfast: 0,
          policyText: '',
        },
      ],
    },
  });
  expect(answer.status(), `POST /api/hotelapp → ${await answer.text()}`).toBe(201);
  await context.close();
}

/** The first row's id of an API list (paged `{ items }` / `{ content }` or a plain array). */
async function firstId(page: Page, token: string, path: string, key = 'id'): Promise<string> {
  const answer = await page.request.get(`/api${path}`, { headers: bearer(token) });
  expect(answer.ok(), `GET ${path} → ${answer.status()}`).toBe(true);
  const body = (await answer.json()) as Record<string, unknown> | Record<string, unknown>[];
  const rows = (Array.isArray(body) ? body : ((body.items ?? body.content) as Record<string, unknown>[])) ?? [];
  expect(rows.length, `${path} has a row`).toBeGreaterThan(0);
  return String(rows[0]![key]);
}

test.describe('back office on a phone', () => {
  test.use({ viewport: PHONE });
  test.slow();

  test('every owner screen fits a phone', async ({ page }) => {
    const token = await signIn(page, OWNER, '/owner');
    await checkScreen(page, '/owner', 'owner-hotels');
    const hotelId = await firstId(page, token, '/owner/hotels');
    const base = `/owner/hotels/${hotelId}`;
    await checkScreen(page, base, 'owner-dashboard');
    for (const section of ['inventory', 'bookings', 'assign', 'rooms', 'reviews']) {
      await checkScreen(page, `${base}/${section}`, `owner-${section}`);
    }
  });

  test('every admin screen fits a phone', async ({ page, browser, baseURL, request }) => {
    await memberApplies(browser, baseURL, request);
    const token = await signIn(page, ADMIN, '/admin');
    await checkScreen(page, '/admin', 'admin-dashboard');
    const lists = ['bookings', 'refunds', 'settlements', 'hotels', 'rooms', 'hotel-audit', 'users', 'reviews', 'coupons', 'audit'];
    for (const list of lists) await checkScreen(page, `/admin/${list}`, `admin-${list}`);
    for (const support of ['notices', 'faqs', 'tickets', 'bugs']) await checkScreen(page, `/admin/support/${support}`, `admin-${support}`);
    const details: [string, string, string?][] = [
      ['bookings', '/admin/bookings', 'bookingId'],
      ['hotels', '/admin/hotels'],
      ['users', '/admin/users'],
      ['hotel-audit', '/admin/applications'],
      ['support/tickets', '/admin/support/tickets'],
    ];
    for (const [route, api, key] of details) {
      const id = await firstId(page, token, api, key);
      await checkScreen(page, `/admin/${route}/${id}`, `admin-${route.replace('/', '-')}-detail`);
    }
  });
});
