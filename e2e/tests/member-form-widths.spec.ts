import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from '../support/test';
import { signInAsNewMember } from '../support/member-session';

// Issue 26 item 6: every form of the member area, the listing application and the support forms keeps its values
// readable at a laptop and a phone width — no text box narrower than 240 px but the inherently short ones, the
// address boxes at least 400 px on a laptop, and long real values shown whole. Screenshots of each form.

const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const LONG_ADDRESS = '서울특별시 강남구 테헤란로 152 (역삼동, 강남파이낸스센터)';
/** Boxes whose values are a few characters by nature. */
const SHORT = new Set(['우편번호', '유효기간 월 (MM)', '유효기간 연도 (YYYY)', '객실 수', '수용 인원(명)', '크기(㎡)', '1박 요금(원)']);

const PAGES = [
  { path: '/mypage/account', heading: '계정' },
  { path: '/mypage/coupon', heading: '쿠폰함' },
  { path: '/mypage/add-card', heading: '카드 등록' },
  { path: '/hotelapply', heading: '호텔 입점 신청' },
  { path: '/support/contact/inquiry', heading: '1:1 문의' },
  { path: '/support/bugreport', heading: '버그 신고' },
  { path: '/support/contact/my', heading: '내 문의' },
] as const;

interface Box {
  label: string;
  width: number;
}

/** The width of every visible text box, select and text area of the page's main part, by its label. */
function boxesOf(page: Page): Promise<Box[]> {
  return page.getByRole('main').evaluate((main) =>
    Array.from(main.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea'))
      .filter((el) => !['radio', 'checkbox', 'file', 'hidden'].includes((el as HTMLInputElement).type) && el.getBoundingClientRect().width > 0)
      .map((el) => ({
        label: (el.labels?.[0]?.textContent ?? el.getAttribute('aria-label') ?? el.id).replace(/필수$/, '').trim(),
        width: Math.round(el.getBoundingClientRect().width),
      })),
  );
}

/** True when the text box shows its whole value (nothing scrolled out of sight). */
const showsWholeValue = (box: Locator) => box.evaluate((el: HTMLInputElement) => el.scrollWidth <= el.clientWidth);

/** True when the select is wide enough for its chosen option's text, its padding and its arrow. */
const fitsChosenOption = (select: Locator) =>
  select.evaluate((el: HTMLSelectElement) => {
    const style = getComputedStyle(el);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = context.measureText(el.selectedOptions[0]?.textContent ?? '').width;
    return text + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight) + 20 <= el.clientWidth;
  });

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

for (const viewport of [LAPTOP, PHONE]) {
  test(`member, application and support forms keep their values readable at ${viewport.width}×${viewport.height}`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    await signInAsNewMember(page, request, '/mypage/account', '너비재', 'wide');
    const main = page.getByRole('main');
    for (const { path, heading } of PAGES) {
      if (path !== '/mypage/account') await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(main.locator('input:not([type=hidden]), textarea').first()).toBeVisible();
      const narrow = (await boxesOf(page)).filter((box) => !SHORT.has(box.label) && box.width < 240);
      expect(narrow, `${path}: boxes narrower than 240 px`).toEqual([]);
      await shot(page, testInfo, `${path.slice(1).replace(/\//g, '-')}-${viewport.width}`);
    }

    // The addresses, filled with a long real one, are shown whole on a laptop (and wide, not ~200 px).
    for (const path of ['/mypage/account', '/hotelapply']) {
      await page.goto(path);
      const address = main.getByRole('textbox', { name: '주소', exact: true });
      await address.fill(LONG_ADDRESS);
      const { width } = (await address.boundingBox())!;
      if (viewport === LAPTOP) {
        expect(width, `${path}: the address box`).toBeGreaterThanOrEqual(400);
        expect(await showsWholeValue(address), `${path}: the address shown whole`).toBe(true);
      }
    }
    // The room type of the application shows its whole name in the select.
    const roomType = main.getByRole('combobox', { name: '유형' });
    for (const option of ['DELUXE', 'PREMIUM', 'STANDARD']) {
      await roomType.selectOption(option);
      expect(await fitsChosenOption(roomType), `room type ${option} shown whole`).toBe(true);
    }

    // The new e-mail beside its button: a long address stays readable on a phone too.
    await page.goto('/mypage/account');
    const email = main.getByRole('textbox', { name: '새 이메일' });
    await email.fill('stayon.member@naver.com');
    expect((await email.boundingBox())!.width).toBeGreaterThanOrEqual(240);
    expect(await showsWholeValue(email)).toBe(true);
  });
}
