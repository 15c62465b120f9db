import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from '../support/test';
import { signInAsNewMember } from '../support/member-session';
import { blockPostcode, serveStandInPostcode } from '../support/postcode';

// Issue 26 item 2: the postcode search of the account page and the hotel application, with a stand-in for Kakao's
// script served at its address (the real one needs the internet); and, with the script unreachable, the sentence
// that says so while the fields stay for typing. Both widths, a fresh member each.

const UNAVAILABLE = '우편번호 검색 서비스를 이용할 수 없어 직접 입력합니다.';
const FILLED = '서울 강남구 테헤란로 152 (역삼동)';
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

async function signInFresh(page: Page, request: Parameters<typeof signInAsNewMember>[1], landing: string): Promise<void> {
  await signInAsNewMember(page, request, landing, '우편번', 'post');
}

async function chooseStandInAddress(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await main.getByRole('button', { name: '우편번호 검색' }).click();
  const dialog = page.getByRole('dialog', { name: '우편번호 검색' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '서울 강남구 테헤란로 152 선택' }).click();
  await expect(dialog).toBeHidden();
}

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

for (const viewport of VIEWPORTS) {
  const size = `${viewport.width}×${viewport.height}`;

  test(`account page: the postcode search fills the postcode and the address, which are saved (${size})`, async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await serveStandInPostcode(page);
    await signInFresh(page, request, '/mypage/account');
    await chooseStandInAddress(page);
    await expect(page.getByLabel('우편번호')).toHaveValue('06236');
    await expect(page.getByLabel('주소', { exact: true })).toHaveValue(FILLED);
    await expect(page.getByLabel('상세 주소')).toBeFocused();
    await expect(page.getByText(`주소를 채웠습니다: ${FILLED}. 상세 주소를 입력하세요.`)).toBeVisible();
    await page.getByLabel('상세 주소').fill('12층');
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await expect(page.getByText('저장 완료')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('주소', { exact: true })).toHaveValue(FILLED);
    await shot(page, testInfo, `account-postcode-${viewport.width}`);
  });

  test(`hotel application: the postcode search fills the postcode, the address and the region (${size})`, async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await serveStandInPostcode(page);
    await signInFresh(page, request, '/hotelapply');
    const main = page.getByRole('main');
    await chooseStandInAddress(page);
    await expect(main.getByRole('textbox', { name: '우편번호' })).toHaveValue('06236');
    await expect(main.getByRole('textbox', { name: '주소', exact: true })).toHaveValue(FILLED);
    await expect(main.getByRole('combobox', { name: '지역' })).toHaveValue('서울특별시');
    await expect(main.getByRole('textbox', { name: '상세 주소' })).toBeFocused();
    await shot(page, testInfo, `hotelapply-postcode-${viewport.width}`);
  });

  test(`both forms say the search is unavailable when its script cannot load, and are typed by hand (${size})`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await blockPostcode(page);
    await signInFresh(page, request, '/hotelapply');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: '우편번호 검색' }).click();
    await expect(main.getByRole('alert')).toHaveText(UNAVAILABLE);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await main.getByRole('textbox', { name: '우편번호' }).fill('48094');
    await main.getByRole('textbox', { name: '주소', exact: true }).fill('부산광역시 해운대구 해운대해변로 1');
    await main.getByRole('textbox', { name: '주소', exact: true }).blur();
    await expect(main.getByRole('combobox', { name: '지역' })).toHaveValue('부산광역시');
    await shot(page, testInfo, `hotelapply-postcode-unavailable-${viewport.width}`);

    await page.goto('/mypage/account');
    await page.getByRole('main').getByRole('button', { name: '우편번호 검색' }).click();
    await expect(page.getByText(UNAVAILABLE)).toBeVisible();
    await page.getByLabel('우편번호').fill('48094');
    await page.getByLabel('주소', { exact: true }).fill('부산광역시 해운대구 해운대해변로 1');
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await expect(page.getByText('저장 완료')).toBeVisible();
  });
}
